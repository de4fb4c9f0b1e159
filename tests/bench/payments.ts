/**
 * Cashbox figures of `npm run bench` (issue 4 "Performance"), each printed beside
 * `pgbench -b tpcb-like` transactions per second against the same PostgreSQL with the same client
 * count, measured in the same run:
 *
 * - ledger transfers per second: `postTransaction` moving money between two random players (both
 *   accounts locked, as pgbench's tpcb-like moves money through an account, a teller and a branch)
 *   at N clients for a fixed time, in a throw-away `rh_bench_*` database. Target: at least half of
 *   pgbench's rate. The round trips per posting are counted at the driver, not assumed; the
 *   ledger's own statement is also driven by pgbench (the server's ceiling without Node).
 * - deposit-to-credited round trips per second: a card deposit started through
 *   `POST /api/player/payments/deposit` (app.inject) and driven to credited by the sandbox
 *   provider's signed callback, at N clients, on PGlite and on PostgreSQL.
 *
 * pgbench runs twice (before and after the platform's figures) and the ratio uses their mean, so
 * the other users of this shared machine weigh on both sides alike. Every run reconciles its
 * ledger afterwards. Run alone: `npx tsx tests/bench/payments.ts` (BENCH_SCALE shortens it).
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { PaymentStartAnswerSchema, SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { buildPlatform } from '../../platform/app';
import { SESSION_COOKIE } from '../../platform/auth/index';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase, type Database } from '../../platform/db/client';
import { players } from '../../platform/player/schema';
import { payments } from '../../platform/payments/schema';
import { playerBalances, postTransaction, reconcile, type AccountRef } from '../../platform/wallet/index';
import { watchRoundTrips } from '../../platform/testing/round-trips';

const run = promisify(execFile);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PGBENCH = process.env.BENCH_PGBENCH ?? '/usr/bin/pgbench';
/** Clients of every figure here: pgbench's -c, the ledger's pool and the workers of the platform's loops. */
const CLIENTS = Math.max(1, Math.floor(Number(process.env.BENCH_CLIENTS ?? '8')) || 8);
const TARGET_RATIO = 0.5;

const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
const ms = (v: number) => `${v.toFixed(2)} ms`;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** The parts of the admin URL pgbench takes as flags (it reads no URL for -i and the run alike). */
function pgbenchTarget(dbName: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const url = new URL(PG_ADMIN_URL);
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
  return { args: ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), dbName], env };
}

export interface PgbenchFigures {
  tps: number;
  latencyMs: number;
  transactions: number;
}

/**
 * `pgbench -b tpcb-like` (or `workload`, e.g. `-f script -M extended -n`) over TCP like the
 * platform's pool; parses its "tps = ..." line.
 */
async function pgbench(dbName: string, clients: number, seconds: number, workload: string[] = ['-b', 'tpcb-like']): Promise<PgbenchFigures> {
  const { args, env } = pgbenchTarget(dbName);
  const threads = String(Math.min(clients, 2));
  const { stdout } = await run(PGBENCH, [...workload, '-c', String(clients), '-j', threads, '-T', String(seconds), ...args], { env });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
  if (!tps || !latency || !processed) throw new Error(`pgbench printed no figures:\n${stdout}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency[1]), transactions: Number(processed[1]) };
}

interface Admin {
  query(q: string): Promise<unknown>;
  end(): Promise<void>;
}

async function adminClient(): Promise<Admin | null> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return c;
  } catch {
    await c.end().catch(() => undefined);
    return null;
  }
}

/** Not WITH (FORCE) first: terminating a pool's last sockets makes pg raise on the closed pool. */
async function dropWhenIdle(admin: Admin, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (
      await admin.query(`DROP DATABASE IF EXISTS ${name}`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** pgbench in its own throw-away database, initialised at scale = clients (one branch row per client). */
async function withPgbenchDb<T>(admin: Admin, fn: (name: string) => Promise<T>): Promise<T> {
  const name = `rh_bench_pgb_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const { args, env } = pgbenchTarget(name);
    await run(PGBENCH, ['-i', '-q', '-s', String(CLIENTS), ...args], { env });
    return await fn(name);
  } finally {
    await dropWhenIdle(admin, name);
  }
}

/** A migrated platform database of its own, dropped afterwards. */
async function withPlatformDb<T>(admin: Admin, poolSize: number, fn: (database: Database, name: string) => Promise<T>): Promise<T> {
  const name = `rh_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  try {
    await migrateDatabase(database);
    return await fn(database, name);
  } finally {
    await database.close();
    await dropWhenIdle(admin, name);
  }
}

/**
 * Counts the statements sent to PostgreSQL while `fn` runs: every query of the pg driver is one
 * round trip (node-postgres sends parse, bind, execute and sync together), BEGIN and COMMIT included.
 */
async function countRoundTrips<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const trips = await watchRoundTrips();
  try {
    const out = await fn();
    return [trips.count(), out];
  } finally {
    trips.stop();
  }
}

export interface LedgerTransferFigures {
  tps: number;
  p50: number;
  p95: number;
  transfers: number;
  roundTripsPerTransfer: number;
  /** CPU time of this Node process per transfer (driver, drizzle, the ledger's own work). */
  nodeCpuMsPerTransfer: number;
  /** The bench's players (ids), for the pgbench run of the ledger's statement on the same accounts. */
  playerIds: number[];
  reconciled: boolean;
}

/** Players funded from the payments house account, so no transfer of the run can overdraw. */
async function fundedPlayers(database: Database, count: number, tag: string): Promise<number[]> {
  const db = database.db;
  const rows = await db
    .insert(players)
    .values(Array.from({ length: count }, (_, i) => ({ email: `transfer-bench-${tag}-${i}@example.com`, passwordHash: 'x', currency: 'EUR' })))
    .returning({ id: players.id });
  const ids = rows.map((r) => r.id);
  const fund = (id: number) =>
    postTransaction(db, {
      idempotencyKey: `transfer-bench-${tag}-fund-${id}`,
      kind: 'deposit',
      entries: [
        { account: { house: 'payments', currency: 'EUR' }, amount: -100_000_000n },
        { account: { playerId: id, currency: 'EUR' }, amount: 100_000_000n },
      ],
      at: new Date(),
    });
  // The house account first, alone, so the concurrent postings below do not all race to open it.
  await fund(ids[0]!);
  let next = 1;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < ids.length) await fund(ids[next++]!);
    }),
  );
  return ids;
}

/**
 * Player-to-player transfers of 0.01 to 10.00 between two random players of 1,000, for `seconds`
 * at CLIENTS in flight. Two player rows locked per transfer, so clients collide about as often as
 * pgbench's do on its branches and tellers.
 */
export async function benchLedgerTransfers(database: Database, seconds: number): Promise<LedgerTransferFigures> {
  const tag = randomBytes(4).toString('hex');
  const ids = await fundedPlayers(database, 1000, tag);
  let seq = 0;
  const transfer = () => {
    const a = randomInt(ids.length);
    const b = (a + 1 + randomInt(ids.length - 1)) % ids.length;
    const from: AccountRef = { playerId: ids[a]!, currency: 'EUR' };
    const to: AccountRef = { playerId: ids[b]!, currency: 'EUR' };
    const amount = BigInt(randomInt(1, 1001));
    return postTransaction(database.db, {
      idempotencyKey: `transfer-bench-${tag}-${seq++}`,
      kind: 'transfer',
      entries: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
      at: new Date(),
    });
  };
  for (let i = 0; i < 50; i++) await transfer(); // warm-up: pool connections, account cache, plans

  const samples: number[] = [];
  const cpu = process.cpuUsage();
  const [roundTrips, elapsed] = await countRoundTrips(async () => {
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await transfer();
          samples.push(performance.now() - t0);
        }
      }),
    );
    return performance.now() - started;
  });
  const used = process.cpuUsage(cpu);
  const report = await reconcile(database.db);
  const s = samples.sort((x, y) => x - y);
  return {
    tps: (s.length / elapsed) * 1000,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    transfers: s.length,
    roundTripsPerTransfer: roundTrips / s.length,
    nodeCpuMsPerTransfer: (used.user + used.system) / 1000 / s.length,
    playerIds: ids,
    reconciled: report.ok,
  };
}

/**
 * The statement one transfer of `postTransaction` sends (one `SELECT ... FROM ledger_post(...)`,
 * migration 0014, extended protocol like node-postgres, the account keys in the same form and
 * order; chr(58) is the key's colon, which pgbench would read as a variable before a letter),
 * driven by pgbench's C client against the bench's own players. It is the ceiling of the
 * ledger's SQL on this server with no Node in the way, so the gap between it and the Node figure
 * is the client side's. Kept beside platform/wallet/ledger.ts by hand: if the posting statement
 * changes, change this.
 */
const LEDGER_SQL_SCRIPT = (lo: number, hi: number) => `\\set a random(${lo}, ${hi})
\\set b ${lo} + (:a - ${lo} + 1 + random(0, ${hi - lo - 1})) % ${hi - lo + 1}
\\set amt random(1, 1000)
SELECT status, transaction_id::text, request_hash, meta, created_ms, account_id::text, account_key, currency, amount::text, balance_after::text FROM ledger_post('pgbench-' || gen_random_uuid()::text, 'transfer', md5(random()::text) || md5(random()::text), '{}'::jsonb, now(), ARRAY[concat_ws(chr(58), 'player', CAST(:a AS text), 'cash', 'EUR'), concat_ws(chr(58), 'player', CAST(:b AS text), 'cash', 'EUR')], ARRAY[-CAST(:amt AS bigint), CAST(:amt AS bigint)]);
`;

/** The ledger's statement through pgbench on the platform database (see LEDGER_SQL_SCRIPT); null when the bench's players are not one id range. */
async function ledgerSqlThroughPgbench(
  database: Database,
  dbName: string,
  players: readonly number[],
  seconds: number,
): Promise<(PgbenchFigures & { reconciled: boolean }) | null> {
  const lo = Math.min(...players);
  const hi = Math.max(...players);
  if (hi - lo + 1 !== players.length) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'rh-bench-'));
  try {
    const script = path.join(dir, 'ledger-transfer.sql');
    await writeFile(script, LEDGER_SQL_SCRIPT(lo, hi));
    // A script that no longer matches the ledger fails here: say so and let the other figures run.
    const figures = await pgbench(dbName, CLIENTS, seconds, ['-n', '-M', 'extended', '-f', script]).catch((err: { stderr?: string }) => {
      line("ledger's statement via pgbench", `FAILED (update LEDGER_SQL_SCRIPT): ${String(err.stderr ?? err).split('\n')[0]}`);
      return null;
    });
    return figures && { ...figures, reconciled: (await reconcile(database.db)).ok };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface DepositFigures {
  rps: number;
  p50: number;
  p95: number;
  credited: number;
  players: number;
  /** Statements sent to PostgreSQL per credited deposit (0 on PGlite, which has no wire). */
  roundTripsPerDeposit: number;
  /** CPU time of this process per deposit (on PGlite the database's own work included). */
  nodeCpuMsPerDeposit: number;
  /** Reconciliation clean, and the players' cash equals the succeeded deposits exactly (nothing lost or doubled). */
  reconciled: boolean;
}

/** Deposits per player before the bench takes a fresh one: the fraud check's velocity rule rejects a 20th within 10 minutes. */
const DEPOSITS_PER_PLAYER = 15;
const DEPOSIT_CENTS = 2_000;

/**
 * Card deposits the way a browser makes them, through the real platform (app.inject: routing, zod,
 * session, CSRF header, rate limits): POST /api/player/payments/deposit with a new approved test
 * card, GET the sandbox's hosted 3-D Secure page, POST its Approve; the sandbox then signs its
 * callback and posts it through our callback endpoint (signature check, idempotent apply, ledger
 * credit) before the page redirects, so a 303 to `payment_state=succeeded` is a credited deposit.
 * CLIENTS deposits in flight for `seconds`; each from its own client address (the start and page
 * rate limits are per address), a fresh signed-in player every DEPOSITS_PER_PLAYER deposits.
 */
export async function benchDeposits(database: Database, seconds: number): Promise<DepositFigures> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }) });
  await app.ready();
  try {
    const db = database.db;
    const tag = randomBytes(4).toString('hex');
    const playerIds: number[] = [];
    let made = 0;
    const newPlayer = async (): Promise<{ id: number; cookie: string }> => {
      const [row] = await db
        .insert(players)
        .values({
          email: `deposit-bench-${tag}-${made++}@example.com`,
          passwordHash: 'x',
          currency: 'EUR',
          country: 'DE',
          confirmedAt: new Date(),
          termsAcceptedAt: new Date(),
        })
        .returning({ id: players.id });
      playerIds.push(row!.id);
      const { token } = await app.deps.sessions.create(row!.id, 'active');
      return { id: row!.id, cookie: `${SESSION_COOKIE}=${token}` };
    };
    let addresses = 0;
    const nextAddress = () => {
      addresses += 1;
      return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    };
    const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
    const deposit = async (cookie: string): Promise<void> => {
      const remoteAddress = nextAddress();
      const res = await app.inject({
        method: 'POST',
        url: '/api/player/payments/deposit',
        remoteAddress,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
        payload: {
          idempotency_key: randomUUID(),
          method_id: 'sandbox:visa:EUR',
          amount_cents: DEPOSIT_CENTS,
          currency: 'EUR',
          card: { number: SANDBOX_TEST_CARDS.approved[0], expiry, cvv: '123', holder: 'Bench Player' },
          return_url: '/en/deposit',
        },
      });
      if (res.statusCode !== 200) throw new Error(`deposit answered ${res.statusCode}: ${res.body}`);
      const start = PaymentStartAnswerSchema.parse(res.json());
      if (start.next.type !== 'redirect') throw new Error(`deposit answered ${start.next.type}, not the 3-D Secure redirect`);
      const page = await app.inject({ method: 'GET', url: start.next.url, remoteAddress, headers: { accept: 'text/html' } });
      const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
      if (page.statusCode !== 200 || !action) throw new Error(`the 3-D Secure page answered ${page.statusCode}`);
      const post = await app.inject({
        method: 'POST',
        url: action,
        remoteAddress,
        payload: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const location = String(post.headers.location ?? '');
      if (post.statusCode !== 303 || !location.endsWith(`payment_id=${start.payment.id}&payment_state=succeeded`)) {
        throw new Error(`the approved deposit ${start.payment.id} came back ${post.statusCode} ${location}`);
      }
    };
    const worker = async (until: number, samples: number[] | null) => {
      while (performance.now() < until) {
        const player = await newPlayer();
        for (let i = 0; i < DEPOSITS_PER_PLAYER && performance.now() < until; i++) {
          const t0 = performance.now();
          await deposit(player.cookie);
          samples?.push(performance.now() - t0);
        }
      }
    };
    await worker(performance.now() + 300, null); // warm-up: plans, the sandbox card row, the account cache

    const samples: number[] = [];
    const cpu = process.cpuUsage();
    const [roundTrips, elapsed] = await countRoundTrips(async () => {
      const started = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, () => worker(started + seconds * 1000, samples)));
      return performance.now() - started;
    });
    const used = process.cpuUsage(cpu);

    const report = await reconcile(db);
    const [succeeded] = await db
      .select({ n: sql<string>`count(*)`, total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(and(inArray(payments.playerId, playerIds), eq(payments.action, 'deposit'), eq(payments.state, 'succeeded')));
    let cash = 0n;
    for (const id of playerIds) cash += (await playerBalances(db, id)).get('EUR')?.cash ?? 0n;
    const s = samples.sort((a, b) => a - b);
    return {
      rps: (s.length / elapsed) * 1000,
      p50: percentile(s, 50),
      p95: percentile(s, 95),
      credited: s.length,
      players: playerIds.length,
      roundTripsPerDeposit: roundTrips / s.length,
      nodeCpuMsPerDeposit: (used.user + used.system) / 1000 / s.length,
      reconciled: report.ok && BigInt(succeeded?.total ?? 0) === cash && cash === BigInt(Number(succeeded?.n ?? 0) * DEPOSIT_CENTS),
    };
  } finally {
    await app.close();
  }
}

function printDeposits(label: string, f: DepositFigures): void {
  line(`deposits credited, ${label} (n=${f.credited})`, `${f.rps.toFixed(1)} /s (p50 ${ms(f.p50)}, p95 ${ms(f.p95)}; ${f.players} players)`);
  const trips = f.roundTripsPerDeposit > 0 ? `${f.roundTripsPerDeposit.toFixed(1)} round trips, ` : '';
  line('  per deposit', `${trips}${ms(f.nodeCpuMsPerDeposit)} CPU of this process`);
  line('  reconciliation, cash = succeeded deposits', f.reconciled ? 'ok' : 'MISMATCHES');
}

export interface CashboxFigures {
  pgbench: PgbenchFigures[];
  ledger?: LedgerTransferFigures;
  ledgerSql?: PgbenchFigures;
  depositsLite?: DepositFigures;
  depositsPg?: DepositFigures;
}

/** All the cashbox figures; PostgreSQL parts are skipped (and said so) when it does not answer. */
export async function benchPayments(scale = 1): Promise<CashboxFigures> {
  const seconds = Math.max(1, Math.round(10 * scale));
  console.log(`cashbox: ${CLIENTS} clients, ${seconds} s per figure, pgbench -b tpcb-like at scale ${CLIENTS} before and after`);
  const lite = await openDatabase({ dataDir: 'memory://' });
  let depositsLite: DepositFigures;
  try {
    await migrateDatabase(lite);
    depositsLite = await benchDeposits(lite, seconds);
  } finally {
    await lite.close();
  }
  printDeposits('PGlite', depositsLite);
  const server = new URL(PG_ADMIN_URL).host;
  if (
    !(await access(PGBENCH, fsConstants.X_OK).then(
      () => true,
      () => false,
    ))
  ) {
    console.log(`  no pgbench at ${PGBENCH} (Debian: postgresql-client; or set BENCH_PGBENCH): the PostgreSQL figures, all beside pgbench, are skipped.`);
    return { pgbench: [], depositsLite };
  }
  const admin = await adminClient();
  if (!admin) {
    console.log(`  PostgreSQL at ${server} does not answer: the ledger and pgbench figures are skipped.`);
    return { pgbench: [], depositsLite };
  }
  try {
    return await withPgbenchDb(admin, async (pgbDb) => {
      const before = await pgbench(pgbDb, CLIENTS, seconds);
      line(`pgbench tpcb-like, ${CLIENTS} clients (before)`, `${before.tps.toFixed(0)} tx/s (latency ${ms(before.latencyMs)})`);
      const [ledger, ledgerSql] = await withPlatformDb(admin, CLIENTS, async (db, name) => {
        const transfers = await benchLedgerTransfers(db, seconds);
        return [transfers, await ledgerSqlThroughPgbench(db, name, transfers.playerIds, seconds)] as const;
      });
      line(`ledger transfers, ${CLIENTS} clients (n=${ledger.transfers})`, `${ledger.tps.toFixed(0)} tx/s (p50 ${ms(ledger.p50)}, p95 ${ms(ledger.p95)})`);
      line('  round trips per transfer', `${ledger.roundTripsPerTransfer.toFixed(2)} (pgbench tpcb-like: 7)`);
      line('  Node CPU per transfer', `${ms(ledger.nodeCpuMsPerTransfer)} (${((ledger.nodeCpuMsPerTransfer * ledger.tps) / 10).toFixed(0)}% of one core)`);
      line('  reconciliation after the run', ledger.reconciled ? 'ok' : 'MISMATCHES');
      if (ledgerSql) {
        line(
          `ledger's statement via pgbench, ${CLIENTS} clients`,
          `${ledgerSql.tps.toFixed(0)} tx/s (latency ${ms(ledgerSql.latencyMs)}; no Node: the server's ceiling)`,
        );
        line('  reconciliation after it', ledgerSql.reconciled ? 'ok' : 'MISMATCHES');
      }
      // A pool of 10 as the platform's default: a deposit's requests hold a connection only per statement or transaction.
      const depositsPg = await withPlatformDb(admin, 10, (db) => benchDeposits(db, seconds));
      printDeposits('PostgreSQL', depositsPg);
      const after = await pgbench(pgbDb, CLIENTS, seconds);
      line(`pgbench tpcb-like, ${CLIENTS} clients (after)`, `${after.tps.toFixed(0)} tx/s (latency ${ms(after.latencyMs)})`);
      const mean = (before.tps + after.tps) / 2;
      const ratio = ledger.tps / mean;
      console.log('cashbox ratios (to the mean of both pgbench runs)');
      line('ledger transfers / pgbench', `${ratio.toFixed(2)}x (target >= ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
      if (ledgerSql) line("ledger's statement via pgbench / pgbench", `${(ledgerSql.tps / mean).toFixed(2)}x`);
      line('deposits credited on PostgreSQL / pgbench', `${(depositsPg.rps / mean).toFixed(3)}x`);
      line('deposits credited on PGlite / pgbench', `${(depositsLite.rps / mean).toFixed(3)}x`);
      return { pgbench: [before, after], ledger, ...(ledgerSql ? { ledgerSql } : {}), depositsLite, depositsPg };
    });
  } finally {
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchPayments(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
