import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The domain event stream (README): one row per fact, written in the same database transaction as
 * the change it records, read by every consumer from its own position.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The writing transaction's id (pg_current_xact_id). Ids are handed out before commit, so a
     * later id can commit first; a consumer reads only below the oldest transaction still running
     * (pg_snapshot_xmin) and in (tx_id, id) order, so a slow commit is never jumped over.
     */
    txId: bigint({ mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    type: text().notNull(),
    playerId: integer(),
    payload: jsonb().notNull(),
    /** When it happened by the platform clock (a tester's clock may be moved). */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_tx_order').on(t.txId, t.id)],
);

/** A consumer's position in the stream and the state of the event at its head. */
export const eventConsumers = pgTable('event_consumers', {
  name: text().primaryKey(),
  positionTx: bigint({ mode: 'number' }).notNull().default(0),
  positionId: bigint({ mode: 'number' }).notNull().default(0),
  /** Failed attempts at the event after the position (the head); 0 when it is healthy. */
  attempts: integer().notNull().default(0),
  /** Back-off: the head is tried again no earlier than this. */
  nextAttemptAt: timestamp({ withTimezone: true }),
  lastError: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const PARKED_STATE_VALUES = ['parked', 'retry', 'resolved'] as const;

/** An event a consumer gave up on after its attempts, with the error; staff may send it back. */
export const parkedEvents = pgTable(
  'parked_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    consumer: text().notNull(),
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => domainEvents.id),
    state: text({ enum: PARKED_STATE_VALUES }).notNull(),
    attempts: integer().notNull(),
    error: text().notNull(),
    parkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    retryRequestedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  // parked_events_event: deleting an event (retention) checks the foreign key by event_id alone.
  (t) => [
    uniqueIndex('parked_events_consumer_event').on(t.consumer, t.eventId),
    index('parked_events_state').on(t.state),
    index('parked_events_event').on(t.eventId),
  ],
);
