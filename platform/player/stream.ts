import type { PlatformDeps } from '../deps';
import { defineConsumer } from '../outbox/index';
import { pushToPlayer } from '../realtime';

/** Group changes (A/B split, LT IBAN, ...) on the player's open pages (`private:groups`), from the event stream. */
export function groupPushConsumer(deps: Pick<PlatformDeps, 'events'>) {
  return defineConsumer({
    name: 'realtime.groups',
    from: 'now',
    types: ['player.groups_changed'] as const,
    async handle(e) {
      if (e.playerId === null) return;
      pushToPlayer(deps.events, e.playerId, 'private:groups', { added: e.payload.added, removed: e.payload.removed });
    },
  });
}
