import { z } from 'zod';
import { LOG_ENTRIES_MAX, VALIDATION_ERRORS_MAX } from './telemetry-limits';
import { multiLine, oneLine } from './validation';

/**
 * Bodies of the telemetry and metrics sinks (spec P7 "Other" and "Telemetry"). Every string and
 * list is bounded so a sink can never be used to store arbitrary amounts of data. The site samples
 * /log, /performance and /network-performance at 0.05 (TELEMETRY_SAMPLE_RATE) before sending.
 */

export { LOG_ENTRIES_MAX, TELEMETRY_SAMPLE_RATE, VALIDATION_ERRORS_MAX } from './telemetry-limits';

/** The UTM calls' bodies live with the affiliates' contract (schemas/affiliates.ts). */
export { UtmMetricsSchema, UtmSetBodySchema, UtmSendBodySchema, type UtmMetrics } from './affiliates';

/** PUT /metrics-errors-validation: the first message of every failing field of a form. */
export const ValidationErrorsReportSchema = z.object({
  side: z.enum(['frontEnd', 'backEnd']),
  /** The form, e.g. RegistrationForm, LoginForm, ProfileEdit, UserInfoStep. */
  component: oneLine().min(1).max(64),
  errors: z
    .array(z.object({ key: oneLine().min(1).max(128), firstMessage: oneLine().max(512) }))
    .min(1)
    .max(VALIDATION_ERRORS_MAX),
});
export type ValidationErrorsReport = z.infer<typeof ValidationErrorsReportSchema>;

/** Context values may carry a stack or a multi-line detail. */
const ContextValue = z.union([multiLine().max(512), z.number(), z.boolean(), z.null()]);

/** One entry of PUT /log, as the site's logger makes it. */
export const LogEntrySchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  /** Stable machine code, e.g. LOAD_PLAYER_ACCOUNTS_ERROR. */
  code: oneLine().min(1).max(128),
  message: multiLine().max(2000),
  context: z
    .record(oneLine().max(64), ContextValue)
    .refine((r) => Object.keys(r).length <= 20, { message: 'has too many keys (maximum is 20)' })
    .optional(),
  /** ISO time the entry was made in the browser. */
  time: z.iso.datetime({ offset: true }).optional(),
  /** The page the entry was made on. */
  url: oneLine().max(2048).optional(),
});
export type LogEntryBody = z.infer<typeof LogEntrySchema>;

/** PUT /log */
export const LogBodySchema = z.object({ entries: z.array(LogEntrySchema).min(1).max(LOG_ENTRIES_MAX) });

const Millis = z.number().min(0).max(3_600_000);

/** PUT /performance: named page timings in milliseconds (navigation timing, web vitals). */
export const PerformanceBodySchema = z.object({
  page: oneLine().max(2048).optional(),
  timings: z
    .record(oneLine().min(1).max(64), Millis)
    .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 30, { message: 'must have 1 to 30 timings' }),
});

/** PUT /network-performance: the Network Information API's reading. */
export const NetworkPerformanceBodySchema = z
  .object({
    rtt: z.number().int().min(0).max(600_000).optional(),
    downlink: z.number().min(0).max(100_000).optional(),
    effectiveType: z.enum(['slow-2g', '2g', '3g', '4g']).optional(),
  })
  .refine((b) => b.rtt !== undefined || b.downlink !== undefined || b.effectiveType !== undefined, { message: 'must carry rtt, downlink or effectiveType' });

/** What every sink answers. */
export const TelemetryAcceptedSchema = z.object({ ok: z.literal(true) });
