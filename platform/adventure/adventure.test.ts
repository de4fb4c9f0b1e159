import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdventureSchema, adventureDayGroup } from '../../schemas/adventure';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import type { Browser } from '../auth/auth-test-helpers';
import { liveConfigBody } from '../cms';
import { adventureProgress, gifts, playerGroups } from '../db/schema';
import { openSession } from '../games/seamless/sessions';
import { fundedPlayer, seedTestGame } from '../games/seamless/test-helpers';
import { createTemplate, GiftRefusedError } from '../gifts';
import { isExcluded } from '../limits';
import { setLimit } from '../limits/changes';
import type { StreamEvent } from '../outbox/index';
import { cardBody, depositThrough3ds } from '../payments/test-helpers';
import { addPlayerToGroups, playerGroupIds } from '../player';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { adventureConsumers, type AdventurePorts } from './index';

/**
 * The adventure calendar (README): days from the published `vip-adventures` config, completed from
 * the event stream only (a credited deposit and real-money stakes inside the day), recorded as the
 * day's group and paid once through the gifts issuing port; states on the platform clock.
 * On the database TEST_DB names.
 */
describe('adventure calendar', () => {
  let t: TestPlatform;
  let templateId: number;
  const VIP = 759;
  const DAY1 = '2026-11-22';
  const at = (day: number, hour = 12) => new Date(Date.parse(`${DAY1}T00:00:00Z`) + (day - 1) * 86_400_000 + hour * 3_600_000);
  const ports = (): AdventurePorts => ({
    config: (db) => liveConfigBody(db, 'vip-adventures'),
    groupsOf: (db, id) => playerGroupIds(db, id),
    joinGroups: (db, id, g) => addPlayerToGroups(db, id, g),
    excluded: (db, id, when) => isExcluded(db, id, when),
    issueGift: (db, input) => t.app.modules.gifts.issueGift(db, input),
    refusalReason: (err) => (err instanceof GiftRefusedError ? err.reason : null),
  });
  const consumer = () => adventureConsumers(ports())[0]!;
  let eventId = 9_000_000_000;
  /** A fact handed to the consumer as the stream would (the same object again is a replay). */
  const betEvent = (playerId: number, amount: number, when = t.clock.now()): StreamEvent<'bet.placed'> => ({
    id: ++eventId,
    txId: 1,
    type: 'bet.placed',
    playerId,
    payload: {
      currency: 'EUR',
      amount_cents: amount,
      bonus_amount_cents: 0,
      bonus_id: null,
      provider: 'test',
      game_id: null,
      round_id: null,
      transaction_id: randomUUID(),
    },
    occurredAt: when,
  });
  const depositEvent = (playerId: number, amount: number, when = t.clock.now()): StreamEvent<'deposit.credited'> => ({
    id: ++eventId,
    txId: 1,
    type: 'deposit.credited',
    playerId,
    payload: { payment_id: 1, currency: 'EUR', amount_cents: amount, provider: 'sandbox', bonus_id: null },
    occurredAt: when,
  });
  const deliver = (e: StreamEvent<'bet.placed'> | StreamEvent<'deposit.credited'>) =>
    t.database.db.transaction(async (tx) => consumer().handle(e as never, { tx }));
  const view = async (b: Browser) => {
    const res = await b.call('GET', '/api/player/adventure');
    expect(res.statusCode, res.body).toBe(200);
    return AdventureSchema.parse(res.json());
  };
  const vipPlayer = async () => {
    const p = await fundedPlayer(t, 0n);
    await t.database.db.insert(playerGroups).values({ playerId: p.playerId, groupId: VIP });
    return p;
  };
  /** Completes day `day` for a player with direct facts (deposit 1000, wager 300 covers every day below). */
  const complete = async (playerId: number, day: number) => {
    await deliver(depositEvent(playerId, 1_000, at(day)));
    await deliver(betEvent(playerId, 300, at(day)));
  };
  const prizeGifts = (playerId: number) =>
    t.database.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.playerId, playerId), like(gifts.idempotencyKey, 'adventure:%')));

  beforeAll(async () => {
    t = await createTestPlatform({ PAYMENT_JOBS_INTERVAL_MS: '0', PAYMENT_PROVIDER_TIMEOUT_MS: '1500' });
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    const tpl = await createTemplate(
      t.database.db,
      BonusTemplateInputSchema.parse({ title: 'Adventure prize', type: 'rocket_lite', amounts: { EUR: 500 }, wager_multiplier: 1 }),
      t.clock.now(),
    );
    templateId = tpl.id;
    const marketing = await staffBrowser(t, 'marketing', '10.9.7.1');
    const url = '/api/backoffice/cms/config/vip-adventures';
    const current = await marketing('GET', url);
    const base = current.statusCode === 200 ? (current.json() as { latest_version: number }).latest_version : 0;
    const document = {
      enabled: true,
      group_ids: [VIP],
      starts_on: DAY1,
      days: [
        {
          day: 1,
          prize: { type: 'bonus', title: '€5 bonus', template_id: templateId },
          condition: { minDep: 1_000, wager: 300, periodActivationDays: 1 },
          super: false,
        },
        { day: 2, prize: { type: 'fs', title: '10 free spins' }, condition: { minDep: 0, wager: 100, periodActivationDays: 1 }, super: false },
        {
          day: 3,
          prize: { type: 'bonus', title: 'Super €5', template_id: templateId },
          condition: { minDep: 0, wager: 100, periodActivationDays: 1 },
          super: true,
        },
      ],
    };
    const saved = await marketing('PUT', url, { base_version: base, document });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await marketing('POST', `${url}/publish`, {})).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it('completes a day from a credited deposit and a real-money stake through the stream: the day group joined, the prize paid once, the timer to its activatable_until', async () => {
    t.clock.set(at(1, 9));
    const p = await vipPlayer();
    await depositThrough3ds(t, { b: p.browser, id: p.playerId, email: '' }, cardBody(SANDBOX_TEST_CARDS.approved[0], 1_500));
    await t.drain();
    let cal = await view(p.browser);
    expect(cal).toMatchObject({ available: true, finished: false, step: 1, step_total: 3 });
    expect(cal.days.map((d) => d.state)).toEqual(['active', 'future', 'future']);
    expect(cal.days[0]).toMatchObject({
      progress: { deposit_cents: 1_500, wager_cents: 0 },
      is_completed: false,
      timer_until: at(2, 0).toISOString(),
      gift: null,
    });

    const game = await seedTestGame(t.database.db);
    const { token } = await openSession(t.database.db, {
      playerId: p.playerId,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    await t.app.modules.games.protocol.bet(game.provider, { session: token, transaction_id: randomUUID(), round_id: randomUUID(), amount: 300 });
    await t.drain();
    cal = await view(p.browser);
    expect(cal.step).toBe(2);
    const day1 = cal.days[0]!;
    expect(day1).toMatchObject({ state: 'completed', is_completed: true, progress: { deposit_cents: 1_500, wager_cents: 300 } });
    const paid = await prizeGifts(p.playerId);
    expect(paid).toHaveLength(1);
    expect(day1.gift).toEqual({ id: paid[0]!.id, activatable_until: paid[0]!.activatableUntil!.toISOString() });
    expect(day1.timer_until).toBe(day1.gift!.activatable_until);
    expect(paid[0]).toMatchObject({ source: 'engine:adventure', templateId, idempotencyKey: `adventure:${DAY1}:1:${p.playerId}` });
    expect(await playerGroupIds(t.database.db, p.playerId)).toContain(adventureDayGroup(1));
    // More play the same day pays nothing more.
    await t.app.modules.games.protocol.bet(game.provider, { session: token, transaction_id: randomUUID(), round_id: randomUUID(), amount: 300 });
    await t.drain();
    expect(await prizeGifts(p.playerId)).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/player/adventure' })).statusCode).toBe(401);
  });

  it('counts a replayed fact once, and pays the prize once when the completing fact is handed again', async () => {
    t.clock.set(at(1, 10));
    const p = await vipPlayer();
    const dep = depositEvent(p.playerId, 1_000, at(1, 10));
    await deliver(dep);
    await deliver(dep);
    const bet = betEvent(p.playerId, 300, at(1, 10));
    await deliver(bet);
    await deliver(bet);
    const [row] = await t.database.db.select().from(adventureProgress).where(eq(adventureProgress.playerId, p.playerId));
    expect(row).toMatchObject({ depositCents: 1_000n, wagerCents: 300n, day: 1 });
    expect(row!.completedAt).not.toBeNull();
    // Two deliveries racing after completion: still one prize.
    await Promise.all([deliver(betEvent(p.playerId, 300, at(1, 11))), deliver(betEvent(p.playerId, 300, at(1, 11)))]);
    expect(await prizeGifts(p.playerId)).toHaveLength(1);
  });

  it('loses a day when the platform clock passes its end, and finishes the calendar the day after the last', async () => {
    t.clock.set(at(1, 8));
    const p = await vipPlayer();
    await deliver(depositEvent(p.playerId, 5_000, at(1, 8)));
    t.clock.set(at(2, 1));
    // A stake on day 2 does not reach back into day 1.
    await deliver(betEvent(p.playerId, 300, at(2, 1)));
    let cal = await view(p.browser);
    expect(cal.days.map((d) => d.state)).toEqual(['lost', 'completed', 'future']);
    expect(cal.days[0]).toMatchObject({ progress: { deposit_cents: 5_000, wager_cents: 0 }, timer_until: null });
    // Day 2 has no prize template: completed, joined, nothing paid.
    expect(await prizeGifts(p.playerId)).toHaveLength(0);
    expect(await playerGroupIds(t.database.db, p.playerId)).toContain(adventureDayGroup(2));
    t.clock.set(at(3, 5));
    cal = await view(p.browser);
    expect(cal.days[2]).toMatchObject({ state: 'active', timer_until: at(4, 0).toISOString() });
    expect(cal.finished).toBe(false);
    // A player who missed day 1 cannot complete the super day.
    await deliver(betEvent(p.playerId, 500, at(3, 5)));
    expect((await view(p.browser)).days[2]!.state).toBe('active');
    t.clock.set(at(5, 0));
    cal = await view(p.browser);
    expect(cal.finished).toBe(true);
    expect(cal.days.map((d) => d.state)).toEqual(['lost', 'completed', 'lost']);
  });

  it('makes the super day superb when every day before it is completed, paying its prize once', async () => {
    const p = await vipPlayer();
    await complete(p.playerId, 1);
    await complete(p.playerId, 2);
    await complete(p.playerId, 3);
    t.clock.set(at(3, 20));
    const cal = await view(p.browser);
    expect(cal).toMatchObject({ step: 4, step_total: 3, finished: true });
    expect(cal.days.map((d) => d.state)).toEqual(['completed', 'completed', 'superb']);
    expect(await prizeGifts(p.playerId)).toHaveLength(2);
    expect((await playerGroupIds(t.database.db, p.playerId)).filter((g) => g > 4000).sort()).toEqual([4001, 4002, 4003]);
  });

  it('is shown only to testers and the configured groups; an excluded player makes no progress; multi-account and bonuses-off players complete without a prize', async () => {
    t.clock.set(at(1, 12));
    const outsider = await fundedPlayer(t, 0n);
    await complete(outsider.playerId, 1);
    expect(await view(outsider.browser)).toMatchObject({ available: false, days: [] });
    expect(await t.database.db.select().from(adventureProgress).where(eq(adventureProgress.playerId, outsider.playerId))).toEqual([]);

    const tester = await fundedPlayer(t, 0n);
    await t.database.db.insert(playerGroups).values({ playerId: tester.playerId, groupId: 916 });
    expect((await view(tester.browser)).available).toBe(true);

    const excluded = await vipPlayer();
    await setLimit(t.app.deps, excluded.playerId, { type: 'selfexclusion', period: 'month' }, { actor: 'player' });
    await complete(excluded.playerId, 1);
    expect(await t.database.db.select().from(adventureProgress).where(eq(adventureProgress.playerId, excluded.playerId))).toEqual([]);

    const multi = await vipPlayer();
    await t.database.db.insert(playerGroups).values({ playerId: multi.playerId, groupId: 100 });
    await complete(multi.playerId, 1);
    const off = await vipPlayer();
    await off.browser.call('PATCH', '/api/player/update_bonus_settings', { can_issue: false });
    await complete(off.playerId, 1);
    for (const [who, reason] of [
      [multi, 'multi_account'],
      [off, 'bonuses_disabled'],
    ] as const) {
      const [row] = await t.database.db.select().from(adventureProgress).where(eq(adventureProgress.playerId, who.playerId));
      expect(row).toMatchObject({ prizeRefused: reason, giftId: null });
      expect(row!.completedAt).not.toBeNull();
      expect(await prizeGifts(who.playerId)).toHaveLength(0);
    }
  });
});
