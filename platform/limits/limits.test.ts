import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { LimitChangeResultSchema, LimitsSchema, StaffPlayerLimitsSchema, type Limit } from '../../schemas/limits';
import { demoStaff } from '../staff/demo-accounts';
import { seedStaff } from '../staff/seed';
import { Browser, freshEmail, GOOD_PASSWORD, lastMail, linkParam, registration } from '../auth/auth-test-helpers';
import type { PlatformEvents } from '../events';
import { accountBalance, postTransaction, reconcile } from '../wallet/index';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import type { ProtocolService } from '../games/seamless/service';
import { openSession } from '../games/seamless/sessions';
import { fundedPlayer, seedTestGame } from '../games/seamless/test-helpers';
import { grantBonus } from '../bonuses/index';
import { playerBonuses } from '../db/schema';
import { depositGuard } from './guards';
import { endOverlongSessions } from './session-sweep';
import { playerLimitAudit, playerLimitChanges, playerLimits } from './schema';
import { removeLimit } from './changes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Responsible-gambling limits (issue 5 item 1) on the database TEST_DB names, every rule on the
 * test platform's ManualClock.
 */
describe('responsible-gambling limits', () => {
  let t: TestPlatform;
  let svc: ProtocolService;
  let game: { gameId: number; provider: string };
  let seq = 0;
  const id = (p: string) => `${p}-${++seq}-${randomBytes(3).toString('hex')}`;
  const pushes: PlatformEvents['player.push'][] = [];
  const revoked: PlatformEvents['player.sessions_revoked'][] = [];

  beforeAll(async () => {
    t = await createTestPlatform();
    svc = t.app.modules.games.protocol;
    game = await seedTestGame(t.database.db);
    t.events.on('player.push', (p) => pushes.push(p));
    t.events.on('player.sessions_revoked', (p) => revoked.push(p));
  });
  afterAll(async () => t?.close());

  async function player(funds = 0n) {
    const { browser, playerId } = await fundedPlayer(t, funds);
    const email = ((await browser.call('GET', '/api/player')).json() as { email: string }).email;
    return { browser, playerId, email };
  }
  const limits = async (b: Browser): Promise<Limit[]> => LimitsSchema.parse((await b.call('GET', '/api/user_limits')).json());
  const post = (b: Browser, body: unknown) => b.call('POST', '/api/user_limits', body);
  const auditOf = (playerId: number) =>
    t.database.db.select().from(playerLimitAudit).where(eq(playerLimitAudit.playerId, playerId)).orderBy(playerLimitAudit.id);
  const realSession = (playerId: number) =>
    openSession(t.database.db, { playerId, gameId: game.gameId, provider: game.provider, currency: 'EUR', mode: 'real', at: t.clock.now() });
  const bet = (token: string, amount: number, round = id('r')) => svc.bet(game.provider, { session: token, transaction_id: id('b'), round_id: round, amount });
  const deposit = (playerId: number, amount: bigint) =>
    postTransaction(t.database.db, {
      idempotencyKey: `test-deposit:${id('d')}`,
      kind: 'deposit',
      entries: [
        { account: { house: 'payments', currency: 'EUR' }, amount: -amount },
        { account: { playerId, currency: 'EUR' }, amount },
      ],
      at: t.clock.now(),
    });

  it('takes a money limit in the shape GET answers ({type, period, accounts}), one limit per account currency', async () => {
    const { browser, playerId } = await player();
    expect((await browser.call('POST', '/api/player/accounts', { currency: 'USD' })).statusCode).toBe(200);
    // What a SoftSwiss-style client posts: a limit as GET lists it, with fields the post ignores.
    const res = await post(browser, {
      id: 0,
      type: 'wager',
      period: 'week',
      status: 'active',
      disable_at: null,
      accounts: [
        { currency: 'EUR', amount_cents: 20_000, current_value_amount_cents: 0 },
        { currency: 'USD', amount_cents: 25_000, current_value_amount_cents: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(LimitChangeResultSchema.parse(res.json())).toMatchObject({
      outcome: 'created',
      limit: { type: 'wager', period: 'week', currency: 'EUR', amount_cents: 20_000 },
    });
    const listed = await limits(browser);
    expect(listed.map((l) => [l.type, l.period, l.accounts.map((a) => [a.currency, a.amount_cents])]).sort()).toEqual([
      ['wager', 'week', [['EUR', 20_000]]],
      ['wager', 'week', [['USD', 25_000]]],
    ]);
    // Posting GET's own answer back is a round trip: nothing changes.
    const eur = listed.find((l) => l.currency === 'EUR')!;
    const again = await post(browser, eur);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'unchanged' });
    // Lower in the accounts form tightens at once, as the flat form does; the stale flat fields of
    // GET's answer posted beside an edited account are ignored.
    const usd = listed.find((l) => l.currency === 'USD')!;
    const edited = { ...usd, accounts: [{ ...usd.accounts[0]!, amount_cents: 10_000 }] };
    expect((await post(browser, edited)).json()).toMatchObject({ outcome: 'tightened', limit: { currency: 'USD', amount_cents: 10_000 } });
    // An account the player lacks refuses the whole post, before any limit changes.
    const before = await auditOf(playerId);
    const lacking = await post(browser, {
      type: 'deposit',
      period: 'day',
      accounts: [
        { currency: 'EUR', amount_cents: 5_000 },
        { currency: 'CAD', amount_cents: 5_000 },
      ],
    });
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json()).toMatchObject({ error: 'currency_not_available', errors: { 'accounts.1.currency': expect.any(Array) } });
    for (const [body, field] of [
      [{ type: 'deposit', period: 'day', accounts: [] }, 'accounts'],
      [{ type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 0 }] }, 'accounts.0.amount_cents'],
      [
        {
          type: 'deposit',
          period: 'day',
          accounts: [
            { currency: 'EUR', amount_cents: 100 },
            { currency: 'EUR', amount_cents: 200 },
          ],
        },
        'accounts.1.currency',
      ],
      [{ type: 'deposit', period: 'day' }, 'amount_cents'],
    ] as const) {
      const bad = await post(browser, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await auditOf(playerId)).toEqual(before);
  });

  it('refuses bad input with a 4xx and field messages, and changes nothing', async () => {
    const { browser, playerId } = await player();
    const cases: [unknown, string][] = [
      [{ type: 'deposit', period: 'day', amount_cents: -100 }, 'amount_cents'],
      [{ type: 'deposit', period: 'day', amount_cents: 0 }, 'amount_cents'],
      [{ type: 'deposit', period: 'day', amount_cents: 10.5 }, 'amount_cents'],
      [{ type: 'deposit', period: 'day', amount_cents: 1e15 }, 'amount_cents'],
      [{ type: 'deposit', period: 'day', amount_cents: 2_000_000_000, currency: 'EUR' }, 'amount_cents'],
      [{ type: 'deposit', period: 'fortnight', amount_cents: 100 }, 'period'],
      [{ type: 'jackpot', period: 'day', amount_cents: 100 }, 'type'],
      [{ type: 'coolingoff', period: 'forever' }, 'period'],
      [{ type: 'session', minutes: 1 }, 'minutes'],
      [{ type: 'session', minutes: 60.5 }, 'minutes'],
      [{ type: 'deposit', period: 'day', amount_cents: '100' }, 'amount_cents'],
    ];
    for (const [body, field] of cases) {
      const res = await post(browser, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).join(','), JSON.stringify(body)).toContain(field);
    }
    // Over the cap of this very currency (ten million EUR) with the currency left out: the service checks it.
    const cap = await post(browser, { type: 'deposit', period: 'day', amount_cents: 1_000_000_001 });
    expect(cap.statusCode).toBe(422);
    expect(cap.json()).toMatchObject({ errors: { amount_cents: ['is too large'] } });
    const other = await post(browser, { type: 'deposit', period: 'day', amount_cents: 100, currency: 'USD' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'currency_not_available' });
    expect((await browser.call('DELETE', '/api/user_limits/abc')).statusCode).toBe(422);
    expect((await browser.call('DELETE', '/api/user_limits/999999')).statusCode).toBe(404);
    expect((await new Browser(t).call('GET', '/api/user_limits')).statusCode).toBe(401);
    expect(await limits(browser)).toEqual([]);
    expect(await auditOf(playerId)).toEqual([]);
  });

  it('applies a tightening at once; a loosening only after the mailed confirmation and 24 hours, showing it pending meanwhile', async () => {
    const { browser, playerId, email } = await player();
    const created = LimitChangeResultSchema.parse((await post(browser, { type: 'deposit', period: 'week', amount_cents: 10_000 })).json());
    expect(created).toMatchObject({
      outcome: 'created',
      limit: { type: 'deposit', period: 'week', currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 0, reached: false, pending_change: null },
    });
    expect(created.limit.accounts).toEqual([{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 0 }]);

    const tighter = LimitChangeResultSchema.parse((await post(browser, { type: 'deposit', period: 'week', amount_cents: 5_000 })).json());
    expect(tighter).toMatchObject({ outcome: 'tightened', limit: { id: created.limit.id, amount_cents: 5_000 } });

    const looser = LimitChangeResultSchema.parse((await post(browser, { type: 'deposit', period: 'week', amount_cents: 20_000 })).json());
    expect(looser.outcome).toBe('confirmation_sent');
    expect(looser.limit).toMatchObject({ amount_cents: 5_000, pending_change: { kind: 'change', amount_cents: 20_000, confirmed_at: null, applies_at: null } });
    const mail = await lastMail(t, email);
    expect(mail).toMatchObject({ kind: 'limit_change' });
    expect(mail!.text).toContain('Deposit limit (week): 50.00 EUR → 200.00 EUR');
    expect(mail!.links.some((l) => l.includes('/en/profile/limits/confirm?token='))).toBe(true);
    const token = linkParam(mail, 'token');

    t.clock.advance(HOUR);
    const confirmed = await new Browser(t).call('POST', '/api/user_limits/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const c = LimitChangeResultSchema.parse(confirmed.json());
    expect(c.outcome).toBe('confirmed');
    expect(c.limit.amount_cents).toBe(5_000);
    expect(new Date(c.limit.pending_change!.applies_at!).getTime()).toBe(t.clock.now().getTime() + DAY);

    // A second use of the link changes nothing.
    const again = await new Browser(t).call('POST', '/api/user_limits/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'token_used', errors: { token: expect.any(Array) } });

    t.clock.advance(DAY - 1000);
    let [l] = await limits(browser);
    expect(l).toMatchObject({ amount_cents: 5_000, pending_change: { kind: 'change', amount_cents: 20_000 } });
    // The old limit still holds for deposits in the last second before the change.
    await deposit(playerId, 5_000n);
    await expect(
      t.database.db.transaction((tx) => depositGuard(t.app.deps)({ tx, playerId, currency: 'EUR', amount: 1n, at: t.clock.now() })),
    ).rejects.toMatchObject({ code: 'limit_reached' });

    t.clock.advance(1000);
    [l] = await limits(browser);
    expect(l).toMatchObject({ amount_cents: 20_000, current_value_amount_cents: 5_000, pending_change: null, reached: false });
    const actions = (await auditOf(playerId)).map((a) => [a.action, a.actor]);
    expect(actions).toEqual([
      ['created', 'player'],
      ['tightened', 'player'],
      ['change_requested', 'player'],
      ['confirmed', 'player'],
      ['loosened', 'system'],
    ]);
    const applied = (await auditOf(playerId)).at(-1)!;
    expect(applied.before).toMatchObject({ amount_cents: '5000' });
    expect(applied.after).toMatchObject({ amount_cents: '20000' });
    expect(applied.at.getTime()).toBe(t.clock.now().getTime());
  });

  it('refuses unknown, expired, withdrawn and reused tokens; a tightening cancels a pending loosening', async () => {
    const { browser, email } = await player();
    await post(browser, { type: 'wager', period: 'day', amount_cents: 1_000 });
    await post(browser, { type: 'wager', period: 'day', amount_cents: 3_000 });
    const first = linkParam(await lastMail(t, email), 'token');
    const unknown = await new Browser(t).call('POST', '/api/user_limits/confirm', { token: randomBytes(32).toString('base64url') });
    expect(unknown.json()).toMatchObject({ error: 'invalid_token' });
    expect((await new Browser(t).call('POST', '/api/user_limits/confirm', { token: 'short' })).statusCode).toBe(422);

    t.clock.advance(DAY + 1);
    const expired = await new Browser(t).call('POST', '/api/user_limits/confirm', { token: first });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ error: 'token_expired' });

    await post(browser, { type: 'wager', period: 'day', amount_cents: 4_000 });
    const second = linkParam(await lastMail(t, email), 'token');
    const tightened = LimitChangeResultSchema.parse((await post(browser, { type: 'wager', period: 'day', amount_cents: 800 })).json());
    expect(tightened).toMatchObject({ outcome: 'tightened', limit: { amount_cents: 800, pending_change: null } });
    const withdrawn = await new Browser(t).call('POST', '/api/user_limits/confirm', { token: second });
    expect(withdrawn.json()).toMatchObject({ error: 'invalid_token' });
    const [l] = await limits(browser);
    expect(l).toMatchObject({ amount_cents: 800, pending_change: null });
  });

  it('removes a limit only 24 hours after the confirmed removal', async () => {
    const { browser, email } = await player();
    const { limit } = LimitChangeResultSchema.parse((await post(browser, { type: 'session', minutes: 60 })).json());
    expect(limit).toMatchObject({ type: 'session', period: null, minutes: 60, current_minutes: 0 });
    const shorter = LimitChangeResultSchema.parse((await post(browser, { type: 'session', minutes: 30 })).json());
    expect(shorter).toMatchObject({ outcome: 'tightened', limit: { minutes: 30 } });
    const del = await browser.call('DELETE', `/api/user_limits/${limit.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ outcome: 'confirmation_sent', limit: { pending_change: { kind: 'remove' } } });
    const token = linkParam(await lastMail(t, email), 'token');
    expect((await new Browser(t).call('POST', '/api/user_limits/confirm', { token })).statusCode).toBe(200);
    t.clock.advance(12 * HOUR);
    expect(await limits(browser)).toHaveLength(1);
    t.clock.advance(12 * HOUR);
    expect(await limits(browser)).toEqual([]);
  });

  it('refuses the bet that would pass a loss limit at bet time; wins make room; the launch stops once it is reached', async () => {
    const { browser, playerId } = await player(100_000n);
    await post(browser, { type: 'loss', period: 'day', amount_cents: 1_000 });
    const { token } = await realSession(playerId);
    await bet(token, 600);
    await expect(bet(token, 500)).rejects.toMatchObject({ statusCode: 403, code: 'limit_reached' });
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(99_400n);
    // A win of 300 in the round brings the day's loss to 300: 700 more may be staked.
    const r2 = id('r');
    await bet(token, 100, r2);
    await svc.win(game.provider, { session: token, transaction_id: id('w'), round_id: r2, amount: 400 });
    let [l] = await limits(browser);
    expect(l).toMatchObject({ current_value_amount_cents: 300, reached: false });
    await bet(token, 700);
    [l] = await limits(browser);
    expect(l).toMatchObject({ current_value_amount_cents: 1_000, reached: true });
    expect(pushes.some((p) => p.playerId === playerId && p.event === 'private:game_limits' && (p.payload as { reached: boolean }).reached)).toBe(true);
    await expect(bet(token, 1)).rejects.toMatchObject({ code: 'limit_reached' });
    const launch = await browser.call('POST', '/api/games/launch', { game_id: game.gameId, mode: 'real' });
    expect(launch.statusCode).toBe(403);
    expect(launch.json()).toMatchObject({ error: 'limit_reached' });
    expect((await browser.call('POST', '/api/games/launch', { game_id: game.gameId, mode: 'demo' })).statusCode).toBe(200);

    // Rolling window: 24 hours after the first bets they no longer count.
    t.clock.advance(DAY + 1000);
    [l] = await limits(browser);
    expect(l).toMatchObject({ current_value_amount_cents: 0, reached: false });
    expect((await browser.call('POST', '/api/games/launch', { game_id: game.gameId, mode: 'real' })).statusCode).toBe(200);
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it('holds every wager limit: with a day and a week limit the stricter one decides', async () => {
    const { browser, playerId } = await player(100_000n);
    await post(browser, { type: 'wager', period: 'day', amount_cents: 5_000 });
    await post(browser, { type: 'wager', period: 'week', amount_cents: 2_000 });
    const { token } = await realSession(playerId);
    await bet(token, 1_500);
    await expect(bet(token, 600)).rejects.toMatchObject({ code: 'limit_reached' });
    await bet(token, 500);
    const all = await limits(browser);
    expect(all.map((l) => [l.period, l.current_value_amount_cents, l.reached])).toEqual([
      ['day', 2_000, false],
      ['week', 2_000, true],
    ]);
    // A day later the day window is empty, the week one still full.
    t.clock.advance(DAY + 1);
    const { token: later } = await realSession(playerId);
    await expect(bet(later, 1)).rejects.toMatchObject({ code: 'limit_reached' });
  });

  it('counts succeeded deposits from the ledger and refuses the deposit that would pass the limit', async () => {
    const { browser, playerId } = await player();
    await post(browser, { type: 'deposit', period: 'month', amount_cents: 10_000 });
    const guard = depositGuard(t.app.deps);
    const attempt = (amount: bigint) =>
      t.database.db.transaction(async (tx) => {
        await guard({ tx, playerId, currency: 'EUR', amount, at: t.clock.now() });
        await postTransaction(tx, {
          idempotencyKey: `test-deposit:${id('d')}`,
          kind: 'deposit',
          entries: [
            { account: { house: 'payments', currency: 'EUR' }, amount: -amount },
            { account: { playerId, currency: 'EUR' }, amount },
          ],
          at: t.clock.now(),
        });
      });
    await attempt(6_000n);
    await expect(attempt(4_001n)).rejects.toMatchObject({ statusCode: 403, code: 'limit_reached' });
    await attempt(4_000n);
    const [l] = await limits(browser);
    expect(l).toMatchObject({ current_value_amount_cents: 10_000, reached: true });
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(10_000n);
    t.clock.advance(31 * DAY);
    await attempt(10_000n);
  });

  it('ends a login session when its session limit is reached: bets refused at once, the sweep logs it out', async () => {
    const { browser, playerId, email } = await player(10_000n);
    await post(browser, { type: 'session', minutes: 30 });
    const { token } = await realSession(playerId);
    t.clock.advance(29 * 60_000);
    await bet(token, 100);
    expect((await limits(browser))[0]).toMatchObject({ current_minutes: 29, reached: false });
    t.clock.advance(60_000);
    await expect(bet(token, 100)).rejects.toMatchObject({ code: 'limit_reached' });
    revoked.length = 0;
    expect(await endOverlongSessions(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(revoked.some((r) => r.playerId === playerId)).toBe(true);
    expect((await browser.call('GET', '/api/player')).statusCode).toBe(401);
    expect((await auditOf(playerId)).map((a) => a.action)).toContain('session_ended');
    // A new login starts a new session with its own 30 minutes.
    expect((await browser.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
    const { token: t2 } = await realSession(playerId);
    await bet(t2, 100);
  });

  it('cooling-off logs the player out everywhere, refuses login and play until it ends, cannot be ended early', async () => {
    const email = freshEmail('cool');
    const a = new Browser(t);
    expect((await a.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    const b = new Browser(t);
    expect((await b.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
    const playerId = ((await a.call('GET', '/api/player')).json() as { id: number }).id;
    const { token } = await realSession(playerId);
    revoked.length = 0;

    const res = await post(a, { type: 'coolingoff', period: 'week' });
    expect(res.statusCode).toBe(200);
    const { limit } = LimitChangeResultSchema.parse(res.json());
    expect(new Date(limit.ends_at!).getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    expect(revoked).toContainEqual({ playerId, sessionIds: 'all' });
    expect((await a.call('GET', '/api/player')).statusCode).toBe(401);
    expect((await b.call('GET', '/api/player')).statusCode).toBe(401);
    await expect(bet(token, 1)).rejects.toMatchObject({ code: 'session_expired' });

    const login = await new Browser(t).call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(403);
    const until = `${limit.ends_at!.slice(0, 10)} ${limit.ends_at!.slice(11, 16)} UTC`;
    expect(login.json()).toMatchObject({ error: 'account_excluded', message: `This account is on a cooling-off break until ${until}` });
    // A wrong password says nothing about the exclusion.
    expect((await new Browser(t).call('POST', '/api/users/sign_in', { user: { email, password: 'Wrong-pass1!' } })).statusCode).toBe(422);

    await expect(removeLimit(t.app.deps, playerId, limit.id, { actor: 'player' })).rejects.toMatchObject({ statusCode: 422, code: 'exclusion_locked' });
    const { token: t2 } = await realSession(playerId);
    await expect(bet(t2, 1)).rejects.toMatchObject({ code: 'account_excluded' });
    await new Promise((r) => setTimeout(r, 50));
    const actions = (await auditOf(playerId)).map((x) => x.action);
    expect(actions).toEqual(['created', 'refused_login', 'refused_remove', 'refused_bet']);

    t.clock.advance(7 * DAY);
    const back = new Browser(t);
    expect((await back.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
    expect(await limits(back)).toEqual([]);
    expect((await auditOf(playerId)).map((x) => x.action).at(-1)).toBe('ended');
  });

  it('self-exclusion can be lengthened but never shortened, forfeits active bonuses and leaves the cash', async () => {
    const { browser, playerId } = await player(5_000n);
    await grantBonus(t.database.db, {
      playerId,
      currency: 'EUR',
      amount: 2_000n,
      wagerMultiplier: 10,
      source: 'manual',
      idempotencyKey: id('bonus'),
      at: t.clock.now(),
    });
    await post(browser, { type: 'selfexclusion', period: '6_months' });
    // Logged out now; the service itself refuses a shorter one, audits it, and accepts forever.
    const { setLimit } = await import('./changes');
    await expect(setLimit(t.app.deps, playerId, { type: 'selfexclusion', period: 'month' }, { actor: 'player' })).rejects.toMatchObject({
      code: 'exclusion_locked',
    });
    const longer = await setLimit(t.app.deps, playerId, { type: 'selfexclusion', period: 'forever' }, { actor: 'player' });
    expect(longer).toMatchObject({ outcome: 'tightened', limit: { ends_at: null, period: 'forever' } });
    // The exclusion blocks play and deposits, never the cash the player owns.
    await expect(
      t.database.db.transaction((tx) => depositGuard(t.app.deps)({ tx, playerId, currency: 'EUR', amount: 100n, at: t.clock.now() })),
    ).rejects.toMatchObject({
      code: 'account_excluded',
    });
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(5_000n);
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR', purpose: 'bonus' })).toBe(0n);
    const [bonus] = await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId));
    expect(bonus).toMatchObject({ state: 'forfeited' });
    const actions = (await auditOf(playerId)).map((x) => x.action);
    expect(actions.slice(0, 3)).toEqual(['created', 'refused_shorten', 'tightened']);
  });

  it('shows support a player’s limits and audit history; other roles and players are refused', async () => {
    await seedStaff(t.app.deps);
    const { browser, playerId } = await player();
    await post(browser, { type: 'deposit', period: 'day', amount_cents: 2_500 });
    await post(browser, { type: 'deposit', period: 'day', amount_cents: 2_000 });
    const staff = async (role: 'support' | 'editor') => {
      const demo = demoStaff(role);
      const b = new Browser(t);
      expect((await b.call('POST', '/api/backoffice/sign_in', { email: demo.email, password: demo.password })).statusCode).toBe(200);
      t.clock.advance(30_000);
      const code = await generate({ secret: demo.totpSecret!, epoch: Math.floor(t.clock.now().getTime() / 1000) });
      expect((await b.call('POST', '/api/backoffice/sign_in/otp', { code })).statusCode).toBe(200);
      return b;
    };
    const support = await staff('support');
    const res = await support.call('GET', `/api/backoffice/players/${playerId}/limits`);
    expect(res.statusCode).toBe(200);
    const body = StaffPlayerLimitsSchema.parse(res.json());
    expect(body.limits).toHaveLength(1);
    expect(body.audit.map((a) => a.action)).toEqual(['tightened', 'created']);
    expect(body.audit[0]).toMatchObject({ actor: 'player', before: { amount_cents: '2500' }, after: { amount_cents: '2000' } });
    expect((await support.call('GET', '/api/backoffice/players/2147483000/limits')).statusCode).toBe(404);
    expect((await (await staff('editor')).call('GET', `/api/backoffice/players/${playerId}/limits`)).statusCode).toBe(403);
    expect((await browser.call('GET', `/api/backoffice/players/${playerId}/limits`)).statusCode).toBe(401);
  });

  it('keeps the audit log append-only in the database', async () => {
    const { browser, playerId } = await player();
    await post(browser, { type: 'loss', period: '3_days', amount_cents: 500 });
    const refusal = async (q: Promise<unknown>) => {
      const err = await q.then(
        () => null,
        (e: unknown) => e as { cause?: { message?: string } },
      );
      expect(err?.cause?.message).toMatch(/append-only/);
    };
    await refusal(t.database.db.update(playerLimitAudit).set({ action: 'tampered' }).where(eq(playerLimitAudit.playerId, playerId)));
    await refusal(t.database.db.delete(playerLimitAudit).where(eq(playerLimitAudit.playerId, playerId)));
    await refusal(t.database.db.execute(sql`truncate player_limit_audit`));
    expect((await auditOf(playerId)).map((a) => a.action)).toEqual(['created']);
  });

  it('lets at most one of two racing bets pass a loss limit (rows locked inside the bet transaction)', async () => {
    const { browser, playerId } = await player(100_000n);
    await post(browser, { type: 'loss', period: 'day', amount_cents: 1_000 });
    const sessions = await Promise.all([realSession(playerId), realSession(playerId), realSession(playerId), realSession(playerId)]);
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => bet(sessions[i % 4]!.token, 600)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'limit_reached' });
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(99_400n);
  });

  it('takes two first limits of one kind posted at once as one limit and a change of it', async () => {
    const { browser, playerId } = await player();
    const [a, b] = await Promise.all([
      post(browser, { type: 'loss', period: 'week', amount_cents: 3_000 }),
      post(browser, { type: 'loss', period: 'week', amount_cents: 2_000 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(playerLimits).where(eq(playerLimits.playerId, playerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(2_000n);
  });

  it('lets at most one of two racing deposits pass a deposit limit', async () => {
    const { browser, playerId } = await player();
    await post(browser, { type: 'deposit', period: 'day', amount_cents: 1_000 });
    const guard = depositGuard(t.app.deps);
    const attempt = () =>
      t.database.db.transaction(async (tx) => {
        await guard({ tx, playerId, currency: 'EUR', amount: 700n, at: t.clock.now() });
        await postTransaction(tx, {
          idempotencyKey: `test-deposit:${id('d')}`,
          kind: 'deposit',
          entries: [
            { account: { house: 'payments', currency: 'EUR' }, amount: -700n },
            { account: { playerId, currency: 'EUR' }, amount: 700n },
          ],
          at: t.clock.now(),
        });
      });
    const results = await Promise.allSettled([attempt(), attempt(), attempt()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(700n);
    const rows = await t.database.db
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.playerId, playerId)));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.select().from(playerLimitChanges).where(eq(playerLimitChanges.playerId, playerId))).toEqual([]);
  });
});
