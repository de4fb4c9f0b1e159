import { toMinorUnits, type CurrencyCode } from '../../schemas/currency';
import type { CryptoNetwork, PaymentAction, PaymentForm, PaymentMethodType, PROCESSING_TIMES } from '../../schemas/payments';

/**
 * The payment methods and their limits (spec P3 "Payment method", P9). Card and bank limits are
 * ours to choose (the spec leaves them to translation texts): a deposit of 10 to 5,000 and a
 * cashout of 20 to 4,000 in the major fiat currencies, scaled for NOK (x10), JPY (x100) and BRL
 * (x5). Crypto limits are P9's: deposit minimums as given, withdrawal minimums and maximums as
 * given; deposit maximums (not in the spec) are a risk ceiling per coin.
 */

/** Min and max in minor units. */
export interface Range {
  min: bigint;
  max: bigint;
}

const range = (min: string, max: string, currency: string): Range => ({ min: toMinorUnits(min, currency), max: toMinorUnits(max, currency) });

/** Fiat card and bank limits: [deposit min, deposit max, cashout min, cashout max] in major units. */
const FIAT_LIMITS: Readonly<Record<string, readonly [string, string, string, string]>> = {
  EUR: ['10', '5000', '20', '4000'],
  USD: ['10', '5000', '20', '4000'],
  CAD: ['10', '5000', '20', '4000'],
  AUD: ['10', '5000', '20', '4000'],
  NZD: ['10', '5000', '20', '4000'],
  GBP: ['10', '5000', '20', '4000'],
  NOK: ['100', '50000', '200', '40000'],
  JPY: ['1000', '500000', '2000', '400000'],
  BRL: ['50', '25000', '100', '20000'],
};

export function fiatLimits(currency: string): { deposit: Range; cashout: Range } | null {
  const l = FIAT_LIMITS[currency];
  if (!l) return null;
  return { deposit: range(l[0], l[1], currency), cashout: range(l[2], l[3], currency) };
}

/** The crypto methods of P9: one coin each, on its network; ethereum and tether on ERC20. */
export const CRYPTO_METHODS: ReadonlyArray<{ brand: string; currency: CurrencyCode; network: CryptoNetwork; deposit: Range; cashout: Range }> = [
  { brand: 'bitcoin', currency: 'BTC', network: 'Bitcoin', deposit: range('0.0001', '5', 'BTC'), cashout: range('0.0001', '0.4', 'BTC') },
  { brand: 'bitcoin_cash', currency: 'BCH', network: 'BCH', deposit: range('0.0001', '50', 'BCH'), cashout: range('0.0001', '0.4', 'BCH') },
  { brand: 'litecoin', currency: 'LTC', network: 'LTC', deposit: range('0.01', '500', 'LTC'), cashout: range('0.0001', '60', 'LTC') },
  { brand: 'ethereum', currency: 'ETH', network: 'ERC20', deposit: range('0.01', '100', 'ETH'), cashout: range('0.0001', '12', 'ETH') },
  { brand: 'dogecoin', currency: 'DOG', network: 'DOGE', deposit: range('0.01', '5000000', 'DOG'), cashout: range('0.0001', '1600000', 'DOG') },
  { brand: 'tether', currency: 'USDT', network: 'ERC20', deposit: range('20', '100000', 'USDT'), cashout: range('25', '4000', 'USDT') },
];

/** A method as a provider offers it for one currency (both actions' ranges; null where it does not do that action). */
export interface MethodOffer {
  id: string;
  brand: string;
  provider: string;
  currency: string;
  type: PaymentMethodType;
  /** The form of each action it supports. */
  forms: Partial<Record<PaymentAction, PaymentForm>>;
  processingTime: Record<PaymentAction, (typeof PROCESSING_TIMES)[number]>;
  fee: { percent: string; fixedCents: bigint };
  deposit: Range | null;
  cashout: Range | null;
  network: CryptoNetwork | null;
}

export const methodId = (provider: string, brand: string, currency: string) => `${provider}:${brand}:${currency}`;

/** Group 631 hides the sofort brand (spec P6). */
export const BRANDS_HIDDEN_BY_GROUP: Readonly<Record<number, readonly string[]>> = { 631: ['sofort'] };

/**
 * The Estonian locale gets the shorter list (spec P9): cards, the bank payout and crypto; the
 * redirect-bank deposit brands are left out.
 */
export const SHORT_LIST_LOCALES: Readonly<Record<string, readonly string[]>> = {
  et: ['visa', 'mastercard', 'bank_transfer', ...CRYPTO_METHODS.map((c) => c.brand)],
};

/** Applies the platform's own rules (groups, locale) to what the providers offer. */
export function filterOffers(offers: readonly MethodOffer[], ctx: { groups: readonly number[]; locale: string }): MethodOffer[] {
  const hidden = new Set(ctx.groups.flatMap((g) => BRANDS_HIDDEN_BY_GROUP[g] ?? []));
  const short = SHORT_LIST_LOCALES[ctx.locale];
  return offers.filter((o) => !hidden.has(o.brand) && (!short || short.includes(o.brand)));
}
