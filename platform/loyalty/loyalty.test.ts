import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { CompCardsSchema, CompPointsBalanceSchema, ExchangeResultSchema, PlayerLevelsSchema, type CompCardInputBody } from '../../schemas/loyalty';
import { compPointEntries, compPointExchanges, domainEvents, gifts, playerGroups, players } from '../db/schema';
import { fundedPlayer } from '../games/seamless/test-helpers';
import { createTemplate, GiftRefusedError } from '../gifts';
import { isExcluded } from '../limits';
import { setLimit } from '../limits/changes';
import type { StreamEvent } from '../outbox/index';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { playerBalances, reconcile } from '../wallet/index';
import { exchange, postPoints, setLevel, setRate, type LoyaltyPorts } from './engine';
import { loyaltyConsumers } from './index';
import { seedLoyalty } from './seed';

/**
 * Comp points (README): earned from real-money stakes through the stream only, an append-only
 * points ledger that never goes negative, the shop's exchanges paid once (double click, replay,
 * crash between the debit and the reward), the refusals, and level gifts issued once.
 * On the database TEST_DB names.
 */
describe('loyalty: comp points, the shop and levels', () => {
  let t: TestPlatform;
  let ip = 1;
  let spinsTemplate: number;
  let levelTemplate: number;
  const pushes: { playerId: number; event: string; payload: Record<string, unknown> }[] = [];
  const ports = (over: Partial<LoyaltyPorts> = {}): LoyaltyPorts => ({
    excluded: (db, id, at) => isExcluded(db, id, at),
    gameCategories: async () => [],
    issueGift: (db, input) => t.app.modules.gifts.issueGift(db, input),
    refusalReason: (err) => (err instanceof GiftRefusedError ? err.reason : null),
    buyTickets: (db, p, l, c, k, at) => t.app.modules.lotteries.buyTickets(db, p, l, c, k, at),
    ...over,
  });
  const consumer = () => loyaltyConsumers(t.app.deps, ports())[0]!;
  const bet = (playerId: number, amount: number, bonus = 0, tx = randomUUID()): StreamEvent<'bet.placed'> => ({
    id: 1,
    txId: 1,
    type: 'bet.placed',
    playerId,
    payload: {
      currency: 'EUR',
      amount_cents: amount,
      bonus_amount_cents: bonus,
      bonus_id: null,
      provider: 'p',
      game_id: null,
      round_id: 1,
      transaction_id: tx,
    },
    occurredAt: t.clock.now(),
  });
  const rollback = (b: StreamEvent<'bet.placed'>, tx = randomUUID()): StreamEvent<'bet.rolled_back'> => ({
    ...b,
    type: 'bet.rolled_back',
    payload: { ...b.payload, transaction_id: tx, rolled_back_transaction_id: b.payload.transaction_id },
  });
  const deliver = (e: StreamEvent<'bet.placed'> | StreamEvent<'bet.rolled_back'>) =>
    t.database.db.transaction(async (tx) => consumer().handle(e as never, { tx }));
  const deliverBatch = (es: (StreamEvent<'bet.placed'> | StreamEvent<'bet.rolled_back'>)[]) =>
    t.database.db.transaction(async (tx) => consumer().handleBatch!(es as never, { tx }));
  const entriesOf = (playerId: number) =>
    t.database.db.select().from(compPointEntries).where(eq(compPointEntries.playerId, playerId)).orderBy(compPointEntries.id);
  const points = async (browser: { call: (m: 'GET', u: string) => Promise<{ statusCode: number; json: () => unknown; body: string }> }) => {
    const res = await browser.call('GET', '/api/player/comp_points');
    expect(res.statusCode, res.body).toBe(200);
    return CompPointsBalanceSchema.parse(res.json());
  };
  const eur = async (playerId: number) => (await playerBalances(t.database.db, playerId)).get('EUR') ?? { cash: 0n, bonus: 0n };
  const card = async (body: CompCardInputBody) => {
    const staff = await staffBrowser(t, 'marketing', `10.17.0.${ip++}`);
    const res = await staff('PUT', '/api/backoffice/comp_points/cards', body);
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A player with `n` chargeable (and persistent) points, given through the ledger. */
  const playerWith = async (n: number) => {
    const p = await fundedPlayer(t, 0n);
    if (n > 0) await postPoints(t.database.db, { playerId: p.playerId, key: 'test-grant', kind: 'staff', chargeable: n, persistent: 0, at: t.clock.now() });
    return p;
  };

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    t.events.on('player.push', (p) => pushes.push(p as (typeof pushes)[number]));
    spinsTemplate = (
      await createTemplate(
        t.database.db,
        BonusTemplateInputSchema.parse({ title: 'Shop spins', type: 'rocket_lite', amounts: { EUR: 500 }, wager_multiplier: 5 }),
        t.clock.now(),
      )
    ).id;
    levelTemplate = (
      await createTemplate(
        t.database.db,
        BonusTemplateInputSchema.parse({ title: 'Level gift', type: 'rocket_lite', amounts: { EUR: 300 }, wager_multiplier: 1 }),
        t.clock.now(),
      )
    ).id;
    await setRate(t.database.db, { currency: 'EUR', amount_cents: 100, points: 1, game_category: null });
    await card({ type: 'money', group: 'money-5', title: '5 EUR', points: 100, rates: [{ currency: 'EUR', amount_cents: 500 }], tags: ['POPULAR'] });
    await card({ type: 'freespins', group: 'spins-10', title: '10 spins', points: 50, freespins_count: 10, template_id: spinsTemplate });
  });
  afterAll(async () => t?.close());

  it('earns from the real part of stakes only, once per bet, with the remainder carried, and pushes on private:comps', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    expect(await points(browser)).toEqual({ chargeable: { points: 0 }, persistent: { points: 0 }, level: 0 });
    const b = bet(playerId, 250);
    await deliver(b);
    await deliver(b); // at least once: the same bet again
    expect((await points(browser)).chargeable.points).toBe(2);
    await deliver(bet(playerId, 150)); // 50 carried + 150 = 2 points
    await deliver(bet(playerId, 1_000, 1_000)); // bonus money only: nothing
    const b2 = await points(browser);
    expect(b2.chargeable.points).toBe(4);
    expect(b2.persistent.points).toBe(4);
    const mine = pushes.filter((p) => p.playerId === playerId && p.event === 'private:comps');
    expect(mine.at(-1)?.payload).toMatchObject({ balance: 4, persistent: { points: 4 } });
    expect(await t.call({ method: 'GET', url: '/api/player/comp_points' }).then((r) => r.statusCode)).toBe(401);
  });

  it('takes a rolled-back bet’s points back from both balances once, through a ledger entry, and pushes the balance', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    const kept = bet(playerId, 300);
    const undone = bet(playerId, 500);
    await deliver(kept);
    await deliver(undone);
    expect(await points(browser)).toMatchObject({ chargeable: { points: 8 }, persistent: { points: 8 } });
    const r = rollback(undone);
    await deliver(r);
    await deliver(r); // at least once: the same rollback again
    await deliver(rollback(undone)); // the provider rolls the same bet back under another id
    expect(await points(browser)).toMatchObject({ chargeable: { points: 3 }, persistent: { points: 3 } });
    const back = (await entriesOf(playerId)).filter((e) => e.kind === 'rollback');
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      key: `rollback:${undone.payload.transaction_id}`,
      chargeable: -5,
      persistent: -5,
      chargeableAfter: 3,
      persistentAfter: 3,
      meta: { bet_transaction_id: undone.payload.transaction_id, transaction_id: r.payload.transaction_id, earned: 5, shortfall: 0 },
    });
    const mine = pushes.filter((p) => p.playerId === playerId && p.event === 'private:comps');
    expect(mine.at(-1)?.payload).toMatchObject({ balance: 3, persistent: { points: 3 } });
    // The append-only rule holds for rollback entries too.
    await expect(t.database.db.execute(sql`DELETE FROM comp_point_entries WHERE player_id = ${playerId} AND kind = 'rollback'`)).rejects.toThrow();
  });

  it('moves nothing when the rolled-back bet earned nothing (bonus money, under a point, never seen)', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    await deliver(bet(playerId, 400));
    const bonusOnly = bet(playerId, 1_000, 1_000);
    const small = bet(playerId, 50);
    await deliver(bonusOnly);
    await deliver(small);
    const before = await entriesOf(playerId);
    const pushed = pushes.length;
    await deliver(rollback(bonusOnly));
    await deliver(rollback(small));
    await deliver(rollback(bet(playerId, 700))); // a bet this consumer never booked
    expect(await entriesOf(playerId)).toEqual(before);
    expect(await points(browser)).toMatchObject({ chargeable: { points: 4 }, persistent: { points: 4 } });
    expect(pushes.slice(pushed).filter((p) => p.playerId === playerId)).toHaveLength(0);
  });

  it('takes back what is left of spent chargeable points and records the shortfall, never going negative', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    const b = bet(playerId, 10_000); // 100 points
    await deliver(b);
    const spent = await browser.call('POST', '/api/comp_points/exchange/freespins', { group: 'spins-10', points: 50, idempotency_key: randomUUID() });
    expect(spent.statusCode, spent.body).toBe(200);
    expect(await points(browser)).toMatchObject({ chargeable: { points: 50 }, persistent: { points: 100 } });
    await deliver(rollback(b));
    await deliver(rollback(b));
    expect(await points(browser)).toMatchObject({ chargeable: { points: 0 }, persistent: { points: 0 } });
    const back = (await entriesOf(playerId)).filter((e) => e.kind === 'rollback');
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ chargeable: -50, persistent: -100, chargeableAfter: 0, persistentAfter: 0, meta: { earned: 100, shortfall: 50 } });
  });

  it('books a bet and its rollback delivered in one batch in stream order', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    const a = bet(playerId, 200);
    const b = bet(playerId, 300);
    await deliverBatch([a, b, rollback(a), bet(playerId, 100)]);
    expect(await points(browser)).toMatchObject({ chargeable: { points: 4 }, persistent: { points: 4 } });
    await deliverBatch([rollback(a), rollback(b)]); // a redelivered, b new
    expect(await points(browser)).toMatchObject({ chargeable: { points: 1 }, persistent: { points: 1 } });
    expect((await entriesOf(playerId)).map((e) => e.kind)).toEqual(['earn', 'earn', 'rollback', 'earn', 'rollback']);
  });

  it('keeps an append-only ledger that never goes negative', async () => {
    const { playerId } = await playerWith(10);
    await expect(
      postPoints(t.database.db, { playerId, key: 'too-much', kind: 'staff', chargeable: -11, persistent: 0, at: t.clock.now() }),
    ).rejects.toMatchObject({
      code: 'insufficient_points',
      details: { missing: 1 },
    });
    await expect(t.database.db.execute(sql`UPDATE comp_point_entries SET chargeable = 0 WHERE player_id = ${playerId}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM comp_point_entries WHERE player_id = ${playerId}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`UPDATE comp_point_accounts SET chargeable = -1 WHERE player_id = ${playerId}`)).rejects.toThrow();
    const entries = await t.database.db.select().from(compPointEntries).where(eq(compPointEntries.playerId, playerId));
    expect(entries.map((e) => e.chargeableAfter)).toEqual([10]);
  });

  it('lists the shop by type, and exchanges points for money once, double click or replay', async () => {
    const money = CompCardsSchema.parse((await t.call({ method: 'GET', url: '/api/comp_points/rates/money' })).json());
    expect(money.map((c) => c.group)).toContain('money-5');
    const spins = CompCardsSchema.parse((await t.call({ method: 'GET', url: '/api/comp_points/rates/freespins' })).json());
    expect(spins.map((c) => c.group)).toEqual(['spins-10']);

    const { browser, playerId } = await playerWith(350);
    const key = randomUUID();
    const body = { group: 'money-5', points: 300, idempotency_key: key };
    const [a, b] = await Promise.all([
      browser.call('POST', '/api/comp_points/exchange/money', body),
      browser.call('POST', '/api/comp_points/exchange/money', body),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const replay = await browser.call('POST', '/api/comp_points/exchange/money', body);
    const r = ExchangeResultSchema.parse(replay.json());
    expect(r.replayed).toBe(true);
    expect(r.reward).toMatchObject({ amount_cents: 1_500, currency: 'EUR' });
    expect(r.quantity).toBe(3);
    expect((await points(browser)).chargeable.points).toBe(50);
    expect((await eur(playerId)).cash).toBe(1_500n);
    expect(await t.database.db.select().from(compPointExchanges).where(eq(compPointExchanges.playerId, playerId))).toHaveLength(1);
    expect((await reconcile(t.database.db)).ok).toBe(true);
    // Same key, another exchange: a conflict, not a second payment.
    const other = await browser.call('POST', '/api/comp_points/exchange/money', { ...body, points: 100 });
    expect(other.statusCode).toBe(409);
  });

  it('refuses bad quantities, short balances, unknown cards and ended sales with field messages', async () => {
    const { browser } = await playerWith(250);
    const post = (body: object) => browser.call('POST', '/api/comp_points/exchange/money', { idempotency_key: randomUUID(), ...body });
    for (const bad of [{ points: 0 }, { points: -100 }, { points: 150 }, { points: 100.5 }, { points: 100 * 1001 }]) {
      const res = await post({ group: 'money-5', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    const short = await post({ group: 'money-5', points: 300 });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ error: 'insufficient_points', missing: 50 });
    expect((await post({ group: 'nope', points: 100 })).statusCode).toBe(404);
    expect((await post({ group: 'money-5', points: 100, idempotency_key: undefined })).statusCode).toBe(422);
    // A sale card: listed under discounts while its sale runs, refused the day after its end date.
    const d = t.clock.now();
    const dd = (x: Date) => `${String(x.getUTCDate()).padStart(2, '0')}/${String(x.getUTCMonth() + 1).padStart(2, '0')}/${x.getUTCFullYear()}`;
    await card({
      type: 'money',
      group: 'sale-spring',
      title: 'Sale',
      points: 50,
      rates: [{ currency: 'EUR', amount_cents: 500 }],
      discount_percent: 50,
      full_price: 100,
      sale_end_date: dd(d),
    });
    const discounts = CompCardsSchema.parse((await t.call({ method: 'GET', url: '/api/comp_points/rates/discounts' })).json());
    expect(discounts.find((c) => c.group === 'sale-spring')).toMatchObject({ discountPercent: 50, fullPrice: 100 });
    t.clock.advance(2 * 86_400_000);
    const ended = await post({ group: 'sale-spring', points: 50 });
    expect(ended.statusCode).toBe(422);
    expect(ended.json()).toMatchObject({ error: 'sale_ended' });
    expect(CompCardsSchema.parse((await t.call({ method: 'GET', url: '/api/comp_points/rates/discounts' })).json()).map((c) => c.group)).not.toContain(
      'sale-spring',
    );
    expect((await points(browser)).chargeable.points).toBe(250);
  });

  it('exchanges for free spins through the issuing port; a crash between the debit and the reward leaves neither', async () => {
    const { browser, playerId } = await playerWith(100);
    const key = randomUUID();
    const req = { playerId, type: 'freespins' as const, group: 'spins-10', points: 100, key, at: t.clock.now() };
    const crash = ports({
      issueGift: async () => {
        throw new Error('process died after the debit');
      },
    });
    await expect(exchange(t.database.db, crash, req)).rejects.toThrow('process died');
    expect((await points(browser)).chargeable.points).toBe(100);
    expect(await t.database.db.select().from(gifts).where(eq(gifts.playerId, playerId))).toHaveLength(0);
    // The retry (same key) pays once.
    const res = await browser.call('POST', '/api/comp_points/exchange/freespins', { group: 'spins-10', points: 100, idempotency_key: key });
    expect(res.statusCode, res.body).toBe(200);
    const again = await browser.call('POST', '/api/comp_points/exchange/freespins', { group: 'spins-10', points: 100, idempotency_key: key });
    expect(ExchangeResultSchema.parse(again.json()).replayed).toBe(true);
    expect(await t.database.db.select().from(gifts).where(eq(gifts.playerId, playerId))).toHaveLength(2);
    expect((await points(browser)).chargeable.points).toBe(0);
  });

  it('asks a multi-account to confirm, refuses without bonus permission and during an exclusion', async () => {
    const multi = await playerWith(100);
    await t.database.db.insert(playerGroups).values({ playerId: multi.playerId, groupId: 100 });
    const body = { group: 'money-5', points: 100, idempotency_key: randomUUID() };
    const ask = await multi.browser.call('POST', '/api/comp_points/exchange/money', body);
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ error: 'multi_account_confirmation_required' });
    expect((await multi.browser.call('POST', '/api/comp_points/exchange/money', { ...body, confirm_multi_account: true })).statusCode).toBe(200);

    const off = await playerWith(100);
    await t.database.db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, off.playerId));
    const refused = await off.browser.call('POST', '/api/comp_points/exchange/money', { ...body, idempotency_key: randomUUID() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'bonuses_disabled' });
    expect((await off.browser.call('PATCH', '/api/player/update_bonus_settings', { can_issue: true })).statusCode).toBe(200);
    expect((await off.browser.call('POST', '/api/comp_points/exchange/money', { ...body, idempotency_key: randomUUID() })).statusCode).toBe(200);

    const excluded = await playerWith(100);
    await setLimit(t.app.deps, excluded.playerId, { type: 'selfexclusion', period: 'month' }, { actor: 'player' });
    expect((await excluded.browser.call('POST', '/api/comp_points/exchange/money', { ...body, idempotency_key: randomUUID() })).statusCode).not.toBe(200);
  });

  it('issues each level’s gifts once when persistent points reach it, and shows the progress', async () => {
    await setLevel(t.database.db, {
      id: 1,
      name: 'Rookie',
      image: null,
      content: '',
      gift_descriptions: [],
      conditions: { persistent_comp_points: { max: 5 } },
      gifts: { points: 0, template_ids: [] },
    });
    await setLevel(t.database.db, {
      id: 2,
      name: 'Rocket',
      image: null,
      content: '',
      gift_descriptions: ['3 EUR bonus', '7 coins'],
      conditions: { persistent_comp_points: { max: 100 } },
      gifts: { points: 7, template_ids: [levelTemplate] },
    });
    const { browser, playerId } = await fundedPlayer(t, 0n);
    const first = bet(playerId, 300);
    const second = bet(playerId, 300);
    await deliver(first);
    expect((await points(browser)).level).toBe(1);
    await deliver(second); // 6 persistent: level 2
    await deliver(bet(playerId, 300));
    const b = await points(browser);
    expect(b.level).toBe(2);
    expect(b.persistent.points).toBe(9);
    expect(b.chargeable.points).toBe(16); // 9 earned + the level's 7
    const levelGifts = await t.database.db.select().from(gifts).where(eq(gifts.playerId, playerId));
    expect(levelGifts.filter((g) => g.templateId === levelTemplate)).toHaveLength(1);
    const view = PlayerLevelsSchema.parse((await browser.call('GET', '/api/player/levels')).json());
    expect(view.current).toBe(2);
    expect(view.levels.map((l) => l.state)).toEqual(['reached', 'current']);
    expect(view.levels[1]!.progress).toBeCloseTo(4 / 95);

    // A rollback takes the persistent points back below level 2's threshold, but a level reached
    // stays reached, and its gifts are neither taken back nor issued again on the way back up.
    await deliver(rollback(first));
    await deliver(rollback(second));
    const demoted = await points(browser);
    expect(demoted.persistent.points).toBe(3);
    expect(demoted.level).toBe(2);
    expect(demoted.chargeable.points).toBe(10); // the level’s 7 stay
    const held = PlayerLevelsSchema.parse((await browser.call('GET', '/api/player/levels')).json());
    expect(held.current).toBe(2);
    expect(held.levels.map((l) => l.state)).toEqual(['reached', 'current']);
    expect(held.levels[1]!.progress).toBe(0);
    await deliver(bet(playerId, 300));
    expect((await points(browser)).level).toBe(2);
    const after = await t.database.db.select().from(gifts).where(eq(gifts.playerId, playerId));
    expect(after.filter((g) => g.templateId === levelTemplate)).toHaveLength(1);
    expect((await entriesOf(playerId)).filter((e) => e.kind === 'level')).toHaveLength(1);
    // One `loyalty.level_reached` fact per level reached (achievements' level badges read it), none on the way back up.
    const facts = await t.database.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'loyalty.level_reached'), eq(domainEvents.playerId, playerId)))
      .orderBy(asc(domainEvents.id));
    expect(facts.map((f) => f.payload)).toEqual([
      { level: 1, previous: 0 },
      { level: 2, previous: 1 },
    ]);
  });

  it('seeds the demo shop and levels once', async () => {
    await seedLoyalty(t.app.deps);
    const once = CompCardsSchema.parse((await t.call({ method: 'GET', url: '/api/comp_points/rates' })).json()).length;
    await seedLoyalty(t.app.deps);
    expect(CompCardsSchema.parse((await t.call({ method: 'GET', url: '/api/comp_points/rates' })).json())).toHaveLength(once);
    expect(once).toBeGreaterThanOrEqual(4);
  });
});
