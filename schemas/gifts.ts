import { z } from 'zod';
import { ApiErrorSchema } from './api-error';
import { CurrencyCodeSchema } from './currency';
import { isKnownCountry } from './countries';
import { oneLine } from './validation';

/**
 * Gifts: bonus templates marketing defines and the gifts (issued bonuses and free spins) players
 * hold (spec C3 "Gift or bonus", C4 "Gift stages", C7 gift calls, coupon, promo code, bonus code,
 * bonus settings; P2 profilePromocode). Amounts are integer minor units of their currency.
 *
 * Player calls (session cookie; platform/gifts/README.md has the table):
 * - GET    /api/player/bonuses                    -> GiftView[] (money gifts)
 * - GET    /api/player/freespins                  -> FreespinView[]
 * - GET    /api/v2/bonuses                        -> GiftView[] (both kinds, the engagement views)
 * - POST   /api/player/bonuses/{id}/activation    -> GiftView
 * - POST   /api/player/freespins/{id}/activation  -> FreespinView
 * - DELETE /api/player/bonuses/{id}               -> GiftView (canceled; `forfeit_cents` says what was taken)
 * - DELETE /api/player/freespins/{id}             -> FreespinView
 * - GET    /api/player/bonuses/{id}/cancellation  -> CancelPreview (what a cancel would forfeit, shown before confirming)
 * - GET    /api/bonuses/registration              -> OfferView[] (guests too)
 * - GET    /api/bonuses/deposit?currency&amount   -> OfferView[] (what the cashbox offers)
 * - PATCH  /api/player/set_bonus_code {deposit_bonus_code}, DELETE /api/player/clear_bonus_code
 * - PATCH  /api/player/update_bonus_settings {can_issue} -> BonusSettings
 * - POST   /api/bonuses/coupon {coupon_code}       -> CouponAnswer
 * - POST   /api/v2/bonuses/promo-code {code}       -> CouponAnswer
 * Back office (staff cookie; marketing and admin change, editor and support read):
 * - GET/POST /api/backoffice/bonus-templates, GET/PUT /api/backoffice/bonus-templates/{id}
 * - POST   /api/backoffice/bonus-templates/{id}/issue {player_ids | group_id, reason}
 * - GET    /api/backoffice/players/{id}/gifts, POST /api/backoffice/gifts/{id}/cancel {reason}
 * - GET/POST /api/backoffice/code-batches, GET /api/backoffice/code-batches/{id}/codes
 * - GET    /api/backoffice/code-batches/{id}/export (text/csv), GET /api/backoffice/code-batches/{id}/redemptions
 * - GET    /api/backoffice/players/lookup?q= (id or e-mail)
 */

/** A refused gift call: the ApiError with why an issue was refused (`gift_refused`) or the gift's stage (`gift_not_activatable`). */
export const GiftErrorSchema = ApiErrorSchema.extend({ reason: z.string().optional(), stage: z.string().optional() });

// ---- Vocabulary ----

/** Template types of C3: deposit, registration, free-spin gifts and the rocket tiers (money gifts issued by engines and staff). */
export const BONUS_TEMPLATE_TYPES = ['deposit', 'registration', 'freespins', 'rocket_lite', 'rocket_pro', 'rocket_max'] as const;
export const BonusTemplateTypeSchema = z.enum(BONUS_TEMPLATE_TYPES);
export type BonusTemplateType = (typeof BONUS_TEMPLATE_TYPES)[number];

/**
 * Gift stages (C4). issued -> activated (money granted / spins playable) | wait (waits for a
 * deposit) -> handle_bets (spins being played) -> wager_done (wagered, money is cash) -> finished;
 * canceled (player or staff), expired (not activated or not wagered in time), lost (bonus money
 * spent). The database refuses every other move (platform/gifts/README.md).
 */
export const GIFT_STAGES = ['issued', 'wait', 'activated', 'handle_bets', 'wager_done', 'finished', 'canceled', 'expired', 'lost'] as const;
export const GiftStageSchema = z.enum(GIFT_STAGES);
export type GiftStage = (typeof GIFT_STAGES)[number];
export const FINAL_GIFT_STAGES = ['finished', 'canceled', 'expired', 'lost'] as const satisfies readonly GiftStage[];

/** Money gifts pay bonus money; free-spin gifts pay spins (their winnings become bonus money). */
export const GIFT_KINDS = ['bonus', 'freespins'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
export const giftKindOf = (type: BonusTemplateType): GiftKind => (type === 'freespins' ? 'freespins' : 'bonus');

/** How a gift came to the player: one engine port (issueGift) serves each. */
export const GIFT_SOURCES = ['registration', 'deposit', 'bonus_code', 'coupon', 'promo_code', 'staff', 'engine', 'seed'] as const;
export type GiftSource = (typeof GIFT_SOURCES)[number];

// ---- Templates ----

const Cents = z.number().int().min(0).max(1e12);
/** A row id (PostgreSQL integer). */
const RowId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
/** Amounts per currency: `{ "EUR": 5000, "NZD": 8000 }`. */
const PerCurrency = (value: z.ZodType<number>) =>
  z.record(oneLine().max(8), value).superRefine((rec, ctx) => {
    for (const k of Object.keys(rec))
      if (!CurrencyCodeSchema.safeParse(k).success) ctx.addIssue({ code: 'custom', path: [k], message: 'is not a known currency' });
  });
export const PerCurrencyCentsSchema = PerCurrency(Cents);

/** What counts toward wagering: game categories or providers with a contribution percent (the rest count 100). */
export const ContributionSchema = z.object({
  kind: z.enum(['category', 'provider']),
  key: oneLine().min(1).max(100),
  percent: z.number().int().min(0).max(100),
});
export type Contribution = z.infer<typeof ContributionSchema>;

const Key = oneLine()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9_.:-]+$/, 'must be lower-case letters, digits, _ . : -');

/** A bonus template as marketing writes it (POST/PUT bodies). */
export const BonusTemplateInputSchema = z
  .object({
    title: oneLine().trim().min(1).max(200),
    type: BonusTemplateTypeSchema,
    /** Fixed bonus money per currency; or `percent` of the deposit, capped per currency by `max_amounts`. */
    amounts: PerCurrencyCentsSchema.default({}),
    percent: z.number().int().min(1).max(1000).nullable().default(null),
    max_amounts: PerCurrencyCentsSchema.default({}),
    /** Deposit bonuses: the smallest deposit that takes it, per currency (a currency not named takes none). */
    min_deposit: PerCurrencyCentsSchema.default({}),
    wager_multiplier: z.number().int().min(1).max(1000).default(1),
    contributions: z.array(ContributionSchema).max(50).default([]),
    /** Largest stake while the bonus is being wagered, per currency (refused at bet time). */
    max_bet: PerCurrencyCentsSchema.default({}),
    /** Largest amount the bonus may turn into real money, per currency: the excess is removed when it converts (ledger, reason `max_win`). */
    max_win: PerCurrencyCentsSchema.default({}),
    /** A bonus whose money falls below this (per currency) after a round ends `lost` (none named: lost only when spent). */
    lost_below: PerCurrencyCentsSchema.default({}),
    /** Hours an issued gift may wait for activation (its `activatable_until`). */
    activatable_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 366)
      .default(24 * 7),
    /** Hours an activated gift lives (the bonus money's expiry). */
    lifetime_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 366)
      .default(24 * 30),
    /** The template is offered between these (ISO times; null = always). */
    valid_from: z.iso.datetime({ offset: true }).nullable().default(null),
    valid_until: z.iso.datetime({ offset: true }).nullable().default(null),
    group_key: Key.nullable().default(null),
    /** Targeting: empty lists mean everyone. */
    group_ids: z.array(RowId).max(200).default([]),
    countries: z.array(oneLine().max(2).refine(isKnownCountry, 'is not a known country')).max(300).default([]),
    currencies: z.array(CurrencyCodeSchema).max(50).default([]),
    excluded_stags: z.array(oneLine().min(1).max(100)).max(200).default([]),
    /** Free spins: the games (catalogue ids), how many spins and the bet level per spin. */
    game_ids: z.array(RowId).max(100).default([]),
    freespins_count: z.number().int().min(1).max(10_000).nullable().default(null),
    bet_level: z.number().int().min(1).max(1000).nullable().default(null),
    /** Deposit templates: the code a player types (set_bonus_code) to take it with the next deposit. */
    bonus_code: oneLine()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -')
      .nullable()
      .default(null),
    /** Registration templates: issued at email confirmation or at the first credited deposit. */
    issue_on: z.enum(['confirmation', 'first_deposit']).default('confirmation'),
    /** Deposit and registration templates are listed to players only while enabled. */
    enabled: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    const money = t.type !== 'freespins';
    if (money && t.percent === null && Object.keys(t.amounts).length === 0)
      ctx.addIssue({ code: 'custom', path: ['amounts'], message: 'name an amount per currency or a percent of the deposit' });
    if (t.percent !== null && t.type !== 'deposit')
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'only deposit bonuses pay a percent of the deposit' });
    if (t.percent !== null && Object.keys(t.max_amounts).length === 0)
      ctx.addIssue({ code: 'custom', path: ['max_amounts'], message: 'a percent bonus needs a cap per currency' });
    if (!money && (t.freespins_count === null || t.bet_level === null || t.game_ids.length === 0)) {
      for (const f of ['freespins_count', 'bet_level', 'game_ids'] as const)
        if (t[f] === null || (Array.isArray(t[f]) && t[f].length === 0))
          ctx.addIssue({ code: 'custom', path: [f], message: 'free spins need games, a count and a bet level' });
    }
    if (t.bonus_code !== null && t.type !== 'deposit')
      ctx.addIssue({ code: 'custom', path: ['bonus_code'], message: 'only deposit bonuses take a bonus code' });
    if (t.valid_from && t.valid_until && t.valid_from >= t.valid_until)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'must be after valid_from' });
    for (const [k, v] of Object.entries(t.amounts)) if (v <= 0) ctx.addIssue({ code: 'custom', path: ['amounts', k], message: 'must be a positive amount' });
  });
export type BonusTemplateInput = z.infer<typeof BonusTemplateInputSchema>;
export type BonusTemplateBody = z.input<typeof BonusTemplateInputSchema>;

/** A template as the back office reads it. */
export const BonusTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: BonusTemplateTypeSchema,
  amounts: z.record(z.string(), z.number().int()),
  percent: z.number().int().nullable(),
  max_amounts: z.record(z.string(), z.number().int()),
  min_deposit: z.record(z.string(), z.number().int()),
  wager_multiplier: z.number().int(),
  contributions: z.array(ContributionSchema),
  max_bet: z.record(z.string(), z.number().int()),
  max_win: z.record(z.string(), z.number().int()),
  lost_below: z.record(z.string(), z.number().int()),
  activatable_hours: z.number().int(),
  lifetime_hours: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  group_key: z.string().nullable(),
  group_ids: z.array(z.number().int()),
  countries: z.array(z.string()),
  currencies: z.array(z.string()),
  excluded_stags: z.array(z.string()),
  game_ids: z.array(z.number().int()),
  freespins_count: z.number().int().nullable(),
  bet_level: z.number().int().nullable(),
  bonus_code: z.string().nullable(),
  issue_on: z.enum(['confirmation', 'first_deposit']),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BonusTemplate = z.infer<typeof BonusTemplateSchema>;
export const BonusTemplatesSchema = z.array(BonusTemplateSchema);

// ---- Player views (C3 "Gift or bonus") ----

/** C3 "Gift or bonus", with the wager and forfeit figures the gifts tab shows. */
export const GiftViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GIFT_KINDS),
  stage: GiftStageSchema,
  group_key: z.string().nullable(),
  title: z.string(),
  type: BonusTemplateTypeSchema,
  currency: z.string(),
  /** Bonus money granted (or to be granted when activated). */
  amount_cents: z.number().int(),
  /** Stakes placed toward the requirement so far. */
  amount_wager_cents: z.number().int(),
  /** Stakes to place before the bonus money becomes real money. */
  amount_wager_requirement_cents: z.number().int(),
  wager_multiplier: z.number().int(),
  /** Whether the player may activate it now (issued, in time, no other money bonus active in its currency). */
  activatable: z.boolean(),
  activatable_until: z.string().nullable(),
  /** When the activated bonus ends if not wagered. */
  valid_until: z.string().nullable(),
  freespins_total: z.number().int().nullable(),
  freespins_performed: z.number().int().nullable(),
  bet_level: z.number().int().nullable(),
  game_ids: z.array(z.number().int()),
  max_bet_cents: z.number().int().nullable(),
  max_win_cents: z.number().int().nullable(),
  /** Bonus money that went back to the house when it was canceled, forfeited or expired. */
  forfeit_cents: z.number().int(),
  bonuses: z.array(z.object({ title: z.string() })),
  created_at: z.string(),
});
export type GiftView = z.infer<typeof GiftViewSchema>;
export const GiftViewsSchema = z.array(GiftViewSchema);

/** GET /api/player/bonuses/{id}/cancellation: what a cancel takes, shown before the player confirms. */
export const CancelPreviewSchema = z.object({ id: z.number().int(), currency: z.string(), forfeit_cents: z.number().int(), stage: GiftStageSchema });
export type CancelPreview = z.infer<typeof CancelPreviewSchema>;

/** A registration or deposit offer (what the sign-up form and the cashbox list). */
export const OfferViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: BonusTemplateTypeSchema,
  group_key: z.string().nullable(),
  currency: z.string().nullable(),
  /** Fixed amount, or the percent bonus for the asked deposit amount (capped), or null when it depends on a deposit not yet named. */
  amount_cents: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  max_amount_cents: z.number().int().nullable(),
  min_deposit_cents: z.number().int().nullable(),
  wager_multiplier: z.number().int(),
  freespins_total: z.number().int().nullable(),
  valid_until: z.string().nullable(),
});
export type OfferView = z.infer<typeof OfferViewSchema>;
export const OfferViewsSchema = z.array(OfferViewSchema);

export const GiftIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2 ** 31 - 1, 'is too large'),
});
export const DepositOffersQuerySchema = z.object({
  currency: CurrencyCodeSchema,
  amount: z.coerce.number().int('must be a whole number').min(0, 'must not be negative').max(1e12, 'is too large').optional(),
});
export const RegistrationOffersQuerySchema = z.object({ currency: CurrencyCodeSchema.optional() });

export const BonusSettingsBodySchema = z.object({ can_issue: z.boolean() });
export const BonusSettingsSchema = z.object({ can_issue_bonuses: z.boolean() });

// ---- Codes: coupons and promo codes ----

const CodeText = oneLine().trim().min(1, 'is required').max(64, 'is too long');
export const CouponBodySchema = z.object({ coupon_code: CodeText });
export const PromoCodeBodySchema = z.object({ code: CodeText });
/** `status`: what the spec's client reads (`activated` on success); `gift` the gift it issued. */
export const CouponAnswerSchema = z.object({ status: z.enum(['activated']), gift: GiftViewSchema });
export type CouponAnswer = z.infer<typeof CouponAnswerSchema>;

/** A batch of codes marketing creates: one shared code, or `count` unique ones. */
export const CodeBatchInputSchema = z
  .object({
    template_id: RowId,
    kind: z.enum(['coupon', 'promo_code']).default('coupon'),
    /** A shared code (everyone types the same); leave out and give `count` for unique codes. */
    code: oneLine()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -')
      .optional(),
    count: z.number().int().min(1).max(100_000).optional(),
    valid_from: z.iso.datetime({ offset: true }).nullable().default(null),
    valid_until: z.iso.datetime({ offset: true }).nullable().default(null),
    /** Redemptions in total (shared codes; a unique code is used once), null = no limit. */
    max_uses: z.number().int().min(1).max(10_000_000).nullable().default(null),
    per_player: z.number().int().min(1).max(100).default(1),
  })
  .superRefine((b, ctx) => {
    if ((b.code === undefined) === (b.count === undefined))
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'give a shared code or a count of unique codes' });
    if (b.valid_from && b.valid_until && b.valid_from >= b.valid_until)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'must be after valid_from' });
  });
export type CodeBatchInput = z.infer<typeof CodeBatchInputSchema>;

export const CodeBatchSchema = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  kind: z.enum(['coupon', 'promo_code']),
  shared: z.boolean(),
  code_count: z.number().int(),
  redemptions: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  per_player: z.number().int(),
  created_at: z.string(),
});
export const CodeBatchesSchema = z.array(CodeBatchSchema);
export const BatchCodesSchema = z.object({ batch_id: z.number().int(), codes: z.array(z.object({ code: z.string(), uses: z.number().int() })) });

// ---- Back office: issuing ----

export const StaffIssueBodySchema = z
  .object({
    player_ids: z.array(RowId).min(1).max(1000).optional(),
    group_id: RowId.optional(),
    reason: oneLine().trim().min(3, 'say why (at least 3 characters)').max(500),
    /** The form's key: a repeated submit issues nothing twice (each player's gift key is `staff:<key>:<player id>`). */
    idempotency_key: oneLine().min(8).max(100),
  })
  .refine((b) => (b.player_ids === undefined) !== (b.group_id === undefined), { path: ['player_ids'], message: 'give player_ids or a group_id' });
export const StaffIssueAnswerSchema = z.object({ issued: z.number().int(), skipped: z.array(z.object({ player_id: z.number().int(), reason: z.string() })) });
export const StaffCancelBodySchema = z.object({ reason: oneLine().trim().min(3, 'say why (at least 3 characters)').max(500) });

// ---- Back office: exports, redemptions, player lookup ----

/** GET /api/backoffice/code-batches/{id}/redemptions: who used which code of the batch, for which gift (newest first). */
export const CodeRedemptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  player_id: z.number().int(),
  player_email: z.string().nullable(),
  gift_id: z.number().int(),
  stage: GiftStageSchema,
  at: z.string(),
});
export type CodeRedemption = z.infer<typeof CodeRedemptionSchema>;
export const CodeRedemptionsSchema = z.object({ batch_id: z.number().int(), redemptions: z.array(CodeRedemptionSchema) });

/** GET /api/backoffice/players/lookup?q=: a player by id or e-mail (support finds whom they are talking to). */
export const PlayerLookupQuerySchema = z.object({ q: oneLine().trim().min(1, 'is required').max(254, 'is too long') });
export const PlayerLookupSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  currency: z.string(),
  country: z.string().nullable(),
  can_issue_bonuses: z.boolean(),
});
export type PlayerLookup = z.infer<typeof PlayerLookupSchema>;
export const PlayerLookupsSchema = z.array(PlayerLookupSchema);
