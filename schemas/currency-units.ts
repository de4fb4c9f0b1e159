/**
 * Currencies of spec P9 and their minor units. Money is always an integer count of minor units
 * ("cents": cents for most fiat, yen for JPY, satoshi-like 1e-8 units for most crypto); these
 * helpers convert to and from decimal strings without ever going through a float.
 *
 * Free of zod (schemas/currency.ts adds the schemas and re-exports all of this), so the site's
 * first-load code formats money without loading zod.
 */

export interface CurrencyDef {
  code: string;
  symbol: string;
  /** Fiat money (false for crypto). */
  fiat: boolean;
  /** Minor units in one unit: 100 for EUR, 1 for JPY, 1e8 for BTC. */
  subunitsToUnit: number;
  /**
   * The unit amounts are shown in when it is not the currency itself (spec P9 "Crypto units"):
   * mETH and mLTC (0.001), μBTC (0.000001). `unitsPerDisplay` display units make one unit.
   */
  display?: { code: string; unitsPerDisplay: number };
}

/** Every currency the platform knows: the enabled ones of P9 plus GBP and KZT from the supported lists. */
export const CURRENCIES = {
  AUD: { code: 'AUD', symbol: 'A$', fiat: true, subunitsToUnit: 100 },
  CAD: { code: 'CAD', symbol: 'C$', fiat: true, subunitsToUnit: 100 },
  NZD: { code: 'NZD', symbol: 'NZ$', fiat: true, subunitsToUnit: 100 },
  EUR: { code: 'EUR', symbol: '€', fiat: true, subunitsToUnit: 100 },
  USD: { code: 'USD', symbol: '$', fiat: true, subunitsToUnit: 100 },
  JPY: { code: 'JPY', symbol: '¥', fiat: true, subunitsToUnit: 1 },
  NOK: { code: 'NOK', symbol: 'kr', fiat: true, subunitsToUnit: 100 },
  BRL: { code: 'BRL', symbol: 'R$', fiat: true, subunitsToUnit: 100 },
  GBP: { code: 'GBP', symbol: '£', fiat: true, subunitsToUnit: 100 },
  KZT: { code: 'KZT', symbol: '₸', fiat: true, subunitsToUnit: 100 },
  BTC: { code: 'BTC', symbol: '₿', fiat: false, subunitsToUnit: 100_000_000, display: { code: 'μBTC', unitsPerDisplay: 1_000_000 } },
  ETH: { code: 'ETH', symbol: 'Ξ', fiat: false, subunitsToUnit: 100_000_000, display: { code: 'mETH', unitsPerDisplay: 1_000 } },
  BCH: { code: 'BCH', symbol: 'BCH', fiat: false, subunitsToUnit: 100_000_000 },
  LTC: { code: 'LTC', symbol: 'Ł', fiat: false, subunitsToUnit: 100_000_000, display: { code: 'mLTC', unitsPerDisplay: 1_000 } },
  DOG: { code: 'DOG', symbol: 'Ð', fiat: false, subunitsToUnit: 100_000_000 },
  USDT: { code: 'USDT', symbol: '₮', fiat: false, subunitsToUnit: 1_000_000 },
} as const satisfies Record<string, CurrencyDef>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** Enabled by default (spec P9), in the spec's order. GBP and KZT are known but off. */
export const ENABLED_CURRENCIES = [
  'AUD',
  'CAD',
  'NZD',
  'EUR',
  'USD',
  'JPY',
  'NOK',
  'BRL',
  'BTC',
  'ETH',
  'BCH',
  'LTC',
  'DOG',
  'USDT',
] as const satisfies readonly CurrencyCode[];
export type EnabledCurrency = (typeof ENABLED_CURRENCIES)[number];

/** The currency of a visitor whose country has none of its own, and of an unknown one (P9). */
export const FALLBACK_CURRENCY = 'EUR' satisfies EnabledCurrency;

/** Country to currency defaults of spec P9. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  AU: 'AUD',
  CA: 'CAD',
  NZ: 'NZD',
  GB: 'GBP',
  US: 'USD',
  JP: 'JPY',
  NO: 'NOK',
  BR: 'BRL',
  IE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  CH: 'EUR',
};

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}

export function isEnabledCurrency(code: string, enabled: readonly string[] = ENABLED_CURRENCIES): code is EnabledCurrency {
  return isCurrencyCode(code) && enabled.includes(code);
}

export function currencyDef(code: string): CurrencyDef {
  if (!isCurrencyCode(code)) throw new Error(`Unknown currency ${code}`);
  return CURRENCIES[code];
}

export function isCrypto(code: string): boolean {
  return !currencyDef(code).fiat;
}

/** The default currency for a country (ISO alpha-2): its own when enabled, else the fallback. */
export function currencyForCountry(country: string | null | undefined, enabled: readonly string[] = ENABLED_CURRENCIES): CurrencyCode {
  const own = country ? COUNTRY_CURRENCIES[country.toUpperCase()] : undefined;
  return own && enabled.includes(own) ? own : FALLBACK_CURRENCY;
}

/** Number of decimal places of the minor unit (2 for EUR, 0 for JPY, 8 for BTC). */
export function minorDigits(code: string): number {
  return String(currencyDef(code).subunitsToUnit).length - 1;
}

/**
 * Parses a decimal amount ("12.34", "0.01", "-5") into minor units. Refuses more decimals than
 * the currency has: an amount is never rounded silently.
 */
export function toMinorUnits(amount: string, code: string): bigint {
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) throw new Error(`Not a decimal amount: ${amount}`);
  const digits = minorDigits(code);
  const frac = m[3] ?? '';
  if (frac.length > digits) throw new Error(`${code} has ${digits} decimals: ${amount}`);
  const minor = BigInt(m[2]!) * BigInt(currencyDef(code).subunitsToUnit) + BigInt(frac.padEnd(digits, '0') || '0');
  return m[1] ? -minor : minor;
}

/** Minor units as a plain decimal string with every decimal of the currency ("12.30", "0.01000000"). */
export function fromMinorUnits(minor: bigint, code: string): string {
  const digits = minorDigits(code);
  const neg = minor < 0n;
  const abs = (neg ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const frac = abs.slice(abs.length - digits);
  return `${neg ? '-' : ''}${whole}${digits ? `.${frac}` : ''}`;
}

/**
 * An amount in the currency's display unit (μBTC, mETH, mLTC; the currency itself otherwise),
 * as a decimal string with trailing zeros removed, and the unit's code.
 */
export function toDisplayUnits(minor: bigint, code: string): { amount: string; unit: string } {
  const def = currencyDef(code);
  if (!def.display) return { amount: fromMinorUnits(minor, code), unit: def.code };
  // Minor units per display unit; always an integer for the table above.
  const per = def.subunitsToUnit / def.display.unitsPerDisplay;
  const digits = String(per).length - 1;
  const neg = minor < 0n;
  const abs = (neg ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const frac = abs.slice(abs.length - digits).replace(/0+$/, '');
  return { amount: `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`, unit: def.display.code };
}
