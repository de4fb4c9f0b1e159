import { describe, expect, it } from 'vitest';
import { encodingClass, guestAudienceKey, guestPageVariant, parseCookieHeader } from './vary';

const get = (url: string, headers: Record<string, string> = {}) =>
  guestPageVariant({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Chrome/131', ...headers } });

describe('guest page variant', () => {
  it('takes the lobby and its catalogue routes in every locale, nothing else', () => {
    for (const url of [
      '/en',
      '/de',
      '/en-AU',
      '/en/slots',
      '/en/slots/all',
      '/fr-CA/live/roulette',
      '/en/pokies/all',
      '/en/categories/new_games',
      '/en/producers/netent',
      '/en/producers/netent/2',
    ]) {
      expect(get(url)).toMatchObject({ cache: true });
    }
    for (const url of ['/', '/en/', '/en/profile', '/en/play/netent/starburst', '/en/slots/all/extra', '/en/about', '/xx', '/en?x=1', '/en/Slots']) {
      expect(get(url)).toMatchObject({ cache: false });
    }
    expect(guestPageVariant({ method: 'HEAD', url: '/en', headers: {} })).toEqual({ cache: false, reason: 'method' });
    expect(guestPageVariant({ method: 'POST', url: '/en', headers: {} })).toEqual({ cache: false, reason: 'method' });
  });

  it('refuses anyone with a cookie it does not know, or credentials', () => {
    expect(get('/en', { cookie: 'rh_session=s' })).toEqual({ cache: false, reason: 'cookie' });
    expect(get('/en', { cookie: 'rh_locale=en; rh_staff=x' })).toEqual({ cache: false, reason: 'cookie' });
    expect(get('/en', { authorization: 'Bearer x' })).toEqual({ cache: false, reason: 'authorization' });
    expect(get('/en', { cookie: 'rh_locale=de; rh_cookie_consent=1; rh_au_approved=1' })).toMatchObject({ cache: true });
  });

  it('gives the same key to requests the render cannot tell apart', () => {
    const key = (h: Record<string, string>) => {
      const v = get('/en', h);
      return v.cache ? v.key : null;
    };
    // The locale cookie only decides a Set-Cookie, which is written per request.
    expect(key({ cookie: 'rh_locale=de' })).toBe(key({}));
    expect(key({ 'accept-language': 'de' })).toBe(key({}));
    expect(key({ 'x-forwarded-for': '203.0.113.9' })).toBe(key({}));
    expect(key({ 'cf-ipcountry': 'ee' })).toBe(key({ 'cf-ipcountry': 'EE' }));
    expect(key({ 'cf-ipcountry': 'EE' })).not.toBe(key({}));
    expect(key({ 'accept-encoding': 'gzip, deflate, br' })).toBe(key({ 'accept-encoding': 'br, gzip' }));
  });

  it('keeps one copy per banner audience: the welcome-pack stag cookie has its own, other stags share the guests’', () => {
    const key = (cookie?: string) => {
      const v = get('/en', cookie ? { cookie } : {});
      return v.cache ? v.key : null;
    };
    expect(key('stag=131811_8f2a')).not.toBeNull();
    expect(key('stag=131811_8f2a')).not.toBe(key());
    expect(key('stag=131811')).toBe(key('stag=131811_other; rh_locale=en'));
    expect(key('stag=99_x')).toBe(key());
    // The partner id, landing time and UTM visitor cookies change no page: the same copy.
    expect(key('stag=99_x; affb_id=42; rh_landed_at=1700000000000; rh_visitor=abcdefghijklmnopqrstuv')).toBe(key());
    // A landing from the affiliate link itself carries a query: rendered, never cached.
    expect(get('/en?stag=131811')).toEqual({ cache: false, reason: 'query' });
    expect(guestAudienceKey(null)).toBe('guest');
    expect(guestAudienceKey('rh_locale=de; stag=131811_x')).toBe('guest+welcome');
  });

  it('reads cookie headers and accepted encodings', () => {
    expect([...parseCookieHeader(' a=1; b = 2 ;c; a=3')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', ''],
    ]);
    expect(parseCookieHeader(null).size).toBe(0);
    expect(encodingClass('gzip, deflate, br')).toBe('gzip');
    expect(encodingClass('deflate')).toBe('deflate');
    expect(encodingClass('gzip;q=0, deflate')).toBe('deflate');
    expect(encodingClass('gzip;q=0.5')).toBe('gzip');
    expect(encodingClass('br')).toBe('identity');
    expect(encodingClass(null)).toBe('identity');
  });
});
