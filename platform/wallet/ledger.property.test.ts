import fc from 'fast-check';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../db/schema';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { testDbKind } from '../testing/test-db';
import { accountBalance, accountKey, ensureAccounts, openPlayerAccount, type AccountRef } from './accounts';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  postTransaction,
  type EntryInput,
  type PostedTransaction,
  type PostTransactionInput,
} from './ledger';
import { reconcile } from './reconcile';
import { ledgerEntries, ledgerTransactions } from './schema';

/**
 * Random concurrent transfers between a few players and the house: some overdraw, some repeat an
 * earlier request under its key, some reuse a key for another request. On PostgreSQL they run on
 * a pool of separate connections, so locks and races are real. After each batch: every outcome is
 * one of the three expected ones (never a deadlock or a 500), repeats got the first answer, every
 * transaction balances, no player is below zero, and reconciliation is clean.
 */

const PLAYERS = 4;
const HOUSE = PLAYERS; // index of the house in an op
const START = 1_000n;

interface Op {
  from: number;
  to: number;
  amount: number;
  /** Reuse the key of op #n (mod length): same request when `same`, another amount otherwise. */
  repeat: { of: number; same: boolean } | null;
}

const opArb: fc.Arbitrary<Op> = fc
  .record({
    from: fc.integer({ min: 0, max: HOUSE }),
    to: fc.integer({ min: 0, max: HOUSE }),
    amount: fc.integer({ min: 1, max: 900 }),
    repeat: fc.option(fc.record({ of: fc.nat(), same: fc.boolean() }), { freq: 3 }),
  })
  .filter((o) => o.from !== o.to);

describe(`ledger under concurrent transfers (${testDbKind})`, () => {
  let t: TestPlatform;
  const ids: number[] = [];
  /** Ledger account id of each player's EUR cash account, by player index. */
  const accountIds: number[] = [];
  let run = 0;
  const seen = { posted: 0, replayed: 0, insufficient: 0, conflict: 0 };
  beforeAll(async () => {
    t = await createTestPlatform();
    for (let i = 0; i < PLAYERS; i++) {
      const [row] = await t.database.db
        .insert(players)
        .values({ email: `prop${i}-${Date.now().toString(36)}@example.com`, passwordHash: 'x', currency: 'EUR' })
        .returning({ id: players.id });
      ids.push(row!.id);
      await openPlayerAccount(t.database.db, row!.id, 'EUR');
      await postTransaction(t.database.db, {
        idempotencyKey: `prop-fund-${row!.id}`,
        kind: 'deposit',
        entries: [
          { account: { house: 'payments', currency: 'EUR' }, amount: -START },
          { account: { playerId: row!.id, currency: 'EUR' }, amount: START },
        ],
        at: t.clock.now(),
      });
    }
    const accounts = await ensureAccounts(
      t.database.db,
      ids.map((id) => ({ playerId: id, currency: 'EUR' })),
    );
    for (const id of ids) accountIds.push(accounts.get(accountKey({ playerId: id, currency: 'EUR' }))!.id);
  });
  afterAll(() => t.close());

  it('lets exactly as many concurrent bets through as the balance covers', async () => {
    const [row] = await t.database.db
      .insert(players)
      .values({ email: `race-${Date.now().toString(36)}@example.com`, passwordHash: 'x', currency: 'EUR' })
      .returning({ id: players.id });
    const p = row!.id;
    const at = t.clock.now();
    await postTransaction(t.database.db, {
      idempotencyKey: `race-fund-${p}`,
      kind: 'deposit',
      entries: [
        { account: { house: 'payments', currency: 'EUR' }, amount: -1_000n },
        { account: { playerId: p, currency: 'EUR' }, amount: 1_000n },
      ],
      at,
    });
    const bets = Array.from({ length: 50 }, (_, i) =>
      postTransaction(t.database.db, {
        idempotencyKey: `race-bet-${p}-${i}`,
        kind: 'bet',
        entries: [
          { account: { playerId: p, currency: 'EUR' }, amount: -100n },
          { account: { house: 'game_provider', currency: 'EUR' }, amount: 100n },
        ],
        at,
      }),
    );
    const outcomes = await Promise.allSettled(bets);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(0n);
  });

  it('never deadlocks on transfers crossing in both directions', async () => {
    const at = t.clock.now();
    const transfers = Array.from({ length: 120 }, (_, i) => {
      const [a, b] = i % 2 === 0 ? [ids[0]!, ids[1]!] : [ids[1]!, ids[0]!];
      return postTransaction(t.database.db, {
        idempotencyKey: `cross-${i}`,
        kind: 'transfer',
        entries: (
          [
            { account: { playerId: a, currency: 'EUR' }, amount: -1n },
            { account: { house: 'cash', currency: 'EUR' }, amount: i % 3 === 0 ? 1n : 0n },
            { account: { playerId: b, currency: 'EUR' }, amount: i % 3 === 0 ? 0n : 1n },
          ] satisfies EntryInput[]
        ).filter((e) => e.amount !== 0n),
        at,
      }).then(
        () => 'ok',
        (err: unknown) => (err instanceof InsufficientFundsError ? 'insufficient' : Promise.reject(err)),
      );
    });
    const results = await Promise.all(transfers);
    expect(results.filter((r) => r === 'ok').length).toBeGreaterThan(0);
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  const ref = (i: number): AccountRef => (i === HOUSE ? { house: 'game_provider', currency: 'EUR' } : { playerId: ids[i]!, currency: 'EUR' });

  it('keeps every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 40 }), async (ops) => {
        run += 1;
        const inputs: PostTransactionInput[] = [];
        ops.forEach((op, i) => {
          const earlier = op.repeat && i > 0 ? inputs[op.repeat.of % i]! : null;
          const amount = BigInt(op.amount);
          const fresh: PostTransactionInput = {
            idempotencyKey: `prop-${run}-${i}`,
            kind: 'transfer',
            entries: [
              { account: ref(op.from), amount: -amount },
              { account: ref(op.to), amount },
            ],
            meta: { run, op: i },
            at: t.clock.now(),
          };
          if (!earlier) inputs.push(fresh);
          else if (op.repeat!.same) inputs.push(earlier);
          else inputs.push({ ...fresh, idempotencyKey: earlier.idempotencyKey });
        });

        const before = await Promise.all(ids.map((id) => accountBalance(t.database.db, { playerId: id, currency: 'EUR' })));
        const outcomes = await Promise.allSettled(inputs.map((input) => postTransaction(t.database.db, input)));

        // Only the three expected outcomes: posted (or replayed), not enough money, key conflict.
        const posted = new Map<string, PostedTransaction[]>();
        outcomes.forEach((o, i) => {
          if (o.status === 'fulfilled') {
            seen[o.value.replayed ? 'replayed' : 'posted'] += 1;
            const list = posted.get(inputs[i]!.idempotencyKey) ?? [];
            list.push(o.value);
            posted.set(inputs[i]!.idempotencyKey, list);
          } else {
            const err: unknown = o.reason;
            if (err instanceof InsufficientFundsError) seen.insufficient += 1;
            else if (err instanceof IdempotencyConflictError) seen.conflict += 1;
            else throw err;
          }
        });

        // Per key: one transaction; every success for it is the same answer; only one was fresh.
        const committed = await t.database.db
          .select()
          .from(ledgerTransactions)
          .where(like(ledgerTransactions.idempotencyKey, `prop-${run}-%`));
        expect(new Set(committed.map((c) => c.idempotencyKey)).size).toBe(committed.length);
        expect(committed.map((c) => c.idempotencyKey).sort()).toEqual([...posted.keys()].sort());
        for (const [, answers] of posted) {
          const plain = answers.map((a) => ({ ...a, replayed: false }));
          for (const a of plain) expect(a).toEqual(plain[0]);
          expect(answers.filter((a) => !a.replayed).length).toBeLessThanOrEqual(1);
        }
        // A conflict only where the key's transaction is another request.
        outcomes.forEach((o, i) => {
          if (o.status === 'rejected' && o.reason instanceof IdempotencyConflictError) {
            const winner = posted.get(inputs[i]!.idempotencyKey)?.[0];
            const asked = inputs[i]!.entries.map((e) => `${accountKey(e.account)}=${e.amount}`).sort();
            // The request is entries and meta: the same legs with other meta are another request too.
            if (winner)
              expect({ entries: winner.entries.map((e) => `${e.accountKey}=${e.amount}`).sort(), meta: winner.meta }).not.toEqual({
                entries: asked,
                meta: inputs[i]!.meta,
              });
            else expect(committed.some((c) => c.idempotencyKey === inputs[i]!.idempotencyKey)).toBe(true);
          }
        });

        // Each player's balance moved by exactly the committed transactions of this run.
        const expected = [...before];
        for (const tx of committed) {
          const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, tx.id));
          expect(entries.reduce((s, e) => s + e.amount, 0n)).toBe(0n);
          for (const e of entries) {
            const idx = accountIds.indexOf(e.accountId);
            if (idx >= 0) expected[idx]! += e.amount;
          }
        }
        const after = await Promise.all(ids.map((id) => accountBalance(t.database.db, { playerId: id, currency: 'EUR' })));
        expect(after).toEqual(expected);
        for (const b of after) expect(b >= 0n).toBe(true);

        const report = await reconcile(t.database.db);
        expect(
          report.ok,
          JSON.stringify(report, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
        ).toBe(true);
      }),
      { numRuns: testDbKind === 'postgres' ? 40 : 20 },
    );
    // The batches really exercised every path.
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });
});
