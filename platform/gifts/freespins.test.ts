import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema, GiftViewSchema, type BonusTemplateBody } from '../../schemas/gifts';
import { GameRoundsPageSchema, GameLaunchResponseSchema } from '../../schemas/games';
import { DomainEventPayloadSchemas } from '../../schemas/domain-events';
import { StudioSpinResponseSchema } from '../../schemas/game-provider';
import { Browser } from '../auth/auth-test-helpers';
import { domainEvents, gifts, ledgerTransactions, playerBonuses, playerNotifications, players } from '../db/schema';
import { fundedPlayer, providerCall, seedTestGame, tokenOf } from '../games/seamless/test-helpers';
import { openSession } from '../games/seamless/sessions';
import { notificationConsumer } from '../notifications/stream';
import { Outbox, type Consumer } from '../outbox/index';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { playerBalances, reconcile } from '../wallet/index';
import { activateGift, cancelGift, expireDueGifts, type Gifts } from './index';
import { createTemplate } from './templates';

/**
 * Free spins that really play, the template's wagering rules applied to the bonus money, and the
 * faults of issue 15 (README "Free spins", "Wagering rules"). Both databases (TEST_DB).
 */
describe('free spins and wagering rules', () => {
  let t: TestPlatform;
  let gifts_: Gifts;
  let game: { gameId: number; provider: string };
  const pushes: { playerId: number; event: string; payload: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    t = await createTestPlatform();
    gifts_ = t.app.modules.gifts;
    game = await seedTestGame(t.database.db, { engine: 'slot:classic' });
    t.events.on('player.push', (p) => pushes.push(p as (typeof pushes)[number]));
  });
  afterAll(async () => t?.close());

  const template = async (body: BonusTemplateBody) => createTemplate(t.database.db, BonusTemplateInputSchema.parse(body), t.clock.now());
  const spinsTemplate = (extra: Partial<BonusTemplateBody> = {}) =>
    template({
      title: `Spins ${randomUUID().slice(0, 6)}`,
      type: 'freespins',
      game_ids: [game.gameId],
      freespins_count: 3,
      bet_level: 2,
      wager_multiplier: 20,
      ...extra,
    });
  const money = (extra: Partial<BonusTemplateBody> = {}) =>
    template({ title: `Gift ${randomUUID().slice(0, 6)}`, type: 'rocket_lite', amounts: { EUR: 1_000 }, wager_multiplier: 10, ...extra });
  const issue = (playerId: number, templateId: number) =>
    gifts_.issueGift(t.database.db, { playerId, templateId, source: 'staff', idempotencyKey: randomUUID(), at: t.clock.now() });
  const eur = async (playerId: number) => (await playerBalances(t.database.db, playerId)).get('EUR') ?? { cash: 0n, bonus: 0n };
  const giftRow = async (id: number) => (await t.database.db.select().from(gifts).where(eq(gifts.id, id)))[0]!;
  const reconciled = async () => expect((await reconcile(t.database.db)).ok).toBe(true);
  const launch = async (browser: Browser) => {
    const res = await browser.call('POST', '/api/games/launch', { game_id: game.gameId, mode: 'real' });
    expect(res.statusCode, res.body).toBe(200);
    return GameLaunchResponseSchema.parse(res.json());
  };
  const spin = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/studio/api/spin', payload });
  /** A free spin with a chosen win (the protocol's own step; the studio draws from node:crypto). */
  const fixedSpin = (token: string, win: number, ids = { transaction_id: `fs-${randomUUID()}`, round_id: `studio-fs-${randomUUID()}` }) =>
    t.app.modules.games.protocol.freeSpin(game.provider, token, ids, (betLevel) => ({
      stake: 5 * betLevel,
      win,
      outcome: { engine: 'slot:classic', kind: 'slot', fixed: true },
    }));
  /** A player holding an activated free-spins gift, and a real session launched on its game. */
  async function playing(extra: Partial<BonusTemplateBody> = {}, cash = 0n) {
    const p = await fundedPlayer(t, cash);
    const tpl = await spinsTemplate(extra);
    const { gift } = await issue(p.playerId, tpl.id);
    const act = await p.browser.call('POST', `/api/player/freespins/${gift.id}/activation`);
    expect(act.statusCode, act.body).toBe(200);
    const launched = await launch(p.browser);
    expect(launched.freespins_gift_id).toBe(gift.id);
    return { ...p, gift, tpl, token: tokenOf(launched.url), url: launched.url };
  }

  it('a real launch plays the spins for nothing: rounds in the history, wins as bonus money with the wager, the count down live, finished at the last', async () => {
    const { playerId, browser, gift, token, url } = await playing({ max_win: { EUR: 40_000 } }, 700n);
    const page = await t.call({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.body).toContain('Free spins: 3 left');

    // Through the studio page's own call: nothing taken, a flagged round, the count down.
    const first = await spin({ session: token, bet: 5, free_spin: true, spin_id: randomUUID() });
    expect(first.statusCode, first.body).toBe(200);
    const a = StudioSpinResponseSchema.parse(first.json());
    expect(a).toMatchObject({ bet: 0, mode: 'real', freespins: { gift_id: gift.id, left: 2, total: 3, stake: 10 } });
    expect((await eur(playerId)).cash).toBe(700n);
    expect((await eur(playerId)).bonus).toBe(BigInt(a.win));
    expect((await giftRow(gift.id)).stage).toBe('handle_bets');

    // Chosen wins: bonus money with the template's x20, the second joins the first's bonus.
    const b = await fixedSpin(token, 250);
    expect(b.answer.freespins).toMatchObject({ left: 1, win_cents: a.win + 250 });
    const c = await fixedSpin(token, 100);
    expect(c.answer.freespins.left).toBe(0);
    const total = BigInt(a.win + 350);
    expect(await eur(playerId)).toEqual({ cash: 700n, bonus: total });
    const [bonus] = await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId));
    expect(bonus).toMatchObject({ state: 'active', amount: total, wagerMultiplier: 20, wagerTarget: total * 20n, maxWin: 40_000n });
    const done = await giftRow(gift.id);
    expect(done).toMatchObject({ stage: 'finished', freespinsPerformed: 3, freespinsWin: total, finishReason: 'spins_used' });

    // Used up: refused, never charged instead.
    const over = await spin({ session: token, bet: 5, free_spin: true });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'freespins_ended' });
    expect((await eur(playerId)).cash).toBe(700n);

    const history = GameRoundsPageSchema.parse((await browser.call('GET', '/api/player/game_rounds')).json());
    expect(history.data).toHaveLength(3);
    expect(history.data.every((r) => r.free_spin === true && r.bet_cents === 0)).toBe(true);
    expect(history.data.map((r) => r.win_cents)).toEqual([100, 250, a.win]);

    // Stages on the stream, each once; the count pushed on the player's freespins channel.
    await t.drain();
    const stages = (
      await t.database.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.type, 'gift.stage_changed'), eq(domainEvents.playerId, playerId)))
    ).map((e) => DomainEventPayloadSchemas['gift.stage_changed'].parse(e.payload).stage);
    expect(stages).toEqual(['issued', 'activated', 'handle_bets', 'finished']);
    const left = pushes
      .filter((p) => p.playerId === playerId && p.event === 'private:freespins' && 'freespins_left' in p.payload)
      .map((p) => p.payload.freespins_left);
    expect(left).toEqual([2, 1, 0]);
    const view = GiftViewSchema.parse((await browser.call('GET', '/api/player/freespins')).json()[0]);
    expect(view).toMatchObject({ id: gift.id, stage: 'finished', freespins_total: 3, freespins_performed: 3 });
    await reconciled();
  });

  it('a replayed free spin plays and pays once', async () => {
    const { playerId, gift, token } = await playing();
    const ids = { transaction_id: `fs-${randomUUID()}`, round_id: `studio-fs-${randomUUID()}` };
    const first = await fixedSpin(token, 300, ids);
    const [again, third] = await Promise.all([fixedSpin(token, 300, ids), fixedSpin(token, 300, ids)]);
    expect(first.replayed).toBe(false);
    expect([again.replayed, third.replayed]).toEqual([true, true]);
    expect(again.answer).toEqual(first.answer);
    expect(await giftRow(gift.id)).toMatchObject({ freespinsPerformed: 1, freespinsWin: 300n });
    expect(await eur(playerId)).toEqual({ cash: 0n, bonus: 300n });

    // The studio's click id: a retry of the same click answers the same round.
    const spinId = randomUUID();
    const x = await spin({ session: token, bet: 5, free_spin: true, spin_id: spinId });
    const y = await spin({ session: token, bet: 5, free_spin: true, spin_id: spinId });
    expect(x.statusCode, x.body).toBe(200);
    expect(y.json().round_id).toBe(x.json().round_id);
    expect((await giftRow(gift.id)).freespinsPerformed).toBe(2);
    await reconciled();
  });

  it('cancelling during a spin is safe: the spin finishes first, no spin after the cancel, the winnings stay bonus money', async () => {
    const { playerId, gift, token } = await playing();
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const spinning = t.app.modules.games.protocol.freeSpin(
      game.provider,
      token,
      { transaction_id: `fs-${randomUUID()}`, round_id: `studio-fs-${randomUUID()}` },
      async () => {
        await gate;
        return { stake: 10, win: 200, outcome: { fixed: true } };
      },
    );
    // The spin may be refused while the test waits below; allSettled reads it later, so it is not an unhandled rejection meanwhile.
    spinning.catch(() => undefined);
    const canceling = cancelGift(t.database.db, { playerId, giftId: gift.id, at: t.clock.now(), by: 'player', kind: 'freespins' });
    await new Promise((r) => setTimeout(r, 50));
    open();
    const [spun, canceled] = await Promise.allSettled([spinning, canceling]);
    expect(canceled.status).toBe('fulfilled');
    const row = await giftRow(gift.id);
    expect(row.stage).toBe('canceled');
    if (spun.status === 'fulfilled') {
      expect(row).toMatchObject({ freespinsPerformed: 1, freespinsWin: 200n });
      expect(await eur(playerId)).toEqual({ cash: 0n, bonus: 200n });
    } else {
      expect(spun.reason).toMatchObject({ code: 'freespins_ended' });
      expect(row.freespinsPerformed).toBe(0);
    }
    const after = await spin({ session: token, bet: 5, free_spin: true });
    expect(after.statusCode).toBe(409);
    expect((await giftRow(gift.id)).freespinsPerformed).toBe(row.freespinsPerformed);
    await reconciled();
  });

  it('activates free spins once from two tabs, refuses an expired or another player’s gift, and a launch elsewhere has none', async () => {
    const { playerId, browser } = await fundedPlayer(t, 0n);
    const tpl = await spinsTemplate({ activatable_hours: 1 });
    const { gift } = await issue(playerId, tpl.id);
    const second = new Browser(t);
    const { email } = (await t.database.db.select({ email: players.email }).from(players).where(eq(players.id, playerId)))[0]!;
    expect((await second.call('POST', '/api/users/sign_in', { user: { email, password: 'Sup3r-secret!' } })).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      browser.call('POST', `/api/player/freespins/${gift.id}/activation`),
      second.call('POST', `/api/player/freespins/${gift.id}/activation`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);

    const stranger = await fundedPlayer(t, 0n);
    expect((await stranger.browser.call('POST', `/api/player/freespins/${gift.id}/activation`)).statusCode).toBe(404);
    expect((await stranger.browser.call('DELETE', `/api/player/freespins/${gift.id}`)).statusCode).toBe(404);
    // The stranger's launch has no free spins, and their session cannot spend the owner's.
    const theirs = await launch(stranger.browser);
    expect(theirs.freespins_gift_id).toBeNull();
    expect((await spin({ session: tokenOf(theirs.url), bet: 5, free_spin: true })).statusCode).toBe(409);

    const late = (await issue(stranger.playerId, tpl.id)).gift;
    t.clock.advance(3_600_000 + 1);
    const res = await stranger.browser.call('POST', `/api/player/freespins/${late.id}/activation`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'gift_not_activatable', stage: 'expired' });
  });

  it('spins not played within the template’s lifetime are over: refused, and the sweep expires the gift', async () => {
    const { playerId, gift, token } = await playing({ lifetime_hours: 1 });
    await fixedSpin(token, 120);
    t.clock.advance(3_600_000 + 1);
    const late = await spin({ session: token, bet: 5, free_spin: true });
    expect(late.statusCode).toBe(409);
    expect(await expireDueGifts(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await giftRow(gift.id)).toMatchObject({ stage: 'expired', freespinsPerformed: 1, finishReason: 'spins_not_played_in_time' });
    // What the played spin won stays bonus money (its own bonus lives on).
    expect((await eur(playerId)).bonus).toBe(120n);
    await reconciled();
  });

  it('a crash between the issue and the notification still leaves exactly one notification', async () => {
    const real = notificationConsumer({ events: t.events });
    let crashes = 1;
    const crashing: Consumer = {
      ...real,
      name: 'notifications-freespins-crash-test',
      async handle(e, ctx) {
        await real.handle(e, ctx);
        if (crashes-- > 0) throw new Error('crashed after the insert');
      },
    };
    const outbox = new Outbox({ db: t.database.db, log: pino({ level: 'silent' }) }, [crashing], { backoffBaseMs: 0, backoffMaxMs: 0 });
    await outbox.register();
    const { playerId } = await fundedPlayer(t, 0n);
    const { gift } = await issue(playerId, (await spinsTemplate()).id);
    await expect
      .poll(async () => {
        await outbox.drain();
        return crashes;
      })
      .toBe(-1);
    await t.drain();
    const mine = await t.database.db.select().from(playerNotifications).where(eq(playerNotifications.playerId, playerId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'freespins_changes' });
    expect(JSON.stringify(mine[0])).toContain(String(gift.id));
  });

  describe('wagering rules', () => {
    async function activeMoney(extra: Partial<BonusTemplateBody>) {
      const p = await fundedPlayer(t, 0n);
      const { gift } = await issue(p.playerId, (await money(extra)).id);
      await activateGift(t.database.db, { playerId: p.playerId, giftId: gift.id, at: t.clock.now() });
      const { token } = await openSession(t.database.db, {
        playerId: p.playerId,
        gameId: game.gameId,
        provider: game.provider,
        currency: 'EUR',
        mode: 'real',
        at: t.clock.now(),
      });
      const bet = async (amount: number, win = 0) => {
        const round = randomUUID();
        const r = await providerCall(t, game.provider, 'bet', { session: token, transaction_id: randomUUID(), round_id: round, amount });
        expect(r.statusCode, r.body).toBe(200);
        const w = await providerCall(t, game.provider, 'win', { session: token, transaction_id: randomUUID(), round_id: round, amount: win });
        expect(w.statusCode, w.body).toBe(200);
      };
      const bonus = async () => (await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, p.playerId)))[0]!;
      return { ...p, gift, bet, bonus };
    }

    it('counts stakes by the template’s contributions per provider', async () => {
      const { bet, bonus } = await activeMoney({ wager_multiplier: 1, contributions: [{ kind: 'provider', key: game.provider, percent: 10 }] });
      await bet(500, 0);
      expect(await bonus()).toMatchObject({ state: 'active', wagered: 50n, wagerTarget: 1_000n });
    });

    it('counts by category when the provider is not named (the lowest percent of the game’s categories)', async () => {
      const { countedStake } = await import('../bonuses/index');
      const rules = [
        { kind: 'category' as const, key: 'live', percent: 10 },
        { kind: 'category' as const, key: 'slots', percent: 50 },
        { kind: 'provider' as const, key: 'other', percent: 0 },
      ];
      expect(countedStake(1_000n, rules, { provider: 'x', categories: ['slots', 'live'] })).toBe(100n);
      expect(countedStake(1_000n, rules, { provider: 'x', categories: ['slots'] })).toBe(500n);
      expect(countedStake(1_000n, rules, { provider: 'other', categories: ['slots'] })).toBe(0n);
      expect(countedStake(999n, rules, { provider: 'x', categories: [] })).toBe(999n);
    });

    it('removes what is beyond the maximum win when the bonus converts, as a ledger movement with its reason', async () => {
      const { playerId, gift, bet, bonus } = await activeMoney({ wager_multiplier: 2, max_win: { EUR: 300 } });
      await bet(1_000, 3_000);
      await bet(1_000, 0);
      expect(await bonus()).toMatchObject({ state: 'wagered', convertedAmount: 300n, forfeitedAmount: 1_700n });
      expect(await eur(playerId)).toEqual({ cash: 300n, bonus: 0n });
      const b = await bonus();
      const [moved] = await t.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `bonus:${b.id}:max_win`));
      expect(moved).toMatchObject({ kind: 'bonus_max_win', meta: expect.objectContaining({ reason: 'max_win' }) });
      await t.drain();
      expect((await giftRow(gift.id)).stage).toBe('wager_done');
      await reconciled();
    });

    it('a bonus whose money falls below the template’s threshold is lost, the rest back to the house', async () => {
      const { playerId, gift, bet, bonus } = await activeMoney({ wager_multiplier: 10, lost_below: { EUR: 500 } });
      await bet(400, 0);
      expect((await bonus()).state).toBe('active');
      await bet(200, 0);
      expect(await bonus()).toMatchObject({ state: 'lost', forfeitedAmount: 400n });
      expect(await eur(playerId)).toEqual({ cash: 0n, bonus: 0n });
      await t.drain();
      expect((await giftRow(gift.id)).stage).toBe('lost');
      await reconciled();
    });
  });

  it('answers every gift list with the fields of C3 “Gift or bonus”', async () => {
    // C3 "Gift or bonus": id, stage, group_key, title, type, currency, amount_cents, amount_wager_cents,
    // amount_wager_requirement_cents, activatable, activatable_until, freespins_total, bonuses[].title.
    const C3 = [
      'id',
      'stage',
      'group_key',
      'title',
      'type',
      'currency',
      'amount_cents',
      'amount_wager_cents',
      'amount_wager_requirement_cents',
      'activatable',
      'activatable_until',
      'freespins_total',
      'bonuses',
    ];
    const { playerId, browser } = await fundedPlayer(t, 0n);
    await issue(playerId, (await money({ group_key: 'c3_money' })).id);
    await issue(playerId, (await spinsTemplate({ group_key: 'c3_spins' })).id);
    for (const [path, n] of [
      ['/api/player/bonuses', 1],
      ['/api/player/freespins', 1],
      ['/api/v2/bonuses', 2],
    ] as const) {
      const res = await browser.call('GET', path);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Record<string, unknown>[];
      expect(list, path).toHaveLength(n);
      for (const item of list) {
        expect(Object.keys(item), path).toEqual(expect.arrayContaining(C3));
        const bonuses = item.bonuses as { title?: unknown }[];
        expect(bonuses.length, path).toBeGreaterThan(0);
        for (const b of bonuses) expect(typeof b.title, path).toBe('string');
      }
    }
  });
});
