import { defineConsumer } from '../outbox/index';
import { countFact, type VipPorts } from './engine';

/**
 * VIP totals from the event stream only (payments and games never import vip): a credited deposit
 * adds its amount, a real-money stake its real part (bonus money does not count), a rolled-back
 * stake takes its real part off again. Each event is counted once by its id (a replay counts
 * nothing), in the transaction that moves this consumer's position.
 */
export function vipTotalsConsumer(ports: VipPorts) {
  return defineConsumer({
    name: 'vip.totals',
    from: 'now',
    types: ['deposit.credited', 'bet.placed', 'bet.rolled_back'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      const base = { eventId: e.id, playerId: e.playerId, currency: e.payload.currency, at: e.occurredAt };
      if (e.type === 'deposit.credited') return countFact(tx, ports, { ...base, depositCents: e.payload.amount_cents, betCents: 0 });
      const real = Math.max(0, e.payload.amount_cents - e.payload.bonus_amount_cents);
      return countFact(tx, ports, { ...base, depositCents: 0, betCents: e.type === 'bet.placed' ? real : -real });
    },
  });
}
