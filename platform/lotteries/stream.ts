import { defineConsumer } from '../outbox/index';
import { ticketsForCreditedDeposit, type LotteryPorts } from './engine';

/**
 * Lottery tickets for credited deposits (`deposit.credited`; payments never import lotteries):
 * each running lottery with a rule for the deposit's currency gives its tickets, once per deposit
 * (the grant key `deposit:<payment id>`), in the transaction that moves this consumer's position.
 * The deposit's time is the fact's time, so a deposit credited after the end earns nothing.
 */
export function lotteryTicketsConsumer(ports: LotteryPorts) {
  return defineConsumer({
    name: 'lotteries.deposit_tickets',
    from: 'now',
    types: ['deposit.credited'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      await ticketsForCreditedDeposit(tx, ports, {
        playerId: e.playerId,
        paymentId: e.payload.payment_id,
        currency: e.payload.currency,
        amountCents: e.payload.amount_cents,
        at: e.occurredAt,
      });
    },
  });
}
