import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

/** Reads of the ledger other modules need (the limits count deposits); they never query its tables. */

/**
 * What the ledger's `deposit` transactions put into the player's cash account of `currency`
 * between `from` and `to` (both inclusive), in minor units: the deposit limit's counted value.
 */
export async function depositsSince(db: Db | Tx, playerId: number, currency: string, from: Date, to: Date): Promise<bigint> {
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.playerId, playerId),
        eq(ledgerAccounts.purpose, 'cash'),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerTransactions.kind, 'deposit'),
        gt(ledgerEntries.amount, 0n),
        sql`${ledgerTransactions.createdAt} >= ${from.toISOString()}`,
        sql`${ledgerTransactions.createdAt} <= ${to.toISOString()}`,
      ),
    );
  return BigInt(row?.v ?? '0');
}

/** The currencies the player holds a cash account in. */
export async function cashCurrencies(db: Db | Tx, playerId: number): Promise<string[]> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.purpose, 'cash')));
  return rows.map((r) => r.currency);
}
