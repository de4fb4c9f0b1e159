/**
 * Games catalogue figures of `npm run bench` (issue 3 "Performance"): the demo seed (3,000 games)
 * plus a generated 20,000-game catalogue in a fresh database, then `POST /api/games_filter` for a
 * category page and for a title search at 32 concurrent clients through the real platform
 * (app.inject: routing, zod validation and serialisation included, no socket). Goal: p95 under
 * 20 ms. Printed twice: as served (the catalogue's short in-process cache on) and on the database
 * path alone (cache off), so a miss can be told from a hit.
 *
 * On PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL. Run alone: `npx tsx tests/bench/games.ts`.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { buildPlatform } from '../../platform/app';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase, type Database } from '../../platform/db/client';
import { setCatalogCacheEnabled } from '../../platform/games/catalog/cache';
import { generateCatalogue } from '../../platform/games/catalog/generate';
import { analyzeCatalog } from '../../platform/games/catalog/queries';
import { insertCatalogue } from '../../platform/games/catalog/seed';

const GOAL_MS = 20;
const CONCURRENCY = 32;
const EXTRA_GAMES = 20_000;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
const ms = (v: number) => `${v.toFixed(1)} ms`;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Category pages the lobby asks for (rows of 15, lists of 40 and their later pages). */
const CATEGORY_REQUESTS = ['pokies', 'live', 'table', 'new', 'top', 'recommended', 'animated', 'exclusive', 'special-megaways'].flatMap((c) =>
  [1, 2, 3, 5, 8].map((page) => ({ device: page % 2 ? 'desktop' : 'mobile', filter: { categories: { identifiers: [c], strategy: 'OR' } }, page, page_size: 40 })),
);
/** Search terms as visitors type them (three characters and more), hits and misses. */
const SEARCH_TERMS = ['gol', 'gold', 'golden', 'dra', 'drag', 'roul', 'roulette', 'mega', 'megaways', 'fru', 'fruit', 'luck', 'lucky', 'wild', 'ocean', 'gem', 'gems', 'pharao', 'neon', 'myst', 'royal', 'fire', 'zzq', 'xyz', 'vault', 'reel', 'reels', 'live', 'buf', 'wolf'];
const SEARCH_REQUESTS = SEARCH_TERMS.map((title, i) => ({ device: i % 2 ? 'desktop' : 'mobile', filter: { title }, page: 1, page_size: 40 }));

interface LoadFigures {
  p50: number;
  p95: number;
  rps: number;
  n: number;
}

type App = Awaited<ReturnType<typeof buildPlatform>>;

async function load(app: App, bodies: object[], total: number): Promise<LoadFigures> {
  return loadWith(app, (i) => ({ method: 'POST', url: '/api/games_filter', headers: { 'x-requested-with': 'XMLHttpRequest' }, payload: bodies[i % bodies.length] as InjectOptions['payload'] }), total);
}

async function loadWith(app: App, request: (i: number) => InjectOptions, total: number): Promise<LoadFigures> {
  const samples: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        const t0 = performance.now();
        const res = await app.inject(request(i));
        samples.push(performance.now() - t0);
        if (res.statusCode !== 200) failures += 1;
      }
    }),
  );
  const elapsed = performance.now() - started;
  if (failures) throw new Error(`${failures} calls failed`);
  const s = samples.sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), rps: (total / elapsed) * 1000, n: total };
}

function report(label: string, f: LoadFigures, floor?: LoadFigures): void {
  const vsFloor = floor ? `, p95 / floor ${(f.p95 / floor.p95).toFixed(2)}x` : '';
  line(`${label} p50 / p95 (n=${f.n})`, `${ms(f.p50)} / ${ms(f.p95)}  (p95 / goal ${(f.p95 / GOAL_MS).toFixed(2)}x${vsFloor}, ${f.rps.toFixed(0)} req/s)`);
}

export interface GamesFigures {
  seedMs: number;
  extraMs: number;
  categoryP95: number;
  searchP95: number;
}

async function benchOn(database: Database, label: string, scale: number): Promise<GamesFigures> {
  const n = (base: number) => Math.max(CONCURRENCY * 2, Math.round(base * scale));
  const seedCat = generateCatalogue();
  const t0 = performance.now();
  await insertCatalogue(database.db, seedCat);
  const seedMs = performance.now() - t0;
  const extra = generateCatalogue({ games: EXTRA_GAMES, seed: 'bench-20000', firstPosition: seedCat.games.length + 1, taken: new Set(seedCat.games.map((g) => g.slug)) });
  const t1 = performance.now();
  const figures = await insertCatalogue(database.db, extra);
  const extraMs = performance.now() - t1;
  // insertCatalogue asks for statistics itself once wired; asked here too so the figures never
  // depend on it (a second ANALYZE of unchanged tables is cheap).
  const t2 = performance.now();
  await analyzeCatalog(database.db);
  const analyzeMs = performance.now() - t2;

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }) });
  await app.ready();
  try {
    console.log(`games catalogue on ${label}`);
    line(`seed ${seedCat.games.length} games (demo seed step)`, ms(seedMs));
    line(`add ${extra.games.length} generated games`, `${ms(extraMs)} (catalogue now ${figures.gamesTotal} games)`);
    line('ANALYZE of the catalogue tables', ms(analyzeMs));
    // Warm-up: JIT, prepared plans, and the cache filled once as visitors would.
    await load(app, [...CATEGORY_REQUESTS, ...SEARCH_REQUESTS], CATEGORY_REQUESTS.length + SEARCH_REQUESTS.length);
    const category = await load(app, CATEGORY_REQUESTS, n(3000));
    const search = await load(app, SEARCH_REQUESTS, n(3000));
    // The floor of this machine and this path: the cheapest route through the same app.inject.
    const floor = await loadWith(app, () => ({ method: 'GET', url: '/health' }), n(3000));
    report('GET /health (floor of the path)', floor);
    report('category page, as served (cache on)', category, floor);
    report('title search, as served (cache on)', search, floor);
    setCatalogCacheEnabled(database.db, false);
    const categoryDb = await load(app, CATEGORY_REQUESTS, n(600));
    const searchDb = await load(app, SEARCH_REQUESTS, n(600));
    report('category page, database path (cache off)', categoryDb, floor);
    report('title search, database path (cache off)', searchDb, floor);
    setCatalogCacheEnabled(database.db, true);
    return { seedMs, extraMs, categoryP95: category.p95, searchP95: search.p95 };
  } finally {
    await app.close();
  }
}

async function pgAnswers(): Promise<boolean> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export async function benchGames(scale = 1): Promise<GamesFigures> {
  const lite = await openDatabase({ dataDir: 'memory://' });
  let figures: GamesFigures;
  try {
    await migrateDatabase(lite);
    figures = await benchOn(lite, 'PGlite (in memory, one connection)', scale);
  } finally {
    await lite.close();
  }
  console.log();
  if (!(await pgAnswers())) {
    console.log('PostgreSQL at 127.0.0.1:5432 does not answer: its games figures are skipped.');
    return figures;
  }
  const { Client } = await import('pg');
  const name = `rh_bench_games_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const pg = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await migrateDatabase(pg);
    await benchOn(pg, 'PostgreSQL 127.0.0.1:5432 (pool of 10)', scale);
  } finally {
    await pg.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchGames(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
