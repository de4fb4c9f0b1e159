import { ApiErrorSchema } from '../../schemas/api-error';
import { CURRENCIES, ENABLED_CURRENCIES, FALLBACK_CURRENCY } from '../../schemas/currency';
import {
  ClientContextSchema,
  CountriesInfoSchema,
  CryptoExchangeRatesSchema,
  CurrenciesInfoSchema,
  CurrentIpSchema,
  LocalesInfoSchema,
  LocalesQuerySchema,
  PlayerFieldsInfoSchema,
  ProjectInfoSchema,
  StatusesInfoSchema,
  type CryptoExchangeRates,
} from '../../schemas/info';
import { DEFAULT_LOCALE, LOCALES } from '../../schemas/locales';
import type { PlatformApp } from '../http/types';
import { COUNTRIES } from './countries';
import { visitorGeo } from './geo';
import { PLAYER_FIELDS_INFO } from './player-fields';
import { cryptoExchangeRates } from './schema';

const errors = { 422: ApiErrorSchema };

/** The enabled currencies of spec P9 with their minor units (schemas/currency.ts is the one table). */
const CURRENCY_INFO = ENABLED_CURRENCIES.map((code) => {
  const c = CURRENCIES[code];
  return { code, symbol: c.symbol, fiat: c.fiat, subunits_to_unit: c.subunitsToUnit, default: code === FALLBACK_CURRENCY };
});

/** Each locale named in English and in itself. */
const LOCALE_INFO = LOCALES.map((code) => ({
  code,
  name: new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code,
  name_in_locale: new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code,
  default: code === DEFAULT_LOCALE,
}));

/**
 * Public reference data (spec P7 "Info") and the visitor's context (P7 "Other": /client-context,
 * /api/current_ip). Nothing here needs a session; answers are the same for guests and players.
 */
/** What the info routes are given by the composition root: the player module's group list (info does not import player). */
export interface InfoPorts {
  listGroups(): Promise<{ id: number; name: string; kind: 'status' | 'level' | 'system'; writable: boolean }[]>;
}

export default async function infoRoutes(app: PlatformApp, { listGroups }: InfoPorts): Promise<void> {
  app.get('/api/info/player_fields', { schema: { response: { 200: PlayerFieldsInfoSchema } } }, async () => PLAYER_FIELDS_INFO);

  app.get('/api/info/statuses', { schema: { response: { 200: StatusesInfoSchema } } }, async () => {
    const rows = await listGroups();
    return rows.map((g) => ({ id: g.id, name: g.name, kind: g.kind, writable: g.writable, status: g.kind !== 'system' }));
  });

  app.get('/api/info/countries', { schema: { response: { 200: CountriesInfoSchema } } }, async () => COUNTRIES);

  app.get('/api/info/currencies', { schema: { response: { 200: CurrenciesInfoSchema } } }, async () => CURRENCY_INFO);

  app.get('/api/info/project', { schema: { response: { 200: ProjectInfoSchema } } }, async (req) => {
    const geo = visitorGeo(req);
    return {
      name: 'Reelhouse',
      apps: { casino: true, sportsbook: false },
      license: geo.license,
      player_two_factor_auth: true,
      available_currency_exchange: false,
      available_referral_system: false,
      default_currency: FALLBACK_CURRENCY,
      default_country: req.server.deps.config.DEFAULT_COUNTRY,
      default_locale: DEFAULT_LOCALE,
      locales: [...LOCALES],
    };
  });

  app.get('/api/info/crypto_exchange_rates', { schema: { response: { 200: CryptoExchangeRatesSchema } } }, async (req) => {
    const rows = await req.server.deps.db.select().from(cryptoExchangeRates);
    const out: CryptoExchangeRates = {};
    for (const r of rows) {
      // Rates are display ratios, not money: a double is precise enough to show an equivalent.
      const rate = Number(r.rate);
      const fee = Number(r.fee);
      (out[r.fromCurrency] ??= {})[r.toCurrency] = { exchange_rate: rate, fee, total_exchange_rate: rate * (1 - fee) };
    }
    return out;
  });

  // stag and affb_id are accepted for the affiliate-specific lists of SoftSwiss; every affiliate
  // sees all 9 locales here, but a malformed value is still refused.
  app.get('/api/info/locales', { schema: { querystring: LocalesQuerySchema, response: { 200: LocalesInfoSchema, ...errors } } }, async () => LOCALE_INFO);

  app.get('/client-context', { schema: { response: { 200: ClientContextSchema } } }, async (req) => {
    const geo = visitorGeo(req);
    return {
      ip: geo.ip,
      country: geo.country,
      country_detected: geo.detected,
      registration_restricted: geo.registrationRestricted,
      login_restricted: geo.loginRestricted,
      license: geo.license,
      default_currency: geo.defaultCurrency,
    };
  });

  app.get('/api/current_ip', { schema: { response: { 200: CurrentIpSchema } } }, async (req) => {
    const geo = visitorGeo(req);
    return { ip: geo.ip, country_code: geo.country, region_code: null, default_currency: geo.defaultCurrency };
  });
}
