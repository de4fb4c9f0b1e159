import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { fromMinorUnits } from '../../schemas/currency';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { accountKey, ensureAccounts, type AccountRef, type LedgerAccountRow } from './accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

/** One leg of a transaction: money into (positive) or out of (negative) an account. */
export interface EntryInput {
  account: AccountRef;
  amount: bigint;
}

export interface PostTransactionInput {
  /** Unique per money-moving intent (e.g. `deposit:<payment id>`); a repeat returns the first answer. */
  idempotencyKey: string;
  /** What moved the money: `seed`, `deposit`, `bet`, `win`, `transfer`, ... */
  kind: string;
  entries: readonly EntryInput[];
  /** Context kept with the transaction (game round, payment id, staff id); JSON only. */
  meta?: Record<string, unknown>;
  /** When it happened (the caller's clock). */
  at: Date;
}

export interface PostedEntry {
  accountId: number;
  accountKey: string;
  currency: string;
  amount: bigint;
  /** A player account's balance right after this entry; null on house accounts (see schema.ts). */
  balanceAfter: bigint | null;
}

export interface PostedTransaction {
  id: number;
  idempotencyKey: string;
  kind: string;
  meta: Record<string, unknown>;
  createdAt: Date;
  /** Sorted by account key, so the first answer and every replay list them alike. */
  entries: PostedEntry[];
  /** True when this answer is the stored result of an earlier call with the same key. */
  replayed: boolean;
}

/** A request the ledger refuses before touching money (malformed, unbalanced). */
export class LedgerError extends HttpError {}

/** The same idempotency key was used for a different request. */
export class IdempotencyConflictError extends HttpError {
  constructor(readonly idempotencyKey: string) {
    super(409, 'idempotency_conflict', 'This idempotency key was already used for a different request');
  }
}

/** A player account would go below zero; `missing` is how much more it would need. */
export class InsufficientFundsError extends HttpError {
  constructor(
    readonly accountKey: string,
    readonly currency: string,
    readonly missing: bigint,
  ) {
    super(422, 'insufficient_funds', `Not enough money: ${fromMinorUnits(missing, currency)} ${currency} missing`, { amount: ['not enough money'] });
  }
}

/** Largest absolute amount of one entry: far beyond any real sum, well inside bigint columns. */
const MAX_AMOUNT = 2n ** 60n;
const KIND = /^[a-z][a-z0-9_.:-]{0,63}$/;

/** JSON with object keys sorted, so equal requests hash alike whatever their key order. */
function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'bigint') return JSON.stringify(v.toString());
    return JSON.stringify(v) ?? 'null';
  }
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
    .join(',')}}`;
}

function validate(input: PostTransactionInput): { key: string; ref: AccountRef; amount: bigint }[] {
  const fields: Record<string, string[]> = {};
  if (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 200) fields.idempotencyKey = ['must be 1 to 200 characters'];
  if (!KIND.test(input.kind)) fields.kind = ['must be a lower-case name'];
  if (input.entries.length < 2) fields.entries = ['need at least two entries'];
  const legs = input.entries.map((e) => ({ key: accountKey(e.account), ref: e.account, amount: e.amount }));
  const seen = new Set<string>();
  const sums = new Map<string, bigint>();
  legs.forEach((l, i) => {
    if (l.amount === 0n || l.amount > MAX_AMOUNT || l.amount < -MAX_AMOUNT) (fields[`entries.${i}.amount`] ??= []).push('must be a non-zero amount');
    if (seen.has(l.key)) (fields[`entries.${i}.account`] ??= []).push('appears twice');
    seen.add(l.key);
    sums.set(l.ref.currency, (sums.get(l.ref.currency) ?? 0n) + l.amount);
  });
  for (const [currency, sum] of sums) if (sum !== 0n) (fields.entries ??= []).push(`do not sum to zero in ${currency}`);
  if (Object.keys(fields).length > 0) throw new LedgerError(422, 'ledger_invalid', 'The ledger transaction is not valid', fields);
  return legs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function requestHash(input: PostTransactionInput, legs: { key: string; amount: bigint }[]): string {
  const canonical = canonicalJson({ kind: input.kind, entries: legs.map((l) => [l.key, l.amount.toString()]), meta: input.meta ?? {} });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The Postgres error code of a failure, however the driver and drizzle wrap it. */
export function pgErrorCode(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return {};
}

/** The stored answer of a posted transaction. */
async function loadPosted(db: Db | Tx, row: typeof ledgerTransactions.$inferSelect, replayed: boolean): Promise<PostedTransaction> {
  const entries = await db
    .select({
      accountId: ledgerEntries.accountId,
      accountKey: ledgerAccounts.key,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, row.id));
  entries.sort((a, b) => (a.accountKey < b.accountKey ? -1 : 1));
  return { id: row.id, idempotencyKey: row.idempotencyKey, kind: row.kind, meta: row.meta, createdAt: row.createdAt, entries, replayed };
}

async function replay(db: Db | Tx, idempotencyKey: string, hash: string): Promise<PostedTransaction | null> {
  const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  if (!row) return null;
  if (row.requestHash !== hash) throw new IdempotencyConflictError(idempotencyKey);
  return loadPosted(db, row, true);
}

/** Signals, inside the database transaction, that another call already holds this key. */
class KeyTaken extends Error {}

/**
 * Posts one balanced transaction. Atomic: either every entry is written and every balance moved,
 * or nothing is. Idempotent: the same key with the same request returns the first answer
 * (`replayed: true`); the same key with another request is refused (409). A refused transfer
 * (insufficient funds) stores nothing, so the caller may retry it under the same key.
 *
 * Locks: only player accounts are locked, always in id order (`FOR UPDATE` when one is debited,
 * else through the entry insert, which writes player entries first in id order), so concurrent
 * transfers never deadlock. House accounts keep no cached balance and are never locked, so the
 * bets and wins of many players on one house account run in parallel.
 *
 * `db` may be a transaction of the caller: the posting then runs in a savepoint of it.
 */
export async function postTransaction(db: Db | Tx, input: PostTransactionInput): Promise<PostedTransaction> {
  const legs = validate(input);
  const hash = requestHash(input, legs);
  const meta = JSON.parse(canonicalJson(input.meta ?? {})) as Record<string, unknown>;

  // No look-up of the key first: a repeat is rare, and the insert below finds it anyway.
  const accounts = await ensureAccounts(
    db,
    legs.map((l) => l.ref),
  );
  const acct = (key: string): LedgerAccountRow => accounts.get(key)!;
  const rank = (a: LedgerAccountRow) => (a.owner === 'player' ? 0 : 1);
  const ordered = [...legs].sort((a, b) => rank(acct(a.key)) - rank(acct(b.key)) || acct(a.key).id - acct(b.key).id);

  try {
    return await db.transaction(async (tx) => {
      const [txRow] = await tx
        .insert(ledgerTransactions)
        .values({ idempotencyKey: input.idempotencyKey, kind: input.kind, requestHash: hash, meta, createdAt: input.at })
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning();
      // A concurrent call with this key committed while we waited on its index entry.
      if (!txRow) throw new KeyTaken();

      // Only a debit needs the balance read first; credits lock through the entry insert, in the same order.
      const playerLegs = ordered.filter((l) => acct(l.key).owner === 'player');
      const playerIds = playerLegs.map((l) => acct(l.key).id);
      if (playerLegs.some((l) => l.amount < 0n)) {
        const locked = await tx
          .select({ id: ledgerAccounts.id, key: ledgerAccounts.key, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.id, playerIds))
          .orderBy(asc(ledgerAccounts.id))
          .for('update');
        for (const a of locked) {
          const leg = legs.find((l) => l.key === a.key)!;
          const after = a.balance + leg.amount;
          if (after < 0n) throw new InsufficientFundsError(a.key, a.currency, -after);
        }
      }

      const written = await tx
        .insert(ledgerEntries)
        .values(ordered.map((l) => ({ transactionId: txRow.id, accountId: acct(l.key).id, currency: acct(l.key).currency, amount: l.amount })))
        .returning({ accountId: ledgerEntries.accountId, currency: ledgerEntries.currency, amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter });
      const keyOf = new Map(legs.map((l) => [acct(l.key).id, l.key]));
      const entries = written.map((e) => ({ ...e, accountKey: keyOf.get(e.accountId)! })).sort((a, b) => (a.accountKey < b.accountKey ? -1 : 1));
      return { id: txRow.id, idempotencyKey: txRow.idempotencyKey, kind: txRow.kind, meta: txRow.meta, createdAt: txRow.createdAt, entries, replayed: false };
    });
  } catch (err) {
    if (err instanceof KeyTaken) {
      const first = await replay(db, input.idempotencyKey, hash);
      if (first) return first;
    }
    const { code, constraint } = pgErrorCode(err);
    // The database's own guard, should a caller's outer transaction have let a balance move under us.
    if (code === '23514' && constraint === 'ledger_accounts_player_not_negative') {
      const leg = legs.find((l) => acct(l.key).owner === 'player' && l.amount < 0n);
      throw new InsufficientFundsError(leg?.key ?? '', leg?.ref.currency ?? 'EUR', 0n);
    }
    throw err;
  }
}
