import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../player/schema';

/**
 * The VIP module's records (README): each player's totals per currency and quarter (moved by the
 * stream only), the events already counted (a replay counts nothing), the status in force, and
 * marketing's thresholds where they differ from the defaults.
 */
export const vipTotals = pgTable(
  'vip_totals',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id),
    currency: text().notNull(),
    /** e.g. 2026-Q4 (UTC). */
    quarter: text().notNull(),
    depositCents: bigint({ mode: 'number' }).notNull().default(0),
    betCents: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.currency, t.quarter] })],
);

/** One row per stream event counted: the key that makes a repeated delivery count nothing. */
export const vipCountedEvents = pgTable('vip_counted_events', {
  eventId: bigint({ mode: 'number' }).primaryKey(),
  playerId: integer().notNull(),
  countedAt: timestamp({ withTimezone: true }).notNull(),
});

/** The status in force: the group the player is in says the same (player groups are the truth others read). */
export const vipStatuses = pgTable('vip_statuses', {
  playerId: integer()
    .primaryKey()
    .references(() => players.id),
  status: text().notNull(),
  /** The quarter it was reached in; it ends at that quarter's end (DIAMOND never). */
  quarter: text().notNull(),
  currency: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Marketing's thresholds for a currency (all five statuses at once); a currency without rows uses the defaults. */
export const vipThresholds = pgTable(
  'vip_thresholds',
  {
    currency: text().notNull(),
    status: text().notNull(),
    depositCents: bigint({ mode: 'number' }).notNull(),
    betCents: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.status] })],
);
