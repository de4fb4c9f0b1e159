import { describe, expect, it } from 'vitest';
import { formatSessionTime, netResultSince, readRealityMinutes, readSavedSeconds, realityCheckDue, realityChecksPassed } from './session-time';

describe('session timer rules', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [36_000 + 61, '10:01:01'],
    [360_000, '100:00:00'],
    [-5, '00:00:00'],
    [12.9, '00:00:12'],
  ])('formats %s seconds as %s', (seconds, text) => {
    expect(formatSessionTime(seconds)).toBe(text);
  });

  it.each([
    [null, 0],
    ['', 0],
    ['42', 42],
    [' 7 ', 7],
    ['-3', 0],
    ['1e9', 0],
    ['abc', 0],
    ['9999999999', 0],
  ])('reads the saved value %j as %s seconds', (raw, seconds) => {
    expect(readSavedSeconds(raw)).toBe(seconds);
  });

  it.each([
    [null, 60],
    ['15', 15],
    ['30', 30],
    ['60', 60],
    ['45', 60],
    ['x', 60],
  ])('reads the reality-check interval %j as %s minutes', (raw, minutes) => {
    expect(readRealityMinutes(raw)).toBe(minutes);
  });

  it('raises a reality check once per full interval', () => {
    expect(realityCheckDue(15 * 60 - 1, 15, 0)).toBe(false);
    expect(realityCheckDue(15 * 60, 15, 0)).toBe(true);
    expect(realityCheckDue(15 * 60 + 5, 15, 1)).toBe(false);
    expect(realityCheckDue(30 * 60, 15, 1)).toBe(true);
    expect(realityChecksPassed(61 * 60, 30)).toBe(2);
    // A resumed session past several intervals raises one check, then waits for the next.
    expect(realityCheckDue(3 * 3600, 60, 0)).toBe(true);
    expect(realityCheckDue(3 * 3600 + 10, 60, realityChecksPassed(3 * 3600, 60))).toBe(false);
  });

  it('counts the net result of real rounds since login, per currency', () => {
    const since = '2026-11-23T10:00:00Z';
    const round = (over: Partial<Parameters<typeof netResultSince>[0][number]>) => ({
      mode: 'real',
      currency: 'EUR',
      bet_cents: 100,
      win_cents: 0,
      status: 'settled',
      created_at: '2026-11-23T10:05:00Z',
      ...over,
    });
    expect(
      netResultSince(
        [
          round({}),
          round({ win_cents: 250 }),
          round({ created_at: '2026-11-23T09:59:59Z', win_cents: 10_000 }),
          round({ mode: 'demo', win_cents: 10_000 }),
          round({ status: 'rolled_back' }),
          round({ currency: 'BTC', bet_cents: 5, win_cents: 0 }),
        ],
        since,
      ),
    ).toEqual({ EUR: 50, BTC: -5 });
    expect(netResultSince([], since)).toEqual({});
  });
});
