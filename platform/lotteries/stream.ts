import type { PlatformDeps } from '../deps';
import { defineConsumer } from '../outbox/index';
import { pushToPlayer, pushToPublic } from '../realtime/index';
import { playerTicketCount, ticketsForCreditedDeposit, type LotteryPorts } from './engine';

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

/**
 * The player's open pages learn of new tickets (`private:lottery_tickets`): one push per grant
 * (a deposit's tickets in one lottery, a purchase), from the `lottery.tickets_granted` fact, so
 * only after the grant has committed. The count is read when the push goes out (the latest state;
 * a repeat is harmless).
 */
export function lotteryTicketsPushConsumer(deps: Pick<PlatformDeps, 'events'>) {
  return defineConsumer({
    name: 'realtime.lottery_tickets',
    from: 'now',
    types: ['lottery.tickets_granted'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      const p = e.payload;
      pushToPlayer(deps.events, e.playerId, 'private:lottery_tickets', {
        lottery_id: p.lottery_id,
        frontend_identifier: p.frontend_identifier,
        tickets_count: await playerTicketCount(tx, p.lottery_id, e.playerId),
        added: p.count,
      });
    },
  });
}

/** Every open lottery page learns of a draw (`public:lotteries`), from the `lottery.drawn` fact, after the draw has committed. */
export function lotteryDrawnPushConsumer(deps: Pick<PlatformDeps, 'events'>) {
  return defineConsumer({
    name: 'realtime.lottery_drawn',
    from: 'now',
    types: ['lottery.drawn'] as const,
    async handle(e) {
      pushToPublic(deps.events, 'public:lotteries', {
        lottery_id: e.payload.lottery_id,
        frontend_identifier: e.payload.frontend_identifier,
        state: 'drawn',
        change: 'drawn',
      });
    },
  });
}
