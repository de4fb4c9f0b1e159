import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from '../games/catalog/schema';
import { players } from '../player/schema';

/**
 * Jackpots (README). A level's pool is money in the ledger (`house:jackpot:<currency>:level-<id>`);
 * `pool_cents` mirrors that account's balance and is moved only with it, under the level's row lock.
 * The totals keep `seeded + contributed = pool + paid + returned` (the reconciliation).
 */
export const jackpots = pgTable(
  'jackpots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    identifier: text().notNull(),
    name: text().notNull(),
    state: text({ enum: ['active', 'inactive', 'closed'] }).notNull(),
    currency: text().notNull(),
    rules: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    closeReason: text(),
  },
  (t) => [uniqueIndex('jackpots_identifier_unique').on(t.identifier)],
);

export const jackpotGames = pgTable(
  'jackpot_games',
  {
    jackpotId: integer()
      .notNull()
      .references(() => jackpots.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
  },
  (t) => [primaryKey({ columns: [t.jackpotId, t.gameId] }), index('jackpot_games_game').on(t.gameId)],
);

/** A level's configuration, as it runs now (the columns) or waits for the next reseed (`next`). */
export interface LevelConfig {
  name: string;
  seedCents: number;
  contributionPpm: number;
  dropRule: 'must_drop_by' | 'probability';
  mustDropByCents: number | null;
  dropProbabilityPpb: number | null;
}

export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer()
      .notNull()
      .references(() => jackpots.id),
    identifier: text().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    seedCents: bigint({ mode: 'number' }).notNull(),
    contributionPpm: integer().notNull(),
    dropRule: text({ enum: ['must_drop_by', 'probability'] }).notNull(),
    mustDropByCents: bigint({ mode: 'number' }),
    dropProbabilityPpb: bigint({ mode: 'number' }),
    /** What marketing changed on a running level: applied when the level next reseeds. */
    next: jsonb().$type<LevelConfig>(),
    /** Drops so far; the current pool belongs to cycle `cycle`. */
    cycle: integer().notNull().default(0),
    /** Secret: the pool amount at which this cycle drops (must_drop_by), drawn from node:crypto at the reseed. Never answered. */
    dropPointCents: bigint({ mode: 'number' }),
    poolCents: bigint({ mode: 'number' }).notNull().default(0),
    seededCents: bigint({ mode: 'number' }).notNull().default(0),
    contributedCents: bigint({ mode: 'number' }).notNull().default(0),
    paidCents: bigint({ mode: 'number' }).notNull().default(0),
    /** Returned to the house when the jackpot was closed. */
    returnedCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('jackpot_levels_identifier').on(t.jackpotId, t.identifier),
    check('jackpot_levels_share', sql`${t.contributionPpm} > 0 AND ${t.contributionPpm} <= 1000000`),
    check('jackpot_levels_money', sql`${t.poolCents} + ${t.paidCents} + ${t.returnedCents} = ${t.seededCents} + ${t.contributedCents}`),
  ],
);

/** One bet's share in one level: once per (level, bet transaction); a rollback marks it and moves it back. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    levelId: integer()
      .notNull()
      .references(() => jackpotLevels.id),
    cycle: integer().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** The game's bet transaction id (the provider's), as on the `bet.placed` fact. */
    betTransactionId: text().notNull(),
    betCurrency: text().notNull(),
    /** The share in the bet's currency (what left the game provider account). */
    betShareCents: bigint({ mode: 'number' }).notNull(),
    /** The same share in the jackpot's currency (what reached the pool). */
    amountCents: bigint({ mode: 'number' }).notNull(),
    rolledBack: boolean().notNull().default(false),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('jackpot_contributions_once').on(t.levelId, t.betTransactionId), index('jackpot_contributions_bet').on(t.betTransactionId)],
);

/** One drop: exactly one per (level, cycle), enforced here as well as by the level's row lock. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: integer()
      .notNull()
      .references(() => jackpots.id),
    levelId: integer()
      .notNull()
      .references(() => jackpotLevels.id),
    cycle: integer().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    levelName: text().notNull(),
    /** The pool, in the jackpot's currency. */
    poolCents: bigint({ mode: 'number' }).notNull(),
    jackpotCurrency: text().notNull(),
    /** What the player got, in the currency of the bet that won. */
    amountCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    betTransactionId: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('jackpot_wins_one_per_drop').on(t.levelId, t.cycle), index('jackpot_wins_at').on(t.at)],
);
