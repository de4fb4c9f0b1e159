import type { PlatformDeps } from '../deps';
import { cryptoExchangeRates } from './schema';

/**
 * Plausible fixed prices, NOT market data: this machine reaches no price feed. One crypto unit in
 * US dollars, and units of each fiat currency per US dollar (late-2026 orders of magnitude).
 * A feed job or the back office overwrites the table; the seed only fills missing pairs.
 */
const USD_PRICE: Record<string, string> = { BTC: '95000', ETH: '3400', BCH: '450', LTC: '95', DOG: '0.18', USDT: '1' };
const PER_USD: Record<string, string> = { USD: '1', EUR: '0.92', CAD: '1.38', AUD: '1.52', NZD: '1.68', JPY: '150', NOK: '10.8', BRL: '5.6' };

/** Multiplies two decimal strings exactly (no float on the way to the numeric column). */
function mulDecimal(a: string, b: string): string {
  const scale = (s: string) => (s.split('.')[1] ?? '').length;
  const digits = (s: string) => BigInt(s.replace('.', ''));
  const sc = scale(a) + scale(b);
  const p = (digits(a) * digits(b)).toString().padStart(sc + 1, '0');
  return sc ? `${p.slice(0, p.length - sc)}.${p.slice(p.length - sc)}` : p;
}

/** Seeds a rate from every crypto currency to every fiat one (idempotent: existing pairs are kept). */
export async function seedCryptoRates(deps: PlatformDeps): Promise<string[]> {
  const now = deps.clock.now();
  const rows = Object.entries(USD_PRICE).flatMap(([from, usd]) =>
    Object.entries(PER_USD).map(([to, perUsd]) => ({ fromCurrency: from, toCurrency: to, rate: mulDecimal(usd, perUsd), fee: '0', updatedAt: now })),
  );
  await deps.db.insert(cryptoExchangeRates).values(rows).onConflictDoNothing();
  return [];
}
