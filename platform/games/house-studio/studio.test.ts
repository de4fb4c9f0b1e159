import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StudioDemoResetResponseSchema, StudioSpinResponseSchema } from '../../../schemas/game-provider';
import { Browser } from '../../auth/auth-test-helpers';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { accountBalance, reconcile } from '../../wallet/index';
import { limitReached, type BetPolicy } from '../seamless/guards';
import { gameRounds, gameSessions } from '../seamless/schema';
import { DEMO_START_BALANCE, hashToken, SESSION_TTL_MS } from '../seamless/sessions';
import { fundedPlayer, seedTestGame, tokenOf } from '../seamless/test-helpers';

/** The built-in studio end to end: launch, its page, spins through the protocol, the balance event. */
describe('house studio', () => {
  let t: TestPlatform;
  /** This app's extra bet check (after the limits'), set by the test that needs one. */
  let extraBetPolicy: BetPolicy | undefined;
  const pushes: { playerId: number; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestPlatform({}, { extraPolicies: { bet: (ctx) => extraBetPolicy?.(ctx) } });
    t.events.on('player.push', (p) => pushes.push(p));
  });
  afterAll(async () => t?.close());

  const spin = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/studio/api/spin', payload });

  it('serves a self-contained, translated, labelled page for a launched session', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'slot:gems' });
    const { browser } = await fundedPlayer(t, 10_000n);
    const { url } = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real', locale: 'de' })).json() as { url: string };
    const page = await t.call({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    const html = page.body;
    expect(html).toContain('<html lang="de">');
    expect(html).not.toContain(' style="');
    expect(html).toContain('Drehen');
    expect(html).toContain('<label for="bet">Einsatz</label>');
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
    expect(html).toContain("type:'reelhouse:balance'");
    expect(html).toContain("type:'reelhouse:limit_reached'");
    // Real money has no play balance to reset.
    expect(html).not.toContain('id="reset"');
  });

  it('spins a real round: the balance moves by win minus bet, the round is stored and the balance is published', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'slot:fruits' });
    const { browser, playerId } = await fundedPlayer(t, 100_000n);
    const { url } = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const session = tokenOf(url);
    let expected = 100_000;
    for (let i = 0; i < 20; i++) {
      await t.drain();
      pushes.length = 0;
      const res = await spin({ session, bet: 100 });
      expect(res.statusCode).toBe(200);
      await t.drain();
      const body = StudioSpinResponseSchema.parse(res.json());
      expected += body.win - 100;
      expect(body).toMatchObject({
        bet: 100,
        balance: expected,
        currency: 'EUR',
        mode: 'real',
        account: { amount_cents: expected, available_to_cashout_cents: expected },
      });
      expect(body.outcome).toMatchObject({ engine: 'slot:fruits', kind: 'slot', line_bet: 10 });
      const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.id, body.round_id));
      expect(round).toMatchObject({
        playerId,
        bet: 100n,
        win: BigInt(body.win),
        balanceAfter: BigInt(expected),
        balanceBefore: BigInt(expected - body.win + 100),
        status: 'settled',
      });
      expect(round?.outcome).toEqual(body.outcome);
      expect(pushes.at(-1)).toEqual({
        playerId,
        event: 'private:balance',
        payload: expect.objectContaining({
          currency: 'EUR',
          amount_cents: expected,
          available_to_cashout_cents: expected,
          real_cents: expected,
          bonus_cents: 0,
        }),
      });
    }
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(BigInt(expected));
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it('plays roulette with a pick and refuses bets outside the limits or over the balance', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'roulette:european' });
    const { browser, playerId } = await fundedPlayer(t, 1_000n);
    const { url } = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const session = tokenOf(url);
    const res = await spin({ session, bet: 100, pick: { type: 'dozen', dozen: 2 } });
    expect(res.statusCode).toBe(200);
    const body = StudioSpinResponseSchema.parse(res.json());
    const pocket = (body.outcome as { pocket: number }).pocket;
    expect(body.win).toBe(pocket >= 13 && pocket <= 24 ? 300 : 0);
    const balance = await accountBalance(t.database.db, { playerId, currency: 'EUR' });
    for (const bet of [15, 5, 10_000_000]) {
      const bad = await spin({ session, bet });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('bet');
    }
    const tooMuch = await spin({ session, bet: 5_000 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ error: 'insufficient_funds', balance: Number(balance) });
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(balance);
  });

  it('plays a guest demo on FUN play money without touching the ledger or publishing', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'slot:classic' });
    const guest = new Browser(t);
    const { url } = (await guest.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'demo' })).json() as { url: string };
    pushes.length = 0;
    const res = await spin({ session: tokenOf(url), bet: 50 });
    expect(res.statusCode).toBe(200);
    const body = StudioSpinResponseSchema.parse(res.json());
    expect(body).toMatchObject({ currency: 'FUN', mode: 'demo', balance: 100_000 - 50 + body.win });
    expect(body.account).toBeUndefined();
    expect(pushes).toEqual([]);
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.id, body.round_id));
    expect(round).toMatchObject({ playerId: null, mode: 'demo', currency: 'FUN' });
  });

  it('resets a demo play balance to its start, and refuses real, unknown and expired sessions without moving money', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'slot:classic' });
    const { url } = (await new Browser(t).call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'demo', locale: 'de' })).json() as { url: string };
    const session = tokenOf(url);
    const page = await t.call({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.body).toContain('<button id="reset" type="button" class="secondary">Spielgeld zurücksetzen</button>');
    for (let i = 0; i < 3; i++) expect((await spin({ session, bet: 1_000 })).statusCode).toBe(200);
    const playBalance = async () =>
      (
        await t.database.db
          .select()
          .from(gameSessions)
          .where(eq(gameSessions.tokenHash, hashToken(session)))
      )[0]?.playBalance;
    expect(await playBalance()).not.toBe(DEMO_START_BALANCE);

    const reset = (s: string) => t.call({ method: 'POST', url: '/studio/api/demo_reset', payload: { session: s } });
    const res = await reset(session);
    expect(res.statusCode).toBe(200);
    expect(StudioDemoResetResponseSchema.parse(res.json())).toEqual({ balance: Number(DEMO_START_BALANCE), currency: 'FUN', mode: 'demo' });
    expect(await playBalance()).toBe(DEMO_START_BALANCE);
    const after = StudioSpinResponseSchema.parse((await spin({ session, bet: 100 })).json());
    expect(after.balance).toBe(Number(DEMO_START_BALANCE) - 100 + after.win);

    const { browser, playerId } = await fundedPlayer(t, 5_000n);
    const real = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const refused = await reset(tokenOf(real.url));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'demo_only', errors: { session: expect.any(Array) } });
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(5_000n);
    expect((await reset('A'.repeat(43))).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/studio/api/demo_reset', payload: { session: 'x' } })).statusCode).toBe(422);

    t.clock.advance(SESSION_TTL_MS + 1);
    try {
      const expired = await reset(session);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ error: 'session_expired' });
    } finally {
      t.clock.advance(-(SESSION_TTL_MS + 1));
    }
  });

  it('answers a spin a limit refuses with 403 limit_reached (the page then tells the site), moving nothing', async () => {
    const g = await seedTestGame(t.database.db, { engine: 'slot:fruits' });
    const { browser, playerId } = await fundedPlayer(t, 10_000n);
    const { url } = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const guard = () => {
      throw limitReached();
    };
    extraBetPolicy = guard;
    try {
      const res = await spin({ session: tokenOf(url), bet: 100 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'limit_reached' });
    } finally {
      extraBetPolicy = undefined;
    }
    expect(await accountBalance(t.database.db, { playerId, currency: 'EUR' })).toBe(10_000n);
  });

  it('answers unknown and expired sessions with a clear 4xx (a page for the iframe, JSON otherwise)', async () => {
    const missing = await t.call({ method: 'GET', url: `/studio/play/${'A'.repeat(43)}`, headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('role="alert"');
    const junk = await t.call({ method: 'GET', url: '/studio/play/..%2F..%2Fetc' });
    expect(junk.statusCode).toBe(404);
    expect(junk.json()).toMatchObject({ error: 'session_not_found' });
    expect((await spin({ session: 'A'.repeat(43), bet: 100 })).statusCode).toBe(404);

    const g = await seedTestGame(t.database.db);
    const { url } = (await new Browser(t).call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'demo', locale: 'it' })).json() as { url: string };
    t.clock.advance(SESSION_TTL_MS + 1);
    try {
      const expired = await t.call({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('scaduta');
      const res = await spin({ session: tokenOf(url), bet: 100 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'session_expired' });
    } finally {
      t.clock.advance(-(SESSION_TTL_MS + 1));
    }
  });
});
