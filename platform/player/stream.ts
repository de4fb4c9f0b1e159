import type { PlatformDeps } from '../deps';
import { defineConsumer, type EventOf } from '../outbox/index';
import { pushToPlayer } from '../realtime';

/** Group changes (A/B split, LT IBAN, ...) on the player's open pages (`private:groups`), from the event stream. */
export function groupPushConsumer(deps: Pick<PlatformDeps, 'events'>) {
  // Pushes only, nothing read or written: the pass's whole batch goes in one savepoint.
  const push = (e: EventOf<readonly ['player.groups_changed']>): void => {
    if (e.playerId === null) return;
    pushToPlayer(deps.events, e.playerId, 'private:groups', { added: e.payload.added, removed: e.payload.removed });
  };
  return defineConsumer({
    name: 'realtime.groups',
    from: 'now',
    types: ['player.groups_changed'] as const,
    handle: async (e) => push(e),
    handleBatch: async (events) => events.forEach(push),
  });
}
