import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../player/schema';

/**
 * Bonus money with a wagering requirement (README). The money itself is in the ledger (the
 * player's `bonus` account per currency); this table says how much was granted, how much must be
 * wagered before what is left becomes real money, how much has been, and how the bonus ended.
 */

/**
 * - `active`: being wagered; its money is in the player's bonus account.
 * - `wagered`: the target was reached; what was left moved to the cash account.
 * - `lost`: the bonus account ran empty with nothing in play.
 * - `forfeited`: taken away (cooling-off, self-exclusion, staff); what was left went back to the house.
 * - `expired`: not wagered in time; what was left went back to the house.
 * - `canceled`: canceled before use (by the player or staff); what was left went back to the house.
 */
export const BONUS_STATES = ['active', 'wagered', 'lost', 'forfeited', 'expired', 'canceled'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** One wagering contribution rule: stakes on `key` (a provider slug or a category identifier) count `percent` (0..100). */
export interface WagerContribution {
  kind: 'category' | 'provider';
  key: string;
  percent: number;
}

export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    currency: text().notNull(),
    /** What granted it (`manual`, `promotion`, `gift`, ...); the promotions issue adds its own. */
    source: text().notNull(),
    /** The caller's key: one grant per key, a repeat returns this row. */
    idempotencyKey: text().notNull(),
    /** Granted bonus money, minor units. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** Wagering multiplier of the granted amount (x35 -> 35). */
    wagerMultiplier: integer().notNull(),
    /** amount * multiplier: stakes to place before the bonus turns into real money. */
    wagerTarget: bigint({ mode: 'bigint' }).notNull(),
    /** Stakes placed while active (cash and bonus parts alike), minus rolled-back ones. */
    wagered: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    state: text({ enum: BONUS_STATES }).notNull(),
    /** Why it ended (`wagered`, `lost`, `cooling_off`, `self_exclusion`, `expired`, ...). */
    finishReason: text(),
    /** Bonus money that moved to cash when wagered. */
    convertedAmount: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bonus money that went back to the house when forfeited, expired or canceled. */
    forfeitedAmount: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * What counts toward wagering (the template's rules, copied at grant): a stake on a game of a
     * named provider or category counts `percent` of itself; others count whole. Empty: all whole.
     */
    contributions: jsonb().$type<WagerContribution[]>().notNull().default([]),
    /** The most bonus money that may become real money when wagered; the excess goes back to the house (reason `max_win`). */
    maxWin: bigint({ mode: 'bigint' }),
    /** The bonus is lost when its money falls below this after a round (0: only when spent). */
    lostBelow: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_bonuses_idempotency_key_unique').on(t.idempotencyKey),
    // At most one bonus is wagered at a time per player and currency (a second grant is refused).
    uniqueIndex('player_bonuses_one_active')
      .on(t.playerId, t.currency)
      .where(sql`${t.state} = 'active'`),
    index('player_bonuses_player_idx').on(t.playerId, t.id),
    index('player_bonuses_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'active'`),
    check('player_bonuses_state', sql`${t.state} IN ('active', 'wagered', 'lost', 'forfeited', 'expired', 'canceled')`),
    check(
      'player_bonuses_amounts',
      sql`${t.amount} > 0 AND ${t.wagerMultiplier} >= 1 AND ${t.wagerTarget} > 0 AND ${t.wagered} >= 0 AND ${t.convertedAmount} >= 0 AND ${t.forfeitedAmount} >= 0`,
    ),
    check('player_bonuses_finished', sql`(${t.state} = 'active') = (${t.finishedAt} IS NULL)`),
  ],
);
