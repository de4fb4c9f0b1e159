import type { LimitPeriod } from '../../schemas/limits';

/**
 * Period arithmetic of the limits. Windows are ROLLING (README "Windows"): a day limit counts the
 * last 24 hours, a month limit the last calendar month back from now (same day and time a month
 * earlier, UTC), and never what happened before the limit was set. A rolling window has no reset
 * moment a player can wait for and then binge, which is why regulators prefer it.
 */

const HOUR = 60 * 60 * 1000;
const FIXED_MS: Partial<Record<LimitPeriod, number>> = { day: 24 * HOUR, '3_days': 72 * HOUR, week: 7 * 24 * HOUR };
const MONTHS: Partial<Record<LimitPeriod, number>> = { month: 1, '3_months': 3, '6_months': 6, '9_months': 9, '12_months': 12 };

/** `at` moved by `months` calendar months (UTC), clamped to the target month's last day (Mar 31 - 1 month = Feb 28/29). */
function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** `at` plus one period (when an exclusion set at `at` ends); null for forever. */
export function periodEnd(period: LimitPeriod, at: Date): Date | null {
  if (period === 'forever') return null;
  const fixed = FIXED_MS[period];
  if (fixed !== undefined) return new Date(at.getTime() + fixed);
  return addMonths(at, MONTHS[period]!);
}

/** The start of the rolling window ending at `now`, never before `countedFrom` (when the limit was set). */
export function windowStart(period: LimitPeriod, now: Date, countedFrom: Date): Date {
  if (period === 'forever') return countedFrom;
  const fixed = FIXED_MS[period];
  const start = fixed !== undefined ? new Date(now.getTime() - fixed) : addMonths(now, -MONTHS[period]!);
  return start.getTime() > countedFrom.getTime() ? start : countedFrom;
}
