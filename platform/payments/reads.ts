import { and, eq, sql } from 'drizzle-orm';
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
