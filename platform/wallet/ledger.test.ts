import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../db/schema';
import { testDbKind } from '../testing/test-db';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { accountBalance, ensureAccounts, openPlayerAccount } from './accounts';
import { IdempotencyConflictError, InsufficientFundsError, LedgerError, postTransaction, type PostTransactionInput } from './ledger';
import { reconcile } from './reconcile';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';
import { watchRoundTrips } from '../testing/round-trips';

let playerCounter = 0;
async function newPlayer(t: TestPlatform, currency = 'EUR'): Promise<number> {
  playerCounter += 1;
  const [row] = await t.database.db
    .insert(players)
    .values({ email: `ledger${playerCounter}-${Date.now().toString(36)}@example.com`, passwordHash: 'x', currency })
    .returning({ id: players.id });
  await openPlayerAccount(t.database.db, row!.id, currency);
  return row!.id;
}

/**
 * Expects the database to refuse with the rule's own message. Drizzle wraps the driver's error
 * ("Failed query: ..."), so the message is looked for along the `cause` chain; a bare
 * `rejects.toThrow()` would also pass on a typo in the SQL or a missing column.
 */
async function refusedBy(query: Promise<unknown>, message: RegExp): Promise<void> {
  const err = await query.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, `expected the database to refuse with ${message}`).not.toBeNull();
  const messages: string[] = [];
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) messages.push(String((e as { message?: unknown }).message));
  expect(
    messages.some((m) => message.test(m)),
    `messages: ${messages.join(' <- ')}`,
  ).toBe(true);
}

describe('ledger', () => {
  let t: TestPlatform;
  let at: Date;
  beforeAll(async () => {
    t = await createTestPlatform();
    at = t.clock.now();
  });
  afterAll(() => t.close());

  const fund = (playerId: number, amount: bigint, key: string, currency = 'EUR'): PostTransactionInput => ({
    idempotencyKey: key,
    kind: 'deposit',
    entries: [
      { account: { house: 'payments', currency }, amount: -amount },
      { account: { playerId, currency }, amount },
    ],
    meta: { test: true },
    at,
  });

  it('moves money between accounts and keeps each balance as the sum of its entries', async () => {
    const p = await newPlayer(t);
    const posted = await postTransaction(t.database.db, fund(p, 12_345n, 'basic-1'));
    expect(posted.replayed).toBe(false);
    expect(posted.entries.map((e) => [e.accountKey, e.amount, e.balanceAfter])).toEqual([
      ['house:payments:EUR', -12_345n, null],
      [`player:${p}:cash:EUR`, 12_345n, 12_345n],
    ]);
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(12_345n);
    // The house keeps no cached balance: its balance is the sum of its entries.
    expect(await accountBalance(t.database.db, { house: 'payments', currency: 'EUR' })).toBe(-12_345n);
    const [house] = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.key, 'house:payments:EUR'));
    expect(house!.balance).toBe(0n);
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it('answers a repeat with the same key and request with the first answer, and refuses the key for another request', async () => {
    const p = await newPlayer(t);
    const first = await postTransaction(t.database.db, fund(p, 500n, 'repeat-1'));
    const again = await postTransaction(t.database.db, { ...fund(p, 500n, 'repeat-1'), meta: { test: true }, at: new Date(at.getTime() + 60_000) });
    expect(again.replayed).toBe(true);
    expect({ ...again, replayed: false }).toEqual(first);
    await expect(postTransaction(t.database.db, fund(p, 501n, 'repeat-1'))).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(postTransaction(t.database.db, { ...fund(p, 500n, 'repeat-1'), meta: { other: 1 } })).rejects.toMatchObject({
      statusCode: 409,
      code: 'idempotency_conflict',
    });
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(500n);
  });

  it('refuses to overdraw a player account, says how much is missing and writes nothing', async () => {
    const p = await newPlayer(t);
    await postTransaction(t.database.db, fund(p, 1_000n, 'overdraw-fund'));
    const bet: PostTransactionInput = {
      idempotencyKey: 'overdraw-bet',
      kind: 'bet',
      entries: [
        { account: { playerId: p, currency: 'EUR' }, amount: -1_250n },
        { account: { house: 'game_provider', currency: 'EUR' }, amount: 1_250n },
      ],
      at,
    };
    const err = await postTransaction(t.database.db, bet).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientFundsError);
    expect(err).toMatchObject({ statusCode: 422, code: 'insufficient_funds', missing: 250n, message: 'Not enough money: 2.50 EUR missing' });
    const [tx] = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'overdraw-bet'));
    expect(tx).toBeUndefined();
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(1_000n);
    // The refused key is free: after a deposit the same bet goes through.
    await postTransaction(t.database.db, fund(p, 250n, 'overdraw-topup'));
    expect((await postTransaction(t.database.db, bet)).replayed).toBe(false);
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(0n);
  });

  it('refuses malformed transactions before touching the database', async () => {
    const p = await newPlayer(t);
    const base = fund(p, 100n, 'bad-1');
    const bad: PostTransactionInput[] = [
      { ...base, entries: [{ account: { playerId: p, currency: 'EUR' }, amount: 100n }] },
      { ...base, entries: [base.entries[0]!, { account: { playerId: p, currency: 'EUR' }, amount: 99n }] },
      { ...base, entries: [base.entries[0]!, { ...base.entries[1]!, amount: 0n }, { account: { house: 'cash', currency: 'EUR' }, amount: 100n }] },
      { ...base, entries: [...base.entries, ...base.entries] },
      { ...base, kind: 'Not A Kind' },
      { ...base, idempotencyKey: '' },
      { ...base, entries: [base.entries[0]!, { account: { playerId: p, currency: 'USD' }, amount: 100n }] },
    ];
    for (const input of bad) {
      await expect(postTransaction(t.database.db, input)).rejects.toBeInstanceOf(LedgerError);
    }
    await expect(
      postTransaction(t.database.db, {
        ...base,
        entries: [
          { account: { house: 'cash', currency: 'XXX' }, amount: -1n },
          { account: { house: 'payments', currency: 'XXX' }, amount: 1n },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'unknown_currency' });
  });

  it('moves several currencies in one transaction when each currency balances', async () => {
    const p = await newPlayer(t);
    await openPlayerAccount(t.database.db, p, 'BTC');
    await postTransaction(t.database.db, fund(p, 10_000n, 'fx-fund'));
    const fx = await postTransaction(t.database.db, {
      idempotencyKey: 'fx-1',
      kind: 'exchange',
      entries: [
        { account: { playerId: p, currency: 'EUR' }, amount: -10_000n },
        { account: { house: 'cash', currency: 'EUR' }, amount: 10_000n },
        { account: { house: 'cash', currency: 'BTC' }, amount: -110_000n },
        { account: { playerId: p, currency: 'BTC' }, amount: 110_000n },
      ],
      at,
    });
    expect(fx.entries).toHaveLength(4);
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'BTC' })).toBe(110_000n);
  });

  it('runs inside a caller transaction and rolls back with it', async () => {
    const p = await newPlayer(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await postTransaction(tx, fund(p, 700n, 'outer-rollback'));
        throw new Error('caller fails after posting');
      }),
    ).rejects.toThrow('caller fails');
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(0n);
    await t.database.db.transaction(async (tx) => {
      await postTransaction(tx, fund(p, 700n, 'outer-commit'));
      expect((await postTransaction(tx, fund(p, 700n, 'outer-commit'))).replayed).toBe(true);
    });
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(700n);
  });

  it('leaves a caller transaction usable after refusing a posting in it, and writes nothing of the refused one', async () => {
    const p = await newPlayer(t);
    await postTransaction(t.database.db, fund(p, 300n, 'in-tx-fund'));
    const bet = (key: string, amount: bigint): PostTransactionInput => ({
      idempotencyKey: key,
      kind: 'bet',
      entries: [
        { account: { playerId: p, currency: 'EUR' }, amount: -amount },
        { account: { house: 'game_provider', currency: 'EUR' }, amount },
      ],
      at,
    });
    await t.database.db.transaction(async (tx) => {
      await expect(postTransaction(tx, bet('in-tx-too-much', 301n))).rejects.toMatchObject({ code: 'insufficient_funds', missing: 1n });
      await expect(postTransaction(tx, fund(p, 5n, 'in-tx-fund'))).rejects.toBeInstanceOf(IdempotencyConflictError);
      // The same transaction goes on: the refusals neither wrote nor aborted anything.
      expect((await postTransaction(tx, bet('in-tx-ok', 300n))).entries.map((e) => e.balanceAfter)).toEqual([null, 0n]);
    });
    const [refused] = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'in-tx-too-much'));
    expect(refused).toBeUndefined();
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(0n);
  });

  it('opens accounts on first use and posts to them in the same call', async () => {
    const p = await newPlayer(t);
    const posted = await postTransaction(t.database.db, {
      idempotencyKey: 'first-use-1',
      kind: 'bonus_grant',
      entries: [
        { account: { house: 'bonus_pool', currency: 'NOK' }, amount: -4_200n },
        { account: { playerId: p, currency: 'NOK', purpose: 'bonus' }, amount: 4_200n },
      ],
      at,
    });
    expect(posted.entries.map((e) => [e.accountKey, e.balanceAfter])).toEqual([
      ['house:bonus_pool:NOK', null],
      [`player:${p}:bonus:NOK`, 4_200n],
    ]);
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'NOK', purpose: 'bonus' })).toBe(4_200n);
  });

  // The point of ledger_post (migration 0014): a posting to opened accounts is one statement on
  // the wire, outside a transaction (BEGIN and COMMIT ride along) and inside one (no savepoint).
  it.runIf(testDbKind === 'postgres')('posts in one round trip outside and inside a caller transaction', async () => {
    const p = await newPlayer(t);
    await postTransaction(t.database.db, fund(p, 1_000n, 'one-trip-fund'));
    const trips = await watchRoundTrips();
    try {
      await postTransaction(t.database.db, fund(p, 10n, 'one-trip-1'));
      expect(trips.count()).toBe(1);
      await t.database.db.transaction(async (tx) => {
        const before = trips.count();
        await postTransaction(tx, fund(p, 10n, 'one-trip-2'));
        expect(trips.count() - before).toBe(1);
      });
    } finally {
      trips.stop();
    }
    expect(await accountBalance(t.database.db, { playerId: p, currency: 'EUR' })).toBe(1_020n);
  });

  it('answers amounts and balances beyond 2^53 exactly', async () => {
    const p = await newPlayer(t);
    const big = 2n ** 59n + 7n;
    const posted = await postTransaction(t.database.db, fund(p, big, 'big-1'));
    expect(posted.entries.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [-big, null],
      [big, big],
    ]);
    const again = await postTransaction(t.database.db, fund(p, big, 'big-1'));
    expect(again.entries).toEqual(posted.entries);
  });

  it('never deadlocks when one key is used at once for a credit and for a debit of the same player', async () => {
    const p = await newPlayer(t);
    await postTransaction(t.database.db, fund(p, 10_000n, 'same-key-fund'));
    for (let i = 0; i < 10; i++) {
      const key = `same-key-${i}`;
      const credit = fund(p, 10n, key);
      const debit: PostTransactionInput = {
        ...fund(p, 10n, key),
        entries: [
          { account: { playerId: p, currency: 'EUR' }, amount: -10n },
          { account: { house: 'payments', currency: 'EUR' }, amount: 10n },
        ],
      };
      const outcomes = await Promise.allSettled([postTransaction(t.database.db, credit), postTransaction(t.database.db, debit)]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const failed = outcomes.find((o) => o.status === 'rejected');
      expect(failed?.reason).toBeInstanceOf(IdempotencyConflictError);
    }
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it('opens player accounts idempotently in every enabled currency and refuses the others', async () => {
    const p = await newPlayer(t);
    for (const c of ['AUD', 'CAD', 'NZD', 'EUR', 'USD', 'JPY', 'NOK', 'BRL', 'BTC', 'ETH', 'BCH', 'LTC', 'DOG', 'USDT']) {
      await openPlayerAccount(t.database.db, p, c);
      await openPlayerAccount(t.database.db, p, c);
    }
    const rows = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.playerId, p));
    expect(rows).toHaveLength(14);
    await expect(openPlayerAccount(t.database.db, p, 'GBP')).rejects.toMatchObject({ statusCode: 422 });
    await expect(openPlayerAccount(t.database.db, p, 'XXX')).rejects.toMatchObject({ statusCode: 422 });
  });

  describe('rules the database enforces by itself', () => {
    let p: number;
    let entryId: number;
    let txId: number;
    let accountId: number;
    let houseId: number;
    beforeAll(async () => {
      p = await newPlayer(t);
      const posted = await postTransaction(t.database.db, fund(p, 1_000n, 'db-rules'));
      txId = posted.id;
      accountId = posted.entries.find((e) => e.accountKey.startsWith('player:'))!.accountId;
      houseId = posted.entries.find((e) => e.accountKey.startsWith('house:'))!.accountId;
      const [e] = await t.database.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, txId));
      entryId = e!.id;
    });

    it('refuses UPDATE, DELETE and TRUNCATE of entries and transactions', async () => {
      const db = t.database.db;
      await refusedBy(db.execute(sql`UPDATE ledger_entries SET amount = amount + 1 WHERE id = ${entryId}`), /ledger_entries is append-only: UPDATE refused/);
      await refusedBy(db.execute(sql`DELETE FROM ledger_entries WHERE id = ${entryId}`), /ledger_entries is append-only: DELETE refused/);
      await refusedBy(db.execute(sql`TRUNCATE ledger_entries`), /ledger_entries is append-only: TRUNCATE refused/);
      await refusedBy(db.execute(sql`UPDATE ledger_transactions SET kind = 'other' WHERE id = ${txId}`), /ledger_transactions is append-only: UPDATE refused/);
      await refusedBy(db.execute(sql`DELETE FROM ledger_transactions WHERE id = ${txId}`), /ledger_transactions is append-only: DELETE refused/);
      await refusedBy(db.update(ledgerEntries).set({ amount: 1n }).where(eq(ledgerEntries.id, entryId)), /ledger_entries is append-only: UPDATE refused/);
      const [still] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
      expect(still).toBeDefined();
    });

    it('refuses to write a balance directly, to delete an account or to open one with money in it', async () => {
      const db = t.database.db;
      await refusedBy(
        db.execute(sql`UPDATE ledger_accounts SET balance = 1000000 WHERE id = ${accountId}`),
        /ledger account player:\S+ changes only through ledger entries/,
      );
      await refusedBy(db.execute(sql`DELETE FROM ledger_accounts WHERE id = ${accountId}`), /ledger accounts are never deleted \(player:\S+\)/);
      await refusedBy(
        db.execute(sql`INSERT INTO ledger_accounts (key, owner, purpose, currency, balance) VALUES ('house:cash:JPY-rich', 'house', 'cash', 'JPY', 5)`),
        /ledger account house:cash:JPY-rich must open with a zero balance/,
      );
      expect(await accountBalance(db, { playerId: p, currency: 'EUR' })).toBe(1_000n);
    });

    it('refuses unbalanced, one-legged, wrong-currency and overdrawing entries written by hand', async () => {
      const db = t.database.db;
      const handTx = (key: string, entries: { account: number; currency: string; amount: bigint }[]) =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(ledgerTransactions).values({ idempotencyKey: key, kind: 'hand', requestHash: '-', createdAt: at }).returning();
          for (const e of entries)
            await tx.insert(ledgerEntries).values({ transactionId: row!.id, accountId: e.account, currency: e.currency, amount: e.amount });
        });
      await refusedBy(
        handTx('hand-1', [
          { account: accountId, currency: 'EUR', amount: 5n },
          { account: houseId, currency: 'EUR', amount: -4n },
        ]),
        /ledger transaction \d+ does not balance/,
      );
      await refusedBy(handTx('hand-2', [{ account: houseId, currency: 'EUR', amount: -4n }]), /ledger transaction \d+ needs at least two entries/);
      await refusedBy(handTx('hand-3', []), /ledger transaction \d+ needs at least two entries/);
      await refusedBy(
        handTx('hand-4', [
          { account: accountId, currency: 'USD', amount: 5n },
          { account: houseId, currency: 'USD', amount: -5n },
        ]),
        /ledger entry in USD on an account in EUR/,
      );
      await refusedBy(
        handTx('hand-5', [
          { account: accountId, currency: 'EUR', amount: -1_001n },
          { account: houseId, currency: 'EUR', amount: 1_001n },
        ]),
        /violates check constraint "ledger_accounts_player_not_negative"/,
      );
      // An extra entry slipped into an old, committed transaction unbalances it: refused at commit.
      await refusedBy(
        db.insert(ledgerEntries).values({ transactionId: txId, accountId, currency: 'EUR', amount: 1n }),
        /ledger transaction \d+ does not balance/,
      );
      expect(await accountBalance(db, { playerId: p, currency: 'EUR' })).toBe(1_000n);
      expect((await reconcile(db)).ok).toBe(true);
    });

    it('keeps the cached balances equal to the entries (reconciliation)', async () => {
      await ensureAccounts(t.database.db, [{ house: 'adjustments', currency: 'NOK' }]);
      const report = await reconcile(t.database.db);
      expect(report).toMatchObject({
        ok: true,
        balanceMismatches: [],
        unbalancedTransactions: [],
        incompleteTransactions: [],
        negativePlayerAccounts: [],
        currencyTotals: [],
      });
      expect(report.transactions).toBeGreaterThan(5);
    });
  });
});
