import { currencyForCountry } from '../../schemas/currency';
import { ISO_COUNTRIES, isKnownCountry } from '../../schemas/countries';
import type { CountryInfo } from '../../schemas/info';

export { isKnownCountry };

/**
 * A country's default currency (spec P9 via schemas/currency.ts): its own when enabled, else the
 * fallback EUR. GB maps to GBP in the spec, but GBP is not enabled, so British visitors get EUR: a
 * default currency must always be one a player can register with.
 */
export function defaultCurrencyOf(country: string): string {
  return currencyForCountry(country);
}

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Every country with its English name (Node's ICU data) and default currency, sorted by name. */
export const COUNTRIES: CountryInfo[] = ISO_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code, default_currency: defaultCurrencyOf(code) })).sort(
  (a, b) => a.name.localeCompare(b.name, 'en'),
);
