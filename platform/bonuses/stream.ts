import type { Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import { defineConsumer, type EventOf } from '../outbox/index';
import { balancePusher, publishBonusChanges } from './balance';

/**
 * The player's money display, kept live from the event stream (platform/outbox): after every fact
 * that moves cash or bonus money, the display balance on `private:balance`, and a bonus that
 * changed stage on `private:bonuses`. A reaction, not part of the money transaction: it reads
 * the balance as it is when it runs, so a repeat (at-least-once) only repeats the latest state.
 */
export function balancePushConsumer(deps: Pick<PlatformDeps, 'events'>) {
  // A batch is two reads in all (balances and active bonuses of every player in it), then the
  // pushes in the events' order, as one by one would send them.
  const handleBatch = async (batch: BalanceEvent[], { tx }: { tx: Tx }) => {
    const moved = batch.map((e) => balanceMoved(e));
    const push = await balancePusher(
      tx,
      deps.events,
      moved.flatMap((m) => (m ? [m.playerId] : [])),
    );
    batch.forEach((e, i) => {
      const m = moved[i];
      if (m) push(m.playerId, m.currency);
      if (e.type === 'bonus.stage_changed' && e.playerId !== null) {
        publishBonusChanges(deps.events, e.playerId, [{ id: e.payload.bonus_id, currency: e.payload.currency, status: e.payload.status }]);
      }
    });
  };
  return defineConsumer({
    name: 'realtime.balance',
    from: 'now',
    types: ['bet.placed', 'win.paid', 'bet.rolled_back', 'deposit.credited', 'payment.state_changed', 'bonus.stage_changed'] as const,
    // A balance push shows the balance as it is now, so of the facts that always push one (a stake,
    // a refund, a credited deposit, a paid win) only the last per player and currency in a batch is
    // needed. The rest may push something else too (a bonus stage) or nothing, so they never fold.
    supersededBy: (e) =>
      e.playerId !== null &&
      (e.type === 'bet.placed' || e.type === 'bet.rolled_back' || e.type === 'deposit.credited' || (e.type === 'win.paid' && e.payload.amount_cents > 0))
        ? `${e.playerId}:${e.payload.currency}`
        : undefined,
    handle: async (e, ctx) => handleBatch([e], ctx),
    handleBatch,
  });
}

type BalanceEvent = EventOf<readonly ['bet.placed', 'win.paid', 'bet.rolled_back', 'deposit.credited', 'payment.state_changed', 'bonus.stage_changed']>;

/** The player's balance in which currency a fact moved, if it moved one. */
function balanceMoved(e: BalanceEvent): { playerId: number; currency: string } | null {
  if (e.playerId === null) return null;
  switch (e.type) {
    case 'win.paid':
      // A zero win closes a lost round and moves nothing; its bonus, if that ended, has its own event.
      return e.payload.amount_cents > 0 ? { playerId: e.playerId, currency: e.payload.currency } : null;
    case 'payment.state_changed': {
      // Cash-outs reserve money when made and give it back when recalled, rejected or declined;
      // deposits move money only when credited (deposit.credited).
      const p = e.payload;
      return p.action === 'cashout' && (p.from === null || p.state === 'recalled' || p.state === 'rejected' || p.state === 'declined')
        ? { playerId: e.playerId, currency: p.currency }
        : null;
    }
    default:
      return { playerId: e.playerId, currency: e.payload.currency };
  }
}
