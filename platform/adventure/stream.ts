import { defineConsumer } from '../outbox/index';
import { countFact, type AdventurePorts } from './engine';

/**
 * The adventure calendar from the event stream ONLY: a credited deposit counts toward the day's
 * minDep, a real-money stake (its bonus part left out) toward its wager. The fact moves the day in
 * the transaction that moves this consumer's position; its id is kept on the row, so a fact handed
 * again counts once (engine.ts countFact).
 */
export function adventureConsumer(ports: AdventurePorts) {
  return defineConsumer({
    name: 'adventure.days',
    from: 'now',
    types: ['deposit.credited', 'bet.placed'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      const deposit = e.type === 'deposit.credited' ? BigInt(e.payload.amount_cents) : 0n;
      const wager = e.type === 'bet.placed' ? BigInt(Math.max(0, e.payload.amount_cents - e.payload.bonus_amount_cents)) : 0n;
      if (deposit <= 0n && wager <= 0n) return;
      await countFact(tx, ports, { eventId: e.id, playerId: e.playerId, at: e.occurredAt, depositCents: deposit, wagerCents: wager });
    },
  });
}
