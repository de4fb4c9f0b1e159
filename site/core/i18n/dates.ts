import type { IntlShape } from 'react-intl';

/**
 * The one way the site writes dates: every date a visitor or a member of staff reads goes through
 * these, so a locale shows one date format everywhere ("Nov 26, 2026" in English, "26.11.2026" in
 * German), not a short numeric form in one table and a long one on the next page. A moment with
 * its time of day adds the hours and minutes after the same date.
 *
 * They take react-intl's `intl` (`useIntl()`), so the locale and time zone are the provider's.
 */

type DateInput = Date | string | number;

/** The date style of every date on the site. */
const DATE_STYLE = 'medium' as const;

/** A moment's day: "Nov 26, 2026". */
export function formatDate(intl: IntlShape, value: DateInput): string {
  return intl.formatDate(value, { dateStyle: DATE_STYLE });
}

/**
 * A moment with its time: "Nov 26, 2026, 4:45 PM". `seconds` where they tell events apart (an
 * audit log, the mail outbox).
 */
export function formatDateTime(intl: IntlShape, value: DateInput, { seconds = false }: { seconds?: boolean } = {}): string {
  return intl.formatDate(value, { dateStyle: DATE_STYLE, timeStyle: seconds ? 'medium' : 'short' });
}

/**
 * A calendar day with no time or zone ("2026-11-26": a birthday, a news article's date), the same
 * day in every time zone: read as noon UTC and written in UTC, so a visitor west of Greenwich does
 * not see the day before.
 */
export function formatCalendarDate(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day.slice(0, 10)}T12:00:00Z`, { dateStyle: DATE_STYLE, timeZone: 'UTC' });
}
