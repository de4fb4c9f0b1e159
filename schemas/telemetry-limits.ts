/**
 * The telemetry constants without the sinks' zod schemas (schemas/telemetry.ts), so the site's
 * first-load logger and sampler do not load zod.
 */

/** The share of page views whose /log, /performance and /network-performance are sent (spec P9). */
export const TELEMETRY_SAMPLE_RATE = 0.05;

/** Most entries one PUT /log may carry; the site batches up to this many. */
export const LOG_ENTRIES_MAX = 50;
/** Most field errors one validation report may carry. */
export const VALIDATION_ERRORS_MAX = 50;
