import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { PlayerStats } from '../../schemas/player';
import type { Db } from '../db/client';
import { gameRounds } from '../games/seamless/schema';
import { jsonAmount } from '../http/json';
import { payments } from '../payments/schema';

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

/**
 * GET /api/player/stats from the sources of truth, read at the moment: the payments that
 * finished as succeeded (money that really moved), and the player's real-money rounds not
 * rolled back (demo rounds are play money; an open round's stake is taken, so it counts).
 */
export async function playerStats(db: Db, playerId: number): Promise<PlayerStats> {
  const moneyOf = (action: 'deposit' | 'cashout') =>
    db
      .select({ currency: payments.currency, n: sql<number>`count(*)::int`, sum: sql<string>`sum(${payments.amount})::text` })
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.action, action), eq(payments.state, 'succeeded')))
      .groupBy(payments.currency);
  const realRounds = and(eq(gameRounds.playerId, playerId), eq(gameRounds.mode, 'real'), ne(gameRounds.status, 'rolled_back'));
  const [deposits, cashouts, bets, wins] = await Promise.all([
    moneyOf('deposit'),
    moneyOf('cashout'),
    db
      .select({ currency: gameRounds.currency, n: sql<number>`count(*)::int`, sum: sql<string>`sum(${gameRounds.bet})::text` })
      .from(gameRounds)
      .where(and(realRounds, gt(gameRounds.bet, 0n)))
      .groupBy(gameRounds.currency),
    db
      .select({ currency: gameRounds.currency, n: sql<number>`count(*)::int`, sum: sql<string>`sum(${gameRounds.win})::text` })
      .from(gameRounds)
      .where(and(realRounds, gt(gameRounds.win, 0n)))
      .groupBy(gameRounds.currency),
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
