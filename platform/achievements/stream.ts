import { defineConsumer } from '../outbox/index';
import { advance } from './engine';

/**
 * Achievements from the event stream: a credited deposit adds one to the player's deposits, a
 * real-money stake in a round not counted yet adds one to their rounds (demo play records no
 * facts), a loyalty level reached raises their level, a tournament place paid with a prize adds
 * one to their prizes (and, for a first place, to their wins; each place counted once by its
 * key), a quest level reached raises their highest quest level. Each fact moves the metric in the
 * transaction that moves this consumer's position, so once; badges reached are recorded once
 * each. A later engine's fact joins the `types` and the rule table in schemas/achievements.ts.
 */
export function achievementsConsumer() {
  return defineConsumer({
    name: 'achievements.progress',
    from: 'now',
    types: ['deposit.credited', 'bet.placed', 'loyalty.level_reached', 'tournament.prize_awarded', 'quest.level_reached'] as const,
    async handle(e, { tx }) {
      if (e.playerId === null) return;
      switch (e.type) {
        case 'deposit.credited':
          return advance(tx, e.playerId, 'deposits', { by: 1 }, e.occurredAt);
        case 'bet.placed':
          return advance(tx, e.playerId, 'rounds', { by: 1, round: e.payload.round_id }, e.occurredAt);
        case 'loyalty.level_reached':
          return advance(tx, e.playerId, 'level', { to: e.payload.level }, e.occurredAt);
        case 'quest.level_reached':
          return advance(tx, e.playerId, 'quest_levels', { to: e.payload.level }, e.occurredAt);
        case 'tournament.prize_awarded': {
          // A refused prize (an excluded or multi-account player) earns no badge either.
          if (e.payload.outcome !== 'paid') return;
          const key = `tournament:${e.payload.tournament_id}:place:${e.payload.place}`;
          await advance(tx, e.playerId, 'tournament_prizes', { by: 1, key }, e.occurredAt);
          if (e.payload.place === 1) await advance(tx, e.playerId, 'tournament_wins', { by: 1, key }, e.occurredAt);
        }
      }
    },
  });
}
