import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../player/schema';

/**
 * The adventure module's record (README): one row per player, calendar (`cycle`: the date of day 1)
 * and day, moved by the event stream. `last_event_id` is the last fact counted, so a fact handed
 * twice counts once; `completed_at` and `gift_id` are written once.
 */
export const adventureProgress = pgTable(
  'adventure_progress',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The calendar: the date (YYYY-MM-DD, UTC) of its day 1. */
    cycle: text().notNull(),
    day: integer().notNull(),
    depositCents: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wagerCents: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lastEventId: bigint({ mode: 'number' }).notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    /** The day's prize, paid once through the gifts issuing port. */
    giftId: integer(),
    giftActivatableUntil: timestamp({ withTimezone: true }),
    /** Why the prize was refused (bonuses disabled, multi-account, exclusion, ...): the day stays completed. */
    prizeRefused: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.cycle, t.day] })],
);
