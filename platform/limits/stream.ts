import { LIMIT_TYPES } from '../../schemas/limits';
import type { PlatformDeps } from '../deps';
import { defineConsumer, type EventOf } from '../outbox/index';
import { pushToPlayer } from '../realtime';

/** Which limit changes the player's open pages hear of, and as what (`private:game_limits` action). */
const PUSHED = { created: 'changed', tightened: 'changed', loosened: 'applied', removed: 'removed' } as const;

/**
 * A limit set, tightened, loosened or removed, on the player's open pages (`private:game_limits`),
 * from the event stream. A limit reached is not a change: the bet guard pushes that warning as it
 * refuses or counts the bet (guards.ts).
 */
export function limitPushConsumer(deps: Pick<PlatformDeps, 'events'>) {
  // Pushes only, nothing read or written: the pass's whole batch goes in one savepoint.
  const push = (e: EventOf<readonly ['limit.changed']>): void => {
    const action = PUSHED[e.payload.action as keyof typeof PUSHED];
    const type = LIMIT_TYPES.find((t) => t === e.payload.type);
    if (e.playerId === null || !action || e.payload.limit_id === null || !type) return;
    pushToPlayer(deps.events, e.playerId, 'private:game_limits', {
      id: e.payload.limit_id,
      type,
      action,
      reached: false,
      currency: e.payload.currency,
      amount_cents: e.payload.amount_cents,
      current_value_amount_cents: null,
    });
  };
  return defineConsumer({
    name: 'realtime.limits',
    from: 'now',
    types: ['limit.changed'] as const,
    handle: async (e) => push(e),
    handleBatch: async (events) => events.forEach(push),
  });
}
