import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, ENABLED_CURRENCIES } from '../../../schemas/currency';
import { DEMO_PLAYERS } from '../../auth/demo-accounts';
import { Browser, freshEmail, registration } from '../../auth/auth-test-helpers';
import { players } from '../../db/schema';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import {
  CategoriesSchema,
  CollectionsSchema,
  DEMO_CURRENCY,
  FAVORITES_ACCEPT_CLIENT,
  GAME_PAGE_MAX,
  GAME_PAGE_SIZE_MAX,
  GamesListSchema,
  GamesPageSchema,
  KNOWN_CATEGORIES,
  PLAYED_GAMES_MAX,
  type Game,
  type GamesPage,
} from '../../../schemas/games';
import { setCatalogCacheEnabled } from './cache';
import { STUDIO_ENGINES } from './engines';
import { recordPlayedGame } from './repository';
import { gameCategories, gameCategoryGames, gameCollectionGames, gameCurrencies, gamePreviews, gameProviders, games } from './schema';
import { seedGamesCatalog } from './seed';

/** Catalogue calls on the seeded demo catalogue (PGlite by default; TEST_DB=postgres for the real server). */
describe('games catalogue', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGamesCatalog(t.app.deps);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const filter = async (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/games_filter', payload: body });
  const page = async (body: Record<string, unknown>): Promise<GamesPage> => {
    const res = await filter(body);
    expect(res.statusCode, res.body).toBe(200);
    return GamesPageSchema.parse(res.json());
  };
  const tableCounts = async () => ({
    games: (await db().select({ n: count() }).from(games))[0]!.n,
    providers: (await db().select({ n: count() }).from(gameProviders))[0]!.n,
    currencies: (await db().select({ n: count() }).from(gameCurrencies))[0]!.n,
    categoryLinks: (await db().select({ n: count() }).from(gameCategoryGames))[0]!.n,
    collectionLinks: (await db().select({ n: count() }).from(gameCollectionGames))[0]!.n,
    previews: (await db().select({ n: count() }).from(gamePreviews))[0]!.n,
  });

  async function player(currency = 'EUR'): Promise<{ b: Browser; id: number }> {
    const b = new Browser(t);
    const email = freshEmail('cat');
    const res = await b.call('POST', '/api/users', registration(email, { currency }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select({ id: players.id }).from(players).where(eq(players.email, email));
    return { b, id: row!.id };
  }

  describe('seed', () => {
    it('holds at least 3,000 games across at least 25 providers, and a second run adds nothing', async () => {
      const before = await tableCounts();
      expect(before.games).toBeGreaterThanOrEqual(3000);
      expect(before.providers).toBeGreaterThanOrEqual(25);
      expect(before.previews).toBe(before.games);
      await seedGamesCatalog(t.app.deps);
      expect(await tableCounts()).toEqual(before);
    }, 60_000);

    it('fills every known category and some special ones, with studio engines only', async () => {
      const rows = await db()
        .select({ identifier: gameCategories.identifier, n: count(gameCategoryGames.gameId) })
        .from(gameCategories)
        .leftJoin(gameCategoryGames, eq(gameCategoryGames.categoryId, gameCategories.id))
        .groupBy(gameCategories.identifier);
      const n = new Map(rows.map((r) => [r.identifier, r.n]));
      for (const c of KNOWN_CATEGORIES) expect(n.get(c), c).toBeGreaterThan(0);
      expect(rows.filter((r) => r.identifier.startsWith('special-') && r.n > 0).length).toBeGreaterThanOrEqual(2);
      const engines = await db().selectDistinct({ engine: games.engine }).from(games);
      for (const e of engines) expect(STUDIO_ENGINES).toContain(e.engine);
    });

    it('gives about 85% demo mode, a FUN entry exactly for demo games, and locks some games for each demo player', async () => {
      const all = await db().select({ id: games.id, demo: games.hasDemoMode }).from(games);
      const demoShare = all.filter((g) => g.demo).length / all.length;
      expect(demoShare).toBeGreaterThan(0.75);
      expect(demoShare).toBeLessThan(0.95);
      const entries = await db().select({ gameId: gameCurrencies.gameId, currency: gameCurrencies.currency }).from(gameCurrencies);
      const byGame = new Map<number, Set<string>>();
      for (const e of entries) byGame.set(e.gameId, (byGame.get(e.gameId) ?? new Set()).add(e.currency));
      for (const g of all) expect(byGame.get(g.id)?.has(DEMO_CURRENCY), `game ${g.id}`).toBe(g.demo);
      const lacking = all.filter((g) => ENABLED_CURRENCIES.some((c) => !byGame.get(g.id)?.has(c)));
      expect(lacking.length / all.length).toBeGreaterThan(0.03);
      expect(lacking.length / all.length).toBeLessThan(0.2);
      for (const p of DEMO_PLAYERS) {
        if (!CURRENCIES[p.currency as keyof typeof CURRENCIES].fiat) continue;
        expect(
          all.some((g) => !byGame.get(g.id)?.has(p.currency)),
          `a game without ${p.currency}`,
        ).toBe(true);
      }
    });
  });

  describe('POST /api/games_filter', () => {
    it('lists a category in position order with its pagination', async () => {
      const p1 = await page({ device: 'desktop', filter: { categories: { identifiers: ['pokies'] } }, page: 1, page_size: 40 });
      expect(p1.data).toHaveLength(40);
      for (const g of p1.data) expect(g.categories).toContain('pokies');
      const [cat] = await db().select({ id: gameCategories.id }).from(gameCategories).where(eq(gameCategories.identifier, 'pokies'));
      const expected = await db()
        .select({ id: games.id })
        .from(games)
        .innerJoin(gameCategoryGames, and(eq(gameCategoryGames.gameId, games.id), eq(gameCategoryGames.categoryId, cat!.id)))
        .where(eq(games.desktop, true))
        .orderBy(games.position, games.id)
        .limit(80);
      expect(p1.data.map((g) => g.id)).toEqual(expected.slice(0, 40).map((r) => r.id));
      expect(p1.pagination).toMatchObject({ current_page: 1, next_page: 2, prev_page: null });
      expect(p1.pagination.total_pages).toBe(Math.ceil(p1.pagination.total_count / 40));
      const p2 = await page({ device: 'desktop', filter: { categories: { identifiers: ['pokies'] } }, page: 2, page_size: 40 });
      expect(p2.data.map((g) => g.id)).toEqual(expected.slice(40, 80).map((r) => r.id));
      expect(p2.pagination).toMatchObject({ current_page: 2, next_page: 3, prev_page: 1 });
    });

    it('takes categories with the OR strategy', async () => {
      const a = await page({ device: 'desktop', filter: { categories: { identifiers: ['live'] } }, page_size: 1 });
      const b = await page({ device: 'desktop', filter: { categories: { identifiers: ['table'] } }, page_size: 1 });
      const both = await page({ device: 'desktop', filter: { categories: { identifiers: ['live', 'table'], strategy: 'OR' } }, page_size: 100 });
      const [overlap] = await db()
        .execute<{ n: number }>(
          sql`
        SELECT count(*)::int AS n FROM ${gameCategoryGames} a JOIN ${gameCategoryGames} b ON a.game_id = b.game_id JOIN ${games} g ON g.id = a.game_id
        WHERE g.desktop AND a.category_id = (SELECT id FROM ${gameCategories} WHERE identifier = 'live') AND b.category_id = (SELECT id FROM ${gameCategories} WHERE identifier = 'table')`,
        )
        .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
      expect(both.pagination.total_count).toBe(a.pagination.total_count + b.pagination.total_count - Number(overlap!.n));
      for (const g of both.data) expect(g.categories.some((c) => c === 'live' || c === 'table')).toBe(true);
    });

    it('filters by provider slug and by collection', async () => {
      const [prov] = await db().select().from(gameProviders).limit(1);
      const byProvider = await page({ device: 'desktop', filter: { providers: [prov!.slug] }, page_size: 100 });
      expect(byProvider.pagination.total_count).toBeGreaterThan(0);
      for (const g of byProvider.data) expect(g.provider).toBe(prov!.slug);
      const col = await page({ device: 'mobile', filter: { collections: ['jackpot-games'] }, page_size: 100 });
      for (const g of col.data) expect(g.collections).toContain('jackpot-games');
      const both = await page({ device: 'desktop', filter: { providers: [prov!.slug], categories: { identifiers: ['pokies'] } }, page_size: 100 });
      for (const g of both.data) expect([g.provider, g.categories.includes('pokies')]).toEqual([prov!.slug, true]);
    });

    it('searches titles case-insensitively and takes LIKE characters literally', async () => {
      const [some] = await db().select({ title: games.title }).from(games).where(eq(games.desktop, true)).limit(1);
      const word = some!.title.split(' ')[0]!;
      const mixed = word.slice(0, 1).toLowerCase() + word.slice(1).toUpperCase();
      const found = await page({ device: 'desktop', filter: { title: mixed }, page_size: 100 });
      expect(found.pagination.total_count).toBeGreaterThan(0);
      for (const g of found.data) expect(g.title.toLowerCase()).toContain(word.toLowerCase());
      expect((await page({ device: 'desktop', filter: { title: '%' } })).pagination.total_count).toBe(0);
      expect((await page({ device: 'desktop', filter: { title: '_' } })).pagination.total_count).toBe(0);
      expect((await page({ device: 'desktop', filter: { title: 'zzzqqq-no-such-game' } })).data).toEqual([]);
    });

    it('answers a search the same from the in-process title index and from the database', async () => {
      const bodies = [
        { device: 'desktop', filter: { title: 'ro' }, page: 2, page_size: 30 },
        { device: 'mobile', filter: { title: 'GOLD' }, page: 1, page_size: 100 },
        { device: 'mobile', filter: { title: '  gem ' }, page: 1, page_size: 10 },
      ];
      const fromIndex = await Promise.all(bodies.map(page));
      setCatalogCacheEnabled(db(), false);
      try {
        const fromDb = await Promise.all(bodies.map(page));
        expect(fromDb).toEqual(fromIndex);
        expect(fromIndex[1]!.pagination.total_count).toBeGreaterThan(0);
      } finally {
        setCatalogCacheEnabled(db(), true);
      }
      const combined = await page({ device: 'desktop', filter: { title: 'ro', categories: { identifiers: ['live', 'table'] } }, page_size: 100 });
      for (const g of combined.data)
        expect([g.title.toLowerCase().includes('ro'), g.categories.some((c) => c === 'live' || c === 'table')]).toEqual([true, true]);
    });

    it('lists only games that run on the device asked for', async () => {
      const desktopOnly = await db().select({ id: games.id }).from(games).where(eq(games.mobile, false));
      const mobile = await page({ device: 'mobile', page_size: 100 });
      const desktop = await page({ device: 'desktop', page_size: 100 });
      const [mobileCount] = await db().select({ n: count() }).from(games).where(eq(games.mobile, true));
      expect(mobile.pagination.total_count).toBe(mobileCount!.n);
      if (desktopOnly.length) expect(mobile.pagination.total_count).toBeLessThan(desktop.pagination.total_count + desktopOnly.length);
    });

    it('answers an unknown category or provider with an empty page, and a page past the end with no games', async () => {
      expect((await page({ device: 'desktop', filter: { categories: { identifiers: ['no-such-category'] } } })).pagination.total_count).toBe(0);
      expect((await page({ device: 'desktop', filter: { providers: ['no-such-studio'] } })).data).toEqual([]);
      const last = await page({ device: 'desktop', filter: { categories: { identifiers: ['top'] } }, page: GAME_PAGE_MAX, page_size: GAME_PAGE_SIZE_MAX });
      expect(last.data).toEqual([]);
      expect(last.pagination.next_page).toBeNull();
    });

    it.each([
      ['page 0', { page: 0 }, 'page'],
      ['a negative page', { page: -1 }, 'page'],
      ['a page past the bound', { page: GAME_PAGE_MAX + 1 }, 'page'],
      ['page_size 1000', { page_size: 1000 }, 'page_size'],
      ['page_size 0', { page_size: 0 }, 'page_size'],
      ['a string page', { page: '2' }, 'page'],
      ['a fractional page_size', { page_size: 2.5 }, 'page_size'],
      ['an unknown device', { device: 'tv' }, 'device'],
      ['an AND strategy', { filter: { categories: { identifiers: ['top'], strategy: 'AND' } } }, 'filter.categories.strategy'],
      ['a 101-character title', { filter: { title: 'x'.repeat(101) } }, 'filter.title'],
    ])('refuses %s with a field error', async (_label, extra, field) => {
      const res = await filter({ device: 'desktop', ...extra });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'validation_failed' });
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  });

  describe('POST /api/games_filter/select', () => {
    it('answers games by per-currency ids in the order asked, skipping unknown ids', async () => {
      const p = await page({ device: 'desktop', filter: { categories: { identifiers: ['top'] } }, page_size: 3 });
      const [a, b, c] = p.data as [Game, Game, Game];
      const ids = [
        c.currencies.EUR?.id ?? Object.values(c.currencies)[0]!.id,
        2_000_000_000,
        a.currencies.USD?.id ?? Object.values(a.currencies)[0]!.id,
        Object.values(b.currencies)[0]!.id,
      ];
      const res = await t.call({ method: 'POST', url: '/api/games_filter/select', payload: { game_ids: ids, device: 'desktop' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(GamesListSchema.parse(res.json()).map((g) => g.id)).toEqual([c.id, a.id, b.id]);
    });

    it.each([
      [{ game_ids: [], device: 'desktop' }],
      [{ game_ids: [0], device: 'desktop' }],
      [{ game_ids: ['1'], device: 'desktop' }],
      [{ game_ids: Array.from({ length: 101 }, (_, i) => i + 1), device: 'desktop' }],
      [{ game_ids: [1] }],
    ])('refuses a bad body %j', async (payload) => {
      const res = await t.call({ method: 'POST', url: '/api/games_filter/select', payload });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('providers, collections, jackpots, item, preview art', () => {
    it('counts the games of each provider and category', async () => {
      const providers = (await t.call({ method: 'GET', url: '/api/games/providers' })).json() as { slug: string; games_count: number }[];
      expect(providers.length).toBeGreaterThanOrEqual(25);
      const [gameCount] = await db().select({ n: count() }).from(games);
      expect(providers.reduce((s, p) => s + p.games_count, 0)).toBe(gameCount!.n);
      const categories = CategoriesSchema.parse((await t.call({ method: 'GET', url: '/api/games/categories' })).json());
      const pokies = categories.find((c) => c.slug === 'pokies')!;
      expect(pokies.section).toBe('pokies');
      expect(categories.find((c) => c.slug === 'live')!.section).toBe('live');
      expect(pokies.games_count).toBe(
        (await page({ device: 'desktop', filter: { categories: { identifiers: ['pokies'] } } })).pagination.total_count +
          (
            await db()
              .select({ n: count() })
              .from(games)
              .innerJoin(gameCategoryGames, eq(gameCategoryGames.gameId, games.id))
              .innerJoin(gameCategories, and(eq(gameCategories.id, gameCategoryGames.categoryId), eq(gameCategories.identifier, 'pokies')))
              .where(eq(games.desktop, false))
          )[0]!.n,
      );
    });

    it('answers the collections as a bare array of {id, identifier, title, games_count}, as SoftSwiss-style clients read it', async () => {
      const res = await t.call({ method: 'GET', url: '/api/games/collections' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as unknown;
      expect(Array.isArray(body)).toBe(true);
      const collections = CollectionsSchema.parse(body);
      expect(collections.length).toBeGreaterThan(2);
      const [linked] = await db().select({ n: count() }).from(gameCollectionGames);
      expect(collections.reduce((s, c) => s + c.games_count, 0)).toBe(linked!.n);
      for (const c of collections) expect(Object.keys(c).sort()).toEqual(['games_count', 'id', 'identifier', 'title']);
      const jackpot = collections.find((c) => c.identifier === 'jackpot-games')!;
      expect(jackpot.games_count).toBe(
        (await page({ device: 'desktop', filter: { collections: ['jackpot-games'] } })).pagination.total_count +
          (
            await db()
              .select({ n: count() })
              .from(gameCollectionGames)
              .innerJoin(games, eq(games.id, gameCollectionGames.gameId))
              .where(and(eq(gameCollectionGames.collectionId, jackpot.id), eq(games.desktop, false)))
          )[0]!.n,
      );
    });

    it('lists jackpots with their levels and games (the real pools: platform/jackpots)', async () => {
      const jackpots = (await t.call({ method: 'GET', url: '/api/games/jackpots' })).json() as { levels: unknown[]; games: string[] }[];
      expect(Array.isArray(jackpots)).toBe(true);
      for (const j of jackpots) expect(j.levels.length).toBeGreaterThan(0);
    });

    it('finds a game by provider and seo title, 404 for an unknown one, 422 for a bad slug', async () => {
      const [row] = await db()
        .select({ id: games.id, seo: games.seoTitle, provider: gameProviders.slug })
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .limit(1);
      const ok = await t.call({ method: 'GET', url: `/api/games/item/${row!.provider}/${row!.seo}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ id: row!.id, provider: row!.provider, seo_title: row!.seo, preview: `/game-previews/${row!.id}.svg` });
      const missing = await t.call({ method: 'GET', url: `/api/games/item/${row!.provider}/no-such-game` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'not_found' });
      expect((await t.call({ method: 'GET', url: '/api/games/item/Bad_Slug/x' })).statusCode).toBe(422);
    });

    it('serves the generated preview art with long cache headers', async () => {
      const [row] = await db().select({ id: games.id, title: games.title }).from(games).limit(1);
      const res = await t.call({ method: 'GET', url: `/game-previews/${row!.id}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect((await t.call({ method: 'GET', url: '/game-previews/2000000000.svg' })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: '/game-previews/..%2Fetc.svg' })).statusCode).toBe(422);
    });
  });

  describe('favourites', () => {
    const url = '/api/player/favorite_games';
    it('refuses guests', async () => {
      const g = new Browser(t);
      expect((await g.call('GET', url)).statusCode).toBe(401);
      expect((await g.call('PUT', `${url}/1`)).statusCode).toBe(401);
      expect((await g.call('DELETE', `${url}/1`)).statusCode).toBe(401);
    });

    it('adds, lists in both forms, removes, and repeats idempotently', async () => {
      const { b } = await player();
      const p = await page({ device: 'desktop', filter: { categories: { identifiers: ['new'] } }, page_size: 2 });
      const [g1, g2] = p.data as [Game, Game];
      const e1 = Object.values(g1.currencies)[0]!.id;
      const e2 = Object.values(g2.currencies)[0]!.id;
      expect((await b.call('GET', url)).json()).toEqual([]);
      expect((await b.call('PUT', `${url}/${e1}`)).statusCode).toBe(200);
      t.clock.advance(1000);
      const put2 = await b.call('PUT', `${url}/${e2}`);
      expect(put2.json()).toEqual([e2, e1]);
      expect((await b.call('PUT', `${url}/${e2}`)).json()).toEqual([e2, e1]);
      const ids = await t.call({ method: 'GET', url, headers: { cookie: b.jar.header(), 'accept-client': FAVORITES_ACCEPT_CLIENT.ids } });
      expect(ids.json()).toEqual([e2, e1]);
      const full = await t.call({ method: 'GET', url, headers: { cookie: b.jar.header(), 'accept-client': FAVORITES_ACCEPT_CLIENT.full } });
      expect(GamesListSchema.parse(full.json()).map((g) => g.id)).toEqual([g2.id, g1.id]);
      expect((await b.call('DELETE', `${url}/${e2}`)).json()).toEqual([e1]);
      expect((await b.call('DELETE', `${url}/${e2}`)).json()).toEqual([e1]);
      // Another player's list is their own.
      const other = await player();
      expect((await other.b.call('GET', url)).json()).toEqual([]);
    });

    it('answers 404 for an unknown entry and 422 for a malformed id, changing nothing', async () => {
      const { b } = await player();
      expect((await b.call('PUT', `${url}/2000000000`)).statusCode).toBe(404);
      expect((await b.call('DELETE', `${url}/2000000000`)).statusCode).toBe(404);
      for (const bad of ['0', '-3', 'abc', '1.5', '99999999999']) expect((await b.call('PUT', `${url}/${bad}`)).statusCode, bad).toBe(422);
      expect((await b.call('GET', url)).json()).toEqual([]);
    });
  });

  describe('played games', () => {
    it('refuses guests and lists the newest first, at most the limit', async () => {
      expect((await new Browser(t).call('GET', '/api/player/played_games')).statusCode).toBe(401);
      const { b, id } = await player();
      const ids = (
        await db()
          .select({ id: games.id })
          .from(games)
          .orderBy(games.id)
          .limit(PLAYED_GAMES_MAX + 5)
      ).map((r) => r.id);
      const base = Date.parse('2026-11-22T12:00:00Z');
      for (const [i, gameId] of ids.entries()) await recordPlayedGame(db(), id, gameId, new Date(base + i * 1000));
      // Playing the first again moves it to the top; a late, older record does not move it back.
      await recordPlayedGame(db(), id, ids[0]!, new Date(base + 100_000));
      await recordPlayedGame(db(), id, ids[0]!, new Date(base));
      const res = await b.call('GET', '/api/player/played_games');
      expect(res.statusCode).toBe(200);
      const list = GamesListSchema.parse(res.json()).map((g) => g.id);
      expect(list).toHaveLength(PLAYED_GAMES_MAX);
      expect(list[0]).toBe(ids[0]);
      expect(list.slice(1)).toEqual([...ids].reverse().slice(0, PLAYED_GAMES_MAX - 1));
      const [n] = await db().select({ n: count() }).from(games).where(inArray(games.id, list));
      expect(n!.n).toBe(PLAYED_GAMES_MAX);
    });
  });
});
