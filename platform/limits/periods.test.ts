import { describe, expect, it } from 'vitest';
import { periodEnd, windowStart } from './periods';

const at = (s: string) => new Date(s);

describe('limit periods', () => {
  it('ends an exclusion one period later; forever never ends', () => {
    const now = at('2026-03-31T10:00:00Z');
    expect(periodEnd('day', now)).toEqual(at('2026-04-01T10:00:00Z'));
    expect(periodEnd('3_days', now)).toEqual(at('2026-04-03T10:00:00Z'));
    expect(periodEnd('week', now)).toEqual(at('2026-04-07T10:00:00Z'));
    // Calendar months, clamped to the last day of a shorter month.
    expect(periodEnd('month', now)).toEqual(at('2026-04-30T10:00:00Z'));
    expect(periodEnd('3_months', now)).toEqual(at('2026-06-30T10:00:00Z'));
    expect(periodEnd('6_months', now)).toEqual(at('2026-09-30T10:00:00Z'));
    expect(periodEnd('9_months', now)).toEqual(at('2026-12-31T10:00:00Z'));
    expect(periodEnd('12_months', now)).toEqual(at('2027-03-31T10:00:00Z'));
    expect(periodEnd('month', at('2028-01-31T00:00:00Z'))).toEqual(at('2028-02-29T00:00:00Z'));
    expect(periodEnd('forever', now)).toBeNull();
  });

  it('rolls the counted window back one period from now, never before the limit was set', () => {
    const setAt = at('2026-01-01T00:00:00Z');
    const now = at('2026-03-31T12:00:00Z');
    expect(windowStart('day', now, setAt)).toEqual(at('2026-03-30T12:00:00Z'));
    expect(windowStart('3_days', now, setAt)).toEqual(at('2026-03-28T12:00:00Z'));
    expect(windowStart('week', now, setAt)).toEqual(at('2026-03-24T12:00:00Z'));
    expect(windowStart('month', now, setAt)).toEqual(at('2026-02-28T12:00:00Z'));
    expect(windowStart('3_months', now, setAt)).toEqual(setAt);
    expect(windowStart('forever', now, setAt)).toEqual(setAt);
    expect(windowStart('day', at('2026-01-01T06:00:00Z'), setAt)).toEqual(setAt);
  });
});
