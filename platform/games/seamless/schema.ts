import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../../player/schema';
import { games } from '../catalog/schema';
import { playerBonuses } from '../../bonuses/schema';

/**
 * The seamless-wallet protocol's own records (README). Money itself is only in the ledger; these
 * tables say which game session, which provider transaction and which round a posting belongs to.
 */

export const GAME_MODES = ['real', 'demo'] as const;

/** A launched game: the provider speaks for the player by presenting its token. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 (hex) of the token handed to the game; the token itself (256 random bits) is never stored. */
    tokenHash: text().notNull(),
    /** Null for a guest's demo session. */
    playerId: integer().references(() => players.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    /** Provider slug of the game (the `{provider}` of /api/provider/{provider}/{action}). */
    provider: text().notNull(),
    currency: text().notNull(),
    mode: text({ enum: GAME_MODES }).notNull(),
    /** Demo sessions only: the FUN play balance in minor units (play money, not in the ledger). */
    playBalance: bigint({ mode: 'bigint' }),
    /** Real sessions opened while the player held playable free spins for this game: the gift whose spins it plays (platform/gifts). */
    freespinsGiftId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** New bets are refused after this; wins and rollbacks are still accepted. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_sessions_token_hash_unique').on(t.tokenHash),
    index('game_sessions_player_idx').on(t.playerId, t.createdAt),
    check('game_sessions_mode', sql`${t.mode} IN ('real', 'demo')`),
    check('game_sessions_real_has_player', sql`${t.mode} = 'demo' OR ${t.playerId} IS NOT NULL`),
    check('game_sessions_play_balance', sql`(${t.mode} = 'demo') = (${t.playBalance} IS NOT NULL) AND coalesce(${t.playBalance}, 0) >= 0`),
  ],
);

export const ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** One game round (the games history): its bet, win, balances around it and what the game showed. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    /** The provider's round id, unique per provider. */
    roundRef: text().notNull(),
    sessionId: integer()
      .notNull()
      .references(() => gameSessions.id),
    /** Null for a guest's demo round (the session says whose it is). */
    playerId: integer().references(() => players.id),
    gameId: integer()
      .notNull()
      .references(() => games.id),
    mode: text({ enum: GAME_MODES }).notNull(),
    currency: text().notNull(),
    bet: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The part of `bet` taken from bonus money (platform/bonuses): wins are split in this proportion. */
    betBonus: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The bonus whose money the round's bets drew on, if any. */
    bonusId: integer().references(() => playerBonuses.id),
    win: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    balanceBefore: bigint({ mode: 'bigint' }).notNull(),
    balanceAfter: bigint({ mode: 'bigint' }).notNull(),
    outcome: jsonb().$type<Record<string, unknown>>(),
    /** A free spin: the gift whose spin it was (the stake cost nothing, `bet` is 0, the win went to bonus money). */
    freespinsGiftId: integer(),
    status: text({ enum: ROUND_STATUSES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round_unique').on(t.provider, t.roundRef),
    index('game_rounds_player_recent_idx').on(t.playerId, t.id),
    check('game_rounds_amounts', sql`${t.bet} >= 0 AND ${t.win} >= 0 AND ${t.betBonus} >= 0 AND ${t.betBonus} <= ${t.bet}`),
    check('game_rounds_status', sql`${t.status} IN ('open', 'settled', 'rolled_back')`),
  ],
);

export const PROVIDER_TX_KINDS = ['bet', 'win', 'rollback'] as const;

/**
 * Every provider call that moves (or would move) money, by the provider's transaction id: the
 * unique (provider, provider_tx_id) makes each call happen once, and the stored answer is what a
 * repeat gets. A `tombstone` is the place of a bet that was rolled back before it arrived.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    providerTxId: text().notNull(),
    kind: text({ enum: PROVIDER_TX_KINDS }).notNull(),
    sessionId: integer().references(() => gameSessions.id),
    roundId: integer().references(() => gameRounds.id),
    roundRef: text(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** The part of `amount` taken from or paid to bonus money; a rollback returns a bet's parts where they came from. */
    bonusAmount: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bets: the bonus active when the stake was taken (its wagering counted the stake). */
    bonusId: integer().references(() => playerBonuses.id),
    /** SHA-256 of the canonical request: a repeat must match it, else 409. */
    requestHash: text().notNull(),
    /** The answer given the first time (a repeat returns it as is). */
    answer: jsonb().$type<Record<string, unknown>>(),
    /** Rollbacks: the provider tx id they undo. */
    targetTxId: text(),
    /** `done`, `rolled_back` (a bet a rollback undid) or `tombstone` (a rollback came first). */
    state: text({ enum: ['done', 'rolled_back', 'tombstone'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('provider_transactions_provider_tx_unique').on(t.provider, t.providerTxId),
    index('provider_transactions_round_idx').on(t.roundId),
    check('provider_transactions_amount', sql`${t.amount} >= 0 AND ${t.bonusAmount} >= 0 AND ${t.bonusAmount} <= ${t.amount}`),
    check('provider_transactions_kind', sql`${t.kind} IN ('bet', 'win', 'rollback')`),
  ],
);
