import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_CATEGORIES } from '../../../schemas/games';
import { DEMO_PLAYERS } from '../../auth/demo-accounts';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { catalogCache } from './cache';
import { STUDIO_ENGINES } from './engines';
import { generateCatalogue } from './generate';
import { insertCatalogue, seedGamesCatalog } from './seed';

/** Row counts of every catalogue table. */
async function counts(t: TestPlatform): Promise<Record<string, number>> {
  const tables = [
    'game_providers',
    'game_categories',
    'game_collections',
    'games',
    'game_category_games',
    'game_collection_games',
    'game_currencies',
    'game_previews',
    'game_jackpots',
    'game_jackpot_levels',
    'game_jackpot_games',
  ];
  const out: Record<string, number> = {};
  for (const name of tables) {
    const res = (await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${name}`))) as unknown as { rows: { n: number }[] };
    out[name] = Number(res.rows[0]!.n);
  }
  return out;
}

async function rows<T>(t: TestPlatform, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

describe('games-catalog seed step', () => {
  let t: TestPlatform;
  let first: Record<string, number>;

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGamesCatalog(t.app.deps);
    first = await counts(t);
  });
  afterAll(() => t?.close());

  it('is idempotent: a second run adds nothing', async () => {
    await seedGamesCatalog(t.app.deps);
    expect(await counts(t)).toEqual(first);
  });

  it('seeds at least 3,000 games across at least 25 providers, each with art and its currency entries', async () => {
    expect(first.games).toBeGreaterThanOrEqual(3000);
    const [p] = await rows<{ n: number }>(t, sql`SELECT count(DISTINCT provider_id)::int AS n FROM games`);
    expect(Number(p!.n)).toBeGreaterThanOrEqual(25);
    expect(first.game_previews).toBe(first.games);
    const [orphans] = await rows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM games g WHERE NOT EXISTS (SELECT 1 FROM game_currencies c WHERE c.game_id = g.id AND c.currency <> 'FUN')`,
    );
    expect(Number(orphans!.n)).toBe(0);
    const [demo] = await rows<{ bad: number }>(
      t,
      sql`SELECT count(*)::int AS bad FROM games g WHERE g.has_demo_mode <> EXISTS (SELECT 1 FROM game_currencies c WHERE c.game_id = g.id AND c.currency = 'FUN')`,
    );
    expect(Number(demo!.bad)).toBe(0);
    // The bulk load may skip row-by-row reference checks (seed.ts): nothing may point nowhere.
    const [dangling] = await rows<{ n: number }>(
      t,
      sql`SELECT (SELECT count(*) FROM game_currencies x WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.id = x.game_id))
        + (SELECT count(*) FROM game_category_games x WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.id = x.game_id) OR NOT EXISTS (SELECT 1 FROM game_categories c WHERE c.id = x.category_id))
        + (SELECT count(*) FROM game_collection_games x WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.id = x.game_id) OR NOT EXISTS (SELECT 1 FROM game_collections c WHERE c.id = x.collection_id))
        + (SELECT count(*) FROM game_previews x WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.id = x.game_id)) AS n`,
    );
    expect(Number(dangling!.n)).toBe(0);
    const [role] = await rows<{ r: string }>(t, sql`SELECT current_setting('session_replication_role') AS r`);
    expect(role!.r).toBe('origin');
    const engines = await rows<{ engine: string }>(t, sql`SELECT DISTINCT engine FROM games`);
    for (const e of engines) expect(STUDIO_ENGINES).toContain(e.engine);
  });

  it('fills every contract category and two special ones, and the jackpots with levels', async () => {
    const cats = await rows<{ identifier: string; n: number }>(
      t,
      sql`SELECT c.identifier, count(l.game_id)::int AS n FROM game_categories c LEFT JOIN game_category_games l ON l.category_id = c.id GROUP BY c.identifier`,
    );
    const filled = new Map(cats.map((c) => [c.identifier, Number(c.n)]));
    for (const k of KNOWN_CATEGORIES) expect(filled.get(k), k).toBeGreaterThan(0);
    expect([...filled.keys()].filter((k) => k.startsWith('special-')).length).toBeGreaterThanOrEqual(2);
    expect(first.game_jackpots).toBeGreaterThanOrEqual(3);
    expect(first.game_jackpot_levels).toBeGreaterThan(first.game_jackpots!);
    expect(first.game_jackpot_games).toBeGreaterThan(0);
  });

  it('leaves some games without the fiat currency of each demo player who can meet a lock', async () => {
    const missing = await rows<{ currency: string; n: number }>(
      t,
      sql`SELECT cur.currency, count(*)::int AS n FROM games g CROSS JOIN (VALUES ('AUD'), ('NZD'), ('CAD'), ('EUR'), ('USD'), ('NOK')) AS cur(currency)
          WHERE NOT EXISTS (SELECT 1 FROM game_currencies c WHERE c.game_id = g.id AND c.currency = cur.currency) GROUP BY cur.currency`,
    );
    for (const c of ['AUD', 'NZD', 'CAD', 'EUR', 'USD', 'NOK']) {
      expect(DEMO_PLAYERS.some((p) => p.currency === c)).toBe(true);
      expect(Number(missing.find((m) => m.currency === c)?.n ?? 0), c).toBeGreaterThan(0);
    }
  });

  it('lists the new games newest first and every other category in lobby order', async () => {
    const orderOf = (identifier: string) =>
      rows<{ released: string; position: number; link: number }>(
        t,
        sql`SELECT g.released_at::text AS released, g.position, l.position AS link FROM game_category_games l JOIN games g ON g.id = l.game_id
            WHERE l.category_id = (SELECT id FROM game_categories WHERE identifier = ${identifier}) ORDER BY l.position, l.game_id`,
      );
    const fresh = await orderOf('new');
    expect(fresh.length).toBeGreaterThan(100);
    for (let i = 1; i < fresh.length; i++) expect(Date.parse(fresh[i - 1]!.released)).toBeGreaterThanOrEqual(Date.parse(fresh[i]!.released));
    for (const identifier of ['top', 'pokies']) for (const r of await orderOf(identifier)) expect(r.link).toBe(r.position);
  });

  it('adds a second catalogue beside the first and drops the cached catalogue answers', async () => {
    const cache = catalogCache(t.database.db);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('probe', load);
    await cache.get('probe', load);
    expect(loads).toBe(1);
    const taken = new Set((await rows<{ slug: string }>(t, sql`SELECT slug FROM games`)).map((r) => r.slug));
    const more = generateCatalogue({ games: 200, seed: 'seed-test-extra', firstPosition: first.games! + 1, taken });
    const figures = await insertCatalogue(t.database.db, more);
    expect(figures).toEqual({ gamesAdded: 200, gamesTotal: first.games! + 200 });
    await cache.get('probe', load);
    expect(loads).toBe(2);
    expect(await insertCatalogue(t.database.db, more)).toEqual({ gamesAdded: 0, gamesTotal: first.games! + 200 });
  });
});
