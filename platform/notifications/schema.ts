import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../player/schema';
import { staffUsers } from '../staff/schema';

/**
 * The notifications module's tables (README): each player's notifications, and the header notices
 * staff show at the top of every page.
 */

export const NOTIFICATION_TYPE_VALUES = ['personal', 'tournament', 'payments_changes', 'bonuses_changes', 'freespins_changes'] as const;

export const playerNotifications = pgTable(
  'player_notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    type: text({ enum: NOTIFICATION_TYPE_VALUES }).notNull(),
    /**
     * The domain event (platform/outbox) this one was made from; null for staff's personal ones.
     * Unique with the player, so an event handed over twice (at-least-once delivery, a crash
     * between the change and the notification) still makes exactly one.
     */
    sourceEventId: bigint({ mode: 'number' }),
    /** Engine-made: the kind and its values, worded by the site in the visitor's language. */
    eventKind: text(),
    eventValues: jsonb().$type<Record<string, string | number>>(),
    /** Staff's personal ones: as typed. */
    title: text(),
    body: text(),
    icon: text().notNull(),
    buttonTitle: text(),
    buttonPath: text(),
    /** Tournament notices: the tournament's frontend identifier. */
    identifier: text(),
    /** The staff member who sent a personal one. */
    sentBy: integer().references(() => staffUsers.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Null while new. */
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_notifications_source_event').on(t.sourceEventId, t.playerId),
    // The list is newest first per player; the bell counts the new ones.
    index('player_notifications_player_idx').on(t.playerId, t.id),
    index('player_notifications_new_idx')
      .on(t.playerId)
      .where(sql`${t.readAt} IS NULL`),
    check('player_notifications_type', sql`${t.type} IN ('personal', 'tournament', 'payments_changes', 'bonuses_changes', 'freespins_changes')`),
    check('player_notifications_shape', sql`(${t.eventKind} IS NOT NULL) OR (${t.body} IS NOT NULL)`),
  ],
);

export const HEADER_NOTICE_AUDIENCE_VALUES = ['all', 'guests', 'players'] as const;

/** A notice strip message (spec C3 "Header notice"), texts per locale with English required. */
export const headerNotices = pgTable(
  'header_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    message: jsonb().$type<Record<string, string>>().notNull(),
    icon: text().notNull(),
    /** Null: no link. */
    link: jsonb().$type<{ text: Record<string, string>; function: string; path: string | null } | null>(),
    audience: text({ enum: HEADER_NOTICE_AUDIENCE_VALUES }).notNull().default('all'),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('header_notices_active_idx').on(t.active, t.position), check('header_notices_audience', sql`${t.audience} IN ('all', 'guests', 'players')`)],
);
