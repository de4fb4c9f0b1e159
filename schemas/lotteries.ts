import { z } from 'zod';
import { ApiErrorSchema } from './api-error';
import { CurrencyCodeSchema } from './currency';
import { LOCALES } from './locale-codes';
import { multiLine, oneLine } from './validation';

/**
 * Lotteries (spec C2 "Tournaments, lotteries, quests", C3 "Lottery", C4 "Time status", C7 lottery
 * calls). Marketing creates a lottery; credited deposits earn tickets (`deposit_scale_rules`);
 * at `draw_at` the platform draws the winners by the public algorithm in `lottery-draw.ts` from
 * a seed whose SHA-256 it published at creation, reveals the seed, and pays each prize once
 * through the gifts issuing port.
 *
 * Calls (platform/lotteries/README.md has the table):
 * - GET /api/lotteries                 -> LotteryView[] (guests too; group-bound ones only to their group)
 * - GET /api/lotteries/statuses        -> LotteryStatus[] (the player's tickets per lottery; [] for guests)
 * - GET /api/lotteries/{slug | id}     -> LotteryDetail (the view plus the published ticket runs and, once drawn, the seed and winners)
 * - GET /api/lotteries/{id}/status     -> LotteryStatus (401 for guests)
 * Back office (staff cookie; marketing and admin change, support reads):
 * - GET/POST /api/backoffice/lotteries, GET /api/backoffice/lotteries/{id}
 * - POST /api/backoffice/lotteries/{id}/cancel {reason}
 */

export const LotteryErrorSchema = ApiErrorSchema.extend({ reason: z.string().optional() });

/** C4 "Time status": future before start_at, active until end_at, then archive. */
export const TIME_STATUSES = ['future', 'active', 'archive'] as const;
export type TimeStatus = (typeof TIME_STATUSES)[number];
export function timeStatus(at: Date, start: Date, end: Date): TimeStatus {
  if (at < start) return 'future';
  if (at < end) return 'active';
  return 'archive';
}

/** Where a lottery is: scheduled (selling until end_at, drawn at draw_at), drawn (seed revealed), canceled (no draw, no prizes). */
export const LOTTERY_STATES = ['scheduled', 'drawn', 'canceled'] as const;
export type LotteryState = (typeof LOTTERY_STATES)[number];

const slug = oneLine()
  .trim()
  .min(2, 'at least 2 characters')
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes')
  .refine((s) => !/^\d+$/.test(s), 'must not be a number (numbers are lottery ids)');

export const LotteryTextSchema = z.object({ title: oneLine().trim().min(1).max(120), description: multiLine().max(4000).default('') });
export type LotteryText = z.infer<typeof LotteryTextSchema>;

/** Tickets per deposit: `tickets` for every whole `amount_cents` of a deposit in `currency`. */
export const DepositScaleRuleSchema = z.object({
  currency: CurrencyCodeSchema,
  amount_cents: z.number().int().positive().max(1e12),
  tickets: z.number().int().positive().max(1000),
});
export type DepositScaleRule = z.infer<typeof DepositScaleRuleSchema>;

/** A prize: what place it is for and the bonus template issued through the gifts port (money, bonus or free spins). */
export const LotteryPrizeSchema = z.object({
  place: z.number().int().positive().max(1000),
  template_id: z.number().int().positive(),
  title: oneLine().trim().min(1).max(120),
});
export type LotteryPrize = z.infer<typeof LotteryPrizeSchema>;

const instant = z.iso.datetime({ offset: true, message: 'must be an ISO date-time' });

export const LotteryInputSchema = z
  .object({
    frontend_identifier: slug,
    texts: z.partialRecord(z.enum(LOCALES), LotteryTextSchema).refine((t) => t.en !== undefined, 'needs the English text (the fallback)'),
    currency: CurrencyCodeSchema,
    start_at: instant,
    end_at: instant,
    draw_at: instant,
    deposit_scale_rules: z.array(DepositScaleRuleSchema).max(50).default([]),
    prizes: z.array(LotteryPrizeSchema).min(1, 'at least one prize').max(100),
    group_ids: z.array(z.number().int().positive()).max(100).default([]),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.end_at) <= Date.parse(v.start_at)) ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'must be after start_at' });
    if (Date.parse(v.draw_at) < Date.parse(v.end_at)) ctx.addIssue({ code: 'custom', path: ['draw_at'], message: 'must not be before end_at' });
    const places = v.prizes.map((p) => p.place).sort((a, b) => a - b);
    if (places.some((p, i) => p !== i + 1)) ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'places must be 1, 2, … without gaps or repeats' });
    const currencies = v.deposit_scale_rules.map((r) => r.currency);
    if (new Set(currencies).size !== currencies.length) ctx.addIssue({ code: 'custom', path: ['deposit_scale_rules'], message: 'one rule per currency' });
  });
export type LotteryInput = z.infer<typeof LotteryInputSchema>;
export type LotteryInputBody = z.input<typeof LotteryInputSchema>;

export const LotteryCancelBodySchema = z.object({ reason: oneLine().trim().min(3, 'say why (at least 3 characters)').max(500) });

export const LotteryIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(2 ** 31 - 1, 'is too large'),
});
export const LotterySlugParamsSchema = z.object({ slug: oneLine().min(1).max(64) });

/** One place's result after the draw. */
export const LotteryWinnerSchema = z.object({
  place: z.number().int(),
  ticket: z.number().int(),
  /** The ticket's owner as published (nickname or "Player #id"). */
  owner: z.string(),
  prize: z.string(),
});

/** C3 "Lottery" fields plus the display and proof fields. */
export const LotteryViewSchema = z.object({
  id: z.number().int(),
  frontend_identifier: z.string(),
  title: z.string(),
  description: z.string(),
  currency: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  draw_at: z.string(),
  /** C4 time status. */
  status: z.enum(TIME_STATUSES),
  state: z.enum(LOTTERY_STATES),
  /** Selling tickets now (active and scheduled). */
  in_progress: z.boolean(),
  group_ids: z.array(z.number().int()),
  deposit_scale_rules: z.array(DepositScaleRuleSchema),
  prizes: z.array(LotteryPrizeSchema.pick({ place: true, title: true })),
  tickets_count: z.number().int(),
  /** hex SHA-256 of the secret seed, published from creation. */
  seed_hash: z.string(),
  /** Revealed after the draw, null before. */
  seed: z.string().nullable(),
  drawn_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  winners: z.array(LotteryWinnerSchema),
});
export type LotteryView = z.infer<typeof LotteryViewSchema>;
export const LotteryViewsSchema = z.array(LotteryViewSchema);

/** The published, ordered ticket list as runs of consecutive numbers (lottery-draw.ts TicketRun). */
export const TicketRunSchema = z.object({ first: z.number().int(), count: z.number().int(), owner: z.string() });
export const LotteryDetailSchema = LotteryViewSchema.extend({ ticket_runs: z.array(TicketRunSchema) });
export type LotteryDetail = z.infer<typeof LotteryDetailSchema>;

/** The player's part in a lottery (C3 Lottery: id, lottery_id, tickets[], in_progress, start_at, end_at, group_ids, frontend_identifier). */
export const LotteryStatusSchema = z.object({
  id: z.number().int(),
  lottery_id: z.number().int(),
  frontend_identifier: z.string(),
  tickets: z.array(z.number().int()),
  in_progress: z.boolean(),
  start_at: z.string(),
  end_at: z.string(),
  group_ids: z.array(z.number().int()),
  /** Places this player won (after the draw). */
  won_places: z.array(z.number().int()),
});
export type LotteryStatus = z.infer<typeof LotteryStatusSchema>;
export const LotteryStatusesSchema = z.array(LotteryStatusSchema);

/** The back office's view: the public view plus every locale's texts, the grants and each prize's payout. */
export const StaffLotterySchema = LotteryViewSchema.extend({
  texts: z.record(z.string(), LotteryTextSchema),
  prizes_full: z.array(LotteryPrizeSchema),
  ticket_runs: z.array(TicketRunSchema.extend({ player_id: z.number().int(), source: z.string(), key: z.string(), at: z.string() })),
  payouts: z.array(
    z.object({ place: z.number().int(), player_id: z.number().int(), ticket: z.number().int(), outcome: z.string(), gift_id: z.number().int().nullable() }),
  ),
});
export type StaffLottery = z.infer<typeof StaffLotterySchema>;
export const StaffLotteriesSchema = z.array(StaffLotterySchema);
