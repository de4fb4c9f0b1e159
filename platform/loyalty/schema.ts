import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import type { MoneyPriceSchema } from '../../schemas/loyalty';
import type { z } from 'zod';
import { players } from '../player/schema';

/**
 * The loyalty module's records (README). Comp points live in their own ledger: an append-only
 * entry per movement, unique per (player, key), each carrying both balances after it; the
 * player's account row holds the running balances, which never go below zero (CHECK), and
 * entries can be neither updated nor deleted (trigger in the migration).
 */
export const compPointAccounts = pgTable(
  'comp_point_accounts',
  {
    playerId: integer()
      .primaryKey()
      .references(() => players.id),
    chargeable: bigint({ mode: 'number' }).notNull().default(0),
    persistent: bigint({ mode: 'number' }).notNull().default(0),
    /** The highest level whose gifts were issued (0: none). */
    levelAwarded: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('comp_point_accounts_chargeable', sql`${t.chargeable} >= 0`), check('comp_point_accounts_persistent', sql`${t.persistent} >= 0`)],
);

export const compPointEntries = pgTable(
  'comp_point_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** One movement per key and player, ever (`bet:<transaction id>`, `rollback:<bet's transaction id>`, `exchange:<key>`, `level:<n>`). */
    key: text().notNull(),
    /** earn, exchange, level, staff, rollback. */
    kind: text().notNull(),
    chargeable: bigint({ mode: 'number' }).notNull(),
    persistent: bigint({ mode: 'number' }).notNull(),
    chargeableAfter: bigint({ mode: 'number' }).notNull(),
    persistentAfter: bigint({ mode: 'number' }).notNull(),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('comp_point_entries_key_unique').on(t.playerId, t.key),
    index('comp_point_entries_player_idx').on(t.playerId, t.id),
    check('comp_point_entries_after', sql`${t.chargeableAfter} >= 0 AND ${t.persistentAfter} >= 0`),
    // Persistent points only grow, except when a rolled-back bet's earning is taken back (kind
    // 'rollback', engine.takeBackBets); the balance after still never goes below zero.
    check('comp_point_entries_persistent', sql`${t.persistent} >= 0 OR ${t.kind} = 'rollback'`),
  ],
);

/** What real-money bets earn: `points` per `amountCents` of stake in a currency (a category's rate before the currency's). */
export const compPointRates = pgTable(
  'comp_point_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    currency: text().notNull(),
    /** '' for every category. */
    gameCategory: text().notNull().default(''),
    amountCents: bigint({ mode: 'number' }).notNull(),
    points: integer().notNull(),
  },
  (t) => [
    uniqueIndex('comp_point_rates_unique').on(t.currency, t.gameCategory),
    check('comp_point_rates_positive', sql`${t.amountCents} > 0 AND ${t.points} > 0`),
  ],
);

/** Stakes not yet worth a whole point, per player and currency (amount × points mod amountCents). */
export const compPointCarry = pgTable(
  'comp_point_carry',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id),
    currency: text().notNull(),
    carry: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.currency] })],
);

/** The shop's cards, stored by marketing. */
export const compPointCards = pgTable(
  'comp_point_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    group: text().notNull(),
    title: text().notNull(),
    points: bigint({ mode: 'number' }).notNull(),
    wager: integer().notNull().default(0),
    games: jsonb().$type<string[]>().notNull().default([]),
    freespinsCount: integer().notNull().default(0),
    rates: jsonb().$type<z.infer<typeof MoneyPriceSchema>[]>().notNull().default([]),
    lotteryIds: jsonb().$type<number[]>().notNull().default([]),
    templateId: integer(),
    discountPercent: integer(),
    fullPrice: bigint({ mode: 'number' }),
    saleEndDate: text(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    position: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('comp_point_cards_group_unique').on(t.group), check('comp_point_cards_points', sql`${t.points} > 0`)],
);

/** One exchange per (player, key): written in the same transaction as the points debit and the reward. */
export const compPointExchanges = pgTable(
  'comp_point_exchanges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    key: text().notNull(),
    cardId: integer()
      .notNull()
      .references(() => compPointCards.id),
    quantity: integer().notNull(),
    points: bigint({ mode: 'number' }).notNull(),
    reward: jsonb().$type<Record<string, unknown>>().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('comp_point_exchanges_key_unique').on(t.playerId, t.key), check('comp_point_exchanges_quantity', sql`${t.quantity} >= 1`)],
);

/** Levels 1..12: the persistent points below which the level holds, and its gifts. */
export const compPointLevels = pgTable(
  'comp_point_levels',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    image: text(),
    content: text().notNull().default(''),
    giftDescriptions: jsonb().$type<string[]>().notNull().default([]),
    maxPoints: bigint({ mode: 'number' }).notNull(),
    giftPoints: integer().notNull().default(0),
    giftTemplateIds: jsonb().$type<number[]>().notNull().default([]),
  },
  (t) => [check('comp_point_levels_id', sql`${t.id} BETWEEN 1 AND 12`)],
);
