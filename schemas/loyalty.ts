import { z } from 'zod';
import { ApiErrorSchema } from './api-error';
import { CurrencyCodeSchema } from './currency';
import { IdempotencyKeySchema } from './payments';
import { multiLine, oneLine } from './validation';

/**
 * Comp points (coins) and the points shop, the one contract of platform/loyalty and the site.
 * Points are whole numbers; money is integer minor units.
 */

/** Card types the shop exchanges points for. */
export const COMP_CARD_TYPES = ['money', 'freespins', 'lotteries', 'special', 'lootboxes'] as const;
export type CompCardType = (typeof COMP_CARD_TYPES)[number];
/** Tags a card may carry. */
export const COMP_CARD_TAGS = ['POPULAR', 'NEW', 'VIP'] as const;
/** The shop's tabs (route segment; '' is all). */
export const POINTS_SHOP_TABS = ['', 'discounts', 'freespins', 'money', 'special'] as const;
export type PointsShopTab = (typeof POINTS_SHOP_TABS)[number];
/** A sale card's group starts with this. */
export const SALE_GROUP_PREFIX = 'sale';
/** Default reference bet (EUR cents) per point when a currency has no rate. */
export const DEFAULT_REFERENCE_CENTS = 25;
/** Money images keyed by EUR cent amounts, largest first. */
export const MONEY_IMAGE_AMOUNTS = [5_000_000, 1_500_000, 500_000, 300_000, 100_000, 50_000, 25_000, 2_500] as const;
/** The multi-account group: an exchange needs the player's confirmation. */
export const MULTI_ACCOUNT_GROUP = 100;
/** Most of one card in one exchange. */
export const MAX_EXCHANGE_QUANTITY = 1000;

const points = z.number().int().nonnegative();

/** GET /api/player/comp_points. */
export const CompPointsBalanceSchema = z.object({
  chargeable: z.object({ points }),
  persistent: z.object({ points }),
  /** The player's level (1..12) from persistent points, 0 when no levels are configured. */
  level: z.number().int().nonnegative(),
});
export type CompPointsBalance = z.infer<typeof CompPointsBalanceSchema>;

/** One earning rate: `points` for each `amount_cents` of real-money bets in `currency` (optionally a game category). */
export const CompRateSchema = z.object({
  currency: CurrencyCodeSchema,
  amount_cents: z.number().int().positive().max(1e12),
  points: z.number().int().positive().max(1e6),
  game_category: oneLine()
    .regex(/^[a-z0-9_-]{1,64}$/, 'lower-case letters, digits, _ and -')
    .nullable()
    .default(null),
});
export type CompRate = z.infer<typeof CompRateSchema>;

/** A money card's price in one currency. */
export const MoneyPriceSchema = z.object({ currency: CurrencyCodeSchema, amount_cents: z.number().int().positive().max(1e12) });

/** A shop card as stored by marketing (the back office body). */
export const CompCardInputSchema = z
  .object({
    type: z.enum(COMP_CARD_TYPES),
    group: z
      .string()
      .regex(/^[a-z0-9_-]{1,64}$/, 'lower-case letters, digits, _ and -')
      .describe('Unique; a group starting with "sale" is a sale card'),
    title: oneLine().trim().min(1).max(120),
    points: z.number().int().positive().max(1e9),
    wager: z.number().int().nonnegative().max(1000).default(0),
    games: z
      .array(
        oneLine()
          .max(130)
          .regex(/^[^:\s]+:[^:\s]+$/, 'provider:game'),
      )
      .max(50)
      .default([]),
    freespins_count: z.number().int().nonnegative().max(10_000).default(0),
    rates: z.array(MoneyPriceSchema).max(50).default([]),
    lottery_ids: z.array(z.number().int().positive()).max(20).default([]),
    /** The gift template issued for freespins / special cards (through the issuing port). */
    template_id: z.number().int().positive().nullable().default(null),
    discount_percent: z.number().int().min(0).max(99).nullable().default(null),
    full_price: z.number().int().positive().nullable().default(null),
    /** Sale cards: last day of the sale (DD/MM/YYYY). */
    sale_end_date: z
      .string()
      .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'DD/MM/YYYY')
      .nullable()
      .default(null),
    tags: z.array(z.enum(COMP_CARD_TAGS)).max(3).default([]),
    position: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    // What makes a card exchangeable, judged field by field (the back office's form shows each message beside its field).
    const at = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((c.type === 'freespins' || c.type === 'special' || c.type === 'lootboxes') && c.template_id === null) at('template_id', 'is required for this type');
    if (c.type === 'money' && c.rates.length === 0) at('rates', 'is required for money');
    if (c.type === 'lotteries' && c.lottery_ids.length === 0) at('lottery_ids', 'is required for lotteries');
    if (c.type === 'freespins' && c.freespins_count === 0) at('freespins_count', 'must be at least 1 for free spins');
    const currencies = c.rates.map((r) => r.currency);
    if (new Set(currencies).size !== currencies.length) at('rates', 'one price per currency');
    if (c.sale_end_date !== null && !isCalendarDate(c.sale_end_date)) at('sale_end_date', 'is not a date');
    if (c.group.startsWith(SALE_GROUP_PREFIX) && c.sale_end_date === null) at('sale_end_date', 'is required for a sale card');
    if (c.full_price !== null && c.full_price <= c.points) at('full_price', 'must be above the price');
    if (c.discount_percent !== null && c.discount_percent > 0 && c.full_price === null) at('full_price', 'is required with a discount');
  });
export type CompCardInput = z.infer<typeof CompCardInputSchema>;
export type CompCardInputBody = z.input<typeof CompCardInputSchema>;

/** A card as the site reads it (rates answers). */
export const CompCardSchema = z.object({
  id: z.number().int(),
  type: z.enum(COMP_CARD_TYPES),
  group: z.string(),
  title: z.string(),
  points,
  wager: z.number().int(),
  games: z.array(z.string()),
  freespins_count: z.number().int(),
  rates: z.array(MoneyPriceSchema),
  lottery_ids: z.array(z.number().int()),
  discountPercent: z.number().int().nullable(),
  fullPrice: z.number().int().nullable(),
  sale_end_date: z.string().nullable(),
  tags: z.array(z.enum(COMP_CARD_TAGS)),
});
export type CompCard = z.infer<typeof CompCardSchema>;
export const CompCardsSchema = z.array(CompCardSchema);

/** A card as the back office lists it: everything marketing stores, and its sales so far. */
export const StaffCompCardSchema = CompCardSchema.extend({
  template_id: z.number().int().nullable(),
  position: z.number().int(),
  enabled: z.boolean(),
  /** Exchanges of the card: how many, how many cards in all, how many points spent. */
  sales: z.object({ exchanges: z.number().int().nonnegative(), quantity: z.number().int().nonnegative(), points }),
});
export type StaffCompCard = z.infer<typeof StaffCompCardSchema>;
export const StaffCompCardsSchema = z.array(StaffCompCardSchema);

/** POST /api/comp_points/exchange/{type}: points = quantity × the card's points; lotteries send tickets. */
export const ExchangeBodySchema = z.object({
  group: oneLine().regex(/^[a-z0-9_-]{1,64}$/, 'is not a card group'),
  points: z.number().int().positive().max(1e12).optional(),
  tickets_count: z.number().int().positive().max(MAX_EXCHANGE_QUANTITY).optional(),
  lottery_id: z.number().int().positive().optional(),
  /** Money price currency (default the player's). */
  currency: CurrencyCodeSchema.optional(),
  /** A multi-account player's confirmation (C4 step 4). */
  confirm_multi_account: z.boolean().optional(),
  /** One key per attempt (a double click or retry sends the same); else the Idempotency-Key header. */
  idempotency_key: IdempotencyKeySchema.optional(),
});
export type ExchangeBody = z.infer<typeof ExchangeBodySchema>;

export const ExchangeTypeParamsSchema = z.object({ type: z.enum(['freespins', 'lotteries', 'special', 'lootboxes']) });
export const RatesTypeParamsSchema = z.object({ type: z.enum(['freespins', 'lotteries', 'special', 'lootboxes', 'money', 'discounts']) });

/** An exchange's answer. */
export const ExchangeResultSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  type: z.enum(COMP_CARD_TYPES),
  quantity: z.number().int(),
  points,
  balance: CompPointsBalanceSchema,
  reward: z.object({
    gift_ids: z.array(z.number().int()).default([]),
    amount_cents: z.number().int().nullable().default(null),
    currency: z.string().nullable().default(null),
    tickets_count: z.number().int().nullable().default(null),
  }),
  replayed: z.boolean(),
});
export type ExchangeResult = z.infer<typeof ExchangeResultSchema>;

/** A level (1..12) from persistent points. */
export const LevelSchema = z.object({
  id: z.number().int().min(1).max(12),
  name: z.string(),
  image: z.string().nullable(),
  content: z.string(),
  gift_descriptions: z.array(z.string()),
  conditions: z.object({ persistent_comp_points: z.object({ max: points }) }),
  /** Reward gifts: chargeable points, and templates issued through the issuing port. */
  gifts: z.object({ points: points.default(0), template_ids: z.array(z.number().int().positive()).default([]) }),
});
export type Level = z.infer<typeof LevelSchema>;
export const LevelInputSchema = LevelSchema.extend({
  name: oneLine().trim().min(1).max(60),
  image: oneLine().max(500).nullable(),
  content: multiLine().max(4000),
  gift_descriptions: z.array(oneLine().max(200)).max(10),
  gifts: z.object({ points: points.max(1e9).default(0), template_ids: z.array(z.number().int().positive()).max(10).default([]) }),
});
export type LevelInputBody = z.input<typeof LevelInputSchema>;

/** GET /api/player/levels: every level with the player's progress. */
export const PlayerLevelsSchema = z.object({
  current: z.number().int().nonnegative(),
  persistent_points: points,
  levels: z.array(LevelSchema.extend({ state: z.enum(['reached', 'current', 'future']), progress: z.number().min(0).max(1) })),
});
export type PlayerLevels = z.infer<typeof PlayerLevelsSchema>;

/** An error answer; a short balance says how many points are missing (C4 step 3), a refusal its reason. */
export const LoyaltyErrorSchema = ApiErrorSchema.extend({ missing: z.number().int().optional(), reason: z.string().optional() });

/** Whether DD/MM/YYYY names a day of the calendar (31/02 does not). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  return d.getUTCFullYear() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[1]);
}

/** DD/MM/YYYY → the instant the sale ends (the end of that day, UTC). */
export function saleEndsAt(endDate: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(endDate);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]) + 1));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A sale is enabled while today is before its end date (C4). */
export function saleActive(card: { group: string; sale_end_date: string | null }, at: Date): boolean {
  if (!card.group.startsWith(SALE_GROUP_PREFIX)) return true;
  if (!card.sale_end_date) return false;
  const end = saleEndsAt(card.sale_end_date);
  return end !== null && at < end;
}

/** Exchange quantity: 1 to floor(balance / cost); the picker shows only when that is more than 1 (C5). */
export function maxQuantity(balance: number, cost: number): number {
  if (cost <= 0) return 0;
  return Math.min(MAX_EXCHANGE_QUANTITY, Math.floor(balance / cost));
}

/** The level for persistent points: level n holds while points < its max (the last is open-ended). */
export function levelFor(levels: readonly Pick<Level, 'id' | 'conditions'>[], persistent: number): number {
  const sorted = [...levels].sort((a, b) => a.id - b.id);
  if (sorted.length === 0) return 0;
  for (const l of sorted) if (persistent < l.conditions.persistent_comp_points.max) return l.id;
  return sorted[sorted.length - 1]!.id;
}
