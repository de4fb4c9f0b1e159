import type { DeclineReason } from '../../schemas/payments';
import type { PlatformDeps } from '../deps';
import { defineConsumer, type EventOf } from '../outbox/index';
import { pushToPlayer } from '../realtime';

/**
 * A payment's new state on the player's open pages (`private:payments`), from the event stream:
 * the cashbox and history follow a deposit or cash-out without asking. The payload carries
 * everything the push shows, so this reads nothing; a repeat shows the same state again.
 */
export function paymentPushConsumer(deps: Pick<PlatformDeps, 'events'>) {
  // Pushes only, nothing read or written: the pass's whole batch goes in one savepoint.
  const push = (e: EventOf<readonly ['payment.state_changed']>): void => {
    if (e.playerId === null) return;
    const p = e.payload;
    pushToPlayer(deps.events, e.playerId, 'private:payments', {
      id: p.payment_id,
      action: p.action,
      state: p.state,
      amount_cents: p.amount_cents,
      currency: p.currency,
      decline_reason: (p.decline_reason as DeclineReason | null) ?? null,
      finished_at: p.finished_at,
    });
  };
  return defineConsumer({
    name: 'realtime.payments',
    from: 'now',
    types: ['payment.state_changed'] as const,
    handle: async (e) => push(e),
    handleBatch: async (events) => events.forEach(push),
  });
}
