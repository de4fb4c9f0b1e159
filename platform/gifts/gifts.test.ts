import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GiftViewSchema, GiftViewsSchema, OfferViewsSchema, type BonusTemplateBody, type GiftView } from '../../schemas/gifts';
import type { StaffRole } from '../../schemas/staff';
import { DomainEventPayloadSchemas } from '../../schemas/domain-events';
import { Browser } from '../auth/auth-test-helpers';
import { domainEvents, giftDepositClaims, gifts, payments, playerGroups, players, staffAuditLog } from '../db/schema';
import { fundedPlayer, providerCall, seedTestGame } from '../games/seamless/test-helpers';
import { openSession } from '../games/seamless/sessions';
import { setLimit } from '../limits/changes';
import { seedGroups } from '../player/groups';
import { cardBody, depositThrough3ds, type TestPlayer } from '../payments/test-helpers';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { seedStaff } from '../staff/seed';
import { staffBrowser as sharedStaffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { playerBalances, reconcile } from '../wallet/index';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import type { StreamEvent } from '../outbox/index';
import { giftConsumers, type Gifts } from './index';
import { createTemplate } from './templates';
import { seedGifts } from './seed';
import { seedDemoPlayers } from '../auth/seed';

/**
 * The gifts module (README): the one issuing port, stages enforced by the database, the player's
 * calls, the deposit bonus from the event stream, the maximum bet, codes and the back office.
 * On the database TEST_DB names (PostgreSQL shows the races PGlite's one connection cannot).
 */
describe('gifts', () => {
  let t: TestPlatform;
  let gifts_: Gifts;
  let game: { gameId: number; provider: string };
  let ip = 1;
  const staffBrowser = (role: StaffRole) => sharedStaffBrowser(t, role, `10.8.0.${ip++}`);
  const ports = { excluded: async () => false };
  const consumers = () => giftConsumers(t.app.deps, ports);

  beforeAll(async () => {
    t = await createTestPlatform({ PAYMENT_JOBS_INTERVAL_MS: '0', PAYMENT_PROVIDER_TIMEOUT_MS: '1500' });
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    gifts_ = t.app.modules.gifts;
    game = await seedTestGame(t.database.db);
  });
  afterAll(async () => t?.close());

  const template = async (body: BonusTemplateBody) => createTemplate(t.database.db, BonusTemplateInputSchema.parse(body), t.clock.now());
  const money = (extra: Partial<BonusTemplateBody> = {}) =>
    template({ title: `Gift ${randomUUID().slice(0, 6)}`, type: 'rocket_lite', amounts: { EUR: 1_000 }, wager_multiplier: 10, ...extra });
  const issue = (playerId: number, templateId: number, source = 'staff', key = randomUUID()) =>
    gifts_.issueGift(t.database.db, { playerId, templateId, source, idempotencyKey: key, at: t.clock.now() });
  const reconciled = async () => expect((await reconcile(t.database.db)).ok).toBe(true);
  const bonusList = async (b: Browser) => GiftViewsSchema.parse((await b.call('GET', '/api/player/bonuses')).json());
  const balances = async (playerId: number) => (await playerBalances(t.database.db, playerId)).get('EUR') ?? { cash: 0n, bonus: 0n };
  const giftRow = async (id: number) => (await t.database.db.select().from(gifts).where(eq(gifts.id, id)))[0]!;

  it('issues through one port exactly once per key, and writes the stage as a fact', async () => {
    const { playerId } = await fundedPlayer(t, 0n);
    const tpl = await money();
    const key = randomUUID();
    const [a, b] = await Promise.all([issue(playerId, tpl.id, 'engine:tournaments', key), issue(playerId, tpl.id, 'engine:tournaments', key)]);
    expect(a.gift.id).toBe(b.gift.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const again = await issue(playerId, tpl.id, 'engine:tournaments', key);
    expect(again).toMatchObject({ replayed: true, gift: { id: a.gift.id, stage: 'issued', amount: 1_000n } });
    const other = await money();
    await expect(issue(playerId, other.id, 'engine:tournaments', key)).rejects.toMatchObject({ statusCode: 409, code: 'idempotency_conflict' });
    const rows = await t.database.db.select().from(gifts).where(eq(gifts.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const facts = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'gift.stage_changed'), eq(domainEvents.playerId, playerId)));
    expect(facts.map((f) => DomainEventPayloadSchemas['gift.stage_changed'].parse(f.payload))).toEqual([
      expect.objectContaining({ gift_id: a.gift.id, from: null, stage: 'issued', source: 'engine:tournaments' }),
    ]);
  });

  it('gives nothing to a player with bonuses switched off, to the multi-account group automatically, or to an excluded player', async () => {
    const tpl = await money();
    const off = await fundedPlayer(t, 0n);
    const settings = await off.browser.call('PATCH', '/api/player/update_bonus_settings', { can_issue: false });
    expect(settings.json()).toEqual({ can_issue_bonuses: false });
    expect((await off.browser.call('GET', '/api/player')).json().can_issue_bonuses).toBe(false);
    await expect(issue(off.playerId, tpl.id)).rejects.toMatchObject({ statusCode: 422, reason: 'bonuses_disabled' });
    expect((await off.browser.call('GET', '/api/bonuses/deposit?currency=EUR')).json()).toEqual([]);

    const multi = await fundedPlayer(t, 0n);
    await t.database.db.insert(playerGroups).values({ playerId: multi.playerId, groupId: 100 });
    await expect(issue(multi.playerId, tpl.id, 'deposit')).rejects.toMatchObject({ reason: 'multi_account' });
    await expect(issue(multi.playerId, tpl.id, 'engine:shop')).rejects.toMatchObject({ reason: 'multi_account' });
    // Not automatic: a code the player typed, or staff's deliberate issue.
    expect((await issue(multi.playerId, tpl.id, 'coupon')).replayed).toBe(false);

    const excluded = await fundedPlayer(t, 0n);
    await setLimit(t.app.deps, excluded.playerId, { type: 'selfexclusion', period: 'month' }, { actor: 'player' });
    await expect(issue(excluded.playerId, tpl.id)).rejects.toMatchObject({ reason: 'excluded' });
    expect(await t.database.db.select().from(gifts).where(eq(gifts.playerId, excluded.playerId))).toEqual([]);
  });

  it('activates once from two tabs, refuses an expired or another player’s gift, and shows C3 fields', async () => {
    const { playerId, browser } = await fundedPlayer(t, 0n);
    const tpl = await money({ activatable_hours: 2, max_bet: { EUR: 200 } });
    const { gift } = await issue(playerId, tpl.id);
    const [view] = await bonusList(browser);
    expect(view).toMatchObject({
      id: gift.id,
      stage: 'issued',
      activatable: true,
      amount_cents: 1_000,
      amount_wager_requirement_cents: 10_000,
      amount_wager_cents: 0,
      type: 'rocket_lite',
      currency: 'EUR',
    });

    const second = new Browser(t);
    const email = (await t.database.db.select({ email: players.email }).from(players).where(eq(players.id, playerId)))[0]!.email;
    expect((await second.call('POST', '/api/users/sign_in', { user: { email, password: 'Sup3r-secret!' } })).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      browser.call('POST', `/api/player/bonuses/${gift.id}/activation`),
      second.call('POST', `/api/player/bonuses/${gift.id}/activation`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const won = GiftViewSchema.parse((a.statusCode === 200 ? a : b).json());
    expect(won).toMatchObject({ stage: 'activated', activatable: false, amount_cents: 1_000 });
    expect(await balances(playerId)).toEqual({ cash: 0n, bonus: 1_000n });

    // Another player's gift is no gift at all; a free-spins path does not reach a money gift.
    const stranger = await fundedPlayer(t, 0n);
    expect((await stranger.browser.call('POST', `/api/player/bonuses/${gift.id}/activation`)).statusCode).toBe(404);
    expect((await stranger.browser.call('DELETE', `/api/player/bonuses/${gift.id}`)).statusCode).toBe(404);
    expect((await browser.call('POST', `/api/player/freespins/${gift.id}/activation`)).statusCode).toBe(404);

    // Past activatable_until: refused, and the gift is expired for good.
    const late = (await issue(stranger.playerId, tpl.id)).gift;
    t.clock.advance(2 * 3_600_000 + 1);
    const res = await stranger.browser.call('POST', `/api/player/bonuses/${late.id}/activation`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'gift_not_activatable', stage: 'expired' });
    expect((await giftRow(late.id)).stage).toBe('expired');
    await reconciled();
  });

  it('refuses a bet above the maximum while the bonus is wagered, with a clear message', async () => {
    const { playerId } = await fundedPlayer(t, 1_000n);
    const tpl = await money({ max_bet: { EUR: 200 } });
    const { gift } = await issue(playerId, tpl.id);
    const { token } = await openSession(t.database.db, {
      playerId,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    // Before activation no maximum applies.
    expect(
      (await providerCall(t, game.provider, 'bet', { session: token, transaction_id: randomUUID(), round_id: randomUUID(), amount: 300 })).statusCode,
    ).toBe(200);
    await gifts_Activate(playerId, gift.id);
    const over = await providerCall(t, game.provider, 'bet', { session: token, transaction_id: randomUUID(), round_id: randomUUID(), amount: 201 });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ error: 'max_bet_exceeded' });
    expect(over.json().message).toContain('2.00 EUR');
    expect(
      (await providerCall(t, game.provider, 'bet', { session: token, transaction_id: randomUUID(), round_id: randomUUID(), amount: 200 })).statusCode,
    ).toBe(200);
    await reconciled();
  });

  async function gifts_Activate(playerId: number, giftId: number) {
    const { activateGift } = await import('./index');
    return activateGift(t.database.db, { playerId, giftId, at: t.clock.now() });
  }

  it('cancels with the forfeit shown first, and follows the bonus to wager_done through the stream', async () => {
    const { playerId, browser } = await fundedPlayer(t, 0n);
    const tpl = await money();
    const { gift } = await issue(playerId, tpl.id);
    await gifts_Activate(playerId, gift.id);
    const preview = await browser.call('GET', `/api/player/bonuses/${gift.id}/cancellation`);
    expect(preview.json()).toEqual({ id: gift.id, currency: 'EUR', forfeit_cents: 1_000, stage: 'activated' });
    const del = await browser.call('DELETE', `/api/player/bonuses/${gift.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(GiftViewSchema.parse(del.json())).toMatchObject({ stage: 'canceled', forfeit_cents: 1_000 });
    expect(await balances(playerId)).toEqual({ cash: 0n, bonus: 0n });
    await t.drain();
    expect((await giftRow(gift.id)).stage).toBe('canceled');
    // A repeat DELETE answers the gift as it is.
    expect((await browser.call('DELETE', `/api/player/bonuses/${gift.id}`)).json()).toMatchObject({ stage: 'canceled', forfeit_cents: 1_000 });

    // x1: one stake of the whole amount wagers it; the bonus converts in the bet, the gift follows from the stream.
    const x1 = await money({ wager_multiplier: 1 });
    const next = (await issue(playerId, x1.id)).gift;
    await gifts_Activate(playerId, next.id);
    const { token } = await openSession(t.database.db, {
      playerId,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    const round = randomUUID();
    expect((await providerCall(t, game.provider, 'bet', { session: token, transaction_id: randomUUID(), round_id: round, amount: 1_000 })).statusCode).toBe(
      200,
    );
    expect((await providerCall(t, game.provider, 'win', { session: token, transaction_id: randomUUID(), round_id: round, amount: 500 })).statusCode).toBe(200);
    await t.drain();
    const row = await giftRow(next.id);
    expect(row.stage).toBe('wager_done');
    await reconciled();
  });

  it('pushes every stage on the player’s bonuses or freespins channel, from the stream', async () => {
    const { playerId } = await fundedPlayer(t, 0n);
    const pushes: { playerId: number; event: string; payload: unknown }[] = [];
    const on = (p: { playerId: number; event: string; payload: unknown }) => void (p.playerId === playerId && pushes.push(p));
    const off = t.events.on('player.push', on);
    const { gift } = await issue(playerId, (await money()).id);
    await gifts_Activate(playerId, gift.id);
    await t.drain();
    off();
    const giftPushes = pushes
      .filter((p) => p.event === 'private:bonuses' && (p.payload as { gift_id?: number }).gift_id === gift.id)
      .map((p) => (p.payload as { stage: string }).stage);
    expect(giftPushes).toEqual(['issued', 'activated']);
  });

  it('refuses stage moves the table does not allow, in the database itself', async () => {
    const { playerId } = await fundedPlayer(t, 0n);
    const { gift } = await issue(playerId, (await money()).id);
    await expect(t.database.db.execute(sql`UPDATE gifts SET stage = 'wager_done' WHERE id = ${gift.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM gifts WHERE id = ${gift.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`UPDATE gifts SET amount = 5 WHERE id = ${gift.id}`)).rejects.toThrow();
    await t.database.db.execute(sql`UPDATE gifts SET stage = 'canceled', finished_at = now() WHERE id = ${gift.id}`);
    await expect(t.database.db.execute(sql`UPDATE gifts SET stage = 'issued', finished_at = NULL WHERE id = ${gift.id}`)).rejects.toThrow();
  });

  describe('deposit bonus', () => {
    const deposit = (extra: Partial<BonusTemplateBody> = {}) =>
      template({
        title: `Deposit ${randomUUID().slice(0, 6)}`,
        type: 'deposit',
        percent: 100,
        max_amounts: { EUR: 10_000 },
        min_deposit: { EUR: 2_000 },
        wager_multiplier: 30,
        ...extra,
      });
    const event = (playerId: number, paymentId: number, amount: number, bonusId: number | null): StreamEvent<'deposit.credited'> => ({
      id: 1,
      txId: 1,
      type: 'deposit.credited',
      playerId,
      payload: { payment_id: paymentId, currency: 'EUR', amount_cents: amount, provider: 'sandbox', bonus_id: bonusId },
      occurredAt: t.clock.now(),
    });
    const handle = (e: StreamEvent<'deposit.credited'>) => t.database.db.transaction(async (tx) => consumers()[1]!.handle(e as never, { tx }));

    it('lists the offers, and applies the chosen one when the deposit is credited, once even when the fact comes twice', async () => {
      const tpl = await deposit();
      const { playerId, browser } = await fundedPlayer(t, 0n, { first_name: 'Anna' });
      const offers = OfferViewsSchema.parse((await browser.call('GET', '/api/bonuses/deposit?currency=EUR&amount=5000')).json());
      expect(offers.find((o) => o.id === tpl.id)).toMatchObject({
        amount_cents: 5_000,
        percent: 100,
        max_amount_cents: 10_000,
        min_deposit_cents: 2_000,
        wager_multiplier: 30,
      });
      expect(
        OfferViewsSchema.parse((await browser.call('GET', '/api/bonuses/deposit?currency=EUR&amount=1000')).json()).find((o) => o.id === tpl.id),
      ).toBeUndefined();
      const p: TestPlayer = { b: browser, id: playerId, email: '' };
      const { start } = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 5_000, { bonus_id: tpl.id }));
      await t.drain();
      expect(await balances(playerId)).toEqual({ cash: 5_000n, bonus: 5_000n });
      const [g] = await bonusList(browser);
      expect(g).toMatchObject({ type: 'deposit', stage: 'activated', amount_cents: 5_000, amount_wager_requirement_cents: 150_000 });
      // The same fact again (at-least-once delivery): nothing more.
      await handle(event(playerId, start.payment.id, 5_000, tpl.id));
      expect(await balances(playerId)).toEqual({ cash: 5_000n, bonus: 5_000n });
      expect(await t.database.db.select().from(gifts).where(eq(gifts.playerId, playerId))).toHaveLength(1);
      expect(await t.database.db.select().from(giftDepositClaims).where(eq(giftDepositClaims.paymentId, start.payment.id))).toEqual([
        expect.objectContaining({ outcome: 'activated', giftId: g!.id }),
      ]);
      await reconciled();
    });

    it('refuses, before any money moves, a chosen bonus that does not apply to the currency or amount (422 on bonus_id)', async () => {
      const tpl = await deposit();
      const usdOnly = await deposit({ max_amounts: { USD: 10_000 }, min_deposit: {} });
      const coded = await deposit({ bonus_code: `CODE${randomUUID().slice(0, 6)}` });
      const notDeposit = await money();
      const { playerId, browser } = await fundedPlayer(t, 0n);
      const paymentsOf = async () => (await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.playerId, playerId))).length;
      const paymentsBefore = await paymentsOf();
      for (const [bonusId, amount] of [
        [tpl.id, 1_000], // below its minimum deposit of 20.00
        [usdOnly.id, 5_000], // no amount for EUR
        [coded.id, 5_000], // behind a bonus code the player does not hold
        [notDeposit.id, 5_000], // not a deposit bonus
        [2_000_000_000, 5_000], // no such template
      ] as const) {
        const res = await browser.call('POST', '/api/player/payments/deposit', cardBody(SANDBOX_TEST_CARDS.approved[0], amount, { bonus_id: bonusId }));
        expect(res.statusCode, `${bonusId}: ${res.body}`).toBe(422);
        expect(res.json()).toMatchObject({ error: 'validation_failed', errors: { bonus_id: [expect.any(String)] } });
      }
      // Nothing was stored, no provider was asked: the same rows as before, no money.
      expect(await paymentsOf()).toBe(paymentsBefore);
      expect(await balances(playerId)).toEqual({ cash: 0n, bonus: 0n });
      // The same deposit with the bonus it may have, or with none, starts.
      const p: TestPlayer = { b: browser, id: playerId, email: '' };
      await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 5_000, { bonus_id: tpl.id }));
      await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 1_000, { bonus_id: null }));
      // With its code held, the coded bonus may be chosen.
      await browser.call('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: coded.bonusCode });
      await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0], 5_000, { bonus_id: coded.id }));
    });

    it('gives a bonus code to one of two deposits racing for it', async () => {
      const tpl = await deposit({ bonus_code: `RACE${randomUUID().slice(0, 6)}`, percent: null, max_amounts: {}, amounts: { EUR: 700 } });
      const { playerId, browser } = await fundedPlayer(t, 0n);
      expect((await browser.call('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: tpl.bonusCode!.toLowerCase() })).json()).toEqual({
        deposit_bonus_code: tpl.bonusCode,
      });
      expect((await browser.call('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'NOPE-NOPE' })).statusCode).toBe(422);
      // A player with a code sees the code's bonus in the cashbox.
      expect(OfferViewsSchema.parse((await browser.call('GET', '/api/bonuses/deposit?currency=EUR&amount=5000')).json()).map((o) => o.id)).toEqual([tpl.id]);
      const base = 2_000_000_000 - Math.floor(Math.random() * 1_000_000);
      await Promise.all([handle(event(playerId, base, 5_000, null)), handle(event(playerId, base + 1, 5_000, null))]);
      const claims = await t.database.db.select().from(giftDepositClaims).where(eq(giftDepositClaims.playerId, playerId));
      expect(claims.map((c) => c.outcome).sort()).toEqual(['activated', 'no_bonus']);
      expect(await balances(playerId)).toEqual({ cash: 0n, bonus: 700n });
      expect((await browser.call('GET', '/api/player')).json().deposit_bonus_code).toBeNull();
      await reconciled();
    });

    it('records a refusal without retrying: below the minimum, or bonuses switched off', async () => {
      const tpl = await deposit();
      const { playerId, browser } = await fundedPlayer(t, 0n);
      await handle(event(playerId, 1_900_000_000 + Math.floor(Math.random() * 1_000_000), 1_000, tpl.id));
      await browser.call('PATCH', '/api/player/update_bonus_settings', { can_issue: false });
      await handle(event(playerId, 1_800_000_000 + Math.floor(Math.random() * 1_000_000), 5_000, tpl.id));
      const claims = await t.database.db.select().from(giftDepositClaims).where(eq(giftDepositClaims.playerId, playerId));
      expect(claims.map((c) => c.outcome).sort()).toEqual(['refused:bonuses_disabled', 'refused:deposit_too_small']);
      expect(await balances(playerId)).toEqual({ cash: 0n, bonus: 0n });
    });
  });

  describe('codes and the back office', () => {
    it('lets marketing create templates and batches and issue (audited), never an editor', async () => {
      const editor = await staffBrowser('editor');
      const body: BonusTemplateBody = { title: 'Spins', type: 'freespins', game_ids: [game.gameId], freespins_count: 20, bet_level: 1, currencies: ['EUR'] };
      expect((await editor('POST', '/api/backoffice/bonus-templates', body)).statusCode).toBe(403);
      const marketing = await staffBrowser('marketing');
      const bad = await marketing('POST', '/api/backoffice/bonus-templates', { title: 'x', type: 'freespins' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['freespins_count', 'bet_level', 'game_ids']));
      const created = await marketing('POST', '/api/backoffice/bonus-templates', body);
      expect(created.statusCode, created.body).toBe(200);
      const tpl = created.json() as { id: number };

      const { playerId, browser } = await fundedPlayer(t, 0n);
      const issued = await marketing('POST', `/api/backoffice/bonus-templates/${tpl.id}/issue`, {
        player_ids: [playerId, 999_999_999],
        reason: 'support goodwill',
        idempotency_key: randomUUID(),
      });
      expect(issued.json()).toEqual({ issued: 1, skipped: [{ player_id: 999_999_999, reason: 'player_not_found' }] });
      const spins = GiftViewsSchema.parse((await browser.call('GET', '/api/player/freespins')).json());
      expect(spins).toMatchObject([{ kind: 'freespins', stage: 'issued', freespins_total: 20, freespins_performed: 0, bet_level: 1, game_ids: [game.gameId] }]);
      expect((await browser.call('POST', `/api/player/freespins/${spins[0]!.id}/activation`)).json()).toMatchObject({ stage: 'activated' });
      const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'gift.issue'));
      expect(audit.length).toBeGreaterThan(0);

      // A shared coupon usable twice in all, once per player.
      const batch = await marketing('POST', '/api/backoffice/code-batches', {
        template_id: tpl.id,
        kind: 'coupon',
        code: `SPIN${randomUUID().slice(0, 6)}`,
        max_uses: 2,
      });
      expect(batch.statusCode, batch.body).toBe(200);
      const codes = (await marketing('GET', `/api/backoffice/code-batches/${batch.json().id}/codes`)).json() as { codes: { code: string }[] };
      const code = codes.codes[0]!.code;
      const one = await fundedPlayer(t, 0n);
      const first = await one.browser.call('POST', '/api/bonuses/coupon', { coupon_code: code.toLowerCase() });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: 'activated', gift: { kind: 'freespins', stage: 'issued' } });
      expect((await one.browser.call('POST', '/api/bonuses/coupon', { coupon_code: code })).json()).toMatchObject({ error: 'code_used' });
      expect((await one.browser.call('POST', '/api/v2/bonuses/promo-code', { code })).json()).toMatchObject({ error: 'code_invalid' });
      const two = await fundedPlayer(t, 0n);
      expect((await two.browser.call('POST', '/api/bonuses/coupon', { coupon_code: code })).statusCode).toBe(200);
      const three = await fundedPlayer(t, 0n);
      expect((await three.browser.call('POST', '/api/bonuses/coupon', { coupon_code: code })).json()).toMatchObject({ error: 'code_used_up' });
      // Another currency: the template's targeting refuses.
      const nzd = await fundedPlayer(t, 0n, { currency: 'NZD' });
      const unique = await marketing('POST', '/api/backoffice/code-batches', { template_id: tpl.id, kind: 'promo_code', count: 3 });
      const uniqueCodes = ((await marketing('GET', `/api/backoffice/code-batches/${unique.json().id}/codes`)).json() as { codes: { code: string }[] }).codes;
      expect(uniqueCodes).toHaveLength(3);
      expect((await nzd.browser.call('POST', '/api/v2/bonuses/promo-code', { code: uniqueCodes[0]!.code })).json()).toMatchObject({
        error: 'gift_refused',
        reason: 'not_targeted',
      });
      // Guessing in a loop is stopped.
      const guesser = await fundedPlayer(t, 0n);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await guesser.browser.call('POST', '/api/bonuses/coupon', { coupon_code: `GUESS${i}` })).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  });

  it('lists registration offers to guests for their currency', async () => {
    const tpl = await template({ title: 'Welcome', type: 'registration', amounts: { EUR: 2_000, NZD: 3_000 }, wager_multiplier: 20 });
    const res = await new Browser(t).call('GET', '/api/bonuses/registration?currency=NZD');
    expect(OfferViewsSchema.parse(res.json()).find((o) => o.id === tpl.id)).toMatchObject({ amount_cents: 3_000, currency: 'NZD', wager_multiplier: 20 });
  });

  it('issues the registration bonus chosen at sign-up, waiting for confirmation, once', async () => {
    const tpl = await template({
      title: `Reg ${randomUUID().slice(0, 6)}`,
      type: 'registration',
      amounts: { EUR: 1_500 },
      wager_multiplier: 20,
      issue_on: 'confirmation',
    });
    const { playerId, browser } = await fundedPlayer(t, 0n, { bonus_id: tpl.id });
    await t.drain();
    const [waiting] = await bonusList(browser);
    expect(waiting).toMatchObject({ type: 'registration', stage: 'wait', activatable: false, amount_cents: 1_500 });
    expect((await browser.call('POST', `/api/player/bonuses/${waiting!.id}/activation`)).statusCode).toBe(422);
    const confirmed: StreamEvent<'player.confirmed'> = { id: 1, txId: 1, type: 'player.confirmed', playerId, payload: {}, occurredAt: t.clock.now() };
    const registration = consumers()[2]!;
    await t.database.db.transaction(async (tx) => registration.handle(confirmed as never, { tx }));
    await t.database.db.transaction(async (tx) => registration.handle(confirmed as never, { tx }));
    const [released] = await bonusList(browser);
    expect(released).toMatchObject({ id: waiting!.id, stage: 'issued', activatable: true });
    expect((await browser.call('POST', `/api/player/bonuses/${waiting!.id}/activation`)).json()).toMatchObject({ stage: 'activated' });
    expect(await balances(playerId)).toEqual({ cash: 0n, bonus: 1_500n });
  });

  it('seeds the demo promotions once, and gifts for the demo bonus player', async () => {
    await seedDemoPlayers(t.app.deps);
    const ctx = { studioGameId: game.gameId, ports };
    const first = await seedGifts(t.app.deps, ctx);
    expect(first.join('\n')).toContain('WELCOME-SPINS');
    expect(await seedGifts(t.app.deps, ctx)).toEqual([]);
    const [kiwi] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.email, 'kiwi@reelhouse.test'));
    const held = await t.database.db.select().from(gifts).where(eq(gifts.playerId, kiwi!.id));
    expect(held.map((g) => [g.kind, g.stage, g.currency]).sort()).toEqual([
      ['bonus', 'issued', 'NZD'],
      ['freespins', 'issued', 'NZD'],
    ]);
  });

  it('answers every gift call with C3 fields for a guest as 401', async () => {
    const guest = new Browser(t);
    for (const url of ['/api/player/bonuses', '/api/player/freespins', '/api/v2/bonuses']) expect((await guest.call('GET', url)).statusCode).toBe(401);
    const none: GiftView[] = [];
    expect(none).toEqual([]);
  });
});
