import { defineConsumer } from '../outbox/index';
import { boxesForCreditedDeposit, type LootboxPorts } from './engine';

/**
 * Loot boxes for credited deposits (`deposit.credited`; payments never import loot boxes): each
 * enabled set whose deposit rule the deposit reaches gives one box, once per deposit and set (the
 * key), in the transaction that moves this consumer's position.
 */
export function lootboxDepositConsumer(ports: LootboxPorts) {
  return defineConsumer({
    name: 'lootboxes.deposit_boxes',
    from: 'now',
    types: ['deposit.credited'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      await boxesForCreditedDeposit(tx, ports, {
        playerId: e.playerId,
        paymentId: e.payload.payment_id,
        currency: e.payload.currency,
        amountCents: e.payload.amount_cents,
        at: e.occurredAt,
      });
    },
  });
}
