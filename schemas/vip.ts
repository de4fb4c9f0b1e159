import { z } from 'zod';
import { CurrencyCodeSchema } from './currency';
import { VIP_MEASURE_CURRENCY, VIP_RANKED, VIP_STATUSES, defaultThreshold, type VipRankedStatus } from './vip-constants';

/**
 * The VIP club (spec C3 "VIP progress", C4 "VIP level card state", C6 groups, C9 thresholds): a
 * status from a quarter's deposits and real-money bets per currency, shown as a player group.
 */
export * from './vip-constants';

export const VipStatusSchema = z.enum(VIP_STATUSES);

/** GET /jam/vip_status_progress (C3 "VIP progress"). */
export const VipProgressSchema = z.object({
  currency: z.string(),
  /** The status this quarter's totals reach. */
  currentStatus: VipStatusSchema,
  /** The status in force (the group the player is in: may be a lifelong DIAMOND). */
  activeStatus: VipStatusSchema,
  /** The next status above the current one; null at DIAMOND. */
  nextStatus: VipStatusSchema.nullable(),
  depositThresholdCents: z.number().int(),
  depositAmountCents: z.number().int(),
  betSumCents: z.number().int(),
  betSumThresholdCents: z.number().int(),
  /** 0 to 100. */
  overallProgress: z.number().int().min(0).max(100),
  /** When the status in force ends (ISO; null for REGULAR and DIAMOND). */
  expiresAt: z.string().nullable().optional(),
  /** Every status's thresholds in this currency, for the level cards. */
  levels: z.array(z.object({ status: VipStatusSchema, depositThresholdCents: z.number().int(), betSumThresholdCents: z.number().int() })).optional(),
});
export type VipProgress = z.infer<typeof VipProgressSchema>;

/** The site's fallback when the progress call fails (C4): REGULAR with the default thresholds. */
export function fallbackVipProgress(currency = VIP_MEASURE_CURRENCY): VipProgress {
  const t = defaultThreshold(currency, 'BRONZE');
  return {
    currency,
    currentStatus: 'REGULAR',
    activeStatus: 'REGULAR',
    nextStatus: 'BRONZE',
    depositThresholdCents: t.deposit_cents,
    depositAmountCents: 0,
    betSumCents: 0,
    betSumThresholdCents: t.bet_cents,
    overallProgress: 0,
    expiresAt: null,
    levels: VIP_RANKED.map((status) => {
      const l = defaultThreshold(currency, status);
      return { status, depositThresholdCents: l.deposit_cents, betSumThresholdCents: l.bet_cents };
    }),
  };
}

const thresholdCents = z
  .number({ message: 'must be a number' })
  .int('must be whole minor units')
  .min(0, 'must not be negative')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

/** One currency's thresholds as marketing edits them (PUT /api/backoffice/vip/thresholds/:currency). */
export const VipThresholdRowSchema = z.object({
  status: z.enum(VIP_RANKED as [VipRankedStatus, ...VipRankedStatus[]]),
  deposit_cents: thresholdCents,
  bet_cents: thresholdCents,
});
export const VipCurrencyThresholdsBodySchema = z.object({
  levels: z
    .array(VipThresholdRowSchema)
    .min(VIP_RANKED.length, `must list the ${VIP_RANKED.length} statuses`)
    .max(VIP_RANKED.length, `must list the ${VIP_RANKED.length} statuses`)
    .refine((ls) => new Set(ls.map((l) => l.status)).size === ls.length, 'must list each status once'),
});
export type VipCurrencyThresholdsBody = z.infer<typeof VipCurrencyThresholdsBodySchema>;
export const VipCurrencyParamsSchema = z.object({ currency: CurrencyCodeSchema });
export const VipThresholdsViewSchema = z.object({
  currencies: z.array(z.object({ currency: z.string(), custom: z.boolean(), levels: z.array(VipThresholdRowSchema) })),
});
export type VipThresholdsView = z.infer<typeof VipThresholdsViewSchema>;
