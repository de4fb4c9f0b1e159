import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { gameRounds, gameSessions } from './schema';

/** Reads and the one write of game rounds and sessions other modules need (the limits); they never touch the tables. */

/**
 * The player's real-money stakes in `currency` between `from` and `to` (both inclusive), rounds
 * rolled back left out: bets (`wager`) or bets minus wins (`loss`, may be negative), minor units.
 * Free spins are left out: they staked nothing, and their bonus-money wins must not make room
 * under a loss limit for more real-money losses.
 */
export async function realStakesSince(db: Db | Tx, playerId: number, currency: string, from: Date, to: Date, measure: 'wager' | 'loss'): Promise<bigint> {
  const expr = measure === 'loss' ? sql`${gameRounds.bet} - ${gameRounds.win}` : sql`${gameRounds.bet}`;
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${expr}), 0)::text` })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        eq(gameRounds.mode, 'real'),
        eq(gameRounds.currency, currency),
        ne(gameRounds.status, 'rolled_back'),
        isNull(gameRounds.freespinsGiftId),
        sql`${gameRounds.createdAt} >= ${from.toISOString()}`,
        sql`${gameRounds.createdAt} <= ${to.toISOString()}`,
      ),
    );
  return BigInt(row?.v ?? '0');
}

/** Ends the player's live real-money game sessions at `now` (an exclusion starts): they take no further bets. */
export async function endRealSessions(tx: Tx, playerId: number, now: Date): Promise<void> {
  await tx
    .update(gameSessions)
    .set({ expiresAt: now })
    .where(and(eq(gameSessions.playerId, playerId), eq(gameSessions.mode, 'real'), gt(gameSessions.expiresAt, now)));
}

/** Per currency: how many real-money rounds (not rolled back) had a bet, resp. a win, and their sums (the profile's statistics). */
export async function realRoundTotals(db: Db | Tx, playerId: number): Promise<{ bets: CurrencyTotal[]; wins: CurrencyTotal[] }> {
  const realRounds = and(eq(gameRounds.playerId, playerId), eq(gameRounds.mode, 'real'), ne(gameRounds.status, 'rolled_back'));
  const [bets, wins] = await Promise.all([
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
  return { bets, wins };
}

/** Rows grouped by currency: how many, and the sum in minor units as text (exact). */
export interface CurrencyTotal {
  currency: string;
  n: number;
  sum: string;
}
