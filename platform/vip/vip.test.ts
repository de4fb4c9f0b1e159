import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIP_GROUPS, VipProgressSchema, VipThresholdsViewSchema } from '../../schemas/vip';
import { cryptoExchangeRates, domainEvents, playerNotifications, staffAuditLog } from '../db/schema';
import { fundedPlayer } from '../games/seamless/test-helpers';
import { notificationConsumer } from '../notifications/stream';
import type { StreamEvent } from '../outbox/index';
import { addPlayerToGroups, playerGroupIds } from '../player';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { vipPorts } from '../modules';
import { vipConsumers } from './index';

/** The VIP club (README): statuses from the stream's deposits and bets, as C6 groups, ended at the quarter's end except DIAMOND. Both databases. */
describe('vip', () => {
  let t: TestPlatform;
  let eventId = 1_000_000;
  let ip = 1;
  const ports = () => t.app.modules.vip;

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
  });
  afterAll(async () => t?.close());

  const consumer = () => vipConsumers(vipPorts())[0]!;
  const deliver = (e: StreamEvent) => t.database.db.transaction(async (tx) => consumer().handle(e as never, { tx }));
  const deposit = (playerId: number, amount: number, currency = 'EUR', id = ++eventId): StreamEvent<'deposit.credited'> => ({
    id,
    txId: 1,
    type: 'deposit.credited',
    playerId,
    payload: { payment_id: id, currency, amount_cents: amount, provider: 'sandbox', bonus_id: null },
    occurredAt: t.clock.now(),
  });
  const bet = (playerId: number, amount: number, bonus = 0): StreamEvent<'bet.placed'> => ({
    id: ++eventId,
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
      round_id: eventId,
      transaction_id: `tx-${eventId}`,
    },
    occurredAt: t.clock.now(),
  });
  const progress = async (browser: Awaited<ReturnType<typeof fundedPlayer>>['browser']) => {
    const res = await browser.call('GET', '/jam/vip_status_progress');
    expect(res.statusCode, res.body).toBe(200);
    return VipProgressSchema.parse(res.json());
  };
  const groups = (playerId: number) => playerGroupIds(t.database.db, playerId);

  it('answers REGULAR with the BRONZE thresholds for a new player, 401 for a guest', async () => {
    const { browser } = await fundedPlayer(t, 0n);
    const p = await progress(browser);
    expect(p).toMatchObject({
      currency: 'EUR',
      currentStatus: 'REGULAR',
      activeStatus: 'REGULAR',
      nextStatus: 'BRONZE',
      depositThresholdCents: 600_000,
      betSumThresholdCents: 6_000_000,
      overallProgress: 0,
    });
    const guest = await t.app.inject({ method: 'GET', url: '/jam/vip_status_progress' });
    expect(guest.statusCode).toBe(401);
  });

  it('a deposit past the threshold raises the status: group 257, a stream fact and a notification', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    await deliver(deposit(playerId, 300_000));
    expect(await progress(browser)).toMatchObject({ currentStatus: 'REGULAR', depositAmountCents: 300_000, overallProgress: 50 });
    await deliver(deposit(playerId, 300_000));
    expect(await progress(browser)).toMatchObject({ currentStatus: 'BRONZE', activeStatus: 'BRONZE', nextStatus: 'SILVER', depositThresholdCents: 1_200_000 });
    expect(await groups(playerId)).toContain(VIP_GROUPS.BRONZE);
    const facts = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.playerId, playerId), eq(domainEvents.type, 'vip.status_changed')));
    expect(facts.map((f) => f.payload)).toEqual([{ from: 'REGULAR', to: 'BRONZE', currency: 'EUR', reason: 'reached' }]);
    const fact = facts[0]!;
    await t.database.db.transaction(async (tx) =>
      notificationConsumer(t.app.deps).handle(
        { id: Number(fact.id), txId: 1, type: 'vip.status_changed', playerId, payload: fact.payload, occurredAt: fact.occurredAt } as never,
        { tx },
      ),
    );
    const notes = await t.database.db.select().from(playerNotifications).where(eq(playerNotifications.playerId, playerId));
    expect(notes.map((n) => n.eventKind)).toEqual(['vip.reached']);
  });

  it('real-money bets raise it too (bonus money does not count), past two statuses at once', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    await deliver(bet(playerId, 30_000_000, 30_000_000));
    expect((await progress(browser)).betSumCents).toBe(0);
    await deliver(bet(playerId, 13_000_000));
    expect(await progress(browser)).toMatchObject({ currentStatus: 'SILVER', activeStatus: 'SILVER', betSumCents: 13_000_000 });
    expect(await groups(playerId)).toEqual(expect.arrayContaining([VIP_GROUPS.SILVER]));
    expect(await groups(playerId)).not.toContain(VIP_GROUPS.BRONZE);
  });

  it('a replayed event counts once', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    const e = deposit(playerId, 100_000);
    await deliver(e);
    await deliver(e);
    await deliver(e);
    expect((await progress(browser)).depositAmountCents).toBe(100_000);
  });

  it('crypto deposits count in EUR at the platform rate', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n, { currency: 'BTC' });
    await t.database.db
      .insert(cryptoExchangeRates)
      .values({ fromCurrency: 'BTC', toCurrency: 'EUR', rate: '80000' })
      .onConflictDoUpdate({ target: [cryptoExchangeRates.fromCurrency, cryptoExchangeRates.toCurrency], set: { rate: '80000' } });
    // 0.1 BTC = 10,000,000 satoshi = 8,000 EUR = 800,000 cents: past BRONZE (600,000).
    await deliver(deposit(playerId, 10_000_000, 'BTC'));
    expect(await progress(browser)).toMatchObject({ currency: 'EUR', depositAmountCents: 800_000, currentStatus: 'BRONZE', activeStatus: 'BRONZE' });
  });

  it('a multi-account (group 100) counts but is not raised', async () => {
    const { browser, playerId } = await fundedPlayer(t, 0n);
    await t.database.db.transaction((tx) => addPlayerToGroups(tx, playerId, [100]));
    await deliver(deposit(playerId, 700_000));
    expect(await progress(browser)).toMatchObject({ currentStatus: 'BRONZE', activeStatus: 'REGULAR', depositAmountCents: 700_000 });
    expect(await groups(playerId)).not.toContain(VIP_GROUPS.BRONZE);
  });

  it('the quarter end demotes every status but DIAMOND (lifelong), once even with two passes', async () => {
    const gold = await fundedPlayer(t, 0n);
    const diamond = await fundedPlayer(t, 0n);
    await deliver(deposit(gold.playerId, 2_400_000));
    await deliver(deposit(diamond.playerId, 12_000_000));
    expect((await progress(gold.browser)).activeStatus).toBe('GOLD');
    expect((await progress(diamond.browser)).activeStatus).toBe('DIAMOND');
    expect((await progress(gold.browser)).expiresAt).toBe('2027-01-01T00:00:00.000Z');
    t.clock.set('2027-01-01T00:00:30Z');
    const passes = await Promise.all([ports().endQuarter(t.database.db, t.clock.now()), ports().endQuarter(t.database.db, t.clock.now())]);
    expect(passes[0]! + passes[1]!).toBeGreaterThanOrEqual(1);
    // Sessions have ended by then: the module's progress read, as the route answers it.
    const later = (playerId: number) => ports().progress(t.database.db, playerId, t.clock.now());
    expect(await later(gold.playerId)).toMatchObject({ activeStatus: 'REGULAR', currentStatus: 'REGULAR', depositAmountCents: 0 });
    expect(await groups(gold.playerId)).not.toContain(VIP_GROUPS.GOLD);
    expect((await later(diamond.playerId)).activeStatus).toBe('DIAMOND');
    expect(await groups(diamond.playerId)).toContain(VIP_GROUPS.DIAMOND);
    const ended = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.playerId, gold.playerId), eq(domainEvents.type, 'vip.status_changed')));
    expect(ended.map((e) => (e.payload as { reason: string }).reason)).toEqual(['reached', 'quarter_end']);
    t.clock.set('2026-11-22T12:00:00Z');
  });

  it('marketing sets a currency’s thresholds (audited; bad input 422 by field; editors refused)', async () => {
    const staff = await staffBrowser(t, 'marketing', `10.20.0.${ip++}`);
    const view = VipThresholdsViewSchema.parse((await staff('GET', '/api/backoffice/vip/thresholds')).json());
    expect(view.currencies.find((c) => c.currency === 'USD')).toMatchObject({ custom: false });
    const bad = await staff('PUT', '/api/backoffice/vip/thresholds/NZD', { levels: [{ status: 'BRONZE', deposit_cents: -1, bet_cents: 1 }] });
    expect(bad.statusCode).toBe(422);
    const levels = (['BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'] as const).map((status, i) => ({
      status,
      deposit_cents: (i + 1) * 1000,
      bet_cents: (i + 1) * 10_000,
    }));
    const ok = await staff('PUT', '/api/backoffice/vip/thresholds/NZD', { levels });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(VipThresholdsViewSchema.parse(ok.json()).currencies.find((c) => c.currency === 'NZD')).toMatchObject({ custom: true, levels });
    const [entry] = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.target, 'vip_thresholds:NZD'));
    expect(entry).toMatchObject({ action: 'vip.thresholds.update' });
    const editor = await staffBrowser(t, 'editor', `10.20.0.${ip++}`);
    expect((await editor('PUT', '/api/backoffice/vip/thresholds/NZD', { levels })).statusCode).toBe(403);
    const { browser, playerId } = await fundedPlayer(t, 0n, { currency: 'NZD', country: 'NZ' });
    await deliver(deposit(playerId, 2_500, 'NZD'));
    expect(await progress(browser)).toMatchObject({ currency: 'NZD', activeStatus: 'SILVER', nextStatus: 'GOLD', depositThresholdCents: 3000 });
  });
});
