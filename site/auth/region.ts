import type { Locale } from '../../schemas/locales';
import { REGISTRATION_CURRENCIES, type RegistrationBody } from '../../schemas/auth';
import { currencyForCountry, FALLBACK_CURRENCY as FALLBACK } from '../../schemas/currency';

type Currency = RegistrationBody['user']['currency'];

/** Spec P1: the default country is Canada. */
export const DEFAULT_COUNTRY = 'CA';
/** Spec P9: the fallback currency is EUR. */
export const FALLBACK_CURRENCY: Currency = FALLBACK;

/** Where a locale is spoken, for visitors whose IP country is unknown. `en` is the default country. */
const LOCALE_COUNTRY: Readonly<Record<Locale, string>> = {
  en: DEFAULT_COUNTRY,
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

/** The visitor's country: the one the platform saw (client-context), else the locale's. */
export function visitorCountry(ipCountry: string | null | undefined, locale: Locale): string {
  const c = ipCountry?.trim().toUpperCase();
  return c && /^[A-Z]{2}$/.test(c) ? c : LOCALE_COUNTRY[locale];
}

/**
 * The registration currency a visitor starts with: the platform's default for the visitor
 * (client-context `default_currency`) when it is an enabled one, else the country's (spec P9),
 * else EUR.
 */
export function defaultCurrency(country: string, platformDefault?: unknown): Currency {
  if (typeof platformDefault === 'string' && isCurrency(platformDefault)) return platformDefault;
  const c = currencyForCountry(country, REGISTRATION_CURRENCIES);
  return isCurrency(c) ? c : FALLBACK_CURRENCY;
}

/** The currencies a player may pick at registration, in the spec's order. */
export const CURRENCY_CHOICES: readonly Currency[] = REGISTRATION_CURRENCIES;
