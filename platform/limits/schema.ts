import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../player/schema';

/**
 * Responsible-gambling limits (README). A limit row holds what is in force now; a loosening or
 * removal waits in `player_limit_changes` until it is confirmed by mail and 24 hours have passed.
 * Every change and every refused attempt during an exclusion is in the append-only audit table.
 */

export const LIMIT_TYPE_VALUES = ['loss', 'wager', 'deposit', 'coolingoff', 'selfexclusion', 'session'] as const;
export const LIMIT_PERIOD_VALUES = ['day', '3_days', 'week', 'month', '3_months', '6_months', '9_months', '12_months', 'forever'] as const;

export const playerLimits = pgTable(
  'player_limits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    type: text({ enum: LIMIT_TYPE_VALUES }).notNull(),
    /** Null for session limits (they cut each login session). */
    period: text({ enum: LIMIT_PERIOD_VALUES }),
    /** Money limits: the account currency counted. */
    currency: text(),
    /** Money limits: the amount in minor units. */
    amount: bigint({ mode: 'bigint' }),
    /** Session limits: minutes one login session may last. */
    minutes: integer(),
    /** When the limit was set: the counted window never starts before it. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** Cooling-off and self-exclusion: when they end (null: forever, or not an exclusion). */
    endsAt: timestamp({ withTimezone: true }),
    /** When a confirmed removal took effect; the row stays for the history. */
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One live limit per type, period and currency: a second POST changes it instead.
    uniqueIndex('player_limits_live_unique')
      .on(t.playerId, t.type, sql`coalesce(${t.period}, '')`, sql`coalesce(${t.currency}, '')`)
      .where(sql`${t.removedAt} IS NULL`),
    index('player_limits_player_idx').on(t.playerId, t.type),
    check('player_limits_type', sql`${t.type} IN ('loss', 'wager', 'deposit', 'coolingoff', 'selfexclusion', 'session')`),
    check(
      'player_limits_period',
      sql`${t.period} IS NULL OR ${t.period} IN ('day', '3_days', 'week', 'month', '3_months', '6_months', '9_months', '12_months', 'forever')`,
    ),
    check(
      'player_limits_shape',
      sql`CASE WHEN ${t.type} IN ('loss', 'wager', 'deposit') THEN ${t.period} IS NOT NULL AND ${t.currency} IS NOT NULL AND ${t.amount} > 0 AND ${t.minutes} IS NULL
          WHEN ${t.type} = 'session' THEN ${t.period} IS NULL AND ${t.currency} IS NULL AND ${t.amount} IS NULL AND ${t.minutes} > 0
          ELSE ${t.period} IS NOT NULL AND ${t.currency} IS NULL AND ${t.amount} IS NULL AND ${t.minutes} IS NULL END`,
    ),
  ],
);

/**
 * A loosening (higher amount, longer session) or removal of a limit: it needs the mailed token,
 * then applies 24 hours after the confirmation. At most one open change per limit.
 */
export const playerLimitChanges = pgTable(
  'player_limit_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    limitId: integer()
      .notNull()
      .references(() => playerLimits.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    kind: text({ enum: ['change', 'remove'] }).notNull(),
    newAmount: bigint({ mode: 'bigint' }),
    newMinutes: integer(),
    /** SHA-256 (hex) of the mailed token; the token itself (256 random bits) is never stored. */
    tokenHash: text().notNull(),
    tokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** confirmedAt + 24 h. */
    appliesAt: timestamp({ withTimezone: true }),
    appliedAt: timestamp({ withTimezone: true }),
    /** Replaced by a newer request or made moot by a tightening. */
    canceledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_limit_changes_token_unique').on(t.tokenHash),
    uniqueIndex('player_limit_changes_open_unique')
      .on(t.limitId)
      .where(sql`${t.appliedAt} IS NULL AND ${t.canceledAt} IS NULL`),
    index('player_limit_changes_due_idx').on(t.playerId, t.appliesAt),
    check('player_limit_changes_kind', sql`${t.kind} IN ('change', 'remove')`),
    check('player_limit_changes_applies', sql`(${t.confirmedAt} IS NULL) = (${t.appliesAt} IS NULL)`),
  ],
);

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): who changed what, from what to what, when. */
export const playerLimitAudit = pgTable(
  'player_limit_audit',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    limitId: integer().references(() => playerLimits.id),
    /** `player`, `system` (a due change applied, a session cut) or `staff:<id>`. */
    actor: text().notNull(),
    /** created, tightened, change_requested, remove_requested, confirmed, applied, session_ended, refused_* ... */
    action: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('player_limit_audit_player_idx').on(t.playerId, t.id)],
);
