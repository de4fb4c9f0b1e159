import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TournamentPrize } from '../../schemas/tournaments';
import { QUEST_SIZES, TOURNAMENT_STATES, TOURNAMENT_STRATEGIES } from '../../schemas/tournaments';
import { players } from '../player/schema';

/**
 * The tournaments module's records (README). A tournament (or a quest: `quest_size` set) is what
 * marketing defines; participants hold each player's score, entries every scored stake or win
 * (so a rollback takes exactly its own score back), results the places frozen at settlement and
 * whether each prize was paid (the gifts port's key makes the payment once).
 */

type Texts = Record<string, { title: string; description: string }>;

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    frontendIdentifier: text().notNull(),
    texts: jsonb().$type<Texts>().notNull(),
    currency: text().notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    strategy: text({ enum: TOURNAMENT_STRATEGIES }).notNull(),
    minBetCents: bigint({ mode: 'number' }).notNull().default(0),
    gameIds: jsonb().$type<number[]>().notNull().default([]),
    providers: jsonb().$type<string[]>().notNull().default([]),
    categories: jsonb().$type<string[]>().notNull().default([]),
    groupIds: jsonb().$type<number[]>().notNull().default([]),
    userConfirmationRequired: boolean().notNull().default(false),
    moneyBudgetCents: bigint({ mode: 'number' }).notNull().default(0),
    prizes: jsonb().$type<TournamentPrize[]>().notNull().default([]),
    questSize: text({ enum: QUEST_SIZES }),
    questRewards: jsonb().$type<{ level: number; template_id: number }[]>().notNull().default([]),
    state: text({ enum: TOURNAMENT_STATES }).notNull().default('scheduled'),
    cancelReason: text(),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tournaments_frontend_identifier_unique').on(t.frontendIdentifier),
    index('tournaments_window_idx').on(t.state, t.endAt),
    check('tournaments_window', sql`${t.endAt} > ${t.startAt}`),
  ],
);

export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    score: bigint({ mode: 'number' }).notNull().default(0),
    rounds: integer().notNull().default(0),
    /** When the current score was reached: ties go to who reached it first. */
    reachedAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Quests: the highest level whose reward was issued. */
    questLevel: integer().notNull().default(0),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    index('tournament_participants_board_idx').on(t.tournamentId, t.score.desc().nullsFirst(), t.reachedAt, t.playerId),
    index('tournament_participants_player_idx').on(t.playerId),
  ],
);

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id),
    playerId: integer().notNull(),
    /** `provider:transaction_id` of the stake or win. */
    txKey: text().notNull(),
    /** `provider:round_id`: a win's multiplier is over its round's counted stakes. */
    roundKey: text().notNull(),
    kind: text({ enum: ['bet', 'win'] }).notNull(),
    /** In the tournament's currency, minor units (converted at the rate when scored). */
    amount: bigint({ mode: 'number' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    rolledBack: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('tournament_entries_tx_unique').on(t.tournamentId, t.txKey),
    index('tournament_entries_player_idx').on(t.tournamentId, t.playerId),
    index('tournament_entries_round_idx').on(t.tournamentId, t.roundKey),
    index('tournament_entries_tx_idx').on(t.txKey),
  ],
);

export const tournamentResults = pgTable(
  'tournament_results',
  {
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id),
    place: integer().notNull(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    points: bigint({ mode: 'number' }).notNull(),
    /** pending (a prize to pay), paid, none (no prize for the place), refused:<reason>. */
    outcome: text().notNull(),
    giftId: integer(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.place] }), uniqueIndex('tournament_results_player_unique').on(t.tournamentId, t.playerId)],
);
