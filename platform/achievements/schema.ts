import { index, integer, boolean, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACHIEVEMENT_RULE_TYPES } from '../../schemas/achievements';
import { players } from '../player/schema';

/**
 * The achievements module's records (README): the badges marketing defines, each player's metrics
 * as the stream moves them, and the badges earned (once each: the primary key).
 */
export const achievements = pgTable(
  'achievements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    texts: jsonb().$type<Record<string, { title: string; description: string }>>().notNull(),
    ruleType: text({ enum: ACHIEVEMENT_RULE_TYPES }).notNull(),
    threshold: integer().notNull(),
    /** The badge's picture (a site path or an http(s) address), or none. */
    imageUrl: text(),
    enabled: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('achievements_slug_unique').on(t.slug)],
);

/**
 * A player's metrics (deposits credited, rounds played, loyalty level reached, tournament places
 * with a prize, first places, highest quest level), moved by the stream.
 */
export const achievementStats = pgTable('achievement_stats', {
  playerId: integer()
    .primaryKey()
    .references(() => players.id),
  deposits: integer().notNull().default(0),
  rounds: integer().notNull().default(0),
  level: integer().notNull().default(0),
  tournamentPrizes: integer().notNull().default(0),
  tournamentWins: integer().notNull().default(0),
  questLevels: integer().notNull().default(0),
  /** The round last counted: a round's further stakes do not count again. */
  lastRoundId: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

export const playerAchievements = pgTable(
  'player_achievements',
  {
    achievementId: integer()
      .notNull()
      .references(() => achievements.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.achievementId, t.playerId] }), index('player_achievements_player_idx').on(t.playerId)],
);

/**
 * The facts already counted into a metric that adds (`by`), by their natural key (a tournament
 * place: `tournament:<id>:place:<n>`): a redelivered fact, or the same place written twice, finds
 * its key here and moves nothing. Metrics that are a maximum (`to`) need no key.
 */
export const achievementCountedFacts = pgTable(
  'achievement_counted_facts',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id),
    key: text().notNull(),
    countedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.key] })],
);
