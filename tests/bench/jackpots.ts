/**
 * Jackpot figures of `npm run bench` (issue 18 "Performance"), on PGlite and, when 127.0.0.1:5432
 * answers, on PostgreSQL:
 *
 * - the bet call's p95 with three jackpots (three levels each) on the game against none (goal: at
 *   most 10 % slower: contributions ride the event stream, the bet only writes its fact). Real-money
 *   seamless bets (ProtocolService.bet), open-loop at RATE bets/s over 50 funded players, the
 *   platform's consumers delivering in the background as in production;
 * - from a bet's commit to its pool pushed on `public:jackpots`, p50/p99 (goal p99 < 1 s) at 200
 *   bets/s: a bet counts as pushed at the first push (PoolPusher.onPush) of its jackpot after the
 *   contributions consumer's commit that handled it (Outbox.onPassed), so the figure includes the
 *   stream's lag and the one-push-a-second throttle.
 *
 * BENCH_SCALE shortens the 30 s runs; BENCH_JACKPOTS_RATE sets another rate; BENCH_JACKPOTS_PG=0
 * skips PostgreSQL. Run alone: `npx tsx tests/bench/jackpots.ts`.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildPlatform } from '../../platform/app';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase, type Database } from '../../platform/db/client';
import { seedTestGame } from '../../platform/games/seamless/test-helpers';
import { openSession } from '../../platform/games/seamless/sessions';
import { createJackpot, poolPusher, CONTRIBUTIONS_CONSUMER } from '../../platform/jackpots/index';
import { players } from '../../platform/player/schema';
import { openPlayerAccount, postTransaction } from '../../platform/wallet/index';
import type { PlatformApp } from '../../platform/http/types';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RATE = Math.max(1, Number(process.env.BENCH_JACKPOTS_RATE ?? '200')) || 200;
const PLAYERS = 50;
const MAX_IN_FLIGHT = 400;

const line = (label: string, value: string) => console.log(`  ${label.padEnd(48)} ${value}`);
const ms = (v: number) => `${v.toFixed(1)} ms`;
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

interface Game {
  gameId: number;
  provider: string;
  sessions: string[];
}

async function gameWithPlayers(app: PlatformApp): Promise<Game> {
  const { db } = app.deps;
  const game = await seedTestGame(db);
  const sessions: string[] = [];
  const at = new Date();
  for (let i = 0; i < PLAYERS; i++) {
    const [row] = await db
      .insert(players)
      .values({
        email: `bench-jp-${randomBytes(4).toString('hex')}-${i}@example.com`,
        passwordHash: 'x',
        currency: 'EUR',
        confirmedAt: at,
        termsAcceptedAt: at,
      })
      .returning({ id: players.id });
    await openPlayerAccount(db, row!.id, 'EUR');
    await postTransaction(db, {
      idempotencyKey: `bench-jp-fund:${row!.id}`,
      kind: 'seed',
      entries: [
        { account: { house: 'demo_funding', currency: 'EUR' }, amount: -(10n ** 12n) },
        { account: { playerId: row!.id, currency: 'EUR' }, amount: 10n ** 12n },
      ],
      at,
    });
    sessions.push((await openSession(db, { playerId: row!.id, gameId: game.gameId, provider: game.provider, currency: 'EUR', mode: 'real', at })).token);
  }
  return { ...game, sessions };
}

async function threeJackpots(app: PlatformApp, gameId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let j = 0; j < 3; j++) {
    ids.push(
      await app.deps.db.transaction((tx) =>
        createJackpot(
          tx,
          {
            identifier: `bench-${randomBytes(4).toString('hex')}`,
            name: `Bench ${j}`,
            state: 'active',
            currency: 'EUR',
            rules: '',
            game_ids: [gameId],
            levels: [
              { identifier: 'mini', name: 'Mini', seed_cents: 1_000, contribution_ppm: 10_000, drop_rule: 'must_drop_by', must_drop_by_cents: 5_000 },
              { identifier: 'major', name: 'Major', seed_cents: 10_000, contribution_ppm: 5_000, drop_rule: 'must_drop_by', must_drop_by_cents: 100_000 },
              { identifier: 'mega', name: 'Mega', seed_cents: 100_000, contribution_ppm: 2_000, drop_rule: 'probability', drop_probability_ppb: 10_000 },
            ],
          },
          new Date(),
          async () => new Set([gameId]),
        ),
      ),
    );
  }
  return ids;
}

async function load(
  app: PlatformApp,
  game: Game,
  seconds: number,
  tag: string,
): Promise<{ latencies: number[]; committedAt: Map<string, number>; rate: number; shed: number }> {
  const svc = app.modules.games.protocol;
  const latencies: number[] = [];
  const committedAt = new Map<string, number>();
  let shed = 0;
  let inFlight = 0;
  const calls: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(seconds * RATE);
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    if (inFlight >= MAX_IN_FLIGHT) {
      shed++;
      continue;
    }
    inFlight++;
    const txId = `${tag}-${i}`;
    const t0 = performance.now();
    calls.push(
      svc
        .bet(game.provider, { session: game.sessions[i % game.sessions.length]!, transaction_id: txId, round_id: `${txId}-r`, amount: 100 })
        .then(
          () => {
            const t1 = performance.now();
            latencies.push(t1 - t0);
            committedAt.set(txId, t1);
          },
          () => void shed++,
        )
        .finally(() => void inFlight--),
    );
  }
  await Promise.all(calls);
  return { latencies: latencies.sort((a, b) => a - b), committedAt, rate: latencies.length / ((performance.now() - started) / 1000), shed };
}

/** Waits for the consumers to work off a backlog (drain gives up after a bounded number of passes). */
async function settle(app: PlatformApp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    try {
      await app.outbox.drain();
      return;
    } catch {
      await sleep(500);
    }
  }
}

async function benchOn(label: string, database: Database, seconds: number): Promise<void> {
  console.log(`jackpots on ${label}: ${RATE} bets/s for ${seconds} s per run`);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }) });
  await app.ready();
  try {
    const plain = await gameWithPlayers(app);
    const withJackpots = await gameWithPlayers(app);
    const jackpotIds = new Set(await threeJackpots(app, withJackpots.gameId));
    await load(app, plain, Math.min(3, seconds), `warm-n-${randomBytes(3).toString('hex')}`);
    await load(app, withJackpots, Math.min(3, seconds), `warm-j-${randomBytes(3).toString('hex')}`);
    await settle(app);

    const l0 = loadavg()[0]!;
    const none = await load(app, plain, seconds, `none-${randomBytes(3).toString('hex')}`);
    await settle(app);
    // The contributions consumer's commits and the pool pushes, in time.
    const passes: { at: number; tx: number; id: number }[] = [];
    const pushes: { at: number; jackpot: number }[] = [];
    const off = app.outbox.onPassed((moved) => {
      for (const m of moved) if (m.consumer === CONTRIBUTIONS_CONSUMER) passes.push({ at: performance.now(), tx: m.tx, id: m.id });
    });
    const pusher = poolPusher(app.deps);
    pusher.onPush = (jackpot) => pushes.push({ at: performance.now(), jackpot });
    const tag = `jp-${randomBytes(3).toString('hex')}`;
    const three = await load(app, withJackpots, seconds, tag);
    // Let the consumer catch up with the last bet (at most 30 s), then the throttled push after it.
    const lastRow = (
      (await app.deps.db.execute(
        sql`SELECT max(tx_id)::text AS tx FROM domain_events WHERE type = 'bet.placed' AND payload->>'transaction_id' LIKE ${`${tag}-%`}`,
      )) as unknown as { rows: { tx: string | null }[] }
    ).rows[0];
    const lastTx = Number(lastRow?.tx ?? 0);
    for (let i = 0; i < 120 && !(passes.at(-1) && passes.at(-1)!.tx >= lastTx); i++) await sleep(250);
    await sleep(1_500);
    off();
    pusher.onPush = null;
    const l1 = loadavg()[0]!;

    const bets = (
      (await app.deps.db.execute(
        sql`SELECT tx_id::text AS tx, id::text AS id, payload->>'transaction_id' AS t FROM domain_events WHERE type = 'bet.placed' AND payload->>'transaction_id' LIKE ${`${tag}-%`} ORDER BY tx_id, id`,
      )) as unknown as { rows: { tx: string; id: string; t: string }[] }
    ).rows;
    const lags: number[] = [];
    let unpushed = 0;
    let k = 0;
    for (const b of bets) {
      const e = { tx: Number(b.tx), id: Number(b.id) };
      while (k < passes.length && !(passes[k]!.tx > e.tx || (passes[k]!.tx === e.tx && passes[k]!.id >= e.id))) k++;
      const committed = three.committedAt.get(b.t);
      if (committed === undefined) continue;
      if (k >= passes.length) {
        unpushed++;
        continue;
      }
      // The jackpots of this game all move with each bet: the first push of any of them after the handling commit.
      const handled = passes[k]!.at;
      const push = pushes.find((p) => p.at >= handled && jackpotIds.has(p.jackpot));
      if (push) lags.push(push.at - committed);
      else unpushed++;
    }
    lags.sort((a, b) => a - b);
    const p95 = (r: { latencies: number[] }) => percentile(r.latencies, 95);
    line('no jackpot: bets done / rate', `${none.latencies.length} / ${none.rate.toFixed(0)} per s (${none.shed} shed)`);
    line('no jackpot: bet p50 / p95', `${ms(percentile(none.latencies, 50))} / ${ms(p95(none))}`);
    line('three jackpots: bets done / rate', `${three.latencies.length} / ${three.rate.toFixed(0)} per s (${three.shed} shed)`);
    line('three jackpots: bet p50 / p95', `${ms(percentile(three.latencies, 50))} / ${ms(p95(three))}`);
    line('bet p95 three jackpots / none', `${(p95(three) / p95(none)).toFixed(2)}x (goal <= 1.10x)`);
    line('commit -> pool pushed p50 / p99', `${ms(percentile(lags, 50))} / ${ms(percentile(lags, 99))} (goal p99 < 1000 ms)`);
    line('pushes; bets not pushed after the run', `${pushes.length}; ${unpushed}`);
    line('load average at start -> end', `${l0.toFixed(1)} -> ${l1.toFixed(1)}`);
    const reconciled = await app.modules.reconcile(app.deps.db);
    line('reconciliation (ledger + jackpot pools)', reconciled.ok ? 'ok' : JSON.stringify(reconciled.extra));
  } finally {
    await app.close();
  }
}

async function pgAnswers(): Promise<boolean> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export async function benchJackpots(scale = 1): Promise<void> {
  const seconds = Math.max(5, Math.round(30 * scale));
  if (process.env.BENCH_JACKPOTS_PGLITE !== '0') {
    const lite = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(lite);
      await benchOn('PGlite (in memory, one connection)', lite, seconds);
    } finally {
      await lite.close();
    }
    console.log();
  }
  if (process.env.BENCH_JACKPOTS_PG === '0') return;
  if (!(await pgAnswers())) {
    console.log('PostgreSQL at 127.0.0.1:5432 does not answer: its jackpot figures are skipped.');
    return;
  }
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const name = `rh_bench_jp_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const pg = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
    try {
      await migrateDatabase(pg);
      await benchOn('PostgreSQL 127.0.0.1:5432 (pool of 20)', pg, seconds);
    } finally {
      await pg.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchJackpots(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
