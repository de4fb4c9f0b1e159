import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Telemetry sinks (spec P7 "Other" and "Telemetry"). Append-only records of what browsers
 * report; the 0.05 sampling of /log, /performance and /network-performance is done client-side.
 * `player_id` is the signed-in player when there is one (no foreign key: a report outlives its
 * player and must never block a deletion). Every payload is bounded by its zod schema.
 */

/**
 * POST /log_utm_set and /log_utm_send: the UTM keys a visitor arrived with, when set and when sent.
 * A `set` row is the visit's set against the visitor (`visitor_id`, the platform's `rh_visitor`
 * cookie), once per visitor and set (`set_key`, a hash of the values); a `send` row attaches a set
 * to a player, once per player (the first set attached is the player's UTM attribution, read by
 * the affiliates report through `utmCampaignsOf`).
 */
export const telemetryUtm = pgTable(
  'telemetry_utm',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: text({ enum: ['set', 'send'] }).notNull(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    utmContent: text(),
    utmTerm: text(),
    subId: text(),
    playerId: integer(),
    ip: text(),
    visitorId: text(),
    setKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('telemetry_utm_created_at_idx').on(t.createdAt),
    uniqueIndex('telemetry_utm_set_once')
      .on(t.visitorId, t.setKey)
      .where(sql`${t.action} = 'set'`),
    uniqueIndex('telemetry_utm_send_once')
      .on(t.playerId)
      .where(sql`${t.action} = 'send'`),
  ],
);

/** PUT /metrics-errors-validation: which form fields fail validation, on which side. */
export const telemetryValidationErrors = pgTable(
  'telemetry_validation_errors',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    side: text({ enum: ['frontEnd', 'backEnd'] }).notNull(),
    component: text().notNull(),
    /** `[{key, firstMessage}]`, as sent. */
    errors: jsonb().$type<{ key: string; firstMessage: string }[]>().notNull(),
    playerId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('telemetry_validation_errors_created_at_idx').on(t.createdAt)],
);

/** PUT /log: one row per log entry the browser sent. */
export const telemetryLogs = pgTable(
  'telemetry_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    level: text({ enum: ['debug', 'info', 'warn', 'error'] }).notNull(),
    code: text(),
    message: text().notNull(),
    url: text(),
    context: jsonb().$type<Record<string, unknown>>(),
    playerId: integer(),
    userAgent: text(),
    loggedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('telemetry_logs_created_at_idx').on(t.createdAt)],
);

/** PUT /performance: page timings (milliseconds) the browser measured. */
export const telemetryPerformance = pgTable(
  'telemetry_performance',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    page: text(),
    /** Metric name to milliseconds, e.g. `{ttfb: 120, fcp: 800}`. */
    timings: jsonb().$type<Record<string, number>>().notNull(),
    playerId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('telemetry_performance_created_at_idx').on(t.createdAt)],
);

/** PUT /network-performance: the Network Information API's view of the visitor's connection. */
export const telemetryNetwork = pgTable(
  'telemetry_network',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Round-trip time, ms. */
    rtt: integer(),
    /** Megabits per second. */
    downlink: real(),
    effectiveType: text({ enum: ['slow-2g', '2g', '3g', '4g'] }),
    playerId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('telemetry_network_created_at_idx').on(t.createdAt)],
);
