import { createHash, randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { drawWinners, ownerOf } from '../../schemas/lottery-draw';
import { LotteryDetailSchema, LotteryStatusSchema, LotteryViewsSchema, StaffLotterySchema, type LotteryInputBody } from '../../schemas/lotteries';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { gifts, lotteryTicketGrants, lotteryWinners, playerGroups, staffAuditLog } from '../db/schema';
import { fundedPlayer } from '../games/seamless/test-helpers';
import { createTemplate, GiftRefusedError } from '../gifts';
import { isExcluded } from '../limits';
import { setLimit } from '../limits/changes';
import type { StreamEvent } from '../outbox/index';
import { cardBody, depositThrough3ds } from '../payments/test-helpers';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser as sharedStaffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { lotteryConsumers, type LotteryPorts } from './index';
import { drawDueLotteries } from './engine';

/**
 * The lotteries module (README): marketing creates a lottery, credited deposits earn tickets from
 * the stream (once per deposit), the draw at draw time follows from the revealed seed by the
 * public algorithm, and each prize is paid once through the gifts issuing port, crash or not.
 * On the database TEST_DB names.
 */
describe('lotteries', () => {
  let t: TestPlatform;
  let ip = 1;
  let templateId: number;
  const staffBrowser = (role: 'marketing' | 'editor' | 'support') => sharedStaffBrowser(t, role, `10.9.0.${ip++}`);
  const ports = (): LotteryPorts => ({
    excluded: (db, id, at) => isExcluded(db, id, at),
    issueGift: (db, input) => t.app.modules.gifts.issueGift(db, input),
    refusalReason: (err) => (err instanceof GiftRefusedError ? err.reason : null),
  });
  const consumer = () => lotteryConsumers(ports())[0]!;
  const HOUR = 3_600_000;

  beforeAll(async () => {
    t = await createTestPlatform({ PAYMENT_JOBS_INTERVAL_MS: '0', PAYMENT_PROVIDER_TIMEOUT_MS: '1500' });
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    const tpl = await createTemplate(
      t.database.db,
      BonusTemplateInputSchema.parse({ title: 'Lottery prize', type: 'rocket_lite', amounts: { EUR: 2_500 }, wager_multiplier: 1 }),
      t.clock.now(),
    );
    templateId = tpl.id;
  });
  afterAll(async () => t?.close());

  const body = (extra: Partial<LotteryInputBody> = {}): LotteryInputBody => {
    const now = t.clock.now().getTime();
    return {
      frontend_identifier: `lotto-${randomUUID().slice(0, 8)}`,
      texts: { en: { title: 'Winter lottery', description: 'Deposit, get tickets' }, de: { title: 'Winterlotterie', description: '' } },
      currency: 'EUR',
      start_at: new Date(now - HOUR).toISOString(),
      end_at: new Date(now + HOUR).toISOString(),
      draw_at: new Date(now + 2 * HOUR).toISOString(),
      deposit_scale_rules: [{ currency: 'EUR', amount_cents: 1_000, tickets: 1 }],
      prizes: [1, 2, 3].map((place) => ({ place, template_id: templateId, title: `Prize ${place}` })),
      ...extra,
    };
  };
  const create = async (extra: Partial<LotteryInputBody> = {}) => {
    const staff = await staffBrowser('marketing');
    const res = await staff('POST', '/api/backoffice/lotteries', body(extra));
    expect(res.statusCode, res.body).toBe(200);
    return StaffLotterySchema.parse(res.json());
  };
  const depositEvent = (playerId: number, paymentId: number, amount: number): StreamEvent<'deposit.credited'> => ({
    id: 1,
    txId: 1,
    type: 'deposit.credited',
    playerId,
    payload: { payment_id: paymentId, currency: 'EUR', amount_cents: amount, provider: 'sandbox', bonus_id: null },
    occurredAt: t.clock.now(),
  });
  const deliver = (e: StreamEvent<'deposit.credited'>) => t.database.db.transaction(async (tx) => consumer().handle(e as never, { tx }));
  let fakePayment = 900_000_000;
  const giveTickets = (playerId: number, amount: number) => deliver(depositEvent(playerId, fakePayment++, amount));
  const detail = async (idOrSlug: number | string) => LotteryDetailSchema.parse((await t.call({ method: 'GET', url: `/api/lotteries/${idOrSlug}` })).json());
  const drawAt = async (lottery: { draw_at: string }, p: LotteryPorts = ports()) => {
    t.clock.set(new Date(Date.parse(lottery.draw_at) + 1_000));
    return drawDueLotteries(t.database.db, p, t.clock.now());
  };
  const prizeGifts = (lotteryId: number) =>
    t.database.db
      .select()
      .from(gifts)
      .where(like(gifts.idempotencyKey, `lottery:${lotteryId}:place:%`));

  it('is created by marketing (audited, seed kept secret, only its hash shown) and refuses bad input with field messages', async () => {
    const l = await create();
    expect(l.seed).toBeNull();
    expect(l.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `lottery:${l.id}`));
    expect(entry).toMatchObject({ action: 'lottery.create' });
    expect(JSON.stringify(entry)).not.toMatch(/"seed"/);
    const list = LotteryViewsSchema.parse((await t.call({ method: 'GET', url: '/api/lotteries', headers: { 'x-locale': 'de' } })).json());
    expect(list.find((x) => x.id === l.id)).toMatchObject({ title: 'Winterlotterie', status: 'active', in_progress: true, seed: null });
    expect((await detail(l.frontend_identifier)).id).toBe(l.id);
    expect((await detail(l.id)).frontend_identifier).toBe(l.frontend_identifier);

    const staff = await staffBrowser('marketing');
    const bad = await staff('POST', '/api/backoffice/lotteries', {
      ...body(),
      end_at: body().start_at,
      prizes: [{ place: 2, template_id: templateId, title: 'x' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['end_at', 'prizes']));
    const unknownTemplate = await staff('POST', '/api/backoffice/lotteries', body({ prizes: [{ place: 1, template_id: 999_999, title: 'x' }] }));
    expect(unknownTemplate.statusCode).toBe(422);
    const editor = await staffBrowser('editor');
    expect((await editor('POST', '/api/backoffice/lotteries', body())).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/lotteries/999999' })).statusCode).toBe(404);
  });

  it('gives tickets for a credited deposit from the stream, once even when the fact is replayed', async () => {
    const l = await create();
    const { playerId, browser } = await fundedPlayer(t, 0n);
    const { start } = await depositThrough3ds(t, { b: browser, id: playerId, email: '' }, cardBody(SANDBOX_TEST_CARDS.approved[0], 5_500));
    await t.drain();
    const status = LotteryStatusSchema.parse((await browser.call('GET', `/api/lotteries/${l.id}/status`)).json());
    expect(status).toMatchObject({ lottery_id: l.id, tickets: [1, 2, 3, 4, 5], in_progress: true });
    // The same fact again (at-least-once delivery): no more tickets.
    await deliver(depositEvent(playerId, start.payment.id, 5_500));
    expect((await detail(l.id)).tickets_count).toBe(5);
    expect((await browser.call('GET', '/api/lotteries/statuses')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ lottery_id: l.id, tickets: [1, 2, 3, 4, 5] })]),
    );
    expect((await t.call({ method: 'GET', url: `/api/lotteries/${l.id}/status` })).statusCode).toBe(401);
    // A deposit below one step earns nothing.
    await giveTickets(playerId, 999);
    expect((await detail(l.id)).tickets_count).toBe(5);
  });

  it('pushes new tickets to their player once per earned batch, after the grant commits, and a draw to every open page', async () => {
    const l = await create();
    const { playerId, browser } = await fundedPlayer(t, 0n);
    const privatePushes: { playerId: number; event: string; payload: unknown }[] = [];
    const publicPushes: { event: string; payload: unknown }[] = [];
    const offs = [
      // Earlier tests' lotteries run too: this one's pushes only.
      t.events.on(
        'player.push',
        (p) => void (p.event === 'private:lottery_tickets' && (p.payload as { lottery_id: number }).lottery_id === l.id && privatePushes.push(p)),
      ),
      t.events.on('public.push', (p) => void (p.event === 'public:lotteries' && publicPushes.push(p))),
    ];
    try {
      await depositThrough3ds(t, { b: browser, id: playerId, email: '' }, cardBody(SANDBOX_TEST_CARDS.approved[0], 3_000));
      await t.drain();
      expect(privatePushes).toEqual([
        { playerId, event: 'private:lottery_tickets', payload: { lottery_id: l.id, frontend_identifier: l.frontend_identifier, tickets_count: 3, added: 3 } },
      ]);
      // A second batch (a purchase) is one more push with the new count; a replayed purchase none.
      const key = randomUUID();
      await t.app.modules.lotteries.buyTickets(t.database.db, playerId, l.id, 2, key, t.clock.now());
      await t.app.modules.lotteries.buyTickets(t.database.db, playerId, l.id, 2, key, t.clock.now());
      await t.drain();
      expect(privatePushes).toHaveLength(2);
      expect(privatePushes[1]).toMatchObject({ playerId, payload: { lottery_id: l.id, tickets_count: 5, added: 2 } });
      // The page refreshes on the push and reads the new count.
      expect(LotteryStatusSchema.parse((await browser.call('GET', `/api/lotteries/${l.id}/status`)).json()).tickets).toHaveLength(5);

      await drawAt(l);
      expect(publicPushes.filter((p) => (p.payload as { lottery_id: number }).lottery_id === l.id)).toEqual([]);
      await t.drain();
      expect(publicPushes.filter((p) => (p.payload as { lottery_id: number }).lottery_id === l.id)).toEqual([
        { event: 'public:lotteries', payload: { lottery_id: l.id, frontend_identifier: l.frontend_identifier, state: 'drawn', change: 'drawn' } },
      ]);
    } finally {
      for (const off of offs) off();
    }
  });

  it('is edited by marketing before its start (same schema, audited, seed commitment unchanged) and refused once started, canceled or drawn', async () => {
    const now = t.clock.now().getTime();
    const future = () => ({
      start_at: new Date(now + HOUR).toISOString(),
      end_at: new Date(now + 2 * HOUR).toISOString(),
      draw_at: new Date(now + 3 * HOUR).toISOString(),
    });
    const l = await create(future());
    const staff = await staffBrowser('marketing');
    const publicPushes: unknown[] = [];
    const off = t.events.on('public.push', (p) => void (p.event === 'public:lotteries' && publicPushes.push(p.payload)));
    const edited = body({
      ...future(),
      frontend_identifier: `${l.frontend_identifier}-x`,
      texts: { en: { title: 'Spring lottery', description: 'More prizes' } },
      end_at: new Date(now + 4 * HOUR).toISOString(),
      draw_at: new Date(now + 5 * HOUR).toISOString(),
      deposit_scale_rules: [{ currency: 'EUR', amount_cents: 500, tickets: 2 }],
      prizes: [1, 2].map((place) => ({ place, template_id: templateId, title: `Spring prize ${place}` })),
    });
    const res = await staff('PATCH', `/api/backoffice/lotteries/${l.id}`, edited);
    off();
    expect(res.statusCode, res.body).toBe(200);
    const after = StaffLotterySchema.parse(res.json());
    expect(after).toMatchObject({
      id: l.id,
      frontend_identifier: edited.frontend_identifier,
      title: 'Spring lottery',
      end_at: edited.end_at,
      draw_at: edited.draw_at,
      deposit_scale_rules: edited.deposit_scale_rules,
      prizes: [
        { place: 1, title: 'Spring prize 1' },
        { place: 2, title: 'Spring prize 2' },
      ],
      state: 'scheduled',
      seed: null,
      // The commitment published at creation stands: editing never makes a new seed nor reveals it.
      seed_hash: l.seed_hash,
    });
    expect(publicPushes).toEqual([{ lottery_id: l.id, frontend_identifier: edited.frontend_identifier, state: 'scheduled', change: 'edited' }]);
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target, `lottery:${l.id}`), eq(staffAuditLog.action, 'lottery.update')));
    expect(entry).toMatchObject({ action: 'lottery.update' });
    expect(entry!.before).toMatchObject({ frontend_identifier: l.frontend_identifier, seed_hash: l.seed_hash });
    expect(entry!.after).toMatchObject({ frontend_identifier: edited.frontend_identifier, seed_hash: l.seed_hash });
    expect(JSON.stringify(entry)).not.toMatch(/"seed"/);

    // Bad input: the creation's schema and checks, field by field.
    const bad = await staff('PATCH', `/api/backoffice/lotteries/${l.id}`, {
      ...edited,
      end_at: edited.start_at,
      draw_at: new Date(now).toISOString(),
      prizes: [{ place: 2, template_id: templateId, title: 'x' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['end_at', 'draw_at', 'prizes']));
    const drawBeforeEnd = await staff('PATCH', `/api/backoffice/lotteries/${l.id}`, { ...edited, draw_at: edited.start_at });
    expect(drawBeforeEnd.statusCode).toBe(422);
    expect(drawBeforeEnd.json().errors).toMatchObject({ draw_at: ['must not be before end_at'] });
    const unknownTemplate = await staff('PATCH', `/api/backoffice/lotteries/${l.id}`, { ...edited, prizes: [{ place: 1, template_id: 999_999, title: 'x' }] });
    expect(unknownTemplate.statusCode).toBe(422);
    expect(Object.keys(unknownTemplate.json().errors)).toEqual(['prizes.0.template_id']);
    const other = await create(future());
    const taken = await staff('PATCH', `/api/backoffice/lotteries/${l.id}`, { ...edited, frontend_identifier: other.frontend_identifier });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'lottery_exists' });
    expect((await staff('PATCH', '/api/backoffice/lotteries/999999', edited)).statusCode).toBe(404);
    expect((await (await staffBrowser('support'))('PATCH', `/api/backoffice/lotteries/${l.id}`, edited)).statusCode).toBe(403);
    expect((await (await staffBrowser('editor'))('PATCH', `/api/backoffice/lotteries/${l.id}`, edited)).statusCode).toBe(403);

    // Canceled: 409.
    expect((await staff('POST', `/api/backoffice/lotteries/${other.id}/cancel`, { reason: 'Changed plans' })).statusCode).toBe(200);
    const onCanceled = await staff('PATCH', `/api/backoffice/lotteries/${other.id}`, body(future()));
    expect(onCanceled.statusCode).toBe(409);
    expect(onCanceled.json()).toMatchObject({ error: 'lottery_not_editable', reason: 'canceled' });

    // Started (the clock passes start_at): 409, and nothing changed.
    t.clock.set(new Date(Date.parse(edited.start_at) + 1_000));
    const onStarted = await staff('PATCH', `/api/backoffice/lotteries/${l.id}`, { ...edited, texts: { en: { title: 'Too late', description: '' } } });
    expect(onStarted.statusCode).toBe(409);
    expect(onStarted.json()).toMatchObject({ error: 'lottery_not_editable', reason: 'started' });
    expect((await detail(l.id)).title).toBe('Spring lottery');

    // Drawn: 409.
    await drawAt(after);
    const onDrawn = await staff('PATCH', `/api/backoffice/lotteries/${l.id}`, edited);
    expect(onDrawn.statusCode).toBe(409);
    expect(onDrawn.json()).toMatchObject({ error: 'lottery_not_editable', reason: 'drawn' });
    // The revealed seed is the one committed at creation.
    const drawn = await detail(l.id);
    expect(createHash('sha256').update(Buffer.from(drawn.seed!, 'hex')).digest('hex')).toBe(l.seed_hash);
  });

  it('gives no tickets to the multi-account group, a player with bonuses off or an excluded player, nor outside the group of a group-bound lottery', async () => {
    const l = await create();
    const multi = await fundedPlayer(t, 0n);
    await t.database.db.insert(playerGroups).values({ playerId: multi.playerId, groupId: 100 });
    await giveTickets(multi.playerId, 5_000);
    const off = await fundedPlayer(t, 0n);
    await off.browser.call('PATCH', '/api/player/update_bonus_settings', { can_issue: false });
    await giveTickets(off.playerId, 5_000);
    const excluded = await fundedPlayer(t, 0n);
    await setLimit(t.app.deps, excluded.playerId, { type: 'selfexclusion', period: 'month' }, { actor: 'player' });
    await giveTickets(excluded.playerId, 5_000);
    expect((await detail(l.id)).tickets_count).toBe(0);

    const bound = await create({ group_ids: [42] });
    const outsider = await fundedPlayer(t, 0n);
    await giveTickets(outsider.playerId, 5_000);
    const rows = await t.database.db.select().from(lotteryTicketGrants).where(eq(lotteryTicketGrants.lotteryId, bound.id));
    expect(rows).toEqual([]);
    // Not shown to guests or to players outside its groups.
    expect((await t.call({ method: 'GET', url: `/api/lotteries/${bound.id}` })).statusCode).toBe(404);
  });

  it('draws at draw time by the published algorithm: the seed matches its hash and anyone recomputes the winners; each prize paid once', async () => {
    const l = await create();
    const players = await Promise.all([fundedPlayer(t, 0n), fundedPlayer(t, 0n), fundedPlayer(t, 0n)]);
    for (const [i, p] of players.entries()) await giveTickets(p.playerId, (i + 2) * 1_000);
    // Not due yet: nothing happens.
    expect(await drawDueLotteries(t.database.db, ports(), t.clock.now())).toMatchObject({ drawn: 0 });
    // Two instances' passes at once (the cluster lock aside): one draw, each prize once.
    t.clock.set(new Date(Date.parse(l.draw_at) + 1_000));
    const passes = await Promise.all([drawDueLotteries(t.database.db, ports(), t.clock.now()), drawDueLotteries(t.database.db, ports(), t.clock.now())]);
    expect(passes.reduce((n, p) => n + p.drawn, 0)).toBeGreaterThanOrEqual(1);
    const d = await detail(l.id);
    expect(d.state).toBe('drawn');
    expect(createHash('sha256').update(Buffer.from(d.seed!, 'hex')).digest('hex')).toBe(l.seed_hash);
    // The verify page's computation, from the published data only.
    const again = await drawWinners(d.seed!, d.tickets_count, d.prizes.length);
    expect(d.winners.map((w) => ({ place: w.place, ticket: w.ticket, owner: w.owner }))).toEqual(
      again.map((w) => ({ place: w.place, ticket: w.ticket, owner: ownerOf(d.ticket_runs, w.ticket) })),
    );
    expect(new Set(d.winners.map((w) => w.ticket)).size).toBe(3);
    const paid = await prizeGifts(l.id);
    expect(paid).toHaveLength(3);
    expect(paid.every((g) => g.source === 'engine:lotteries' && g.amount === 2_500n)).toBe(true);
    // Another pass (a second instance, a retry) draws and pays nothing more.
    await drawDueLotteries(t.database.db, ports(), t.clock.now());
    expect(await prizeGifts(l.id)).toHaveLength(3);
    const winner = d.winners[0]!;
    const holder = players.find((p) => p.playerId === paid.find((g) => g.idempotencyKey.endsWith(':place:1'))!.playerId)!;
    expect(LotteryStatusSchema.parse((await holder.browser.call('GET', `/api/lotteries/${l.id}/status`)).json()).won_places).toContain(winner.place);
    // A deposit after the end earns nothing.
    await giveTickets(players[0]!.playerId, 5_000);
    expect((await detail(l.id)).tickets_count).toBe(d.tickets_count);
  });

  it('draws a lottery with no tickets (seed revealed, no winners) and one with a ticket list of one (one winner)', async () => {
    // No deposit rule: no deposit earns its tickets.
    const empty = await create({ deposit_scale_rules: [] });
    const single = await create();
    const p = await fundedPlayer(t, 0n);
    await giveTickets(p.playerId, 1_000);
    t.clock.set(new Date(Date.parse(single.draw_at) + 1_000));
    await drawDueLotteries(t.database.db, ports(), t.clock.now());
    const e = await detail(empty.id);
    expect(e).toMatchObject({ state: 'drawn', tickets_count: 0, winners: [] });
    expect(e.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await drawWinners(e.seed!, 0, 3)).toEqual([]);
    const s = await detail(single.id);
    expect(s.winners).toEqual([expect.objectContaining({ place: 1, ticket: 1 })]);
    expect(await prizeGifts(single.id)).toHaveLength(1);
  });

  it('pays each prize exactly once when the process dies during the draw and restarts', async () => {
    const l = await create();
    for (let i = 0; i < 3; i++) await giveTickets((await fundedPlayer(t, 0n)).playerId, 3_000);
    let calls = 0;
    const crashing: LotteryPorts = {
      ...ports(),
      issueGift: async (db, input) => {
        if (++calls === 2) throw new Error('process killed');
        return ports().issueGift(db, input);
      },
    };
    await expect(drawAt(l, crashing)).rejects.toThrow('process killed');
    expect(await prizeGifts(l.id)).toHaveLength(1);
    const before = await detail(l.id);
    expect(before.state).toBe('drawn');
    // The restart: the pending places are paid, the paid one is not paid again, the winners stay.
    await drawDueLotteries(t.database.db, ports(), t.clock.now());
    await drawDueLotteries(t.database.db, ports(), t.clock.now());
    const paid = await prizeGifts(l.id);
    expect(paid.map((g) => g.idempotencyKey).sort()).toEqual([1, 2, 3].map((n) => `lottery:${l.id}:place:${n}`));
    expect((await detail(l.id)).winners).toEqual(before.winners);
    const rows = await t.database.db.select().from(lotteryWinners).where(eq(lotteryWinners.lotteryId, l.id));
    expect(rows.every((w) => w.outcome === 'issued' && w.giftId !== null)).toBe(true);
  });

  it('records a refused prize (the winner switched bonuses off after getting tickets) and never retries it', async () => {
    const l = await create({ prizes: [{ place: 1, template_id: templateId, title: 'Only prize' }] });
    const p = await fundedPlayer(t, 0n);
    await giveTickets(p.playerId, 1_000);
    await p.browser.call('PATCH', '/api/player/update_bonus_settings', { can_issue: false });
    await drawAt(l);
    const [w] = await t.database.db.select().from(lotteryWinners).where(eq(lotteryWinners.lotteryId, l.id));
    expect(w).toMatchObject({ outcome: 'refused:bonuses_disabled', giftId: null });
    expect(await prizeGifts(l.id)).toEqual([]);
  });

  it('sells tickets through the purchase port once per key, and a canceled lottery is never drawn', async () => {
    const l = await create();
    const p = await fundedPlayer(t, 0n);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      t.app.modules.lotteries.buyTickets(t.database.db, p.playerId, l.id, 3, key, t.clock.now()),
      t.app.modules.lotteries.buyTickets(t.database.db, p.playerId, l.id, 3, key, t.clock.now()),
    ]);
    expect(a.grant.firstNumber).toBe(b.grant.firstNumber);
    expect((await detail(l.id)).tickets_count).toBe(3);
    await expect(t.app.modules.lotteries.buyTickets(t.database.db, p.playerId, l.id, 0, randomUUID(), t.clock.now())).rejects.toMatchObject({
      statusCode: 422,
    });

    const staff = await staffBrowser('marketing');
    expect((await staff('POST', `/api/backoffice/lotteries/${l.id}/cancel`, { reason: 'x' })).statusCode).toBe(422);
    const canceled = await staff('POST', `/api/backoffice/lotteries/${l.id}/cancel`, { reason: 'Prize supplier withdrew' });
    expect(canceled.json()).toMatchObject({ state: 'canceled', cancel_reason: 'Prize supplier withdrew' });
    expect((await staff('POST', `/api/backoffice/lotteries/${l.id}/cancel`, { reason: 'again please' })).statusCode).toBe(409);
    await drawAt(l);
    expect(await prizeGifts(l.id)).toEqual([]);
    expect((await detail(l.id)).seed).toBeNull();
    const support = await staffBrowser('support');
    const seen = StaffLotterySchema.parse((await support('GET', `/api/backoffice/lotteries/${l.id}`)).json());
    expect(seen.ticket_runs).toEqual([expect.objectContaining({ player_id: p.playerId, source: 'purchase', first: 1, count: 3 })]);
  });
});
