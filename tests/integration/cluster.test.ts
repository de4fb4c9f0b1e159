import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../platform/app';
import { loadConfig } from '../../platform/config';
import { ManualClock, OffsetClock, relayClockOffset } from '../../platform/clock';
import { migrateDatabase, migrationsFolder, openDatabase, type Database } from '../../platform/db/client';
import { attachRealtime, pushToPlayer } from '../../platform/realtime';
import type { PlatformApp } from '../../platform/http/types';
import { Browser, freshEmail, GOOD_PASSWORD, registration } from '../../platform/auth/auth-test-helpers';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { fundedPlayer, seedTestGame, tokenOf } from '../../platform/games/seamless/test-helpers';
import { createTestDatabase, pgUrlFor, testDbKind, TEST_DB_PREFIX, TEST_PG_URL } from '../../platform/testing/test-db';
import type { TestPlatform } from '../../platform/testing/test-platform';

/**
 * Issue 19 item 1: two instances of one deployment (one PostgreSQL database, one Redis, their own
 * event buses, socket.io servers and ports), as `npm run cluster` runs them behind nginx. What one
 * instance does, the other sees: the session, the rate-limit counts, a balance push to a socket
 * held by the other, the tester clock, and the jobs run one pass at a time. The CMS publish fan-out over Redis is
 * tested in cms-publish.test.ts. PostgreSQL only: PGlite is one process's database.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const requireRedis = process.env.CI === 'true' || process.env.REQUIRE_REDIS === '1';
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

interface Instance {
  t: TestPlatform;
  url: string;
  close(): Promise<void>;
}

const SIGN_IN_ACCOUNT_MAX = 4;

describe.skipIf(testDbKind !== 'postgres' || (!redisUp && !requireRedis))('cluster: two instances on PostgreSQL and Redis', () => {
  let database: Database & { url?: string };
  let a: Instance;
  let b: Instance;
  const clock = new ManualClock('2026-11-22T12:00:00Z');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL, AUTH_RATE_SIGN_IN_ACCOUNT: `${SIGN_IN_ACCOUNT_MAX}/1m` });
  // A key of their own keeps parallel runs on one Redis apart.
  const adapterKey = `rh-cluster-test-${randomBytes(6).toString('hex')}`;
  const sockets: Socket[] = [];

  async function instance(): Promise<Instance> {
    // Each instance its own pool, as two processes would have.
    const own = await openDatabase({ databaseUrl: database.url!, poolSize: 6 });
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    const app: PlatformApp = await buildPlatform({ config, database: own, clock, log: pino({ level: 'silent' }), redis, outbox: { start: false } });
    const closeRealtime = await attachRealtime(app.server, app.deps, { adapterKey });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const t: TestPlatform = {
      app,
      database: { ...own, url: database.url! },
      clock,
      events: app.deps.events,
      config,
      drain: () => app.outbox.drain(),
      call: (opts) => app.inject({ ...opts, headers: { 'x-requested-with': 'XMLHttpRequest', ...(opts.headers ?? {}) } }),
      close: async () => undefined,
    };
    return {
      t,
      url: `http://127.0.0.1:${port}`,
      close: async () => {
        await closeRealtime();
        await app.close();
        redis.disconnect();
        await own.close();
      },
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await instance();
    b = await instance();
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  /** The same browser (cookies, address) talking to another instance, as the proxy would send it. */
  function onOther(browser: Browser, other: Instance): Browser {
    const moved = Object.assign(new Browser(other.t), { ip: browser.ip });
    for (const [k, v] of browser.jar.cookies) moved.jar.cookies.set(k, v);
    return moved;
  }

  it('a session made on one instance is the same session on the other', async () => {
    const onA = new Browser(a.t);
    expect((await onA.call('POST', '/api/users', registration(freshEmail('cl')))).statusCode).toBe(200);
    const me = await onOther(onA, b).call('GET', '/api/player');
    expect(me.statusCode).toBe(200);
    expect((me.json() as { id: number }).id).toEqual((await onA.call('GET', '/api/player')).json().id);
  });

  it('counts a rate limit once across both instances', async () => {
    const email = freshEmail('rl');
    const owner = new Browser(a.t);
    expect((await owner.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    const attacker = new Browser(a.t);
    const onB = onOther(attacker, b);
    const statuses: number[] = [];
    // Alternating instances, as round robin sends them: counted per instance, none would be refused.
    for (let i = 0; i < SIGN_IN_ACCOUNT_MAX + 1; i++) {
      const res = await (i % 2 ? onB : attacker).call('POST', '/api/users/sign_in', { user: { email, password: 'Wrong-pass-1' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_ACCOUNT_MAX)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // The right password is refused too now, on either instance: the account's window is shared.
    const right = await onOther(attacker, b).call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } });
    expect(right.statusCode).toBe(429);

    // Another deployment on the same Redis (its own REDIS_PREFIX) counts apart.
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    const elsewhere = await buildPlatform({
      config: { ...config, REDIS_PREFIX: `other-${randomBytes(3).toString('hex')}` },
      database,
      clock,
      log: pino({ level: 'silent' }),
      redis,
      outbox: { start: false },
    });
    try {
      const res = await elsewhere.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        remoteAddress: attacker.ip,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { user: { email, password: GOOD_PASSWORD } },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await elsewhere.close();
      redis.disconnect();
    }
  });

  it('pushes a balance changed through one instance to the socket held by the other', async () => {
    const g = await seedTestGame(database.db, { engine: 'slot:fruits' });
    const { browser, playerId } = await fundedPlayer(b.t, 50_000n);
    const socket = connectClient(a.url, {
      path: '/socket.io/',
      transports: ['websocket'],
      extraHeaders: { cookie: `${SESSION_COOKIE}=${browser.token!}`, origin: a.url },
      reconnection: false,
      forceNew: true,
      timeout: 5000,
    });
    sockets.push(socket);
    const balances: { amount_cents: number }[] = [];
    socket.on('private:balance', (p: { amount_cents: number }) => balances.push(p));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    // B's Redis subscription may still be settling: a probe push until one crosses over.
    for (let i = 0; i < 50 && !balances.length; i++) {
      pushToPlayer(b.t.events, playerId, 'private:balance', { currency: 'EUR', amount_cents: -1, available_to_cashout_cents: 0 });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(balances.length).toBeGreaterThan(0);
    balances.length = 0;

    const { url } = (await browser.call('POST', '/api/games/launch', { game_id: g.gameId, mode: 'real' })).json() as { url: string };
    const spin = await b.t.call({ method: 'POST', url: '/studio/api/spin', payload: { session: tokenOf(url), bet: 100 } });
    expect(spin.statusCode).toBe(200);
    const { balance } = spin.json() as { balance: number };
    // The event stream's consumer may run on either instance; here on B, whose push crosses to A.
    await b.t.drain();
    for (let i = 0; i < 50 && !balances.some((p) => p.amount_cents === balance); i++) await new Promise((r) => setTimeout(r, 50));
    expect(balances.map((p) => p.amount_cents)).toContain(balance);
  });

  it('runs a job on one instance at a time; the other skips that tick, and a waiting start runs after', async () => {
    const name = `test-job-${randomBytes(4).toString('hex')}`;
    let running = 0;
    let overlapped = false;
    const job = async () => {
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise((r) => setTimeout(r, 300));
      running -= 1;
      return 'done';
    };
    const [first, second] = await Promise.all([a.t.app.deps.exclusive(name, job), b.t.app.deps.exclusive(name, job)]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    // With wait, both run, one after the other (migrations and the seed at start).
    const waited = await Promise.all([a.t.app.deps.exclusive(name, job, { wait: true }), b.t.app.deps.exclusive(name, job, { wait: true })]);
    expect(waited).toEqual([
      { ran: true, value: 'done' },
      { ran: true, value: 'done' },
    ]);
    expect(overlapped).toBe(false);
    // Released: the next tick on either instance runs.
    expect((await b.t.app.deps.exclusive(name, job)).ran).toBe(true);
  });

  it("a tester's clock offset set on one instance moves the other's clock too", async () => {
    const conns = [new Redis(REDIS_URL), new Redis(REDIS_URL), new Redis(REDIS_URL), new Redis(REDIS_URL)] as const;
    const [clockA, clockB] = [new OffsetClock(), new OffsetClock()];
    const stops = [
      await relayClockOffset(clockA, { publisher: conns[0], subscriber: conns[1] }),
      await relayClockOffset(clockB, { publisher: conns[2], subscriber: conns[3] }),
    ];
    try {
      clockA.setOffset(86_400_000);
      for (let i = 0; i < 50 && clockB.offsetMs !== 86_400_000; i++) await new Promise((r) => setTimeout(r, 50));
      expect(clockB.offsetMs).toBe(86_400_000);
      clockB.setOffset(0);
      for (let i = 0; i < 50 && clockA.offsetMs !== 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(clockA.offsetMs).toBe(0);
    } finally {
      for (const stop of stops) await stop();
      for (const c of conns) c.disconnect();
    }
  });

  it('two instances migrating one empty database at once both start', async () => {
    const { Client } = await import('pg');
    const name = `${TEST_DB_PREFIX}mig_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dbs = [await openDatabase({ databaseUrl: pgUrlFor(name), poolSize: 2 }), await openDatabase({ databaseUrl: pgUrlFor(name), poolSize: 2 })];
    try {
      await Promise.all(dbs.map((d) => migrateDatabase(d)));
      const rows = (await dbs[0]!.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      // Each migration applied once: two runs at once would have failed on "already exists" or recorded twice.
      const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(rows.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
