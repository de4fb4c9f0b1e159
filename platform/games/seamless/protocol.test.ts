import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, reconcile } from '../../wallet/index';
import { ledgerTransactions } from '../../db/schema';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { gameRounds, gameSessions, providerTransactions } from './schema';
import type { ProtocolService } from './service';
import { openSession, SESSION_TTL_MS } from './sessions';
import { fundedPlayer, providerCall, seedTestGame } from './test-helpers';
import { limitReached, type BetPolicy } from './guards';
import { count } from 'drizzle-orm';

/**
 * The seamless-wallet protocol (issue 3 "Done when": duplicate bet, duplicate win, rollback of a
 * bet, rollback before its bet, concurrent bets on one balance) on the database TEST_DB names.
 */
describe('seamless protocol', () => {
  let t: TestPlatform;
  /** This app's extra bet check (after the limits'), set by the test that needs one. */
  let extraBetPolicy: BetPolicy | undefined;
  let svc: ProtocolService;
  let game: { gameId: number; provider: string };
  let seq = 0;
  const id = (p: string) => `${p}-${++seq}`;

  beforeAll(async () => {
    t = await createTestPlatform({}, { extraPolicies: { bet: (ctx) => extraBetPolicy?.(ctx) } });
    svc = t.app.modules.games.protocol;
    game = await seedTestGame(t.database.db);
  });
  afterAll(async () => t?.close());

  async function realSession(funds: bigint) {
    const { playerId } = await fundedPlayer(t, funds);
    const { token } = await openSession(t.database.db, {
      playerId,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    return { playerId, token, balance: () => accountBalance(t.database.db, { playerId, currency: 'EUR' }) };
  }
  const ledgerCount = async () => (await t.database.db.select({ n: count() }).from(ledgerTransactions))[0]!.n;

  it('takes a bet once: a repeat returns the first answer and moves nothing', async () => {
    const s = await realSession(10_000n);
    const bet = { session: s.token, transaction_id: id('b'), round_id: id('r'), amount: 250 };
    const first = await providerCall(t, game.provider, 'bet', bet);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ balance: 9_750, currency: 'EUR', transaction_id: bet.transaction_id, round_id: bet.round_id });
    const again = await providerCall(t, game.provider, 'bet', bet);
    expect(again.json()).toEqual(first.json());
    expect(await s.balance()).toBe(9_750n);
  });

  it('pays a win once: a repeat returns the first answer', async () => {
    const s = await realSession(1_000n);
    const round = id('r');
    await svc.bet(game.provider, { session: s.token, transaction_id: id('b'), round_id: round, amount: 100 });
    const win = { session: s.token, transaction_id: id('w'), round_id: round, amount: 500 };
    const a = await providerCall(t, game.provider, 'win', win);
    const b = await providerCall(t, game.provider, 'win', win);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ balance: 1_400 });
    expect(await s.balance()).toBe(1_400n);
    const [r] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, round));
    expect(r).toMatchObject({ bet: 100n, win: 500n, balanceBefore: 1_000n, balanceAfter: 1_400n, status: 'settled' });
  });

  it('refuses a transaction id reused with other fields (409) and changes no ledger row', async () => {
    const s = await realSession(1_000n);
    const bet = { session: s.token, transaction_id: id('b'), round_id: id('r'), amount: 100 };
    await providerCall(t, game.provider, 'bet', bet);
    const before = await ledgerCount();
    const changed = await providerCall(t, game.provider, 'bet', { ...bet, amount: 200 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error: 'transaction_conflict', errors: { transaction_id: expect.any(Array) } });
    expect(await ledgerCount()).toBe(before);
    expect(await s.balance()).toBe(900n);
  });

  it('rolls a bet back: refunds the stake once and marks the round', async () => {
    const s = await realSession(1_000n);
    const bet = { session: s.token, transaction_id: id('b'), round_id: id('r'), amount: 300 };
    await svc.bet(game.provider, bet);
    const rb = { session: s.token, transaction_id: id('rb'), rollback_transaction_id: bet.transaction_id };
    const a = await providerCall(t, game.provider, 'rollback', rb);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ balance: 1_000 });
    expect((await providerCall(t, game.provider, 'rollback', rb)).json()).toEqual(a.json());
    // Another rollback of the same bet under its own id moves nothing more.
    const other = await providerCall(t, game.provider, 'rollback', { ...rb, transaction_id: id('rb') });
    expect(other.json()).toMatchObject({ balance: 1_000 });
    expect(await s.balance()).toBe(1_000n);
    const [r] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, bet.round_id));
    expect(r?.status).toBe('rolled_back');
    // A win for a rolled-back round is refused.
    const win = await providerCall(t, game.provider, 'win', { session: s.token, transaction_id: id('w'), round_id: bet.round_id, amount: 10 });
    expect(win.statusCode).toBe(409);
  });

  it('refuses to roll back a bet whose round already paid a win (409 round_settled), moving nothing', async () => {
    const s = await realSession(1_000n);
    const bet = { session: s.token, transaction_id: id('b'), round_id: id('r'), amount: 100 };
    await svc.bet(game.provider, bet);
    await svc.win(game.provider, { session: s.token, transaction_id: id('w'), round_id: bet.round_id, amount: 400 });
    const rb = await providerCall(t, game.provider, 'rollback', { session: s.token, transaction_id: id('rb'), rollback_transaction_id: bet.transaction_id });
    expect(rb.statusCode).toBe(409);
    expect(rb.json()).toMatchObject({ error: 'round_settled' });
    expect(await s.balance()).toBe(1_300n);
  });

  it('remembers a rollback that arrives before its bet and refuses the late bet', async () => {
    const s = await realSession(1_000n);
    const betId = id('b');
    const rb = await providerCall(t, game.provider, 'rollback', { session: s.token, transaction_id: id('rb'), rollback_transaction_id: betId });
    expect(rb.statusCode).toBe(200);
    expect(rb.json()).toMatchObject({ balance: 1_000 });
    const late = await providerCall(t, game.provider, 'bet', { session: s.token, transaction_id: betId, round_id: id('r'), amount: 100 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'transaction_rolled_back' });
    expect(await s.balance()).toBe(1_000n);
  });

  it('takes wins and rollbacks after the session expired, but no new bets', async () => {
    const s = await realSession(1_000n);
    const round = id('r');
    const bet1 = { session: s.token, transaction_id: id('b'), round_id: round, amount: 100 };
    await svc.bet(game.provider, bet1);
    const round2 = id('r');
    const bet2 = { session: s.token, transaction_id: id('b'), round_id: round2, amount: 50 };
    await svc.bet(game.provider, bet2);
    t.clock.advance(SESSION_TTL_MS + 1000);
    try {
      const win = await providerCall(t, game.provider, 'win', { session: s.token, transaction_id: id('w'), round_id: round, amount: 300 });
      expect(win.statusCode).toBe(200);
      const rb = await providerCall(t, game.provider, 'rollback', { session: s.token, transaction_id: id('rb'), rollback_transaction_id: bet2.transaction_id });
      expect(rb.statusCode).toBe(200);
      const bet = await providerCall(t, game.provider, 'bet', { session: s.token, transaction_id: id('b'), round_id: id('r'), amount: 100 });
      expect(bet.statusCode).toBe(403);
      expect(bet.json()).toMatchObject({ error: 'session_expired' });
      expect(await s.balance()).toBe(1_200n);
    } finally {
      t.clock.advance(-(SESSION_TTL_MS + 1000));
    }
  });

  it('answers insufficient funds with the balance, changes nothing and keeps the id usable', async () => {
    const s = await realSession(100n);
    const before = await ledgerCount();
    const bet = { session: s.token, transaction_id: id('b'), round_id: id('r'), amount: 500 };
    const res = await providerCall(t, game.provider, 'bet', bet);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'insufficient_funds', balance: 100, currency: 'EUR', errors: { amount: expect.any(Array) } });
    expect(await ledgerCount()).toBe(before);
    expect(await s.balance()).toBe(100n);
    const rows = await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.providerTxId, bet.transaction_id));
    expect(rows).toHaveLength(0);
  });

  it('refuses negative, fractional, oversized and missing amounts with field errors', async () => {
    const s = await realSession(1_000n);
    for (const amount of [-5, 1.5, 1e13, '100', 0]) {
      const res = await providerCall(t, game.provider, 'bet', { session: s.token, transaction_id: id('b'), round_id: id('r'), amount });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('amount');
    }
    const unknown = await providerCall(t, game.provider, 'bet', { session: 'A'.repeat(43), transaction_id: id('b'), round_id: id('r'), amount: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'session_not_found' });
    expect(await s.balance()).toBe(1_000n);
  });

  it('refuses a bad or missing signature (401) and a session of another provider', async () => {
    const s = await realSession(1_000n);
    const body = { session: s.token };
    expect((await providerCall(t, game.provider, 'balance', body, 'wrong-secret-wrong-secret')).statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: `/api/provider/${game.provider}/balance`, payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ error: 'bad_signature' });
    const ok = await providerCall(t, game.provider, 'balance', body);
    expect(ok.json()).toEqual({ balance: 1_000, currency: 'EUR' });
    const other = await providerCall(t, 'someone-else', 'balance', body);
    expect(other.statusCode).toBe(403);
  });

  it('keeps one balance right under concurrent bets: no negative balance, no lost update, ledger reconciles', async () => {
    const { playerId } = await fundedPlayer(t, 1_000n);
    const sessions = await Promise.all(
      [0, 1, 2, 3].map(() =>
        openSession(t.database.db, { playerId, gameId: game.gameId, provider: game.provider, currency: 'EUR', mode: 'real', at: t.clock.now() }),
      ),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        svc.bet(game.provider, { session: sessions[i % 4]!.token, transaction_id: id('cb'), round_id: id('cr'), amount: 100 }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(10);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(0n);
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
    expect(rounds).toHaveLength(10);
    const report = await reconcile(t.database.db);
    expect(report.ok).toBe(true);
  });

  it('runs the bet guards on real bets: a refusal is 403 limit_reached and moves nothing', async () => {
    const s = await realSession(1_000n);
    const guard = ({ amount }: { amount: bigint }) => {
      if (amount > 400n) throw limitReached();
    };
    extraBetPolicy = guard;
    try {
      const res = await providerCall(t, game.provider, 'bet', { session: s.token, transaction_id: id('b'), round_id: id('r'), amount: 500 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'limit_reached' });
      expect(await s.balance()).toBe(1_000n);
      expect((await providerCall(t, game.provider, 'bet', { session: s.token, transaction_id: id('b'), round_id: id('r'), amount: 300 })).statusCode).toBe(200);
    } finally {
      extraBetPolicy = undefined;
    }
  });

  it('plays demo sessions on their own FUN play balance, outside the ledger', async () => {
    const { token } = await openSession(t.database.db, {
      playerId: null,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'FUN',
      mode: 'demo',
      at: t.clock.now(),
    });
    const before = await ledgerCount();
    const round = id('r');
    const bet = await svc.bet(game.provider, { session: token, transaction_id: id('b'), round_id: round, amount: 1_000 });
    expect(bet.balance).toBe(99_000);
    const win = await svc.win(game.provider, { session: token, transaction_id: id('w'), round_id: round, amount: 2_500 });
    expect(win).toMatchObject({ balance: 101_500, currency: 'FUN' });
    await expect(svc.bet(game.provider, { session: token, transaction_id: id('b'), round_id: id('r'), amount: 200_000 })).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    expect(await ledgerCount()).toBe(before);
    const [r] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, round));
    expect(r).toMatchObject({ playerId: null, mode: 'demo', currency: 'FUN', bet: 1_000n, win: 2_500n, balanceBefore: 100_000n, balanceAfter: 101_500n });
    const [sess] = await t.database.db.select().from(gameSessions).where(eq(gameSessions.id, r!.sessionId));
    expect(sess?.playBalance).toBe(101_500n);
  });
});
