import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { LOCALES } from '../../../schemas/locale-codes';
import { formatCalendarDate, formatDate, formatDateTime } from './dates';

const MOMENT = '2026-11-26T16:45:09Z';
const intlFor = (locale: string, timeZone = 'UTC') => createIntl({ locale, timeZone, messages: {} });

describe('the site date format', () => {
  it('writes a day the same way with or without its time, in English and German', () => {
    const en = intlFor('en');
    expect(formatDate(en, MOMENT)).toBe('Nov 26, 2026');
    expect(formatDateTime(en, MOMENT)).toBe('Nov 26, 2026, 4:45 PM');
    expect(formatDateTime(en, MOMENT, { seconds: true })).toBe('Nov 26, 2026, 4:45:09 PM');
    const de = intlFor('de');
    expect(formatDate(de, MOMENT)).toBe('26.11.2026');
    expect(formatDateTime(de, MOMENT)).toBe('26.11.2026, 16:45');
  });

  it('never uses the short numeric form ("11/26/26") and always starts a moment with its day, in all 9 locales', () => {
    for (const locale of LOCALES) {
      const intl = intlFor(locale);
      const day = formatDate(intl, MOMENT);
      expect(day, locale).toMatch(/2026/);
      expect(formatDateTime(intl, MOMENT).startsWith(day), locale).toBe(true);
      expect(formatDateTime(intl, MOMENT, { seconds: true }).startsWith(day), locale).toBe(true);
      expect(formatCalendarDate(intl, '2026-11-26'), locale).toBe(day);
    }
  });

  it('keeps a calendar day on its day in every time zone', () => {
    expect(formatCalendarDate(intlFor('en', 'America/Los_Angeles'), '1990-01-01')).toBe('Jan 1, 1990');
    expect(formatCalendarDate(intlFor('en', 'Pacific/Auckland'), '1990-01-01')).toBe('Jan 1, 1990');
    // A full timestamp is cut to its day.
    expect(formatCalendarDate(intlFor('en'), '2026-11-26T00:00:00Z')).toBe('Nov 26, 2026');
  });

  it('takes the provider time zone for moments', () => {
    expect(formatDateTime(intlFor('en', 'Pacific/Auckland'), MOMENT)).toBe('Nov 27, 2026, 5:45 AM');
  });
});
