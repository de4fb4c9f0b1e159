import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from '../player/schema';

/**
 * The payments module's records (README). Money itself is only in the ledger (`deposit:<id>`,
 * `cashout:<id>:reserve|paid|release`); these tables say which payment a posting belongs to,
 * where it stands, what every provider told us and what the fraud check decided.
 */

export const PAYMENT_ACTION_VALUES = ['deposit', 'cashout'] as const;
export const PAYMENT_STATE_VALUES = ['pending', 'processing', 'reserved', 'succeeded', 'canceled', 'declined', 'rejected', 'recalled'] as const;

/** One deposit or cashout. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    action: text({ enum: PAYMENT_ACTION_VALUES }).notNull(),
    state: text({ enum: PAYMENT_STATE_VALUES }).notNull(),
    /** Minor units of `currency`, always positive. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    /** `<provider>:<brand>:<currency>`, as listed by GET /api/player/payment_methods. */
    methodId: text().notNull(),
    brand: text().notNull(),
    provider: text().notNull(),
    /** The provider's own id of this payment, once it told us. */
    providerRef: text(),
    /** The site's key of the attempt: unique per player (a double click finds the first payment). */
    idempotencyKey: text().notNull(),
    /** SHA-256 of the canonical request: the key with another body is a 409. */
    requestHash: text().notNull(),
    /** What the site does next (redirect url, crypto address), kept so a repeated call answers alike. */
    nextAction: jsonb().$type<Record<string, unknown>>(),
    declineReason: text(),
    /** The staff member's words when rejecting a cashout. */
    rejectReason: text(),
    /** Masked destination of a cashout (IBAN, card, wallet) shown to staff. */
    destination: text(),
    /** Full payout destination for the provider (IBAN, wallet address or card token). */
    payoutTarget: text(),
    /** Saved profile used (card token) of a card payment. */
    savedProfileId: integer(),
    returnUrl: text(),
    /**
     * Deposits: the deposit bonus the player chose in the cashbox (a gifts template id, GET
     * /api/bonuses/deposit), carried on `deposit.credited`; payments only keeps it, the gifts
     * module decides on it when the money is credited. Null: no bonus chosen.
     */
    bonusChoice: integer(),
    /** Crypto deposits: address and network shown to the player, and when it expires unpaid. */
    cryptoAddress: text(),
    cryptoNetwork: text(),
    expiresAt: timestamp({ withTimezone: true }),
    fraudCheckId: integer(),
    reviewedByStaffId: integer(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_player_idempotency_unique').on(t.playerId, t.idempotencyKey),
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_player_created_idx').on(t.playerId, t.createdAt),
    index('payments_state_idx').on(t.state, t.updatedAt),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_action', sql`${t.action} IN ('deposit', 'cashout')`),
    check('payments_state', sql`${t.state} IN ('pending', 'processing', 'reserved', 'succeeded', 'canceled', 'declined', 'rejected', 'recalled')`),
    // Deposits never hold money back; cashouts never wait on a player's bank page.
    check(
      'payments_state_of_action',
      sql`(${t.action} = 'deposit' AND ${t.state} IN ('pending', 'succeeded', 'canceled', 'declined')) OR (${t.action} = 'cashout' AND ${t.state} IN ('reserved', 'processing', 'succeeded', 'declined', 'rejected', 'recalled'))`,
    ),
    check('payments_finished_when_final', sql`(${t.state} IN ('succeeded', 'canceled', 'declined', 'rejected', 'recalled')) = (${t.finishedAt} IS NOT NULL)`),
  ],
);

/** Every state a payment went through, append-only (a trigger refuses UPDATE and DELETE). */
export const paymentStateHistory = pgTable(
  'payment_state_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    fromState: text(),
    toState: text().notNull(),
    /** Who moved it: `player`, `provider`, `staff:<id>`, `recovery`. */
    actor: text().notNull(),
    reason: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('payment_state_history_payment_idx').on(t.paymentId, t.id)],
);

/** Provider callbacks whose signature held, once per provider event id (a replay is recognised). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    eventId: text().notNull(),
    paymentId: integer().references(() => payments.id),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** What it did: `applied`, `ignored_final`, `unknown_payment`. */
    result: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_callbacks_provider_event_unique').on(t.provider, t.eventId)],
);

/** Fraud checks (spec P3 payload) run before money moves, and those the site asked for. */
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** `transaction` (deposit) or `payout` (cashout), as P3 names them. */
    type: text({ enum: ['transaction', 'payout'] }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    paymentSystem: text().notNull(),
    /** The whole P3 payload as evaluated (country, names, e-mail, fingerprint, card fields, status). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    decision: text({ enum: ['approve', 'review', 'reject'] }).notNull(),
    reasons: jsonb().$type<string[]>().notNull(),
    customPlayerStatus: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('fraud_checks_player_created_idx').on(t.playerId, t.createdAt)],
);

/** Cards (and accounts) a player paid with, saved when a real deposit succeeded (P3 savedProfiles). */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    provider: text().notNull(),
    brand: text().notNull(),
    /** The provider's token of the card; the number itself is never stored here. */
    token: text().notNull(),
    title: text().notNull(),
    expiry: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_profiles_player_token_unique').on(t.playerId, t.provider, t.token)],
);

/**
 * The built-in sandbox provider's own side (its "bank"): one operation per merchant payment, so
 * its 3-D Secure pages, crypto confirmations and callback deliveries survive a restart.
 */
export const sandboxOperations = pgTable(
  'sandbox_operations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The provider-side id handed to the merchant. */
    ref: text().notNull(),
    /** The merchant's payment id (our payments.id): one operation per payment and kind. */
    merchantPaymentId: integer().notNull(),
    kind: text({ enum: ['card', 'bank', 'crypto', 'payout'] }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    /** What the sandbox bank will do once the player approves (test card classes). */
    outcome: text({ enum: ['approve', 'insufficient_funds', 'do_not_honor', 'timeout', 'payout_failed'] }).notNull(),
    /**
     * `awaiting_player` (3-D Secure / bank page open), `awaiting_chain` (crypto, until confirmAt),
     * `stuck` (timeout test card: never answers), `succeeded`, `declined`, `canceled`.
     */
    status: text().notNull(),
    declineReason: text(),
    /** SHA-256 of the hosted page token (the token itself is only in the redirect url). */
    pageTokenHash: text(),
    returnUrl: text(),
    brand: text(),
    cardToken: text(),
    cardTitle: text(),
    cardExpiry: text(),
    address: text(),
    network: text(),
    confirmAt: timestamp({ withTimezone: true }),
    /** Set once our callback endpoint answered 200 for the final status. */
    callbackDelivered: boolean().notNull().default(false),
    callbackAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_operations_ref_unique').on(t.ref),
    uniqueIndex('sandbox_operations_merchant_unique').on(t.merchantPaymentId, t.kind),
    uniqueIndex('sandbox_operations_page_token_unique').on(t.pageTokenHash),
    index('sandbox_operations_due_idx').on(t.callbackDelivered, t.status),
  ],
);

/** Cards the sandbox bank knows, by token (the merchant keeps only the token). */
export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    token: text().primaryKey(),
    /** HMAC of the number under the sandbox secret: one token per card number. */
    fingerprint: text().notNull(),
    brand: text().notNull(),
    bin: text().notNull(),
    last4: text().notNull(),
    expiry: text().notNull(),
    outcome: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_cards_fingerprint_unique').on(t.fingerprint)],
);

/**
 * The sandbox provider's own secret when none is configured (a demo start): made once from
 * node:crypto by the first start on this database and kept, so every restart and every instance on
 * it signs and checks callbacks with the same one, and no two installations share it.
 */
export const sandboxSecrets = pgTable('sandbox_secrets', {
  name: text().primaryKey(),
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
