import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameLaunchResponseSchema, GameRoundsPageSchema } from '../../schemas/games';
import { PROVIDER_SIGNATURE_HEADER, StudioSpinResponseSchema } from '../../schemas/game-provider';
import { Browser, freshEmail, registration } from '../../platform/auth/auth-test-helpers';
import { gameCurrencies, gameProviders, games } from '../../platform/games/catalog/schema';
import { devSecret } from '../../platform/games/seamless/signature';
import { players } from '../../platform/player/schema';
import { accountBalance, postTransaction, reconcile } from '../../platform/wallet/index';
import { createTestPlatform, type TestPlatform } from '../../platform/testing/test-platform';
import { testDbKind } from '../../platform/testing/test-db';

/**
 * The seamless-wallet protocol and the built-in studio under races, from the outside, over HTTP
 * only (issue 3 item 6, "concurrent bets on one balance"): the same provider transaction id sent
 * many times at once, a bet and its rollback at once, many studio spins (each a bet and a win)
 * on one balance, with the games history and the ledger checked after. The rules one call at a
 * time are tested beside the code (platform/games/seamless, platform/games/house-studio). Runs on
 * PGlite and on PostgreSQL (TEST_DB), where the concurrent calls really race (both orders of the
 * bet/rollback pair were seen there).
 *
 * Money checks read the ledger itself (accountBalance, reconcile), never only the answers of the
 * calls under test.
 */

const EUR = 'EUR';

describe(`game provider protocol and studio over HTTP (${testDbKind})`, () => {
  let t: TestPlatform;
  let seq = 0;
  const unique = (tag: string) => `${tag}-${++seq}-${randomBytes(3).toString('hex')}`;

  /** One provider with games: a slot (EUR, CAD, FUN; demo) and a roulette without demo. */
  async function catalogue() {
    const slug = unique('prov');
    const { db } = t.database;
    const [prov] = await db
      .insert(gameProviders)
      .values({ slug, name: slug, title: `Provider ${slug}` })
      .returning();
    const game = async (engine: string, currencies: string[], hasDemoMode: boolean) => {
      const name = unique('game');
      const [g] = await db
        .insert(games)
        .values({
          identifier: `${slug}:${name}`,
          name,
          title: `Game ${name}`,
          titleLower: `game ${name}`,
          slug: `${slug}-${name}`,
          seoTitle: name,
          providerId: prov!.id,
          hasDemoMode,
          engine,
          releasedAt: new Date('2026-01-01T00:00:00Z'),
        })
        .returning();
      for (const currency of currencies) await db.insert(gameCurrencies).values({ gameId: g!.id, currency });
      return g!;
    };
    return {
      provider: prov!,
      slot: await game('slot:classic', [EUR, 'CAD', 'FUN'], true),
      roulette: await game('roulette:european', [EUR], false),
    };
  }

  /** A registered EUR player with `deposit` minor units of cash from the payments house account. */
  async function player(deposit = 10_000n) {
    const b = new Browser(t);
    const email = freshEmail('gp');
    const res = await b.call('POST', '/api/users', registration(email, { currency: EUR, country: 'DE' }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.email, email));
    const playerId = row!.id;
    if (deposit > 0n) {
      await postTransaction(t.database.db, {
        idempotencyKey: `gp-deposit-${playerId}`,
        kind: 'deposit',
        entries: [
          { account: { house: 'payments', currency: EUR }, amount: -deposit },
          { account: { playerId, currency: EUR }, amount: deposit },
        ],
        at: t.clock.now(),
      });
    }
    return { b, playerId };
  }

  const balanceOf = (playerId: number) => accountBalance(t.database.db, { playerId, currency: EUR });

  /** The session token inside a launch URL (`/studio/play/{token}?...`). */
  function tokenOf(url: string): string {
    const m = /\/studio\/play\/([A-Za-z0-9_-]+)/.exec(url);
    if (!m) throw new Error(`no token in ${url}`);
    return m[1]!;
  }

  async function launchReal(b: Browser, gameId: number) {
    const res = await b.call('POST', '/api/games/launch', { game_id: gameId, mode: 'real' });
    expect(res.statusCode, res.body).toBe(200);
    const body = GameLaunchResponseSchema.parse(res.json());
    return { ...body, token: tokenOf(body.url) };
  }

  /** A provider call signed as the provider does: hex HMAC-SHA256 of the exact body bytes. */
  function provider(slug: string, action: string, body: unknown) {
    const raw = JSON.stringify(body);
    const signature = createHmac('sha256', devSecret(slug)).update(raw).digest('hex');
    return t.app.inject({
      method: 'POST',
      url: `/api/provider/${slug}/${action}`,
      payload: raw,
      headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signature },
    });
  }

  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  describe('signed bets racing', () => {
    async function realSession(deposit = 10_000n) {
      const c = await catalogue();
      const p = await player(deposit);
      const { token } = await launchReal(p.b, c.slot.id);
      return { ...p, c, slug: c.provider.slug, token };
    }

    it('the same bet sent many times at once is taken exactly once, with one answer for all', async () => {
      const s = await realSession();
      const bet = { session: s.token, transaction_id: unique('bet'), round_id: unique('round'), amount: 400 };
      const results = await Promise.all(Array.from({ length: 8 }, () => provider(s.slug, 'bet', bet)));
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      expect(new Set(results.map((r) => r.body)).size).toBe(1);
      expect(await balanceOf(s.playerId)).toBe(9_600n);
    });

    it('a bet and its rollback sent at once: whichever lands first, the stake ends refunded or never taken', async () => {
      for (let i = 0; i < 6; i++) {
        const s = await realSession();
        const betId = unique('bet');
        const round = unique('round');
        const [bet, rb] = await Promise.all([
          provider(s.slug, 'bet', { session: s.token, transaction_id: betId, round_id: round, amount: 300 }),
          provider(s.slug, 'rollback', { session: s.token, transaction_id: unique('rb'), rollback_transaction_id: betId, round_id: round }),
        ]);
        expect(rb.statusCode, rb.body).toBe(200);
        // The bet either went first (taken, then refunded) or met the rollback's tombstone (409).
        expect([200, 409], bet.body).toContain(bet.statusCode);
        expect(await balanceOf(s.playerId)).toBe(10_000n);
      }
      expect(await reconcile(t.database.db)).toMatchObject({ ok: true });
    });
  });

  describe('studio spins racing', () => {
    const spin = (token: string, bet: number) => t.call({ method: 'POST', url: '/studio/api/spin', payload: { session: token, bet } });

    it('concurrent spins on one balance: never below zero, every spin a settled round, balance = deposit - bets + wins, ledger reconciles', async () => {
      const c = await catalogue();
      const { b, playerId } = await player(1_000n);
      const { token } = await launchReal(b, c.slot.id);
      const results = await Promise.all(Array.from({ length: 30 }, () => spin(token, 100)));
      const ok = results.filter((r) => r.statusCode === 200).map((r) => StudioSpinResponseSchema.parse(r.json()));
      const refused = results.filter((r) => r.statusCode !== 200);
      for (const r of refused) expect(r.json(), r.body).toMatchObject({ error: 'insufficient_funds' });
      // Wins may pay for later bets, so at least the 10 the deposit covers go through.
      expect(ok.length).toBeGreaterThanOrEqual(10);
      for (const r of ok) expect(r.balance).toBeGreaterThanOrEqual(0);
      const expected = 1_000 + ok.reduce((sum, r) => sum + r.win - r.bet, 0);
      expect(await balanceOf(playerId)).toBe(BigInt(expected));
      const history = GameRoundsPageSchema.parse((await b.call('GET', '/api/player/game_rounds?page_size=100')).json());
      const real = history.data.filter((r) => r.mode === 'real');
      expect(real).toHaveLength(ok.length);
      // Interleaved rounds share the balance, so one round's before/after may include another's
      // bet; the rounds together still account for every cent.
      for (const r of real) expect(r.status).toBe('settled');
      expect(real.reduce((sum, r) => sum + r.win_cents - r.bet_cents, 0)).toBe(expected - 1_000);
      expect(await reconcile(t.database.db)).toMatchObject({ ok: true });
    });
  });
});
