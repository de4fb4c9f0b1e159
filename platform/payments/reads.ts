import { and, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { payments } from './schema';

/**
 * Per currency: how many of the player's payments of `action` finished as succeeded (money that
 * really moved) and their sum in minor units as text (the profile's statistics).
 */
export async function succeededTotals(db: Db | Tx, playerId: number, action: 'deposit' | 'cashout'): Promise<{ currency: string; n: number; sum: string }[]> {
  return db
    .select({ currency: payments.currency, n: sql<number>`count(*)::int`, sum: sql<string>`sum(${payments.amount})::text` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.action, action), eq(payments.state, 'succeeded')))
    .groupBy(payments.currency);
}

/**
 * Every player's first deposit (their earliest succeeded one) that succeeded between `from`
 * (inclusive) and `to` (exclusive): amount in minor units as text, currency, when. The affiliates
 * report counts these per stag and per UTM campaign.
 */
export async function firstDepositsBetween(db: Db | Tx, from: Date, to: Date): Promise<{ playerId: number; currency: string; amount: string; at: Date }[]> {
  const earlier = alias(payments, 'earlier');
  const rows = await db
    .select({ playerId: payments.playerId, currency: payments.currency, amount: sql<string>`${payments.amount}::text`, at: payments.finishedAt })
    .from(payments)
    .where(
      and(
        eq(payments.action, 'deposit'),
        eq(payments.state, 'succeeded'),
        gte(payments.finishedAt, from),
        lt(payments.finishedAt, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.playerId, payments.playerId),
                eq(earlier.action, 'deposit'),
                eq(earlier.state, 'succeeded'),
                sql`(${earlier.finishedAt}, ${earlier.id}) < (${payments.finishedAt}, ${payments.id})`,
              ),
            ),
        ),
      ),
    );
  return rows.map((r) => ({ playerId: r.playerId, currency: r.currency, amount: r.amount, at: r.at! }));
}
