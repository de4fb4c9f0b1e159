import { describe, expect, it, vi } from 'vitest';
import { captureLanding, cookieString, sendPendingUtm, UTM_PENDING_KEY, type LandingEnv } from './capture';
import { landingCookies } from './landing-cookies';

const CONFIG = {
  pages: { google: { '/': '100200', '/pokies': '100201' }, bing: { '/': 'bad stag!' } },
  countries: { DE: { google: '100210', duckduckgo: '100211' } },
};

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

function env(over: Partial<LandingEnv> = {}) {
  const cookies: [string, string, number][] = [];
  const sets: Record<string, string>[] = [];
  const e: LandingEnv = {
    search: '',
    pathname: '/en',
    referrer: '',
    host: 'reelhouse.test',
    cookie: '',
    country: async () => 'DE',
    now: 1_700_000_000_000,
    setCookie: (n, v, a) => void cookies.push([n, v, a]),
    referrerConfig: vi.fn(async () => CONFIG),
    sendUtmSet: async (u) => void sets.push(u),
    storage: memoryStorage(),
    ...over,
  };
  return { e, cookies, sets };
}

describe('landing cookies (proxy.ts)', () => {
  const get = (jar: Record<string, string>) => (n: string) => jar[n];
  it('keeps a valid stag and partner id 30 days with the landing time', () => {
    expect(landingCookies(new URLSearchParams('stag=aff42_x&affb_id=77'), get({}), 5)).toEqual([
      { name: 'stag', value: 'aff42_x', maxAge: 2_592_000 },
      { name: 'affb_id', value: '77', maxAge: 2_592_000 },
      { name: 'rh_landed_at', value: '5', maxAge: 2_592_000 },
    ]);
  });
  it('refuses odd characters: nothing is set from them', () => {
    expect(landingCookies(new URLSearchParams('stag=%3Cscript%3E&affb_id=1x'), get({}), 5)).toEqual([]);
    expect(landingCookies(new URLSearchParams('stag=a%20b'), get({}), 5)).toEqual([]);
    expect(landingCookies(new URLSearchParams(`stag=${'a'.repeat(129)}`), get({}), 5)).toEqual([]);
    expect(landingCookies(new URLSearchParams('utm_source=x'), get({}), 5)).toEqual([]);
  });
  it('trims, keeps the first landing time for the same stag and renews it for a new one', () => {
    expect(landingCookies(new URLSearchParams('stag=%20aff42_x%20'), get({ stag: 'aff42_x', rh_landed_at: '3' }), 9).map((c) => c.value)).toEqual([
      'aff42_x',
      '3',
    ]);
    expect(landingCookies(new URLSearchParams('stag=other'), get({ stag: 'aff42_x', rh_landed_at: '3' }), 9).map((c) => c.value)).toEqual(['other', '9']);
  });
});

describe('captureLanding', () => {
  it('gives a landing from a search engine the stag of its referrer by page path, then by country', async () => {
    const home = env({ referrer: 'https://www.google.com/search?q=casino', pathname: '/de' });
    expect(await captureLanding(home.e)).toBe('100200');
    expect(home.cookies).toEqual([
      ['stag', '100200', 2_592_000],
      ['rh_landed_at', '1700000000000', 2_592_000],
    ]);
    expect(await captureLanding(env({ referrer: 'https://google.co.uk/', pathname: '/en/pokies' }).e)).toBe('100201');
    expect(await captureLanding(env({ referrer: 'https://duckduckgo.com/', pathname: '/en/live' }).e)).toBe('100211');
    expect(await captureLanding(env({ referrer: 'https://duckduckgo.com/', country: async () => 'CA' }).e)).toBeNull();
  });

  it('leaves the stag alone when the query or a cookie has one, the referrer is this site or unknown, or the configured stag is malformed', async () => {
    for (const over of [
      { search: '?stag=aff42_x', referrer: 'https://google.com/' },
      { cookie: 'stag=aff1', referrer: 'https://google.com/' },
      { referrer: 'https://reelhouse.test/en/pokies' },
      { referrer: 'https://example.org/' },
      { referrer: 'not a url' },
      { referrer: 'https://bing.com/' },
    ]) {
      const { e, cookies } = env(over);
      expect(await captureLanding(e), JSON.stringify(over)).toBeNull();
      expect(cookies).toEqual([]);
    }
    const failing = env({ referrer: 'https://google.com/', referrerConfig: async () => null });
    expect(await captureLanding(failing.e)).toBeNull();
  });

  it('stores the UTM set of the query and marks it pending; a landing without UTM keys sends nothing', async () => {
    const { e, sets } = env({ search: '?stag=aff42_x&utm_campaign=winter&utm_source=%20news%20&utm_medium=&foo=1' });
    await captureLanding(e);
    expect(sets).toEqual([{ utm_source: 'news', utm_campaign: 'winter' }]);
    expect(e.storage!.getItem(UTM_PENDING_KEY)).toBe('1');
    const none = env({ search: '?stag=aff42_x' });
    await captureLanding(none.e);
    expect(none.sets).toEqual([]);
    expect(none.e.storage!.getItem(UTM_PENDING_KEY)).toBeNull();
  });

  it('drops UTM values with control characters and cuts long ones', async () => {
    const { e, sets } = env({ search: `?utm_term=a%0Ab&utm_content=${'x'.repeat(300)}` });
    await captureLanding(e);
    expect(sets).toEqual([{ utm_content: 'x'.repeat(256) }]);
  });
});

describe('sendPendingUtm', () => {
  it('sends once, only when a set is pending', async () => {
    const storage = memoryStorage();
    const send = vi.fn(async () => undefined);
    expect(await sendPendingUtm(storage, send)).toBe(false);
    storage.setItem(UTM_PENDING_KEY, '1');
    expect(await sendPendingUtm(storage, send)).toBe(true);
    expect(await sendPendingUtm(storage, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it('keeps the set pending when the send fails', async () => {
    const storage = memoryStorage();
    storage.setItem(UTM_PENDING_KEY, '1');
    await expect(sendPendingUtm(storage, async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(storage.getItem(UTM_PENDING_KEY)).toBe('1');
  });
});

describe('cookieString', () => {
  it('is first-party, SameSite=Lax, encoded, Secure on https', () => {
    expect(cookieString('stag', 'a b', 60, false)).toBe('stag=a%20b; Path=/; Max-Age=60; SameSite=Lax');
    expect(cookieString('stag', 'x', 60, true)).toMatch(/; Secure$/);
  });
});
