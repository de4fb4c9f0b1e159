import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DepositScaleRule, LotteryPrize, LotteryText } from '../../schemas/lotteries';
import { LOTTERY_STATES } from '../../schemas/lotteries';
import { gifts } from '../gifts/schema';
import { players } from '../player/schema';

/**
 * The lotteries module's records (README). A lottery holds its secret seed from creation (only
 * its hash is shown until the draw); tickets are numbered 1..N per lottery in issue order and
 * kept as grants of consecutive numbers (one per deposit or purchase, unique by key); the
 * winners are written in the draw's transaction and each prize's payout is recorded on them.
 */
export const lotteries = pgTable(
  'lotteries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    frontendIdentifier: text().notNull(),
    texts: jsonb().$type<Record<string, LotteryText>>().notNull(),
    currency: text().notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    drawAt: timestamp({ withTimezone: true }).notNull(),
    depositScaleRules: jsonb().$type<DepositScaleRule[]>().notNull().default([]),
    prizes: jsonb().$type<LotteryPrize[]>().notNull(),
    groupIds: jsonb().$type<number[]>().notNull().default([]),
    /** hex, 32 bytes from node:crypto; never answered before the draw. */
    seed: text().notNull(),
    seedHash: text().notNull(),
    state: text({ enum: LOTTERY_STATES }).notNull().default('scheduled'),
    /** Tickets issued so far: the next ticket is number ticketCount + 1. */
    ticketCount: integer().notNull().default(0),
    drawnAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lotteries_frontend_identifier_unique').on(t.frontendIdentifier),
    index('lotteries_due_idx').on(t.state, t.drawAt),
    check('lotteries_times', sql`${t.endAt} > ${t.startAt} AND ${t.drawAt} >= ${t.endAt}`),
  ],
);

export const lotteryTicketGrants = pgTable(
  'lottery_ticket_grants',
  {
    lotteryId: integer()
      .notNull()
      .references(() => lotteries.id),
    /** `deposit:<payment id>` or `purchase:<caller's key>`: once per key. */
    key: text().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    source: text({ enum: ['deposit', 'purchase'] }).notNull(),
    firstNumber: integer().notNull(),
    count: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotteryId, t.key] }),
    uniqueIndex('lottery_ticket_grants_first_unique').on(t.lotteryId, t.firstNumber),
    index('lottery_ticket_grants_player_idx').on(t.playerId, t.lotteryId),
    check('lottery_ticket_grants_count', sql`${t.count} >= 1 AND ${t.firstNumber} >= 1`),
  ],
);

export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    lotteryId: integer()
      .notNull()
      .references(() => lotteries.id),
    place: integer().notNull(),
    ticket: integer().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    templateId: integer().notNull(),
    /** pending (drawn, not paid yet), issued, or refused:<reason> (the gifts port refused: bonuses off, excluded, multi-account). */
    outcome: text().notNull().default('pending'),
    giftId: integer().references(() => gifts.id),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.lotteryId, t.place] }),
    uniqueIndex('lottery_winners_ticket_unique').on(t.lotteryId, t.ticket),
    index('lottery_winners_player_idx').on(t.playerId),
  ],
);
