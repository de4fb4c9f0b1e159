/**
 * Tournament figures of `npm run bench` (issue 16 "Performance"), on PGlite in memory and on
 * PostgreSQL at 127.0.0.1:5432 when it answers (a throw-away `rh_bench_tn_*` database):
 *
 * - a leaderboard read with 50,000 participants: `GET /api/tournaments/{id}` (top 50, the
 *   participant count) as a guest, and signed in (plus my place and my neighbours), at 32
 *   concurrent clients, p50 / p95 (goal p95 < 20 ms);
 * - from a bet's commit (the provider's bet call answered) to the player's tournament status
 *   pushed by the `tournaments.scores` consumer (`private:tournament_statuses`), with the event
 *   stream delivering in the background, at 200 bets/s: p50 / p99 (goal p99 < 1 s).
 *
 * Run alone: `npx tsx tests/bench/tournaments.ts` (BENCH_SCALE shortens it).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { PROVIDER_SIGNATURE_HEADER } from '../../schemas/game-provider';
import { TournamentInputSchema } from '../../schemas/tournaments';
import { buildPlatform } from '../../platform/app';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase, type Database } from '../../platform/db/client';
import { players, tournamentParticipants } from '../../platform/db/schema';
import { seedTestGame } from '../../platform/games/seamless/test-helpers';
import { openSession } from '../../platform/games/seamless/sessions';
import { devSecret, sign } from '../../platform/games/seamless/signature';
import { SESSION_COOKIE } from '../../platform/http/player-session';
import { createTournament } from '../../platform/tournaments/engine';
import { postTransaction } from '../../platform/wallet/index';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const line = (label: string, value: string) => console.log(`  ${label.padEnd(52)} ${value}`);
function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function benchOn(database: Database, label: string, scale: number): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }), outbox: { start: true } });
  await app.ready();
  const db = database.db;
  try {
    const at = new Date();
    const tag = randomBytes(3).toString('hex');
    const game = await seedTestGame(db);
    const board = await createTournament(
      db,
      TournamentInputSchema.parse({
        frontend_identifier: `bench-${tag}`,
        texts: { en: { title: 'Bench cup' } },
        currency: 'EUR',
        start_at: new Date(at.getTime() - 60_000).toISOString(),
        end_at: new Date(at.getTime() + 3_600_000).toISOString(),
        providers: ['nobody'],
      }),
      at,
    );
    const size = Math.max(1_000, Math.round(50_000 * scale));
    const ids: number[] = [];
    for (let i = 0; i < size; i += 2_000) {
      const rows = await db
        .insert(players)
        .values(
          Array.from({ length: Math.min(2_000, size - i) }, (_, k) => ({
            email: `bench-tn-${tag}-${i + k}@example.com`,
            passwordHash: 'x',
            currency: 'EUR',
            confirmedAt: at,
            termsAcceptedAt: at,
          })),
        )
        .returning({ id: players.id });
      ids.push(...rows.map((r) => r.id));
      await db.insert(tournamentParticipants).values(
        rows.map((r) => ({
          tournamentId: board.id,
          playerId: r.id,
          score: 1 + Math.floor(Math.random() * 1_000_000),
          rounds: 1,
          reachedAt: new Date(at.getTime() - Math.floor(Math.random() * 60_000)),
          joinedAt: at,
        })),
      );
    }
    console.log(`tournaments (${label}; ${size} participants)`);

    const clients = 32;
    const perClient = Math.max(3, Math.round(20 * scale));
    const cookies: string[] = [];
    for (let c = 0; c < clients; c++) {
      const { token } = await app.deps.sessions.create(ids[Math.floor((c / clients) * ids.length)]!, 'active', { ip: '127.0.0.1', userAgent: 'bench' });
      cookies.push(`${SESSION_COOKIE}=${token}`);
    }
    for (const [signedIn, n] of [
      [false, 1],
      [false, clients],
      [true, 1],
      [true, clients],
    ] as const) {
      const samples: number[] = [];
      await Promise.all(
        cookies.slice(0, n).map(async (cookie) => {
          for (let r = 0; r < perClient; r++) {
            const t0 = performance.now();
            const res = await app.inject({
              method: 'GET',
              url: `/api/tournaments/${board.id}`,
              headers: { 'x-requested-with': 'XMLHttpRequest', ...(signedIn ? { cookie } : {}) },
            });
            if (res.statusCode !== 200) throw new Error(`leaderboard ${res.statusCode} ${res.body}`);
            samples.push(performance.now() - t0);
          }
        }),
      );
      samples.sort((a, b) => a - b);
      line(
        `leaderboard read (${signedIn ? 'signed in, my place' : 'guest'}), ${n} client${n > 1 ? 's' : ''} p50 / p95`,
        `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))} (goal p95 < 20 ms)`,
      );
    }

    // Bet commit -> status pushed, at 200 bets/s over 50 players on a tournament of every game.
    const live = await createTournament(
      db,
      TournamentInputSchema.parse({
        frontend_identifier: `bench-live-${tag}`,
        texts: { en: { title: 'Bench live' } },
        currency: 'EUR',
        start_at: new Date(at.getTime() - 60_000).toISOString(),
        end_at: new Date(at.getTime() + 3_600_000).toISOString(),
      }),
      at,
    );
    const bettors = ids.slice(0, 50);
    const tokens = new Map<number, string>();
    for (const playerId of bettors) {
      await postTransaction(db, {
        idempotencyKey: `bench-tn-fund:${tag}:${playerId}`,
        kind: 'seed',
        entries: [
          { account: { house: 'demo_funding', currency: 'EUR' }, amount: -10_000_000n },
          { account: { playerId, currency: 'EUR' }, amount: 10_000_000n },
        ],
        at: new Date(),
      });
      tokens.set(
        playerId,
        (await openSession(db, { playerId, gameId: game.gameId, provider: game.provider, currency: 'EUR', mode: 'real', at: new Date() })).token,
      );
    }
    // Each player's bets in flight: the first push after a bet's answer that counts it closes it.
    const waiting = new Map<number, { committed: number; bets: number }[]>();
    const lags: number[] = [];
    const off = app.deps.events.on('player.push', (p) => {
      if (p.event !== 'private:tournament_statuses') return;
      const s = p.payload as { tournament_id: number; rounds: number };
      if (s.tournament_id !== live.id) return;
      const q = waiting.get(p.playerId) ?? [];
      const now = performance.now();
      while (q.length && q[0]!.bets <= s.rounds) lags.push(now - q.shift()!.committed);
    });
    const rate = 200;
    const seconds = Math.max(3, Math.round(15 * scale));
    const total = rate * seconds;
    const counts = new Map<number, number>();
    const started = performance.now();
    const inflight: Promise<void>[] = [];
    let refused = 0;
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const playerId = bettors[i % bettors.length]!;
      const raw = JSON.stringify({ session: tokens.get(playerId), transaction_id: randomUUID(), round_id: randomUUID(), amount: 100 });
      inflight.push(
        app
          .inject({
            method: 'POST',
            url: `/api/provider/${game.provider}/bet`,
            payload: raw,
            headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: sign(devSecret(game.provider), raw) },
          })
          .then((res) => {
            if (res.statusCode !== 200) {
              refused++;
              return;
            }
            const n = (counts.get(playerId) ?? 0) + 1;
            counts.set(playerId, n);
            const q = waiting.get(playerId) ?? [];
            q.push({ committed: performance.now(), bets: n });
            waiting.set(playerId, q);
          }),
      );
    }
    await Promise.all(inflight);
    const sent = (performance.now() - started) / 1000;
    const deadline = performance.now() + 30_000;
    while ([...waiting.values()].some((q) => q.length) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    off();
    const lost = [...waiting.values()].reduce((s, q) => s + q.length, 0);
    lags.sort((a, b) => a - b);
    line(`bets sent`, `${total - refused} in ${sent.toFixed(1)} s (${((total - refused) / sent).toFixed(0)} per s; ${refused} refused)`);
    line(`bet commit -> status pushed p50 / p99`, `${ms(percentile(lags, 50))} / ${ms(percentile(lags, 99))} (goal p99 < 1000 ms; ${lost} not seen in 30 s)`);
  } finally {
    await app.close();
  }
}

export async function benchTournaments(scale = 1): Promise<void> {
  const lite = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(lite);
    await benchOn(lite, 'PGlite in memory, one connection', scale);
  } finally {
    await lite.close();
  }
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    console.log('  PostgreSQL not reachable: skipped');
    return;
  }
  const name = `rh_bench_tn_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const pg = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  try {
    await migrateDatabase(pg);
    await benchOn(pg, 'PostgreSQL', scale);
  } finally {
    await pg.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchTournaments(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
