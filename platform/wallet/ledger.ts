import { canonicalJson } from '../http/json';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromMinorUnits } from '../../schemas/currency';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { accountKey, ensureAccounts, type AccountRef } from './accounts';

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

/** Quotes text values as a PostgreSQL array literal (one parameter instead of one per leg). */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The one statement of a posting (parameters: key, kind, hash, meta, at, account keys, amounts).
 * int8 comes back as text: PGlite would answer a JavaScript number, inexact above 2^53.
 */
const LEDGER_POST_COLUMNS =
  'status, transaction_id::text, request_hash, meta, created_ms, account_id::text, account_key, currency, amount::text, balance_after::text';
const LEDGER_POST = `SELECT ${LEDGER_POST_COLUMNS} FROM ledger_post($1, $2, $3, $4::jsonb, $5::timestamptz, $6::text[], $7::bigint[])`;

/**
 * The driver under drizzle (a pg Pool or pooled client, a PGlite instance or transaction), which
 * both answer `query(text, values)` with `{ rows }`. The posting is one fixed statement, so it
 * goes to the driver directly: building it through drizzle cost more Node CPU than the rest of a
 * posting (tests/bench/README.md, "Ledger ratio"). `session.client` is drizzle's handle on it,
 * for the database and for a transaction alike.
 */
function driverOf(db: Db | Tx): { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } | null {
  const client = (db as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  return client && typeof client.query === 'function' ? (client as { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> }) : null;
}

/** One row of `ledger_post` (migration 0014): what happened, and one entry where there is one. */
interface LedgerPostRow {
  status: 'posted' | 'replay' | 'missing' | 'insufficient';
  transaction_id: string | null;
  request_hash: string | null;
  meta: Record<string, unknown> | string | null;
  created_ms: number | string | null;
  account_id: string | null;
  account_key: string | null;
  currency: string | null;
  amount: string | null;
  balance_after: string | null;
}

/** The entries of `ledger_post`'s rows, in the answer's order (by account key). */
function entriesOf(rows: readonly LedgerPostRow[]): PostedEntry[] {
  return rows
    .map((r) => ({
      accountId: Number(r.account_id),
      accountKey: r.account_key!,
      currency: r.currency!,
      amount: BigInt(r.amount!),
      balanceAfter: r.balance_after === null ? null : BigInt(r.balance_after),
    }))
    .sort((a, b) => (a.accountKey < b.accountKey ? -1 : 1));
}

/**
 * Posts one balanced transaction. Atomic: either every entry is written and every balance moved,
 * or nothing is. Idempotent: the same key with the same request returns the first answer
 * (`replayed: true`); the same key with another request is refused (409). A refused transfer
 * (insufficient funds) stores nothing, so the caller may retry it under the same key.
 *
 * One statement, one round trip: the database function `ledger_post` (migration 0014) writes the
 * transaction row and its entries, or answers why not. Outside a transaction it runs in the
 * statement's own (autocommit) transaction. Inside a caller's transaction it is one statement of
 * it: a refusal (repeat, conflict, insufficient funds, unknown accounts) writes nothing and
 * raises nothing in the database, so the caller's transaction goes on as a savepoint would have
 * left it, without the two extra round trips of one.
 *
 * Locks: first the idempotency key (an advisory lock on its hash, so calls with one key run one
 * after the other), then only player accounts, always in id order (`FOR UPDATE` of all of them
 * when one is debited, else through the entry insert, which writes player entries first in id
 * order), so concurrent transfers never deadlock. House accounts keep no cached balance and are never
 * locked, so the bets and wins of many players on one house account run in parallel.
 */
export async function postTransaction(db: Db | Tx, input: PostTransactionInput): Promise<PostedTransaction> {
  const legs = validate(input);
  const hash = requestHash(input, legs);
  const metaJson = canonicalJson(input.meta ?? {});
  const keys = textArray(legs.map((l) => l.key));
  const amounts = `{${legs.map((l) => l.amount.toString()).join(',')}}`;
  const at = input.at.toISOString();
  const values = [input.idempotencyKey, input.kind, hash, metaJson, at, keys, amounts];
  const client = driverOf(db);
  const post = async () => {
    if (client) return (await client.query(LEDGER_POST, values)).rows as LedgerPostRow[];
    // Should drizzle ever hide its driver: the same statement through drizzle.
    const res = await db.execute(
      sql`SELECT ${sql.raw(LEDGER_POST_COLUMNS)} FROM ledger_post(${input.idempotencyKey}, ${input.kind}, ${hash}, ${metaJson}::jsonb, ${at}::timestamptz, ${keys}::text[], ${amounts}::bigint[])`,
    );
    return (res as unknown as { rows: LedgerPostRow[] }).rows;
  };

  let rows: LedgerPostRow[];
  try {
    rows = await post();
    if (rows[0]?.status === 'missing') {
      // First use of an account: open it (idempotent, key order) and post again.
      await ensureAccounts(
        db,
        legs.map((l) => l.ref),
      );
      rows = await post();
    }
  } catch (err) {
    const { code, constraint } = pgErrorCode(err);
    // The database's own guard, should a balance have moved under the posting's lock.
    if (code === '23514' && constraint === 'ledger_accounts_player_not_negative') {
      const leg = legs.find((l) => l.key.startsWith('player:') && l.amount < 0n);
      throw new InsufficientFundsError(leg?.key ?? '', leg?.ref.currency ?? 'EUR', 0n);
    }
    throw err;
  }

  const first = rows[0];
  switch (first?.status) {
    case 'posted':
      return {
        id: Number(first.transaction_id),
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        meta: JSON.parse(metaJson) as Record<string, unknown>,
        createdAt: new Date(input.at.getTime()),
        entries: entriesOf(rows),
        replayed: false,
      };
    case 'replay': {
      if (first.request_hash !== hash) throw new IdempotencyConflictError(input.idempotencyKey);
      const meta = typeof first.meta === 'string' ? (JSON.parse(first.meta) as Record<string, unknown>) : (first.meta ?? {});
      return {
        id: Number(first.transaction_id),
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        meta,
        createdAt: new Date(Number(first.created_ms)),
        entries: entriesOf(rows),
        replayed: true,
      };
    }
    case 'insufficient':
      throw new InsufficientFundsError(first.account_key!, first.currency!, BigInt(first.amount!));
    default:
      throw new Error(`ledger_post answered ${first ? first.status : 'nothing'} for ${input.idempotencyKey}`);
  }
}
