import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Contribution } from '../../schemas/gifts';
import { BONUS_TEMPLATE_TYPES, GIFT_STAGES } from '../../schemas/gifts';
import { playerBonuses } from '../bonuses/schema';
import { players } from '../player/schema';

/**
 * The gifts module's records (README). A template is what marketing defines; a gift is one
 * player's issued copy of it, frozen at issue (amount, wager, times) so a later edit of the
 * template never changes what a player already holds. Bonus money itself is the bonuses module's
 * (`player_bonuses`, the ledger); an activated money gift points at the bonus it granted.
 */

type PerCurrency = Record<string, number>;

export const bonusTemplates = pgTable(
  'bonus_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    type: text({ enum: BONUS_TEMPLATE_TYPES }).notNull(),
    amounts: jsonb().$type<PerCurrency>().notNull().default({}),
    percent: integer(),
    maxAmounts: jsonb().$type<PerCurrency>().notNull().default({}),
    minDeposit: jsonb().$type<PerCurrency>().notNull().default({}),
    wagerMultiplier: integer().notNull(),
    contributions: jsonb().$type<Contribution[]>().notNull().default([]),
    maxBet: jsonb().$type<PerCurrency>().notNull().default({}),
    maxWin: jsonb().$type<PerCurrency>().notNull().default({}),
    /** A bonus whose money falls below this (per currency) after a round is lost. */
    lostBelow: jsonb().$type<PerCurrency>().notNull().default({}),
    activatableHours: integer().notNull(),
    lifetimeHours: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    groupKey: text(),
    groupIds: jsonb().$type<number[]>().notNull().default([]),
    countries: jsonb().$type<string[]>().notNull().default([]),
    currencies: jsonb().$type<string[]>().notNull().default([]),
    excludedStags: jsonb().$type<string[]>().notNull().default([]),
    gameIds: jsonb().$type<number[]>().notNull().default([]),
    freespinsCount: integer(),
    betLevel: integer(),
    /** Upper-cased: codes are matched without regard to case. */
    bonusCode: text(),
    issueOn: text({ enum: ['confirmation', 'first_deposit'] })
      .notNull()
      .default('confirmation'),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_templates_bonus_code_unique').on(t.bonusCode),
    index('bonus_templates_type_idx').on(t.type, t.enabled),
    check('bonus_templates_wager', sql`${t.wagerMultiplier} BETWEEN 1 AND 1000 AND ${t.activatableHours} >= 1 AND ${t.lifetimeHours} >= 1`),
    check('bonus_templates_percent', sql`${t.percent} IS NULL OR (${t.percent} BETWEEN 1 AND 1000 AND ${t.type} = 'deposit')`),
    check('bonus_templates_freespins', sql`${t.type} <> 'freespins' OR (${t.freespinsCount} >= 1 AND ${t.betLevel} >= 1)`),
  ],
);

export const gifts = pgTable(
  'gifts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    templateId: integer()
      .notNull()
      .references(() => bonusTemplates.id),
    kind: text({ enum: ['bonus', 'freespins'] }).notNull(),
    stage: text({ enum: GIFT_STAGES }).notNull(),
    /** registration, deposit, bonus_code, coupon, promo_code, staff, engine:<name>, seed. */
    source: text().notNull(),
    /** The issuer's key: one gift per key, a repeat answers the first (unique). */
    idempotencyKey: text().notNull(),
    currency: text().notNull(),
    /** Bonus money the activation grants (free spins: 0). */
    amount: bigint({ mode: 'bigint' }).notNull(),
    wagerMultiplier: integer().notNull(),
    maxBet: bigint({ mode: 'bigint' }),
    maxWin: bigint({ mode: 'bigint' }),
    freespinsTotal: integer(),
    freespinsPerformed: integer().notNull().default(0),
    /** Free spins: what the spins won so far (paid as bonus money, minor units). */
    freespinsWin: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    activatableUntil: timestamp({ withTimezone: true }).notNull(),
    lifetimeHours: integer().notNull(),
    /** The bonus the activation granted (money gifts). */
    bonusId: integer().references(() => playerBonuses.id),
    /** Bonus money returned to the house when it ended canceled, forfeited or expired (copied from the bonus). */
    forfeitAmount: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    finishReason: text(),
    /** Free-form facts of the issue (deposit payment id, code, staff id). */
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    activatedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gifts_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('gifts_bonus_unique').on(t.bonusId),
    index('gifts_player_idx').on(t.playerId, t.id),
    index('gifts_issued_due_idx')
      .on(t.activatableUntil)
      .where(sql`${t.stage} = 'issued'`),
    check(
      'gifts_amounts',
      sql`${t.amount} >= 0 AND ${t.wagerMultiplier} >= 1 AND ${t.forfeitAmount} >= 0 AND ${t.freespinsPerformed} >= 0 AND ${t.freespinsWin} >= 0 AND ${t.freespinsPerformed} <= coalesce(${t.freespinsTotal}, 0)`,
    ),
    check('gifts_kind', sql`(${t.kind} = 'bonus' AND ${t.amount} > 0) OR (${t.kind} = 'freespins' AND ${t.freespinsTotal} >= 1)`),
    check('gifts_finished', sql`(${t.stage} IN ('finished', 'canceled', 'expired', 'lost')) = (${t.finishedAt} IS NOT NULL)`),
    // A money gift past issue has its bonus: the stage and the money never disagree about whether money was granted.
    check('gifts_bonus_when_activated', sql`${t.kind} <> 'bonus' OR ${t.stage} IN ('issued', 'wait') OR ${t.bonusId} IS NOT NULL OR ${t.activatedAt} IS NULL`),
  ],
);

/** Deposits that already had their bonus decided (applied or refused): the deposit consumer's once-only record. */
export const giftDepositClaims = pgTable('gift_deposit_claims', {
  paymentId: integer().primaryKey(),
  playerId: integer()
    .notNull()
    .references(() => players.id),
  /** The gift issued, or null when none applied (why in `outcome`). */
  giftId: integer().references(() => gifts.id),
  outcome: text().notNull(),
  at: timestamp({ withTimezone: true }).notNull(),
});

/** A batch of coupon or promo codes marketing made for one template. */
export const giftCodeBatches = pgTable(
  'gift_code_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer()
      .notNull()
      .references(() => bonusTemplates.id),
    kind: text({ enum: ['coupon', 'promo_code'] }).notNull(),
    shared: boolean().notNull(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    /** Redemptions of the batch in total; null = no limit. */
    maxUses: integer(),
    perPlayer: integer().notNull().default(1),
    uses: integer().notNull().default(0),
    createdByStaffId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('gift_code_batches_uses', sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses}) AND ${t.perPlayer} >= 1`)],
);

/** One code (upper-cased). A shared batch has one; a unique batch has one per player to be, each used once. */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer()
      .notNull()
      .references(() => giftCodeBatches.id),
    code: text().notNull(),
    uses: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('gift_codes_code_unique').on(t.code), index('gift_codes_batch_idx').on(t.batchId), check('gift_codes_uses', sql`${t.uses} >= 0`)],
);

/** Every redemption: who used which code for which gift (per-player limits count these). */
export const giftCodeRedemptions = pgTable(
  'gift_code_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    codeId: integer()
      .notNull()
      .references(() => giftCodes.id),
    batchId: integer()
      .notNull()
      .references(() => giftCodeBatches.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    giftId: integer()
      .notNull()
      .references(() => gifts.id),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('gift_code_redemptions_player_batch_idx').on(t.playerId, t.batchId)],
);
