import { CURRENCIES } from '../../schemas/currency-units';
import type { Db, Tx } from '../db/client';
import { cryptoExchangeRates } from './schema';

/** A rate as an exact fraction: units of `to` for one unit of `from` is num / den. */
export type Rate = { num: bigint; den: bigint };

/**
 * The platform's rate from one currency to another (units of `to` for one unit of `from`) as an
 * exact fraction, never a float, from the stored rates (crypto to fiat pairs): the pair itself,
 * its inverse, or a cross through a currency both are quoted against (fiat to fiat through BTC,
 * crypto to crypto through USD). Null when no path exists. Same currency: 1/1. The caller rounds
 * the converted amount once (jackpot contributions, tournament scores).
 */
export async function exchangeRate(db: Db | Tx, from: string, to: string): Promise<Rate | null> {
  if (from === to) return { num: 1n, den: 1n };
  const rows = await db
    .select({ from: cryptoExchangeRates.fromCurrency, to: cryptoExchangeRates.toCurrency, rate: cryptoExchangeRates.rate })
    .from(cryptoExchangeRates);
  const stored = new Map(rows.map((r) => [`${r.from}>${r.to}`, decimalFraction(r.rate)]));
  const pair = (a: string, b: string): Rate | null => {
    const direct = stored.get(`${a}>${b}`);
    if (direct && direct.num !== 0n) return direct;
    const inverse = stored.get(`${b}>${a}`);
    return inverse && inverse.num !== 0n ? { num: inverse.den, den: inverse.num } : null;
  };
  const direct = pair(from, to);
  if (direct) return direct;
  for (const pivot of new Set(rows.flatMap((r) => [r.from, r.to]))) {
    // from → pivot → to: (pivot per from) × (to per pivot).
    const a = pair(from, pivot);
    const b = pair(pivot, to);
    if (a && b) return { num: a.num * b.num, den: a.den * b.den };
  }
  return null;
}

/** The rate as a JavaScript number, for ratios that are not money (tournament points, quest thresholds). */
export async function exchangeRateNumber(db: Db | Tx, from: string, to: string): Promise<number | null> {
  const rate = await exchangeRate(db, from, to);
  return rate ? Number(rate.num) / Number(rate.den) : null;
}

/** '12.5' -> 125/10, exactly. */
export function decimalFraction(s: string): Rate {
  const [whole = '0', frac = ''] = s.trim().split('.');
  const digits = frac.replace(/0+$/, '');
  return { num: BigInt(`${whole}${digits}` || '0'), den: 10n ** BigInt(digits.length) };
}

/**
 * `amountCents` of `from` in minor units of `to` at the platform's rate (`exchangeRate`), rounded
 * down, exactly; null when no rate path exists. For counting (VIP totals), never for moving money.
 */
export async function convertAtRate(db: Db | Tx, amountCents: number, from: string, to: string): Promise<number | null> {
  if (from === to) return amountCents;
  const f = CURRENCIES[from as keyof typeof CURRENCIES];
  const t = CURRENCIES[to as keyof typeof CURRENCIES];
  if (!f || !t) return null;
  const rate = await exchangeRate(db, from, to);
  if (!rate) return null;
  const num = BigInt(amountCents) * rate.num * BigInt(t.subunitsToUnit);
  const den = BigInt(f.subunitsToUnit) * rate.den;
  // BigInt division truncates toward zero; a negative amount (a rollback) rounds down too.
  const q = num / den;
  return Number(num % den !== 0n && num < 0n ? q - 1n : q);
}
