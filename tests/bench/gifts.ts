/**
 * Gift figures of `npm run bench` (issue 15 "Performance"), on an in-memory PGlite and, when it
 * answers, on PostgreSQL at BENCH_PG_URL (a throw-away `rh_bench_*` database, pool of 10):
 *
 * - issuing one template to a group of 10,000 players through the back office's call
 *   (`POST /api/backoffice/bonus-templates/{id}/issue {group_id}`: one `issueGift` transaction
 *   per player, refusal checks included): the time and gifts per second;
 * - coupon redemption (`POST /api/bonuses/coupon`) at 32 concurrent clients on one shared code:
 *   p50 / p95 (goal p95 < 50 ms). PGlite has one connection, so this is the serialised worst case.
 * - deposit crediting with a deposit bonus vs without (goal: at most 20 % slower): a card deposit
 *   through the real platform (`POST /api/player/payments/deposit`, the sandbox's 3-D Secure page,
 *   its signed callback crediting the cash) and then the `gifts.deposit_bonus` reaction to its
 *   `deposit.credited` (with a bonus: the claim, the issue, the activation granting bonus money;
 *   without: the claim alone). One at a time, a fresh player each, with and without alternating so
 *   the shared machine's noise falls on both; the reaction alone is given too.
 *
 * Run alone: `npx tsx tests/bench/gifts.ts` (BENCH_SCALE shortens it). BENCH_GIFTS_PARTS picks
 * parts (a comma list of `issue`, `coupon`, `deposit`; default all), so before/after runs of one
 * part can be interleaved. The coupon part also times redemptions one at a time (one client: the
 * work of one redemption, with nothing queued before it) and counts one redemption's round trips
 * on PostgreSQL (BENCH_GIFTS_TRACE=coupon prints its statements); BENCH_COUPON_ROUNDS sets the
 * redemptions per client (default 5 x BENCH_SCALE, at least 2). BENCH_GIFTS_PGLITE=0 skips PGlite,
 * BENCH_GIFTS_PG=0 PostgreSQL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { PaymentStartAnswerSchema, SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { buildPlatform } from '../../platform/app';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase, type Database } from '../../platform/db/client';
import { giftConsumers } from '../../platform/gifts/index';
import { isExcluded } from '../../platform/limits/index';
import type { StreamEvent } from '../../platform/outbox/index';
import { playerBalances, reconcile } from '../../platform/wallet/index';
import { playerGroups, players } from '../../platform/db/schema';
import { createTemplate } from '../../platform/gifts/templates';
import { createBatch } from '../../platform/gifts/codes';
import { SESSION_COOKIE } from '../../platform/http/player-session';
import { seedGroups } from '../../platform/player/groups';

const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);

/**
 * Counts the statements `fn` sends to PostgreSQL (each pg driver query is one round trip, BEGIN,
 * SAVEPOINT and COMMIT included; PGlite runs in process and counts 0). With `trace` the statements
 * are printed (BENCH_GIFTS_TRACE=1: the first bonus deposit's reaction), to see where they go.
 */
async function countRoundTrips<T>(fn: () => Promise<T>, trace = false): Promise<[number, T]> {
  const pg = (await import('pg')).default;
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...a: unknown[]) {
    count += 1;
    if (trace) {
      const q = a[0] as string | { text?: string };
      console.log(`    ${count}. ${(typeof q === 'string' ? q : (q.text ?? '')).replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    return original.apply(this, a);
  };
  try {
    const out = await fn();
    return [count, out];
  } finally {
    proto.query = original;
  }
}
function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function benchGifts(scale = 1): Promise<void> {
  let liteFigures: GiftFigures | null = null;
  if (process.env.BENCH_GIFTS_PGLITE !== '0') {
    const lite = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(lite);
      liteFigures = await benchGiftsOn(lite, 'PGlite in memory', scale);
    } finally {
      await lite.close();
    }
  }
  const pgFigures = process.env.BENCH_GIFTS_PG === '0' ? null : await withBenchPg((database) => benchGiftsOn(database, 'PostgreSQL (pool of 10)', scale));
  if (!pgFigures || !liteFigures) {
    if (!pgFigures && process.env.BENCH_GIFTS_PG !== '0') console.log('  PostgreSQL does not answer at BENCH_PG_URL: its gift figures are skipped.');
    return;
  }
  console.log('gifts ratios (PostgreSQL / PGlite)');
  if (PARTS.has('issue')) line('group issue rate', `${(pgFigures.issueRate / liteFigures.issueRate).toFixed(2)}x`);
  if (PARTS.has('coupon')) line('coupon p95', `${(pgFigures.couponP95 / liteFigures.couponP95).toFixed(2)}x`);
  if (PARTS.has('deposit'))
    line('deposit with bonus / without', `${liteFigures.bonusRatio.toFixed(2)}x on PGlite, ${pgFigures.bonusRatio.toFixed(2)}x on PostgreSQL`);
}

interface GiftFigures {
  issueRate: number;
  couponP95: number;
  bonusRatio: number;
}

/** A throw-away database on the PostgreSQL at BENCH_PG_URL, or null when it does not answer. */
async function withBenchPg<T>(fn: (db: Database) => Promise<T>): Promise<T | null> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `rh_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await migrateDatabase(database);
    return await fn(database);
  } finally {
    await database.close();
    for (let attempt = 0; attempt < 20; attempt++) {
      const dropped = await admin.query(`DROP DATABASE IF EXISTS ${name}`).then(
        () => true,
        () => false,
      );
      if (dropped) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await admin.end();
  }
}

const PARTS = new Set((process.env.BENCH_GIFTS_PARTS ?? 'issue,coupon,deposit').split(',').map((p) => p.trim()));

async function benchGiftsOn(database: Database, label: string, scale: number): Promise<GiftFigures> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }), outbox: { start: false } });
  await app.ready();
  const db = database.db;
  try {
    await seedGroups(app.deps);
    const at = new Date();
    const groupSize = Math.max(50, Math.round(10_000 * scale));
    const tag = randomBytes(3).toString('hex');
    const ids: number[] = [];
    for (let i = 0; i < groupSize; i += 1000) {
      const rows = await db
        .insert(players)
        .values(
          Array.from({ length: Math.min(1000, groupSize - i) }, (_, k) => ({
            email: `bench-gift-${tag}-${i + k}@example.com`,
            passwordHash: 'x',
            currency: 'EUR',
            confirmedAt: at,
            termsAcceptedAt: at,
          })),
        )
        .returning({ id: players.id });
      ids.push(...rows.map((r) => r.id));
    }
    // A VIP group (Silver, 258) holds them all: the group issue's audience.
    for (let i = 0; i < ids.length; i += 1000) await db.insert(playerGroups).values(ids.slice(i, i + 1000).map((playerId) => ({ playerId, groupId: 258 })));
    const tpl = await createTemplate(
      db,
      BonusTemplateInputSchema.parse({ title: 'Bench gift', type: 'rocket_lite', amounts: { EUR: 500 }, wager_multiplier: 10 }),
      at,
    );

    // The back office's own issue loop (routes call app.modules.gifts.issueGift per player).
    const started = performance.now();
    let issued = 0;
    console.log(`gifts (${label}; ${groupSize} players; load average ${loadavg()})`);
    for (const playerId of PARTS.has('issue') ? ids : []) {
      const { replayed } = await app.modules.gifts.issueGift(db, {
        playerId,
        templateId: tpl.id,
        source: 'staff',
        idempotencyKey: `bench:${tag}:${playerId}`,
        at,
        ignoreTargeting: true,
      });
      if (!replayed) issued++;
    }
    const seconds = (performance.now() - started) / 1000;
    if (PARTS.has('issue')) line('issue one template to the group', `${seconds.toFixed(1)} s, ${(issued / seconds).toFixed(0)} gifts/s`);
    const couponP95 = PARTS.has('coupon') ? await benchCoupon(app, database, ids, tpl.id, tag, scale) : NaN;
    const bonusRatio = PARTS.has('deposit') ? await benchDepositBonus(app, database, Math.max(6, Math.round(40 * scale)), tag) : NaN;
    console.log();
    return { issueRate: issued / seconds, couponP95, bonusRatio };
  } finally {
    await app.close();
  }
}

const loadavg = () => os.loadavg()[0]!.toFixed(1);

/**
 * CPU time (ms) of this database's PostgreSQL backends by pid, read from /proc (a local server
 * only; null elsewhere or on PGlite, whose work is this process's own). With the process's CPU it
 * gives the work per redemption, which a loaded machine stretches far less than the wall time.
 */
async function serverCpuMs(database: Database): Promise<Map<number, number> | null> {
  if (database.kind !== 'postgres') return null;
  const { readFile } = await import('node:fs/promises');
  const res = (await database.db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)) as unknown as { rows: { pid: number }[] };
  const tick = 1000 / 100; // USER_HZ
  const out = new Map<number, number>();
  for (const { pid } of res.rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) return null;
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(pid, (Number(f[11]) + Number(f[12])) * tick);
  }
  return out;
}
const diffCpu = (a: Map<number, number>, b: Map<number, number>) => [...b].reduce((sum, [pid, ms]) => sum + ms - (a.get(pid) ?? 0), 0);

/**
 * Coupon redemption through the real call: one at a time first (the work of one redemption, and
 * its round trips on PostgreSQL), then 32 signed-in clients redeeming one shared code at once.
 * Returns the p95 at 32 clients.
 */
async function benchCoupon(
  app: Awaited<ReturnType<typeof buildPlatform>>,
  database: Database,
  ids: number[],
  templateId: number,
  tag: string,
  scale: number,
): Promise<number> {
  const db = database.db;
  const at = new Date();
  const clients = 32;
  const perClient = Math.max(2, Number(process.env.BENCH_COUPON_ROUNDS ?? Math.round(5 * scale)));
  const sessionOf = async (playerId: number) =>
    `${SESSION_COOKIE}=${(await app.deps.sessions.create(playerId, 'active', { ip: '127.0.0.1', userAgent: 'bench' })).token}`;
  const redeem = async (cookie: string, code: string, remoteAddress: string) => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/bonuses/coupon',
      remoteAddress,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: { coupon_code: code },
    });
    if (res.statusCode !== 200) throw new Error(`coupon ${res.statusCode} ${res.body}`);
    return performance.now() - t0;
  };

  // One at a time: players 32.. (the clients below are 0..31), each redeeming a code of its own batch's twin.
  const solo = `SOLO${tag}`.toUpperCase();
  await createBatch(db, { template_id: templateId, kind: 'coupon', code: solo, valid_from: null, valid_until: null, max_uses: null, per_player: 1 }, null, at);
  const soloPlayers = ids.slice(clients, clients + Math.max(10, Math.min(40, ids.length - clients)));
  const soloTimes: number[] = [];
  let trips = 0;
  for (const [i, playerId] of soloPlayers.entries()) {
    const cookie = await sessionOf(playerId);
    const remote = `10.78.${i >> 8}.${i & 255}`;
    if (i === 1 && database.kind === 'postgres') {
      // The second (the first plans the statements): every statement of the call, session included.
      const [n, ms] = await countRoundTrips(() => redeem(cookie, solo.toLowerCase(), remote), process.env.BENCH_GIFTS_TRACE === 'coupon');
      trips = n;
      soloTimes.push(ms);
    } else soloTimes.push(await redeem(cookie, solo.toLowerCase(), remote));
  }
  const warm = soloTimes.slice(1).sort((a, b) => a - b);
  line(
    `coupon redemption one at a time p50 / p95`,
    `${percentile(warm, 50).toFixed(1)} ms / ${percentile(warm, 95).toFixed(1)} ms (${warm.length}; load ${loadavg()})` +
      (trips ? `, ${trips} round trips` : ''),
  );

  // 32 clients at once: each a signed-in player redeeming the one shared code.
  await createBatch(
    db,
    { template_id: templateId, kind: 'coupon', code: `BENCH${tag}`.toUpperCase(), valid_from: null, valid_until: null, max_uses: null, per_player: perClient },
    null,
    at,
  );
  const cookies: string[] = [];
  for (let c = 0; c < clients; c++) cookies.push(await sessionOf(ids[c]!));
  const samples: number[] = [];
  const load0 = loadavg();
  const pg0 = await serverCpuMs(database);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await Promise.all(
    cookies.map(async (cookie, c) => {
      for (let r = 0; r < perClient; r++) samples.push(await redeem(cookie, `bench${tag}`, `10.77.${c}.${r}`));
    }),
  );
  const wall = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  const pg1 = await serverCpuMs(database);
  samples.sort((a, b) => a - b);
  const couponP95 = percentile(samples, 95);
  line(
    `coupon redemption, ${clients} clients p50 / p95`,
    `${percentile(samples, 50).toFixed(1)} ms / ${couponP95.toFixed(1)} ms (goal p95 < 50 ms; ${samples.length}; load ${load0}-${loadavg()})`,
  );
  const n = samples.length;
  const serverPart = pg0 && pg1 ? `, PostgreSQL backends ${(diffCpu(pg0, pg1) / n).toFixed(1)} ms` : '';
  line(
    '  per redemption: wall / CPU',
    `${(wall / n).toFixed(1)} ms wall (${((n / wall) * 1000).toFixed(0)}/s); CPU: this process ${((cpu.user + cpu.system) / 1000 / n).toFixed(1)} ms${serverPart}`,
  );
  return couponP95;
}

/**
 * Deposit crediting with a deposit bonus vs without: `pairs` deposits of each, alternating, one
 * at a time, each by a fresh player (a second bonus for one player would stay issued, a cheaper
 * path than the grant measured here). Returns with / without of the mean total.
 */
async function benchDepositBonus(app: Awaited<ReturnType<typeof buildPlatform>>, database: Database, pairs: number, tag: string): Promise<number> {
  const db = database.db;
  const at = new Date();
  const bonus = await createTemplate(
    db,
    BonusTemplateInputSchema.parse({
      title: 'Bench deposit bonus',
      type: 'deposit',
      percent: 100,
      max_amounts: { EUR: 10_000 },
      min_deposit: { EUR: 1_000 },
      wager_multiplier: 30,
    }),
    at,
  );
  const [, depositBonus] = giftConsumers(app.deps, { excluded: (conn, id, when) => isExcluded(conn, id, when) });
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  let made = 0;
  const deposit = async (bonusId: number | null): Promise<{ total: number; reaction: number; playerId: number; trips: number }> => {
    const n = made++;
    const [row] = await db
      .insert(players)
      .values({ email: `bench-depbonus-${tag}-${n}@example.com`, passwordHash: 'x', currency: 'EUR', country: 'DE', confirmedAt: at, termsAcceptedAt: at })
      .returning({ id: players.id });
    const playerId = row!.id;
    const { token } = await app.deps.sessions.create(playerId, 'active', { ip: '127.0.0.1', userAgent: 'bench' });
    const remoteAddress = `10.66.${(n >> 8) & 255}.${n & 255}`;
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/player/payments/deposit',
      remoteAddress,
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-requested-with': 'XMLHttpRequest' },
      payload: {
        idempotency_key: randomUUID(),
        method_id: 'sandbox:visa:EUR',
        amount_cents: 5_000,
        currency: 'EUR',
        card: { number: SANDBOX_TEST_CARDS.approved[0], expiry, cvv: '123', holder: 'Bench Player' },
        return_url: '/en/deposit',
        bonus_id: bonusId,
      },
    });
    if (res.statusCode !== 200) throw new Error(`deposit answered ${res.statusCode}: ${res.body}`);
    const start = PaymentStartAnswerSchema.parse(res.json());
    if (start.next.type !== 'redirect') throw new Error(`deposit answered ${start.next.type}`);
    const page = await app.inject({ method: 'GET', url: start.next.url, remoteAddress, headers: { accept: 'text/html' } });
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    if (!action) throw new Error(`the 3-D Secure page answered ${page.statusCode}`);
    const post = await app.inject({
      method: 'POST',
      url: action,
      remoteAddress,
      payload: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (post.statusCode !== 303 || !String(post.headers.location).endsWith('payment_state=succeeded')) throw new Error(`deposit came back ${post.statusCode}`);
    // The stream's reaction to the credit, as the outbox worker runs it (this app's worker is off).
    const event: StreamEvent<'deposit.credited'> = {
      id: 1,
      txId: 1,
      type: 'deposit.credited',
      playerId,
      payload: { payment_id: start.payment.id, currency: 'EUR', amount_cents: 5_000, provider: 'sandbox', bonus_id: bonusId },
      occurredAt: new Date(),
    };
    const r0 = performance.now();
    const [trips] = await countRoundTrips(
      () => db.transaction(async (tx) => depositBonus!.handle(event as never, { tx })),
      process.env.BENCH_GIFTS_TRACE === '1' && n === 1,
    );
    const end = performance.now();
    return { total: end - t0, reaction: end - r0, playerId, trips };
  };
  await deposit(null); // warm-up: plans, the sandbox card row
  await deposit(bonus.id);
  const withBonus: { total: number; reaction: number; trips: number }[] = [];
  const without: { total: number; reaction: number; trips: number }[] = [];
  let lastBonusPlayer = 0;
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) {
      without.push(await deposit(null));
      const d = await deposit(bonus.id);
      withBonus.push(d);
      lastBonusPlayer = d.playerId;
    } else {
      const d = await deposit(bonus.id);
      withBonus.push(d);
      lastBonusPlayer = d.playerId;
      without.push(await deposit(null));
    }
  }
  const bonusMoney = (await playerBalances(db, lastBonusPlayer)).get('EUR')?.bonus ?? 0n;
  if (bonusMoney !== 5_000n) throw new Error(`the bonus deposit left ${bonusMoney} bonus money, not 5000`);
  if (!(await reconcile(db)).ok) throw new Error('the ledger does not reconcile after the deposit bench');
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const w = mean(withBonus.map((d) => d.total));
  const wo = mean(without.map((d) => d.total));
  line(`deposit credited + reaction, ${pairs} each (mean)`, `${wo.toFixed(1)} ms without, ${w.toFixed(1)} ms with a bonus`);
  line('  median', `${median(without.map((d) => d.total)).toFixed(1)} ms without, ${median(withBonus.map((d) => d.total)).toFixed(1)} ms with`);
  line(
    '  the gifts.deposit_bonus reaction alone (mean)',
    `${mean(without.map((d) => d.reaction)).toFixed(1)} ms without, ${mean(withBonus.map((d) => d.reaction)).toFixed(1)} ms with`,
  );
  if (withBonus[0]!.trips > 0)
    line("  the reaction's round trips", `${mean(without.map((d) => d.trips)).toFixed(1)} without, ${mean(withBonus.map((d) => d.trips)).toFixed(1)} with`);
  line('deposit with a bonus / without', `${(w / wo).toFixed(2)}x (goal <= 1.20x; load ${loadavg()})`);
  return w / wo;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchGifts(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
