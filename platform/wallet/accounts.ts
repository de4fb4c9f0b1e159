import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { isCurrencyCode, isEnabledCurrency } from '../../schemas/currency';
import type { Db, Tx } from '../db/client';
import { badRequest } from '../http/errors';
import { ledgerAccounts, ledgerEntries } from './schema';

/**
 * A player's money in one currency is split by purpose: `cash` (real money, withdrawable) and
 * `bonus` (bonus money, playable, not withdrawable). Both belong to the player and count in
 * their balance; `cash` is the account opened with the player.
 */
export const PLAYER_PURPOSES = ['cash', 'bonus'] as const;
export type PlayerPurpose = (typeof PLAYER_PURPOSES)[number];

/**
 * The house's side of every movement, one account per purpose and currency. They may go below
 * zero: they mirror counterparties outside the ledger (payment providers, game studios).
 */
export const HOUSE_PURPOSES = [
  /** The casino's own money (its equity against players). */
  'cash',
  /** Money paid in and out through payment providers. */
  'payments',
  /** Withdrawals reserved and waiting for approval. */
  'withdrawals_pending',
  /** Bets taken and wins paid by games. */
  'game_provider',
  /** Bonus money granted to players and forfeited back. */
  'bonus_pool',
  /** Jackpot contributions and jackpot wins. */
  'jackpot',
  /** Prizes of tournaments, lotteries, quests, loot boxes and the wheel. */
  'prizes',
  /** Starting balances of the demo players. */
  'demo_funding',
  /** Manual corrections by staff. */
  'adjustments',
] as const;
export type HousePurpose = (typeof HOUSE_PURPOSES)[number];

/**
 * Names an account by what it is; postTransaction opens it on first use. A house account may be
 * split into named sub-accounts of one purpose (`pool`: one jackpot level's pool is
 * `house:jackpot:EUR:level-7`), each with its own balance.
 */
export type AccountRef = { playerId: number; currency: string; purpose?: PlayerPurpose } | { house: HousePurpose; currency: string; pool?: string };

export function accountKey(ref: AccountRef): string {
  if ('house' in ref) return `house:${ref.house}:${ref.currency}${ref.pool ? `:${ref.pool}` : ''}`;
  return `player:${ref.playerId}:${ref.purpose ?? 'cash'}:${ref.currency}`;
}

export interface LedgerAccountRow {
  id: number;
  key: string;
  owner: 'player' | 'house';
  currency: string;
}

function accountRow(ref: AccountRef) {
  if (!isCurrencyCode(ref.currency)) throw badRequest('unknown_currency', `Unknown currency ${ref.currency}`, { currency: ['is not a known currency'] });
  if ('house' in ref) return { key: accountKey(ref), owner: 'house' as const, playerId: null, purpose: ref.house, currency: ref.currency };
  return { key: accountKey(ref), owner: 'player' as const, playerId: ref.playerId, purpose: ref.purpose ?? 'cash', currency: ref.currency };
}

const accountCache = new WeakMap<object, Map<string, LedgerAccountRow>>();
function knownAccounts(db: Db): Map<string, LedgerAccountRow> {
  let m = accountCache.get(db);
  // Bounded: a busy instance forgets everything now and then and reads the rows again.
  if (!m || m.size > 100_000) accountCache.set(db, (m = new Map()));
  return m;
}

/**
 * The accounts named by `refs`, opened first where missing (in key order, so two callers opening
 * the same accounts never wait on each other in a cycle). Idempotent.
 */
export async function ensureAccounts(db: Db | Tx, refs: readonly AccountRef[]): Promise<Map<string, LedgerAccountRow>> {
  const byKey = new Map(refs.map((r) => [accountKey(r), r]));
  const keys = [...byKey.keys()].sort();
  const found = new Map<string, LedgerAccountRow>();
  // Accounts are never deleted or changed (the database refuses), so a committed one can be
  // remembered. Only rows read outside a caller's transaction are: that one may still roll back.
  const cache = db instanceof PgTransaction ? null : knownAccounts(db);
  let wanted = keys;
  if (cache) {
    for (const k of keys) {
      const hit = cache.get(k);
      if (hit) found.set(k, hit);
    }
    wanted = keys.filter((k) => !found.has(k));
    if (wanted.length === 0) return found;
  }
  const load = async (wanted: string[]) => {
    const rows = await db
      .select({ id: ledgerAccounts.id, key: ledgerAccounts.key, owner: ledgerAccounts.owner, currency: ledgerAccounts.currency })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.key, wanted));
    for (const r of rows) {
      found.set(r.key, r);
      cache?.set(r.key, r);
    }
  };
  await load(wanted);
  const missing = keys.filter((k) => !found.has(k));
  if (missing.length > 0) {
    const rows = missing.map((k) => accountRow(byKey.get(k)!));
    await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
    await load(rows.map((r) => r.key));
  }
  return found;
}

/**
 * Opens the player's ledger account in a currency if it does not exist (idempotent).
 * Registration calls it inside its transaction so a player never exists without an account.
 * Only enabled currencies (schemas/currency.ts) may be opened.
 */
export async function openPlayerAccount(tx: Tx | Db, playerId: number, currency: string): Promise<void> {
  if (!isEnabledCurrency(currency))
    throw badRequest('currency_not_available', `Currency ${currency} is not available`, { currency: ['is not an available currency'] });
  await ensureAccounts(tx, [{ playerId, currency, purpose: 'cash' }]);
}

/** A player's balances per currency: cash and bonus, in minor units, for the accounts they have. */
export async function playerBalances(db: Db | Tx, playerId: number): Promise<Map<string, { cash: bigint; bonus: bigint }>> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency, purpose: ledgerAccounts.purpose, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, 'player'), eq(ledgerAccounts.playerId, playerId)));
  const out = new Map<string, { cash: bigint; bonus: bigint }>();
  for (const r of rows) {
    const b = out.get(r.currency) ?? { cash: 0n, bonus: 0n };
    if (r.purpose === 'bonus') b.bonus += r.balance;
    else b.cash += r.balance;
    out.set(r.currency, b);
  }
  return out;
}

/** playerBalances for many players in one query (the balance push takes a batch of events at once). */
export async function playersBalances(db: Db | Tx, playerIds: readonly number[]): Promise<Map<number, Map<string, { cash: bigint; bonus: bigint }>>> {
  const out = new Map<number, Map<string, { cash: bigint; bonus: bigint }>>();
  if (playerIds.length === 0) return out;
  const rows = await db
    .select({ playerId: ledgerAccounts.playerId, currency: ledgerAccounts.currency, purpose: ledgerAccounts.purpose, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, 'player'), inArray(ledgerAccounts.playerId, [...new Set(playerIds)])));
  for (const r of rows) {
    if (r.playerId === null) continue;
    const mine = out.get(r.playerId) ?? new Map<string, { cash: bigint; bonus: bigint }>();
    const b = mine.get(r.currency) ?? { cash: 0n, bonus: 0n };
    if (r.purpose === 'bonus') b.bonus += r.balance;
    else b.cash += r.balance;
    mine.set(r.currency, b);
    out.set(r.playerId, mine);
  }
  return out;
}

/**
 * The balance of one account (zero when it was never opened): the cached column of a player
 * account, the sum of the entries of a house account (which keeps no cached balance).
 */
export async function accountBalance(db: Db | Tx, ref: AccountRef): Promise<bigint> {
  if ('house' in ref) {
    const [row] = await db
      .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.key, accountKey(ref)));
    return BigInt(row?.sum ?? 0);
  }
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey(ref)));
  return row?.balance ?? 0n;
}

/**
 * Locks the player's cash and bonus accounts in one currency (opened first where missing) and
 * reads their balances. For callers that must decide how to split a movement between the two
 * (a bet takes cash first, then bonus) before posting it: nothing else can move either balance
 * until their transaction ends. Locks in id order, as postTransaction does, so the two never wait
 * on each other in a cycle. `tx` must be a transaction.
 */
export async function lockPlayerBalances(tx: Tx, playerId: number, currency: string): Promise<{ cash: bigint; bonus: bigint }> {
  const refs: AccountRef[] = [
    { playerId, currency, purpose: 'cash' },
    { playerId, currency, purpose: 'bonus' },
  ];
  const accounts = await ensureAccounts(tx, refs);
  const ids = [...accounts.values()].map((a) => a.id);
  const rows = await tx
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const byKey = new Map(rows.map((r) => [r.key, r.balance]));
  return { cash: byKey.get(accountKey(refs[0]!)) ?? 0n, bonus: byKey.get(accountKey(refs[1]!)) ?? 0n };
}
