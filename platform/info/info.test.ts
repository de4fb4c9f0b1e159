import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../schemas/api-error';
import { ENABLED_CURRENCIES } from '../../schemas/currency';
import {
  ClientContextSchema,
  CountriesInfoSchema,
  CryptoExchangeRatesSchema,
  CurrenciesInfoSchema,
  CurrentIpSchema,
  LocalesInfoSchema,
  PlayerFieldsInfoSchema,
  ProjectInfoSchema,
  StatusesInfoSchema,
} from '../../schemas/info';
import { LOCALES } from '../../schemas/locales';
import { PLAYER_CONTEXTS, PROFILE_FIELDS } from '../../schemas/player';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { seedGroups } from '../player/groups';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { seedCryptoRates } from './rates-seed';

describe('info routes', () => {
  let t: TestPlatform;
  let player: Browser;
  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
    await seedCryptoRates(t.app.deps);
    // Seeding twice changes nothing (every start runs the seed).
    await seedGroups(t.app.deps);
    await seedCryptoRates(t.app.deps);
    player = new Browser(t);
    expect((await player.call('POST', '/api/users', registration(freshEmail('info')))).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** Guests and players get the same reference data. */
  async function both(url: string) {
    const guest = await new Browser(t).call('GET', url);
    const signed = await player.call('GET', url);
    expect(guest.statusCode).toBe(200);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual(guest.json());
    return guest.json() as unknown;
  }

  it('player_fields names the required and optional fields of every context', async () => {
    const info = PlayerFieldsInfoSchema.parse(await both('/api/info/player_fields'));
    expect(Object.keys(info.contexts).sort()).toEqual([...PLAYER_CONTEXTS].sort());
    expect(info.fields.map((f) => f.field)).toEqual([...PROFILE_FIELDS]);
    expect(info.contexts.deposit.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code']),
    );
    expect(info.contexts.cashout.required).toContain('mobile_phone');
    expect(info.contexts.edition.required).toEqual([]);
  });

  it('statuses lists the P6 groups with their writable flags', async () => {
    const list = StatusesInfoSchema.parse(await both('/api/info/statuses'));
    const byId = new Map(list.map((g) => [g.id, g]));
    for (const id of [21, 916, 100, 759, 255, 259, 258, 257, 1117, 631, 1101, 543, 544, 545, 1308, 1309]) expect(byId.has(id)).toBe(true);
    // The 16 groups of P6 and C9, and the adventure calendar's day groups 4001-4031 (a player holds one per completed day).
    expect(list).toHaveLength(16 + 31);
    expect(byId.get(759)).toMatchObject({ name: 'Diamond', kind: 'level', status: true, writable: false });
    expect(byId.get(545)).toMatchObject({ writable: true, status: false });
    expect(list.filter((g) => g.writable).map((g) => g.id)).toEqual([543, 544, 545, 1101]);
  });

  it('countries are every ISO country with its P9 default currency', async () => {
    const list = CountriesInfoSchema.parse(await both('/api/info/countries'));
    expect(list).toHaveLength(249);
    const by = new Map(list.map((c) => [c.code, c]));
    expect(by.get('CA')).toEqual({ code: 'CA', name: 'Canada', default_currency: 'CAD' });
    expect(by.get('DE')?.default_currency).toBe('EUR');
    expect(by.get('AU')?.default_currency).toBe('AUD');
    // GBP is not enabled, so Britain falls back to EUR.
    expect(by.get('GB')?.default_currency).toBe('EUR');
    expect(by.get('FR')?.default_currency).toBe('EUR');
  });

  it('currencies are the enabled ones of P9 with their minor units', async () => {
    const list = CurrenciesInfoSchema.parse(await both('/api/info/currencies'));
    expect(list.map((c) => c.code)).toEqual([...ENABLED_CURRENCIES]);
    const by = new Map(list.map((c) => [c.code, c]));
    expect(by.get('EUR')).toMatchObject({ fiat: true, subunits_to_unit: 100, default: true });
    expect(by.get('JPY')?.subunits_to_unit).toBe(1);
    expect(by.get('BTC')).toMatchObject({ fiat: false, default: false });
    expect(list.filter((c) => c.default)).toHaveLength(1);
  });

  it('project describes the casino', async () => {
    const p = ProjectInfoSchema.parse(await both('/api/info/project'));
    expect(p).toMatchObject({ apps: { casino: true, sportsbook: false }, license: 'CW', default_currency: 'EUR', default_country: 'CA', default_locale: 'en' });
    expect(p.locales).toEqual([...LOCALES]);
  });

  it('crypto_exchange_rates answers the stored rates of every crypto currency', async () => {
    const rates = CryptoExchangeRatesSchema.parse(await both('/api/info/crypto_exchange_rates'));
    expect(Object.keys(rates).sort()).toEqual(['BCH', 'BTC', 'DOG', 'ETH', 'LTC', 'USDT']);
    expect(rates.BTC!.USD).toEqual({ exchange_rate: 95000, fee: 0, total_exchange_rate: 95000 });
    expect(rates.BTC!.EUR!.exchange_rate).toBe(87400);
    expect(rates.DOG!.JPY!.exchange_rate).toBe(27);
    expect(Object.keys(rates.ETH!)).toHaveLength(8);
  });

  it('locales are the 9 of P1, named in English and in themselves, and validate stag and affb_id', async () => {
    const list = LocalesInfoSchema.parse(await both('/api/info/locales?stag=aff_1-2.x&affb_id=122'));
    expect(list.map((l) => l.code)).toEqual([...LOCALES]);
    expect(list.find((l) => l.code === 'de')).toEqual({ code: 'de', name: 'German', name_in_locale: 'Deutsch', default: false });
    expect(list.filter((l) => l.default).map((l) => l.code)).toEqual(['en']);
    for (const q of ['stag=%3Cscript%3E', 'affb_id=abc', `stag=${'a'.repeat(200)}`]) {
      const res = await new Browser(t).call('GET', `/api/info/locales?${q}`);
      expect(res.statusCode).toBe(422);
      expect(ApiErrorSchema.parse(res.json()).error).toBe('validation_failed');
    }
  });

  describe('visitor geography', () => {
    it('without a trusted proxy the country header is ignored and the default country is used', async () => {
      const res = await t.call({ method: 'GET', url: '/client-context', headers: { 'cf-ipcountry': 'US' }, remoteAddress: '203.0.113.9' });
      expect(ClientContextSchema.parse(res.json())).toEqual({
        ip: '203.0.113.9',
        country: 'CA',
        country_detected: false,
        registration_restricted: false,
        login_restricted: false,
        license: 'CW',
        default_currency: 'CAD',
      });
      const ip = CurrentIpSchema.parse((await t.call({ method: 'GET', url: '/api/current_ip', remoteAddress: '203.0.113.9' })).json());
      expect(ip).toEqual({ ip: '203.0.113.9', country_code: 'CA', region_code: null, default_currency: 'CAD' });
    });
  });
});

describe('info routes behind a trusted proxy', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ TRUST_PROXY: 'true', DEFAULT_COUNTRY: 'de', LOGIN_RESTRICTED_COUNTRIES: 'IR, kp' });
  });
  afterAll(() => t.close());

  const ctx = async (headers: Record<string, string>) =>
    ClientContextSchema.parse((await t.call({ method: 'GET', url: '/client-context', headers, remoteAddress: '10.0.0.1' })).json());

  it('takes the country and the client address from the proxy', async () => {
    expect(await ctx({ 'cf-ipcountry': 'au', 'x-forwarded-for': '198.51.100.7' })).toMatchObject({
      ip: '198.51.100.7',
      country: 'AU',
      country_detected: true,
      default_currency: 'AUD',
      registration_restricted: false,
    });
  });

  it('flags restricted countries', async () => {
    expect(await ctx({ 'cf-ipcountry': 'US' })).toMatchObject({
      country: 'US',
      registration_restricted: true,
      login_restricted: false,
      default_currency: 'USD',
    });
    expect(await ctx({ 'cf-ipcountry': 'KP' })).toMatchObject({ registration_restricted: true, login_restricted: true });
    expect(await ctx({ 'cf-ipcountry': 'IR' })).toMatchObject({ login_restricted: true });
  });

  it('selects the Estonian licence for Estonian visitors', async () => {
    expect(await ctx({ 'cf-ipcountry': 'EE' })).toMatchObject({ license: 'EE', default_currency: 'EUR' });
    const project = ProjectInfoSchema.parse((await t.call({ method: 'GET', url: '/api/info/project', headers: { 'cf-ipcountry': 'EE' } })).json());
    expect(project).toMatchObject({ license: 'EE', default_country: 'DE' });
  });

  it('falls back to the configured default for a missing or unknown country', async () => {
    expect(await ctx({})).toMatchObject({ country: 'DE', country_detected: false });
    expect(await ctx({ 'cf-ipcountry': 'XX' })).toMatchObject({ country: 'DE', country_detected: false });
    expect(await ctx({ 'cf-ipcountry': 'T1' })).toMatchObject({ country: 'DE', country_detected: false });
  });
});
