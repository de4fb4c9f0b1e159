import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameLaunchResponseSchema, GameRoundsPageSchema } from '../../../schemas/games';
import { Browser } from '../../auth/auth-test-helpers';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { playedGames } from '../catalog/schema';
import { limitReached, type LaunchPolicy } from './guards';
import { gameSessions } from './schema';
import { hashToken } from './sessions';
import { devSecret, providerSecret, secretEnvName, sign, verifySignature } from './signature';
import { fundedPlayer, seedTestGame, tokenOf } from './test-helpers';

/** POST /api/games/launch rules (spec C2, P5) and GET /api/player/game_rounds. */
describe('game launch and history', () => {
  let t: TestPlatform;
  /** This app's extra launch check (after the limits'), set by the test that needs one. */
  let extraLaunchPolicy: LaunchPolicy | undefined;

  beforeAll(async () => {
    t = await createTestPlatform(
      { TRUST_PROXY: 'true', LOGIN_RESTRICTED_COUNTRIES: 'IR,KP' },
      { extraPolicies: { launch: (ctx) => extraLaunchPolicy?.(ctx) } },
    );
  });
  afterAll(async () => t?.close());

  it('opens a demo session for a guest (FUN, play balance) and refuses a game without demo', async () => {
    const g = await seedTestGame(t.database.db);
    const guest = new Browser(t);
    const res = await guest.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'demo', locale: 'de' });
    expect(res.statusCode).toBe(200);
    const body = GameLaunchResponseSchema.parse(res.json());
    expect(body).toMatchObject({ mode: 'demo', currency: 'FUN' });
    expect(body.url).toMatch(/^\/studio\/play\/[A-Za-z0-9_-]{43}\?locale=de$/);
    const [s] = await t.database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashToken(tokenOf(body.url))));
    expect(s).toMatchObject({ playerId: null, mode: 'demo', currency: 'FUN', playBalance: 100_000n });
    expect(new Date(body.expires_at).getTime()).toBe(s!.expiresAt.getTime());

    const noDemo = await seedTestGame(t.database.db, { demo: false });
    const refused = await guest.call('POST', '/api/games/launch', { game_id: noDemo.gameId, mode: 'demo' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'demo_unavailable' });
  });

  it('asks a guest to log in for real money (401) and 404s an unknown game', async () => {
    const g = await seedTestGame(t.database.db);
    const guest = new Browser(t);
    expect((await guest.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).statusCode).toBe(401);
    expect((await guest.call('POST', '/api/games/launch', { game_id: 2 ** 31 - 1, mode: 'demo' })).statusCode).toBe(404);
  });

  it('refuses launches from sign-in-restricted regions', async () => {
    const g = await seedTestGame(t.database.db);
    const { browser } = await fundedPlayer(t, 0n);
    const res = await t.call({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game_id: g.gameId, mode: 'real' },
      headers: { cookie: browser.jar.header(), 'cf-ipcountry': 'IR' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'restricted_region' });
    const demo = await t.call({ method: 'POST', url: '/api/games/launch', payload: { game_id: g.gameId, mode: 'demo' }, headers: { 'cf-ipcountry': 'KP' } });
    expect(demo.statusCode).toBe(403);
  });

  it('refuses a game without the player currency (currency_unsupported)', async () => {
    const g = await seedTestGame(t.database.db, { currencies: ['USD', 'CAD'] });
    const { browser } = await fundedPlayer(t, 0n);
    const res = await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'currency_unsupported', errors: { currency: expect.any(Array) } });
  });

  it('names the provider’s empty required profile fields (profile_incomplete), then launches once they are filled', async () => {
    const g = await seedTestGame(t.database.db, { requiredProfileFields: ['first_name', 'country', 'mobile_phone'] });
    const { browser, playerId } = await fundedPlayer(t, 0n);
    const res = await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'profile_incomplete',
      fields: ['first_name', 'mobile_phone'],
      errors: { first_name: expect.any(Array), mobile_phone: expect.any(Array) },
    });
    const patch = await browser.call('PATCH', '/api/player', { context: 'edition', user: { first_name: 'Ada', mobile_phone: '+4915112345678' } });
    expect(patch.statusCode).toBe(200);
    const ok = await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ mode: 'real', currency: 'EUR' });
    const played = await t.database.db.select().from(playedGames).where(eq(playedGames.playerId, playerId));
    expect(played.map((p) => p.gameId)).toEqual([g.gameId]);
  });

  it('runs the launch guards on real launches (403 limit_reached)', async () => {
    const g = await seedTestGame(t.database.db);
    const { browser } = await fundedPlayer(t, 0n);
    const guard = () => {
      throw limitReached();
    };
    extraLaunchPolicy = guard;
    try {
      const res = await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'limit_reached' });
      expect((await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'demo' })).statusCode).toBe(200);
    } finally {
      extraLaunchPolicy = undefined;
    }
  });

  it('lists the player’s rounds newest first, paged and bounded; a guest gets 401', async () => {
    const g = await seedTestGame(t.database.db);
    const { browser, playerId } = await fundedPlayer(t, 10_000n);
    const launch = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const token = tokenOf(launch.url);
    const svc = t.app.modules.games.protocol;
    for (let i = 1; i <= 3; i++) {
      await svc.bet(g.provider, { session: token, transaction_id: `h-b${i}`, round_id: `h-r${i}`, amount: i * 100 });
      t.clock.advance(1000);
    }
    await svc.win(g.provider, { session: token, transaction_id: 'h-w1', round_id: 'h-r1', amount: 50 });
    const page1 = GameRoundsPageSchema.parse((await browser.call('GET', '/api/player/game_rounds?page_size=2')).json());
    expect(page1.data.map((r) => r.bet_cents)).toEqual([300, 200]);
    expect(page1.pagination).toEqual({ current_page: 1, next_page: 2, prev_page: null, total_pages: 2, total_count: 3 });
    const page2 = GameRoundsPageSchema.parse((await browser.call('GET', '/api/player/game_rounds?page=2&page_size=2')).json());
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0]).toMatchObject({
      bet_cents: 100,
      win_cents: 50,
      balance_before_cents: 10_000,
      balance_after_cents: 9_450,
      status: 'settled',
      mode: 'real',
      currency: 'EUR',
      provider: g.provider,
    });
    expect((await browser.call('GET', '/api/player/game_rounds?page_size=1000')).statusCode).toBe(422);
    expect((await new Browser(t).call('GET', '/api/player/game_rounds')).statusCode).toBe(401);
    expect(playerId).toBeGreaterThan(0);
  });
});

describe('provider signatures', () => {
  it('verifies HMAC-SHA256 of the raw body in constant time, and has no dev secret in production', () => {
    const secret = devSecret('acme');
    const body = '{"session":"x"}';
    expect(verifySignature(secret, body, sign(secret, body))).toBe(true);
    expect(verifySignature(secret, `${body} `, sign(secret, body))).toBe(false);
    expect(verifySignature(secret, body, 'zz')).toBe(false);
    expect(verifySignature(secret, body, undefined)).toBe(false);
    expect(providerSecret('acme', true, {})).toBeNull();
    expect(providerSecret('acme', false, {})).toBe(secret);
    expect(providerSecret('acme-games', true, { [secretEnvName('acme-games')]: 'a-long-production-secret' })).toBe('a-long-production-secret');
    expect(secretEnvName('acme-games')).toBe('GAME_PROVIDER_SECRET_ACME_GAMES');
  });
});
