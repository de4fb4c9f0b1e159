/**
 * Games catalogue figures of `npm run bench` (issue 3 "Performance"): the demo seed (3,000 games)
 * plus a generated 20,000-game catalogue in a fresh database, then `POST /api/games_filter` for a
 * category page and for a title search at 32 concurrent clients. Goal: p95 under 20 ms.
 *
 * The goal's figure is taken as clients see it: the platform listens in a process of its own
 * (this file, run with GAMES_BENCH_SERVE=1) and 32 keep-alive HTTP clients in this process keep
 * one call each in flight, so the server's queueing is in the figure and the clients' own work is
 * not. Printed as served (the catalogue's short in-process cache on) and on the database path
 * alone (cache off), so a miss can be told from a hit; `GET /health` through the same path is the
 * floor. Beside it, the same load through `app.inject` in one process (the generator sharing the
 * server's event loop), which is how the figure was taken before.
 *
 * On PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL. Run alone: `npx tsx tests/bench/games.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
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
  [1, 2, 3, 5, 8].map((page) => ({
    device: page % 2 ? 'desktop' : 'mobile',
    filter: { categories: { identifiers: [c], strategy: 'OR' } },
    page,
    page_size: 40,
  })),
);
/** Search terms as visitors type them (three characters and more), hits and misses. */
const SEARCH_TERMS = [
  'gol',
  'gold',
  'golden',
  'dra',
  'drag',
  'roul',
  'roulette',
  'mega',
  'megaways',
  'fru',
  'fruit',
  'luck',
  'lucky',
  'wild',
  'ocean',
  'gem',
  'gems',
  'pharao',
  'neon',
  'myst',
  'royal',
  'fire',
  'zzq',
  'xyz',
  'vault',
  'reel',
  'reels',
  'live',
  'buf',
  'wolf',
];
const SEARCH_REQUESTS = SEARCH_TERMS.map((title, i) => ({ device: i % 2 ? 'desktop' : 'mobile', filter: { title }, page: 1, page_size: 40 }));

interface LoadFigures {
  p50: number;
  p95: number;
  rps: number;
  n: number;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

const categoryCall = (i: number): Call => ({ method: 'POST', path: '/api/games_filter', body: CATEGORY_REQUESTS[i % CATEGORY_REQUESTS.length] });
const searchCall = (i: number): Call => ({ method: 'POST', path: '/api/games_filter', body: SEARCH_REQUESTS[i % SEARCH_REQUESTS.length] });
const healthCall = (): Call => ({ method: 'GET', path: '/health' });

/** One call over a kept-alive connection; resolves with the status once the whole answer arrived. */
function send(agent: http.Agent, port: number, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = call.body ? JSON.stringify(call.body) : undefined;
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        headers: { 'x-requested-with': 'XMLHttpRequest', ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `total` calls from CONCURRENCY clients, each keeping one call in flight on its own connection. */
async function httpLoad(port: number, call: (i: number) => Call, total: number): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const samples: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < total) {
          const i = next;
          next += 1;
          const t0 = performance.now();
          const status = await send(agent, port, call(i));
          samples.push(performance.now() - t0);
          if (status !== 200) failures += 1;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsed = performance.now() - started;
  if (failures) throw new Error(`${failures} calls failed`);
  const sorted = samples.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), rps: (total / elapsed) * 1000, n: total };
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

interface SeedFigures {
  seedGames: number;
  seedMs: number;
  extraGames: number;
  extraMs: number;
  analyzeMs: number;
  gamesTotal: number;
}

/** The demo seed's catalogue, then the 20,000 generated games, then fresh planner statistics. */
async function seedCatalogue(database: Database): Promise<SeedFigures> {
  const seedCat = generateCatalogue();
  const t0 = performance.now();
  await insertCatalogue(database.db, seedCat);
  const seedMs = performance.now() - t0;
  const extra = generateCatalogue({
    games: EXTRA_GAMES,
    seed: 'bench-20000',
    firstPosition: seedCat.games.length + 1,
    taken: new Set(seedCat.games.map((g) => g.slug)),
  });
  const t1 = performance.now();
  const figures = await insertCatalogue(database.db, extra);
  const extraMs = performance.now() - t1;
  // insertCatalogue asks for statistics itself once wired; asked here too so the figures never
  // depend on it (a second ANALYZE of unchanged tables is cheap).
  const t2 = performance.now();
  await analyzeCatalog(database.db);
  return {
    seedGames: seedCat.games.length,
    seedMs,
    extraGames: extra.games.length,
    extraMs,
    analyzeMs: performance.now() - t2,
    gamesTotal: figures.gamesTotal,
  };
}

/**
 * The server process (GAMES_BENCH_SERVE=1): the platform on 127.0.0.1 with the bench catalogue,
 * on PGlite in memory or on GAMES_BENCH_DATABASE_URL. It prints `READY <json>` (port, seed
 * figures) and serves until killed. `POST /bench/catalog-cache {"enabled":false}` turns the
 * catalogue's cache off for the database-path figures: a route of this harness, not of the platform.
 */
async function serve(): Promise<void> {
  const url = process.env.GAMES_BENCH_DATABASE_URL;
  const database = url ? await openDatabase({ databaseUrl: url, poolSize: 10 }) : await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const seeded = await seedCatalogue(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }) });
  app.post('/bench/catalog-cache', async (req) => {
    setCatalogCacheEnabled(database.db, (req.body as { enabled?: boolean }).enabled !== false);
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`READY ${JSON.stringify({ port, seeded })}`);
  const stop = () =>
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** Starts the server process and waits for its READY line. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; seeded: SeedFigures }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, GAMES_BENCH_SERVE: '1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('games bench server did not start in 300 s')), 300_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\{.*\})/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      const ready = JSON.parse(m[1]!) as { port: number; seeded: SeedFigures };
      resolve({ child, ...ready });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`games bench server exited with ${code}`));
    });
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function benchOn(label: string, env: Record<string, string>, scale: number): Promise<GamesFigures> {
  const n = (base: number) => Math.max(CONCURRENCY * 2, Math.round(base * scale));
  const { child, port, seeded } = await startServer(env);
  try {
    console.log(`games catalogue on ${label}; the platform in its own process, ${CONCURRENCY} HTTP clients`);
    line(`seed ${seeded.seedGames} games (demo seed step)`, ms(seeded.seedMs));
    line(`add ${seeded.extraGames} generated games`, `${ms(seeded.extraMs)} (catalogue now ${seeded.gamesTotal} games)`);
    line('ANALYZE of the catalogue tables', ms(seeded.analyzeMs));
    // Warm-up: JIT on both sides, prepared plans, connections, and the cache filled once as visitors would.
    await httpLoad(port, (i) => (i % 2 ? categoryCall(i) : searchCall(i)), 4 * (CATEGORY_REQUESTS.length + SEARCH_REQUESTS.length));
    const floor = await httpLoad(port, healthCall, n(3000));
    const category = await httpLoad(port, categoryCall, n(3000));
    const search = await httpLoad(port, searchCall, n(3000));
    report('GET /health (floor of the path)', floor);
    report('category page, as served (cache on)', category, floor);
    report('title search, as served (cache on)', search, floor);
    await send(new http.Agent(), port, { method: 'POST', path: '/bench/catalog-cache', body: { enabled: false } });
    const categoryDb = await httpLoad(port, categoryCall, n(600));
    const searchDb = await httpLoad(port, searchCall, n(600));
    report('category page, database path (cache off)', categoryDb, floor);
    report('title search, database path (cache off)', searchDb, floor);
    return { seedMs: seeded.seedMs, extraMs: seeded.extraMs, categoryP95: category.p95, searchP95: search.p95 };
  } finally {
    await stopServer(child);
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
  const figures = await benchOn('PGlite (in memory, one connection)', {}, scale);
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
  try {
    await benchOn('PostgreSQL 127.0.0.1:5432 (pool of 10)', { GAMES_BENCH_DATABASE_URL: url.toString() }, scale);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  return figures;
}

if (process.env.GAMES_BENCH_SERVE === '1') {
  serve().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  benchGames(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
