import { z } from 'zod';
import { AFFB_ID_PATTERN, STAG_PATTERN, UTM_VALUE_MAX } from './affiliate-tags';
import { oneLine } from './validation';

/**
 * Affiliates and UTM (issue 20 item 5): the stag and partner id a visitor lands with, the UTM
 * calls' bodies and the back office's report. The patterns are affiliate-tags.ts's (free of zod,
 * shared with the proxy and the site's landing capture).
 */

/** An affiliate tag (`131811_8f2a`): letters, digits, `_`, `.`, `-`, at most 128; anything else is refused. */
export const StagSchema = z.string().trim().regex(STAG_PATTERN, { message: 'is not a valid tag' });
/** A partner id: digits only. */
export const AffbIdSchema = z.string().trim().regex(AFFB_ID_PATTERN, { message: 'must be digits' });

const Utm = oneLine().trim().max(UTM_VALUE_MAX);

/** The UTM keys of spec C3 (and SoftSwiss's sub_id), each optional. */
export const UtmMetricsSchema = z.object({
  utm_source: Utm.optional(),
  utm_medium: Utm.optional(),
  utm_campaign: Utm.optional(),
  utm_content: Utm.optional(),
  utm_term: Utm.optional(),
  sub_id: Utm.optional(),
});
export type UtmMetrics = z.infer<typeof UtmMetricsSchema>;

/**
 * POST /log_utm_set: the landing's UTM set, stored against the visitor (at least one key).
 * POST /log_utm_send: attach the visitor's set to the signed-in player; the body may name the set
 * (the site sends what it kept) or send `{}` (the visitor's last stored set is used).
 */
export const UtmSetBodySchema = z.object({
  utmMetrics: UtmMetricsSchema.refine((u) => Object.values(u).some((v) => v !== undefined && v !== ''), { message: 'must name at least one UTM key' }),
});
export const UtmSendBodySchema = z.object({ utmMetrics: UtmMetricsSchema });
/** Both answer `{ok: true}`; send says whether the player now has a UTM set attached. */
export const UtmAcceptedSchema = z.object({ ok: z.literal(true), attached: z.boolean().optional() });

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const Day = z.string().regex(DAY_PATTERN, { message: 'must be a date YYYY-MM-DD' });
export const AFFILIATE_REPORT_MAX_DAYS = 366;

const bothDays = (q: { from?: unknown; to?: unknown }) =>
  typeof q.from === 'string' && typeof q.to === 'string' && DAY_PATTERN.test(q.from) && DAY_PATTERN.test(q.to);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** GET /api/backoffice/affiliates/report?from=&to= (both days UTC, inclusive). A bad day is named alone. */
export const AffiliateReportQuerySchema = z
  .object({ from: Day, to: Day })
  .refine((q) => !bothDays(q) || q.from <= q.to, { message: 'must not be before from', path: ['to'] })
  .refine((q) => !bothDays(q) || daysBetween(q.from, q.to) < AFFILIATE_REPORT_MAX_DAYS, {
    message: `must be within ${AFFILIATE_REPORT_MAX_DAYS} days of from`,
    path: ['to'],
  });
export type AffiliateReportQuery = z.infer<typeof AffiliateReportQuerySchema>;

/** First deposits of one currency: how many and their sum in minor units (text: a bigint). */
export const FirstDepositTotalSchema = z.object({ currency: z.string(), count: z.number().int(), sum_minor: z.string().regex(/^\d+$/) });

/** One line of the report: a stag (or a UTM campaign); null key = arrivals without one. */
export const AffiliateReportRowSchema = z.object({
  key: z.string().nullable(),
  registrations: z.number().int(),
  first_deposits: z.array(FirstDepositTotalSchema),
});
export type AffiliateReportRow = z.infer<typeof AffiliateReportRowSchema>;

export const AffiliateReportSchema = z.object({
  from: Day,
  to: Day,
  by_stag: z.array(AffiliateReportRowSchema),
  by_campaign: z.array(AffiliateReportRowSchema),
});
export type AffiliateReport = z.infer<typeof AffiliateReportSchema>;
