import { and, count, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

export interface ReconciliationReport {
  /** True when every check below found nothing. */
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  /** Player accounts whose cached balance differs from the sum of their entries (house accounts keep none). */
  balanceMismatches: { accountId: number; key: string; cached: bigint; fromEntries: bigint }[];
  /** Transactions whose entries do not sum to zero in some currency. */
  unbalancedTransactions: { transactionId: number; currency: string; sum: bigint }[];
  /** Transactions with fewer than two entries. */
  incompleteTransactions: { transactionId: number; entries: number }[];
  /** Entries in another currency than their account's. */
  currencyMismatches: { entryId: number; accountId: number }[];
  /** Player accounts below zero. */
  negativePlayerAccounts: { accountId: number; key: string; balance: bigint }[];
  /** Currencies whose entries over all accounts do not sum to zero (money made or lost). */
  currencyTotals: { currency: string; total: bigint }[];
  /** What the checks of other modules found (e.g. `jackpot_pools`), by check name; empty lists when fine. */
  extra: Record<string, unknown[]>;
}

/**
 * A module's own invariant over money it keeps in the ledger (the jackpots' seed + contributions =
 * pool + paid), run with the ledger's checks. Passed in by the composition root, so the wallet
 * imports no module that builds on it.
 */
export interface ReconcileCheck {
  name: string;
  run(db: Db | Tx): Promise<unknown[]>;
}

const sumOf = (col: typeof ledgerEntries.amount) => sql<bigint>`coalesce(sum(${col}), 0)`.mapWith((v: string | number) => BigInt(v));

/**
 * Recomputes every balance from the entries and checks every ledger invariant. Read-only; run
 * it from tests, after fault drills and on a schedule. An empty report is the only good answer.
 */
export async function reconcile(db: Db | Tx, checks: readonly ReconcileCheck[] = []): Promise<ReconciliationReport> {
  const balanceMismatches = (
    await db
      .select({ accountId: ledgerAccounts.id, key: ledgerAccounts.key, cached: ledgerAccounts.balance, fromEntries: sumOf(ledgerEntries.amount) })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .where(eq(ledgerAccounts.owner, 'player'))
      .groupBy(ledgerAccounts.id)
      .having(sql`${ledgerAccounts.balance} <> coalesce(sum(${ledgerEntries.amount}), 0)`)
  ).map((r) => ({ ...r, cached: BigInt(r.cached) }));

  const unbalancedTransactions = await db
    .select({ transactionId: ledgerEntries.transactionId, currency: ledgerEntries.currency, sum: sumOf(ledgerEntries.amount) })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);

  const incompleteTransactions = await db
    .select({ transactionId: ledgerTransactions.id, entries: count(ledgerEntries.id) })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id)
    .having(sql`count(${ledgerEntries.id}) < 2`);

  const currencyMismatches = await db
    .select({ entryId: ledgerEntries.id, accountId: ledgerEntries.accountId })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(ne(ledgerEntries.currency, ledgerAccounts.currency));

  const negativePlayerAccounts = await db
    .select({ accountId: ledgerAccounts.id, key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, 'player'), lt(ledgerAccounts.balance, 0n)));

  const currencyTotals = await db
    .select({ currency: ledgerEntries.currency, total: sumOf(ledgerEntries.amount) })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);

  const [a] = await db.select({ n: count() }).from(ledgerAccounts);
  const [t] = await db.select({ n: count() }).from(ledgerTransactions);
  const [e] = await db.select({ n: count() }).from(ledgerEntries);

  const extra: Record<string, unknown[]> = {};
  for (const c of checks) extra[c.name] = await c.run(db);
  const extraProblems = Object.values(extra).reduce((n, l) => n + l.length, 0);

  const ok =
    extraProblems +
      balanceMismatches.length +
      unbalancedTransactions.length +
      incompleteTransactions.length +
      currencyMismatches.length +
      negativePlayerAccounts.length +
      currencyTotals.length ===
    0;
  return {
    ok,
    accounts: a?.n ?? 0,
    transactions: t?.n ?? 0,
    entries: e?.n ?? 0,
    balanceMismatches,
    unbalancedTransactions,
    incompleteTransactions,
    currencyMismatches,
    negativePlayerAccounts,
    currencyTotals,
    extra,
  };
}
