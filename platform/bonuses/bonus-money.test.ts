import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisplayBalancesSchema, wagerPercent } from '../../schemas/wallet';
import { BalanceChangeSchema } from '../../schemas/realtime';
import { fundedPlayer, providerCall, seedTestGame } from '../games/seamless/test-helpers';
import { gameRounds, providerTransactions } from '../db/schema';
import type { ProtocolService } from '../games/seamless/service';
import { openSession } from '../games/seamless/sessions';
import { Browser } from '../auth/auth-test-helpers';
import { DEMO_PLAYER_PASSWORD } from '../auth/demo-accounts';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { accountBalance, playerBalances, reconcile } from '../wallet/index';
import { bonusShareOfWin, cancelBonus, expireDueBonuses, forfeitActiveBonuses, grantBonus } from './index';
import { playerBonuses } from './schema';

/**
 * The bonus-money model (README): grants, the cash-then-bonus split of bets, wins split in the
 * round's proportion, rollbacks returning each part, wagering progress and completion, lost and
 * forfeited bonuses, the display balance. On the database TEST_DB names; reconcile after each.
 */
describe('bonus money', () => {
  let t: TestPlatform;
  let svc: ProtocolService;
  let game: { gameId: number; provider: string };
  let seq = 0;
  const id = (p: string) => `${p}-${++seq}`;
  const pushes: { playerId: number; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestPlatform();
    svc = t.app.modules.games.protocol;
    game = await seedTestGame(t.database.db);
    // The money pushes; a granted bonus's notification (platform/notifications) is that module's test.
    t.events.on('player.push', (p) => {
      if (p.event !== 'private:notifications') pushes.push(p);
    });
  });
  afterAll(async () => t?.close());

  /** A player with `cash` real money and (when `bonus` > 0) an active bonus of `bonus` at x`multiplier`. */
  async function player(cash: bigint, bonus = 0n, multiplier = 10) {
    const { playerId, browser } = await fundedPlayer(t, cash);
    const { token } = await openSession(t.database.db, {
      playerId,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    let bonusId = 0;
    if (bonus > 0n) {
      const g = await grantBonus(t.database.db, {
        playerId,
        currency: 'EUR',
        amount: bonus,
        wagerMultiplier: multiplier,
        source: 'manual',
        idempotencyKey: id('grant'),
        at: t.clock.now(),
      });
      bonusId = g.bonus.id;
    }
    const balances = async () => (await playerBalances(t.database.db, playerId)).get('EUR') ?? { cash: 0n, bonus: 0n };
    const bonusRow = async () => (await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)))[0]!;
    return { playerId, browser, token, bonusId, balances, bonusRow };
  }
  const reconciled = async () => expect((await reconcile(t.database.db)).ok).toBe(true);

  it('grants bonus money from the house pool once per key, and refuses a second active bonus', async () => {
    const p = await player(1_000n);
    const key = id('grant');
    const input = { playerId: p.playerId, currency: 'EUR', amount: 2_000n, wagerMultiplier: 35, source: 'manual', idempotencyKey: key, at: t.clock.now() };
    await t.drain();
    pushes.length = 0;
    const first = await grantBonus(t.database.db, input);
    await t.drain();
    expect(first.replayed).toBe(false);
    expect(first.bonus).toMatchObject({ state: 'active', amount: 2_000n, wagerTarget: 70_000n, wagered: 0n });
    expect(pushes).toEqual([
      {
        playerId: p.playerId,
        event: 'private:balance',
        payload: expect.objectContaining({
          currency: 'EUR',
          amount_cents: 3_000,
          available_to_cashout_cents: 1_000,
          bonus_cents: 2_000,
          wager_target_cents: 70_000,
        }),
      },
      { playerId: p.playerId, event: 'private:bonuses', payload: { id: first.bonus.id, status: 'active', currency: 'EUR' } },
    ]);
    expect(BalanceChangeSchema.strict().parse(pushes[0]!.payload)).toBeTruthy();
    const again = await grantBonus(t.database.db, { ...input, at: new Date(t.clock.now().getTime() + 5_000) });
    expect(again).toMatchObject({ replayed: true, bonus: { id: first.bonus.id } });
    expect(await p.balances()).toEqual({ cash: 1_000n, bonus: 2_000n });
    await expect(grantBonus(t.database.db, { ...input, amount: 2_500n })).rejects.toMatchObject({ statusCode: 409, code: 'idempotency_conflict' });
    await expect(grantBonus(t.database.db, { ...input, idempotencyKey: id('grant') })).rejects.toMatchObject({ statusCode: 409, code: 'bonus_already_active' });
    await expect(grantBonus(t.database.db, { ...input, idempotencyKey: id('grant'), amount: 0n, wagerMultiplier: 0, currency: 'XXX' })).rejects.toMatchObject({
      statusCode: 422,
      fields: { amount: expect.any(Array), wager_multiplier: expect.any(Array), currency: expect.any(Array) },
    });
    await expect(grantBonus(t.database.db, { ...input, playerId: 999_999_999, idempotencyKey: id('grant') })).rejects.toMatchObject({
      statusCode: 404,
      code: 'player_not_found',
    });
    expect(await p.balances()).toEqual({ cash: 1_000n, bonus: 2_000n });
    await reconciled();
  });

  it('takes a bet from real money first, then bonus money, and keeps the split on the bet and the round', async () => {
    const p = await player(300n, 1_000n);
    const bet = { session: p.token, transaction_id: id('b'), round_id: id('r'), amount: 500 };
    const res = await providerCall(t, game.provider, 'bet', bet);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: 800 });
    expect(await p.balances()).toEqual({ cash: 0n, bonus: 800n });
    const [ptx] = await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.providerTxId, bet.transaction_id));
    expect(ptx).toMatchObject({ amount: 500n, bonusAmount: 200n, bonusId: p.bonusId });
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, bet.round_id));
    expect(round).toMatchObject({ bet: 500n, betBonus: 200n, bonusId: p.bonusId, balanceBefore: 1_300n, balanceAfter: 800n });
    // The whole stake counts towards wagering; a replayed bet counts nothing more.
    expect((await p.bonusRow()).wagered).toBe(500n);
    expect((await providerCall(t, game.provider, 'bet', bet)).json()).toEqual(res.json());
    expect((await p.bonusRow()).wagered).toBe(500n);
    expect(await p.balances()).toEqual({ cash: 0n, bonus: 800n });
    // Over the playable balance (cash + bonus) is refused with that balance, moving nothing.
    const over = await providerCall(t, game.provider, 'bet', { session: p.token, transaction_id: id('b'), round_id: id('r'), amount: 801 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: 'insufficient_funds', balance: 800 });
    await reconciled();
  });

  it('splits a win in the proportion of the round’s stakes, the remainder to real money, once', async () => {
    const p = await player(300n, 1_000n);
    const round = id('r');
    await svc.bet(game.provider, { session: p.token, transaction_id: id('b'), round_id: round, amount: 500 });
    const win = { session: p.token, transaction_id: id('w'), round_id: round, amount: 333 };
    const a = await providerCall(t, game.provider, 'win', win);
    expect(a.statusCode).toBe(200);
    // 333 * 200 / 500 = 133.2 -> 133 to bonus, 200 to cash.
    expect(await p.balances()).toEqual({ cash: 200n, bonus: 933n });
    expect(a.json()).toMatchObject({ balance: 1_133 });
    expect((await providerCall(t, game.provider, 'win', win)).json()).toEqual(a.json());
    expect(await p.balances()).toEqual({ cash: 200n, bonus: 933n });
    const [w] = await t.database.db.select().from(providerTransactions).where(eq(providerTransactions.providerTxId, win.transaction_id));
    expect(w?.bonusAmount).toBe(133n);
    await reconciled();
  });

  it('computes the bonus share of a win in integers, never more than the win', () => {
    expect(bonusShareOfWin(333n, 500n, 200n)).toBe(133n);
    expect(bonusShareOfWin(1n, 3n, 2n)).toBe(0n);
    expect(bonusShareOfWin(10n ** 15n, 3n, 1n)).toBe(333_333_333_333_333n);
    expect(bonusShareOfWin(100n, 100n, 0n)).toBe(0n);
    expect(bonusShareOfWin(0n, 100n, 100n)).toBe(0n);
    expect(bonusShareOfWin(7n, 7n, 7n)).toBe(7n);
  });

  it('rolls a bet back returning each part where it came from and un-counting its wagering, once', async () => {
    const p = await player(300n, 1_000n);
    const bet = { session: p.token, transaction_id: id('b'), round_id: id('r'), amount: 500 };
    await svc.bet(game.provider, bet);
    const rb = { session: p.token, transaction_id: id('rb'), rollback_transaction_id: bet.transaction_id };
    const a = await providerCall(t, game.provider, 'rollback', rb);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ balance: 1_300 });
    expect(await p.balances()).toEqual({ cash: 300n, bonus: 1_000n });
    expect((await p.bonusRow()).wagered).toBe(0n);
    expect((await providerCall(t, game.provider, 'rollback', rb)).json()).toEqual(a.json());
    await providerCall(t, game.provider, 'rollback', { ...rb, transaction_id: id('rb') });
    expect(await p.balances()).toEqual({ cash: 300n, bonus: 1_000n });
    expect((await p.bonusRow()).state).toBe('active');
    await reconciled();
  });

  it('shows wagering progress as floor(wagered / target * 100) and converts what is left to cash at the target', async () => {
    const p = await player(0n, 1_000n, 3);
    const get = async () => DisplayBalancesSchema.parse((await p.browser.call('GET', '/api/player/balance')).json())[0]!;
    expect(await get()).toMatchObject({
      currency: 'EUR',
      active: true,
      real_cents: 0,
      bonus_cents: 1_000,
      common_cents: 1_000,
      wager_target_cents: 3_000,
      wagered_cents: 0,
      wager_percent: 0,
      bonus: { id: p.bonusId, amount_cents: 1_000, wager_multiplier: 3 },
    });
    const play = async (bet: number, win: number) => {
      const round = id('r');
      await svc.bet(game.provider, { session: p.token, transaction_id: id('b'), round_id: round, amount: bet });
      await svc.win(game.provider, { session: p.token, transaction_id: id('w'), round_id: round, amount: win });
    };
    await play(999, 999);
    expect(await get()).toMatchObject({ wagered_cents: 999, wager_percent: 33, real_cents: 0, bonus_cents: 1_000 });
    await play(1_000, 1_500);
    expect(await get()).toMatchObject({ wagered_cents: 1_999, wager_percent: 66, bonus_cents: 1_500 });
    await t.drain();
    pushes.length = 0;
    // This stake reaches 3,000: the 1,499 left of the bonus become real money at once.
    const round = id('r');
    await svc.bet(game.provider, { session: p.token, transaction_id: id('b'), round_id: round, amount: 1_001 });
    expect(await p.balances()).toEqual({ cash: 499n, bonus: 0n });
    expect(await p.bonusRow()).toMatchObject({ state: 'wagered', wagered: 3_000n, convertedAmount: 499n, finishReason: 'wagered' });
    await t.drain();
    // From the stream: the bonus's end (balance and stage), then the bet itself (balance again).
    expect(pushes.map((x) => x.event)).toEqual(['private:balance', 'private:bonuses', 'private:balance']);
    expect(pushes[2]?.payload).toEqual(pushes[0]?.payload);
    expect(pushes[0]?.payload).toMatchObject({ real_cents: 499, bonus_cents: 0, wager_percent: 0, wager_target_cents: 0 });
    expect(pushes[1]?.payload).toEqual({ id: p.bonusId, status: 'wagered', currency: 'EUR' });
    // The round drew on bonus money before the bonus was wagered: its bonus share is now real money.
    await svc.win(game.provider, { session: p.token, transaction_id: id('w'), round_id: round, amount: 2_002 });
    expect(await p.balances()).toEqual({ cash: 2_501n, bonus: 0n });
    expect(await get()).toMatchObject({ real_cents: 2_501, bonus_cents: 0, wager_target_cents: 0, wagered_cents: 0, wager_percent: 0, bonus: null });
    expect(wagerPercent(2_999n, 3_000n)).toBe(99);
    expect(wagerPercent(5n, 0n)).toBe(0);
    expect(wagerPercent(4_000n, 3_000n)).toBe(100);
    await reconciled();
  });

  it('loses the bonus when its money is spent and nothing is in play', async () => {
    const p = await player(100n, 400n);
    const round1 = id('r');
    await svc.bet(game.provider, { session: p.token, transaction_id: id('b'), round_id: round1, amount: 300 });
    const round2 = id('r');
    await svc.bet(game.provider, { session: p.token, transaction_id: id('b'), round_id: round2, amount: 200 });
    expect(await p.balances()).toEqual({ cash: 0n, bonus: 0n });
    await svc.win(game.provider, { session: p.token, transaction_id: id('w'), round_id: round1, amount: 0 });
    // Round 2 still draws on the bonus: it stays active.
    expect((await p.bonusRow()).state).toBe('active');
    await t.drain();
    pushes.length = 0;
    await svc.win(game.provider, { session: p.token, transaction_id: id('w'), round_id: round2, amount: 0 });
    expect(await p.bonusRow()).toMatchObject({ state: 'lost', finishReason: 'lost', forfeitedAmount: 0n });
    await t.drain();
    expect(pushes.map((x) => x.event)).toEqual(['private:balance', 'private:bonuses']);
    expect(pushes[1]?.payload).toEqual({ id: p.bonusId, status: 'lost', currency: 'EUR' });
    // A new bonus can be granted now.
    await grantBonus(t.database.db, {
      playerId: p.playerId,
      currency: 'EUR',
      amount: 100n,
      wagerMultiplier: 1,
      source: 'manual',
      idempotencyKey: id('grant'),
      at: t.clock.now(),
    });
    await reconciled();
  });

  it('forfeits active bonuses for cooling-off: what is left and later bonus winnings go to the house', async () => {
    const p = await player(100n, 1_000n);
    const round = id('r');
    await svc.bet(game.provider, { session: p.token, transaction_id: id('b'), round_id: round, amount: 500 });
    expect(await p.balances()).toEqual({ cash: 0n, bonus: 600n });
    await t.drain();
    pushes.length = 0;
    const done = await forfeitActiveBonuses(t.database.db, p.playerId, 'cooling_off', { at: t.clock.now() });
    await t.drain();
    expect(done).toEqual([{ bonusId: p.bonusId, currency: 'EUR', amount: 600n }]);
    expect(pushes.map((x) => [x.event, x.payload])).toEqual([
      ['private:balance', expect.objectContaining({ bonus_cents: 0, wager_target_cents: 0 })],
      ['private:bonuses', { id: p.bonusId, status: 'forfeited', currency: 'EUR' }],
    ]);
    expect(await p.bonusRow()).toMatchObject({ state: 'forfeited', finishReason: 'cooling_off', forfeitedAmount: 600n });
    expect(await forfeitActiveBonuses(t.database.db, p.playerId, 'cooling_off')).toEqual([]);
    expect(await p.balances()).toEqual({ cash: 0n, bonus: 0n });
    // The round in play drew 400 of its 500 on the bonus: 80% of its win is the forfeited bonus's.
    await svc.win(game.provider, { session: p.token, transaction_id: id('w'), round_id: round, amount: 1_000 });
    expect(await p.balances()).toEqual({ cash: 200n, bonus: 0n });
    expect(await accountBalance(t.database.db, { playerId: p.playerId, currency: 'EUR', purpose: 'bonus' })).toBe(0n);
    await reconciled();
  });

  it('cancels a bonus once: what is left goes back to the house; another player’s bonus is 404', async () => {
    const p = await player(500n, 800n);
    const other = await player(0n);
    await expect(cancelBonus(t.database.db, { playerId: other.playerId, bonusId: p.bonusId, reason: 'staff', at: t.clock.now() })).rejects.toMatchObject({
      statusCode: 404,
      code: 'bonus_not_found',
    });
    await t.drain();
    pushes.length = 0;
    const done = await cancelBonus(t.database.db, { playerId: p.playerId, bonusId: p.bonusId, reason: 'player', at: t.clock.now() });
    await t.drain();
    expect(done).toMatchObject({ state: 'canceled', finishReason: 'canceled_by_player', forfeitedAmount: 800n });
    expect(pushes.map((x) => x.event)).toEqual(['private:balance', 'private:bonuses']);
    expect(await cancelBonus(t.database.db, { playerId: p.playerId, bonusId: p.bonusId, reason: 'player', at: t.clock.now() })).toMatchObject({
      state: 'canceled',
    });
    await t.drain();
    expect(pushes).toHaveLength(2);
    expect(await p.balances()).toEqual({ cash: 500n, bonus: 0n });
    await reconciled();
  });

  it('expires a bonus not wagered in time, at the next bet or by the sweep', async () => {
    const p = await player(100n, 1_000n);
    const q = await player(0n, 500n);
    t.clock.advance(31 * 24 * 3600 * 1000);
    try {
      // The player's own bet ends the bonus first and then takes cash only.
      const res = await providerCall(t, game.provider, 'bet', {
        session: (
          await openSession(t.database.db, {
            playerId: p.playerId,
            gameId: game.gameId,
            provider: game.provider,
            currency: 'EUR',
            mode: 'real',
            at: t.clock.now(),
          })
        ).token,
        transaction_id: id('b'),
        round_id: id('r'),
        amount: 50,
      });
      expect(res.statusCode).toBe(200);
      expect(await p.balances()).toEqual({ cash: 50n, bonus: 0n });
      expect(await p.bonusRow()).toMatchObject({ state: 'expired', forfeitedAmount: 1_000n });
      expect(await expireDueBonuses(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
      expect(await q.bonusRow()).toMatchObject({ state: 'expired', forfeitedAmount: 500n });
      expect(await expireDueBonuses(t.database.db, t.clock.now())).toBe(0);
    } finally {
      t.clock.advance(-31 * 24 * 3600 * 1000);
    }
    await reconciled();
  });

  it('seeds the demo bonus once, however often the seed runs, and shows it on the balance call', async () => {
    const { seedDemoPlayers } = await import('../auth/seed');
    const { seedDemoBalances } = await import('../wallet/seed');
    const { seedDemoBonus, DEMO_BONUS } = await import('./seed');
    const deps = t.app.deps;
    await seedDemoPlayers(deps);
    await seedDemoBalances(deps, (await import('../auth/demo-accounts')).DEMO_PLAYERS);
    expect(await seedDemoBonus(deps)).toEqual([`Demo bonus: ${DEMO_BONUS.email} 50.00 NZD to wager x10`]);
    t.clock.advance(60_000);
    try {
      expect(await seedDemoBonus(deps)).toEqual([]);
    } finally {
      t.clock.advance(-60_000);
    }
    const b = new Browser(t);
    expect((await b.call('POST', '/api/users/sign_in', { user: { email: DEMO_BONUS.email, password: DEMO_PLAYER_PASSWORD } })).statusCode).toBe(200);
    const [nzd] = DisplayBalancesSchema.parse((await b.call('GET', '/api/player/balance')).json());
    expect(nzd).toMatchObject({
      currency: 'NZD',
      real_cents: 100_000,
      bonus_cents: 5_000,
      common_cents: 105_000,
      wager_target_cents: 50_000,
      wagered_cents: 0,
      wager_percent: 0,
    });
    await reconciled();
  });

  it('answers the balance call to the player only', async () => {
    const res = await t.call({ method: 'GET', url: '/api/player/balance' });
    expect(res.statusCode).toBe(401);
    const p = await player(1_234n);
    const list = DisplayBalancesSchema.parse((await p.browser.call('GET', '/api/player/balance')).json());
    expect(list).toEqual([
      {
        currency: 'EUR',
        active: true,
        real_cents: 1_234,
        bonus_cents: 0,
        common_cents: 1_234,
        wager_target_cents: 0,
        wagered_cents: 0,
        wager_percent: 0,
        bonus: null,
      },
    ]);
  });

  it('keeps one balance right under concurrent bets drawing on cash and bonus', async () => {
    const p = await player(1_100n, 1_900n, 100);
    const second = await openSession(t.database.db, {
      playerId: p.playerId,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    const tokens = [p.token, second.token];
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) => svc.bet(game.provider, { session: tokens[i % 2]!, transaction_id: id('cb'), round_id: id('cr'), amount: 250 })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(12);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await p.balances()).toEqual({ cash: 0n, bonus: 0n });
    expect((await p.bonusRow()).wagered).toBe(3_000n);
    const bets = await t.database.db
      .select({ amount: providerTransactions.amount, bonusAmount: providerTransactions.bonusAmount })
      .from(providerTransactions)
      .innerJoin(gameRounds, eq(gameRounds.id, providerTransactions.roundId))
      .where(and(eq(gameRounds.playerId, p.playerId), eq(providerTransactions.kind, 'bet')));
    expect(bets.reduce((s, b) => s + b.amount - b.bonusAmount, 0n)).toBe(1_100n);
    expect(bets.reduce((s, b) => s + b.bonusAmount, 0n)).toBe(1_900n);
    await reconciled();
  });
});
