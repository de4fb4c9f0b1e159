import type { PlayerStats } from '../../schemas/player';
import { jsonAmount } from '../http/json';

/** Per-currency totals of rows grouped by currency: how many, and the sum in minor units. */
function totals(rows: { currency: string; n: number; sum: string }[]): { count: number; sums: Record<string, number> } {
  const sums: Record<string, number> = {};
  let count = 0;
  for (const r of rows) {
    count += r.n;
    sums[r.currency] = jsonAmount(BigInt(r.sum));
  }
  return { count, sums };
}

/** Rows grouped by currency: how many, and the sum in minor units as text. */
type CurrencyTotal = { currency: string; n: number; sum: string };

/**
 * Where the statistics come from: the payments and games modules' own reads, passed in by the
 * composition root (the player module never reads their tables).
 */
export interface StatsSources {
  /** Payments of `action` that finished as succeeded (money that really moved). */
  succeededPayments(playerId: number, action: 'deposit' | 'cashout'): Promise<CurrencyTotal[]>;
  /** Real-money rounds not rolled back, with a bet resp. a win (demo rounds are play money; an open round's stake is taken, so it counts). */
  realRounds(playerId: number): Promise<{ bets: CurrencyTotal[]; wins: CurrencyTotal[] }>;
}

/** GET /api/player/stats from the sources of truth, read at the moment. */
export async function playerStats(sources: StatsSources, playerId: number): Promise<PlayerStats> {
  const [deposits, cashouts, { bets, wins }] = await Promise.all([
    sources.succeededPayments(playerId, 'deposit'),
    sources.succeededPayments(playerId, 'cashout'),
    sources.realRounds(playerId),
  ]);
  const d = totals(deposits);
  const c = totals(cashouts);
  const b = totals(bets);
  const w = totals(wins);
  return {
    deposits_count: d.count,
    deposits_sum: d.sums,
    cashouts_count: c.count,
    cashouts_sum: c.sums,
    bets_count: b.count,
    bets_sum: b.sums,
    wins_count: w.count,
    wins_sum: w.sums,
  };
}
