import { describe, expect, it } from 'vitest';
import { AffiliateReportQuerySchema, StagSchema } from './affiliates';
import { cookieValue, normaliseAffbId, normaliseStag, pathWithoutLocale, referrerName, stagForReferrer } from './affiliate-tags';

describe('stag and affb_id', () => {
  it.each([
    ['aff42_x', 'aff42_x'],
    [' 131811_8f2a ', '131811_8f2a'],
    ['a.b-c', 'a.b-c'],
    ['<script>', null],
    ['a b', null],
    ['_lead', null],
    ['', null],
    ['x'.repeat(128), 'x'.repeat(128)],
    ['x'.repeat(129), null],
    ['aff"onload=1', null],
  ])('normaliseStag(%j) = %j, as the zod schema decides', (raw, want) => {
    expect(normaliseStag(raw)).toBe(want);
    expect(StagSchema.safeParse(raw).success).toBe(want !== null);
  });
  it('takes digits as partner ids', () => {
    expect([normaliseAffbId('77'), normaliseAffbId(' 12 '), normaliseAffbId('1a'), normaliseAffbId(null)]).toEqual(['77', '12', null, null]);
  });
  it('reads a cookie by exact name, decoded', () => {
    expect(cookieValue('a=1; stag=aff%2042; xstag=2', 'stag')).toBe('aff 42');
    expect(cookieValue('xstag=2', 'stag')).toBeNull();
  });
});

describe('referrers', () => {
  it.each([
    ['https://www.google.com/search', 'google'],
    ['https://google.co.uk/', 'google'],
    ['https://m.bing.com/', 'bing'],
    ['https://localhost:3000/', 'localhost'],
    ['https://reelhouse.test/x', null],
    ['', null],
    ['::', null],
  ])('referrerName(%j) = %j', (url, want) => expect(referrerName(url, 'reelhouse.test')).toBe(want));

  it('looks up the path, then the country; ignores inherited keys', () => {
    const config = { pages: { google: { '/pokies': 'p1' } }, countries: { DE: { google: 'c1' } } };
    expect(stagForReferrer(config, 'google', '/pokies', 'DE')).toBe('p1');
    expect(stagForReferrer(config, 'google', '/live', 'DE')).toBe('c1');
    expect(stagForReferrer(config, 'google', '/live', 'CA')).toBeNull();
    expect(stagForReferrer({ pages: null, countries: {} }, 'toString', '/', 'constructor')).toBeNull();
  });
  it('strips the locale of a path', () => {
    expect([pathWithoutLocale('/de'), pathWithoutLocale('/en-AU/pokies/all'), pathWithoutLocale('/')]).toEqual(['/', '/pokies/all', '/']);
  });
});

describe('the report range', () => {
  it('takes days in order within a year', () => {
    expect(AffiliateReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(AffiliateReportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }).success).toBe(false);
    expect(AffiliateReportQuerySchema.safeParse({ from: '2024-01-01', to: '2026-01-31' }).success).toBe(false);
  });
});
