import type { Locale } from '../../schemas/locales';
import { REGISTRATION_CURRENCIES, type RegistrationBody } from '../../schemas/auth';
import { currencyForCountry, FALLBACK_CURRENCY as FALLBACK } from '../../schemas/currency';

type Currency = RegistrationBody['user']['currency'];

/** Spec P1: the default country is Canada. */
export const DEFAULT_COUNTRY = 'CA';
/** Spec P9: the fallback currency is EUR. */
export const FALLBACK_CURRENCY: Currency = FALLBACK;

/**
 * Where a locale is spoken, for visitors whose geo country is unknown. `en` names no country: its
 * visitors get the platform's default country (spec P1, Canada).
 */
const LOCALE_COUNTRY: Readonly<Partial<Record<Locale, string>>> = {
  de: 'DE',
  'en-AU': 'AU',
  'en-CA': 'CA',
  'en-NZ': 'NZ',
  'fr-CA': 'CA',
  no: 'NO',
  it: 'IT',
  et: 'EE',
};

function isCurrency(code: string | undefined): code is Currency {
  return !!code && (REGISTRATION_CURRENCIES as readonly string[]).includes(code);
}

/** What the sign-up form reads of GET /client-context. */
export interface GeoContext {
  country?: string | null;
  /** False when the platform had no geo country and answered its configured default. */
  country_detected?: boolean;
}

/**
 * The country the sign-up form starts with (the player may change it): the visitor's geo country
 * when the platform detected one; else the locale's (a /de visitor of unknown whereabouts is more
 * likely in Germany than in the default country); else the platform's default; else Canada.
 */
export function visitorCountry(ctx: GeoContext | null | undefined, locale: Locale): string {
  const c = ctx?.country?.trim().toUpperCase();
  const known = c && /^[A-Z]{2}$/.test(c) ? c : undefined;
  if (known && ctx?.country_detected !== false) return known;
  return LOCALE_COUNTRY[locale] ?? known ?? DEFAULT_COUNTRY;
}

/**
 * The registration currency a country starts with (spec P9): its own when enabled (EUR for
 * Germany, CAD for Canada, NOK for Norway), else EUR. The form follows the chosen country until
 * the player picks a currency.
 */
export function defaultCurrency(country: string): Currency {
  const c = currencyForCountry(country, REGISTRATION_CURRENCIES);
  return isCurrency(c) ? c : FALLBACK_CURRENCY;
}

/** The currencies a player may pick at registration, in the spec's order. */
export const CURRENCY_CHOICES: readonly Currency[] = REGISTRATION_CURRENCIES;
