/**
 * `npm run bench`: figures and ratios of the platform's hot paths, printed, never asserted
 * (timings on a shared 2-core machine are noise for a pass/fail test).
 *
 * - argon2id hash time (the password hashing of registration and sign-in);
 * - sign-in and GET /api/player latency (p50/p95) through app.inject on an in-memory PGlite, and
 *   the no-enumeration timings: sign-in with a wrong password against an unknown e-mail, and
 *   registration of a taken against a new address, with their ratios;
 * - hostile CMS input (hostile-input.ts): the placeholder parser, the depth scan and the sanitizer
 *   on 1 MB and 2 MB worst cases, and their 2 MB / 1 MB ratios (2 = linear);
 * - ledger postTransaction throughput on PGlite and on PostgreSQL (when 127.0.0.1:5432 answers),
 *   one at a time and with several in flight, and the PostgreSQL/PGlite ratio;
 * - the cashbox (payments.ts): ledger transfers and deposit round trips per second beside
 *   `pgbench -b tpcb-like` on the same PostgreSQL with the same client count;
 * - loyalty (loyalty.ts): bet commit → comp points pushed at 200 bets/s (p99), exchanges at 32 clients (p95);
 * - gifts (gifts.ts): one template issued to a group of 10,000 players, and coupon redemption
 *   p95 at 32 clients;
 * - jackpots (jackpots.ts): the bet call's p95 with three jackpots on the game against none, and
 *   a bet's commit to its pool pushed on `public:jackpots`, p50/p99, at 200 bets/s;
 * - the event stream (events.ts): at 200 bets/s, the lag from a bet's commit to every consumer
 *   having handled it, and the bet call's p95 before and after the outbox row;
 * - sockets (sockets.ts): 5,000 authenticated socket.io clients on one instance and across two,
 *   push delivery p50/p99 to distinct players and to one large room, the event loop's delay
 *   meanwhile, and the server's heap per socket.
 *
 * Runs in well under two minutes. BENCH_SCALE=0.2 shortens it (e.g. in CI smoke runs).
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { buildPlatform } from '../../platform/app';
import { hashPassword } from '../../platform/auth/index';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase, type Database } from '../../platform/db/client';
import { players } from '../../platform/player/schema';
import { openPlayerAccount, postTransaction, reconcile, type AccountRef } from '../../platform/wallet/index';

const SCALE = Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'));
const n = (base: number) => Math.max(5, Math.round(base * SCALE));
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
function summary(samples: number[]): { p50: number; p95: number; mean: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), mean: s.reduce((a, b) => a + b, 0) / s.length };
}
const ms = (v: number) => `${v.toFixed(1)} ms`;
const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);

async function timeIt<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const out = await fn();
  return [performance.now() - started, out];
}

async function benchArgon2(): Promise<number> {
  await hashPassword('warm-up-password');
  const samples: number[] = [];
  for (let i = 0; i < n(15); i++) samples.push((await timeIt(() => hashPassword(`Bench-password-${i}`)))[0]);
  const s = summary(samples);
  console.log('argon2id (19 MiB, 2 passes)');
  line('hash p50 / p95', `${ms(s.p50)} / ${ms(s.p95)}`);
  return s.p50;
}

async function benchHttp(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }) });
  await app.ready();
  try {
    const password = 'Bench-pass-2026';
    const passwordHash = await hashPassword(password);
    const count = n(30);
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const email = `bench${i}@example.com`;
      emails.push(email);
      const [row] = await database.db
        .insert(players)
        .values({ email, passwordHash, currency: 'EUR', confirmedAt: new Date(), termsAcceptedAt: new Date() })
        .returning({ id: players.id });
      await openPlayerAccount(database.db, row!.id, 'EUR');
    }
    // One sign-in per player and per client address: the per-account and per-IP limits stay out of the way.
    const signIn: number[] = [];
    let cookie = '';
    for (let i = 0; i < count; i++) {
      const [t, res] = await timeIt(() =>
        app.inject({
          method: 'POST',
          url: '/api/users/sign_in',
          remoteAddress: `10.9.${i >> 8}.${i & 255}`,
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          payload: { user: { email: emails[i], password } },
        }),
      );
      if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
      signIn.push(t);
      const c = res.cookies[0];
      if (c) cookie = `${c.name}=${c.value}`;
    }
    const getPlayer: number[] = [];
    const getAccounts: number[] = [];
    let playerStatus = 0;
    for (let i = 0; i < n(200); i++) {
      const [t, res] = await timeIt(() => app.inject({ method: 'GET', url: '/api/player', headers: { cookie } }));
      playerStatus = res.statusCode;
      getPlayer.push(t);
      getAccounts.push((await timeIt(() => app.inject({ method: 'GET', url: '/api/player/accounts', headers: { cookie } })))[0]);
    }
    const a = summary(signIn);
    const b = summary(getPlayer);
    const c = summary(getAccounts);
    console.log('HTTP through app.inject on PGlite (in memory)');
    line(`POST /api/users/sign_in p50 / p95 (n=${signIn.length})`, `${ms(a.p50)} / ${ms(a.p95)}`);
    line(`GET /api/player p50 / p95 (n=${getPlayer.length}, status ${playerStatus})`, `${ms(b.p50)} / ${ms(b.p95)}`);
    line(`GET /api/player/accounts p50 / p95 (n=${getAccounts.length})`, `${ms(c.p50)} / ${ms(c.p95)}`);

    // No enumeration by timing (platform/auth/auth.test.ts proves each path runs one argon2id
    // call; these are the times): alternating calls, each from its own address so no limit answers.
    let address = 0;
    const from = () => {
      address += 1;
      return `10.10.${address >> 8}.${address & 255}`;
    };
    const timedCall = async (url: string, payload: Record<string, unknown>, expected: number) => {
      const [t, res] = await timeIt(() =>
        app.inject({ method: 'POST', url, remoteAddress: from(), headers: { 'x-requested-with': 'XMLHttpRequest' }, payload }),
      );
      if (res.statusCode !== expected) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return t;
    };
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    const takenAddress: number[] = [];
    const newAddress: number[] = [];
    const signUp = (email: string) => ({ user: { email, password, password_confirmation: password, currency: 'EUR', country: 'DE', terms_acceptance: true } });
    for (let i = 0; i < count; i++) {
      wrongPassword.push(await timedCall('/api/users/sign_in', { user: { email: emails[i], password: 'Wrong-pass-1' } }, 422));
      unknownEmail.push(await timedCall('/api/users/sign_in', { user: { email: `nobody${i}@example.com`, password: 'Wrong-pass-1' } }, 422));
      takenAddress.push(await timedCall('/api/users', signUp(emails[i]!), 200));
      newAddress.push(await timedCall('/api/users', signUp(`newcomer${i}@example.com`), 200));
    }
    const w = summary(wrongPassword);
    const u = summary(unknownEmail);
    const tk = summary(takenAddress);
    const nw = summary(newAddress);
    line(`sign-in, wrong password p50 / p95 (n=${count})`, `${ms(w.p50)} / ${ms(w.p95)}`);
    line(`sign-in, unknown e-mail p50 / p95 (n=${count})`, `${ms(u.p50)} / ${ms(u.p95)}`);
    line('unknown / wrong password, p50 (goal ~1)', `${(u.p50 / w.p50).toFixed(2)}x`);
    line(`registration, taken address p50 / p95 (n=${count})`, `${ms(tk.p50)} / ${ms(tk.p95)}`);
    line(`registration, new address p50 / p95 (n=${count})`, `${ms(nw.p50)} / ${ms(nw.p95)}`);
    line('taken / new address, p50 (goal ~1)', `${(tk.p50 / nw.p50).toFixed(2)}x`);
  } finally {
    await app.close();
    await database.close();
  }
}

interface LedgerFigures {
  sequential: number;
  concurrent: number;
}

/** Bets and wins between players and the house, plus some player-to-player transfers; nobody overdraws. */
async function benchLedger(database: Database, label: string, concurrency: number): Promise<LedgerFigures> {
  const db = database.db;
  const ids: number[] = [];
  const tag = randomBytes(4).toString('hex');
  for (let i = 0; i < 20; i++) {
    const [row] = await db
      .insert(players)
      .values({ email: `ledger-bench-${tag}-${i}@example.com`, passwordHash: 'x', currency: 'EUR' })
      .returning({ id: players.id });
    ids.push(row!.id);
    await openPlayerAccount(db, row!.id, 'EUR');
    await postTransaction(db, {
      idempotencyKey: `bench-${tag}-fund-${i}`,
      kind: 'deposit',
      entries: [
        { account: { house: 'payments', currency: 'EUR' }, amount: -10_000_000n },
        { account: { playerId: row!.id, currency: 'EUR' }, amount: 10_000_000n },
      ],
      at: new Date(),
    });
  }
  const house: AccountRef = { house: 'game_provider', currency: 'EUR' };
  let seq = 0;
  const one = () => {
    const i = seq++;
    const p: AccountRef = { playerId: ids[i % ids.length]!, currency: 'EUR' };
    const q: AccountRef = { playerId: ids[(i * 7 + 3) % ids.length]!, currency: 'EUR' };
    const [from, to] = i % 5 === 4 && p.playerId !== q.playerId ? [p, q] : i % 2 === 0 ? [p, house] : [house, p];
    return postTransaction(db, {
      idempotencyKey: `bench-${tag}-${i}`,
      kind: 'bench',
      entries: [
        { account: from, amount: -100n },
        { account: to, amount: 100n },
      ],
      at: new Date(),
    });
  };
  for (let i = 0; i < 20; i++) await one(); // warm-up

  const total = n(database.kind === 'postgres' ? 1000 : 500);
  const [tSeq] = await timeIt(async () => {
    for (let i = 0; i < total; i++) await one();
  });
  const [tConc] = await timeIt(async () => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next += 1;
          await one();
        }
      }),
    );
  });
  const report = await reconcile(db);
  const figures = { sequential: (total / tSeq) * 1000, concurrent: (total / tConc) * 1000 };
  console.log(`ledger postTransaction on ${label}`);
  line(`one at a time (n=${total})`, `${figures.sequential.toFixed(0)} tx/s (${ms(tSeq / total)} per tx)`);
  line(`${concurrency} in flight (n=${total})`, `${figures.concurrent.toFixed(0)} tx/s`);
  line('reconciliation after the run', report.ok ? `clean (${report.transactions} transactions, ${report.entries} entries)` : 'MISMATCHES');
  return figures;
}

async function pgAnswers(): Promise<boolean> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    const settings = await c.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('server_version', 'synchronous_commit', 'fsync', 'max_connections') ORDER BY name",
    );
    console.log(`PostgreSQL settings: ${settings.rows.map((r) => `${r.name}=${r.setting}`).join(', ')}`);
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Not WITH (FORCE): terminating the pool's last sockets makes pg raise on the closed pool. */
async function dropWhenIdle(admin: { query(q: string): Promise<unknown> }, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const dropped = await admin.query(`DROP DATABASE IF EXISTS ${name}`).then(
      () => true,
      () => false,
    );
    if (dropped) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function withBenchPg<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const name = `rh_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await migrateDatabase(database);
    return await fn(database);
  } finally {
    await database.close();
    await dropWhenIdle(admin, name);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`Reelhouse bench (node ${process.version}, scale ${SCALE})\n`);
  const argon = await benchArgon2();
  console.log();
  await benchHttp();
  console.log();

  const pglite = await openDatabase({ dataDir: 'memory://' });
  let lite: LedgerFigures;
  try {
    await migrateDatabase(pglite);
    lite = await benchLedger(pglite, 'PGlite (in memory, one connection)', 8);
  } finally {
    await pglite.close();
  }
  console.log();

  if (await pgAnswers()) {
    const pg = await withBenchPg((db) => benchLedger(db, 'PostgreSQL 127.0.0.1:5432 (pool of 10)', 8));
    console.log();
    console.log('ratios');
    line('PostgreSQL / PGlite, one at a time', `${(pg.sequential / lite.sequential).toFixed(2)}x`);
    line('PostgreSQL / PGlite, 8 in flight', `${(pg.concurrent / lite.concurrent).toFixed(2)}x`);
    line('PostgreSQL 8 in flight / one at a time', `${(pg.concurrent / pg.sequential).toFixed(2)}x`);
  } else {
    console.log('PostgreSQL at 127.0.0.1:5432 does not answer: its ledger figures are skipped.');
    console.log();
    console.log('ratios');
  }
  line('PGlite ledger tx per argon2id hash', `${((lite.sequential * argon) / 1000).toFixed(1)}`);
  console.log();
  await (await import('./lobby')).benchLobby(SCALE);
  await (await import('./games')).benchGames(SCALE);
  console.log();
  await (await import('./payments')).benchPayments(SCALE);
  console.log();
  await (await import('./events')).benchEvents(SCALE);
  console.log();
  await (await import('./sockets')).benchSockets(SCALE);
  console.log();
  await (await import('./gifts')).benchGifts(SCALE);
  console.log();
  await (await import('./jackpots')).benchJackpots(SCALE);
  await (await import('./tournaments')).benchTournaments(SCALE);
  await (await import('./loyalty')).benchLoyalty(SCALE);
  console.log();
  await (await import('./cms-publish')).benchCmsPublish(SCALE);
  await (await import('./cms')).benchCms(SCALE);
  console.log();
  await (await import('./hostile-input')).benchHostileInput(SCALE);
  console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
