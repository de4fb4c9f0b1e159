/**
 * Socket figures of `npm run bench` (issue 19 item 4): thousands of authenticated socket.io clients
 * on one platform instance, then on two instances joined by the Redis adapter, and how long a push
 * takes to reach them.
 *
 * - distinct players: every socket is its own player's (its own room); pushes go to random players
 *   at a steady rate, as balance changes do; delivery latency p50/p99 (goal p99 < 100 ms on one
 *   instance, < 150 ms across two);
 * - one large room: every socket in one room (the public room, which the jackpot ticker and the
 *   wins feed reach every second); latency p50/p99 over all sockets, and how long the send holds
 *   the event loop (a request arriving meanwhile waits that long);
 * - memory per socket: the server's heap after a full GC, before and after the sockets connect.
 *
 * The clients run in worker threads (socket.io-client over WebSocket, with the session cookie and
 * an Origin, as a browser page opens them), so their work is not on the server's event loop; they
 * stamp each message with the shared wall clock (performance.timeOrigin + now()). The server is
 * the platform's own `attachRealtime` on an in-memory PGlite; pushes go through the same
 * `pushToPlayer` / `pushToPublic` as the modules'. The two-instance run needs Redis at
 * 127.0.0.1:6379 (BENCH_REDIS_URL) and is skipped without it.
 *
 * BENCH_SOCKETS sets the client count (default 5,000, scaled by BENCH_SCALE). Run alone:
 * `npx tsx tests/bench/sockets.ts`.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import pino from 'pino';
import { Redis } from 'ioredis';
import { buildPlatform } from '../../platform/app';
import { loadConfig } from '../../platform/config';
import { migrateDatabase, openDatabase, type Database } from '../../platform/db/client';
import type { PlatformApp } from '../../platform/http/types';
import { players } from '../../platform/player/schema';
import { attachRealtime, pushToPlayer, pushToPublic, SEND_CHUNK } from '../../platform/realtime/index';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORKERS = 2;
const ORIGIN = 'http://localhost:3000';

const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);
const ms = (v: number) => `${v.toFixed(1)} ms`;
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));
const wallNow = () => performance.timeOrigin + performance.now();
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

// GC on demand, so the heap figure is live objects, not garbage.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function liveHeap(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

/**
 * The client side, run in each worker (CommonJS source; socket.io-client by its resolved path).
 * Opens its sockets 100 at a time, reports `connected`, then records [key, arrival] pairs: the
 * key is carried in `private:groups` (added[0]) or `public:wins` (amount_cents).
 */
const CLIENT_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require(workerData.clientPath);
const { url, tokens, origin, cookieName } = workerData;
const sockets = [];
const got = [];
const now = () => performance.timeOrigin + performance.now();
(async () => {
  for (let i = 0; i < tokens.length; i += 100) {
    await Promise.all(tokens.slice(i, i + 100).map((token) => new Promise((resolve, reject) => {
      const headers = { origin };
      if (token) headers.cookie = cookieName + '=' + token;
      const s = io(url, { path: '/socket.io/', transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true, timeout: 120000 });
      s.on('private:groups', (p) => got.push(p.added[0], now()));
      s.on('public:wins', (p) => got.push(p.amount_cents, now()));
      s.once('connect', resolve);
      s.once('connect_error', reject);
      sockets.push(s);
    })));
  }
  parentPort.postMessage({ type: 'connected', count: sockets.length });
})().catch((err) => parentPort.postMessage({ type: 'error', message: String(err && err.message || err) }));
parentPort.on('message', (m) => {
  if (m === 'flush') parentPort.postMessage({ type: 'received', got: got.splice(0) });
  if (m === 'close') { for (const s of sockets) s.disconnect(); setTimeout(() => process.exit(0), 200); }
});
`;

interface Clients {
  /** Every [key, arrival ms] pair received since the last call. */
  flush(): Promise<number[]>;
  close(): Promise<void>;
}

async function openClients(url: string, tokens: (string | null)[]): Promise<Clients> {
  const clientPath = createRequire(import.meta.url).resolve('socket.io-client');
  const per = Math.ceil(tokens.length / WORKERS);
  const workers = Array.from({ length: WORKERS }, (_, i) => {
    return new Worker(CLIENT_SOURCE, {
      eval: true,
      workerData: { clientPath, url, origin: ORIGIN, cookieName: 'rh_session', tokens: tokens.slice(i * per, (i + 1) * per) },
    });
  });
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          const on = (m: { type: string; message?: string }) => {
            if (m.type === 'connected') resolve();
            if (m.type === 'error') reject(new Error(`client worker: ${m.message}`));
          };
          w.on('message', on);
          w.once('error', reject);
        }),
    ),
  );
  const ask = (w: Worker) =>
    new Promise<number[]>((resolve) => {
      const on = (m: { type: string; got?: number[] }) => {
        if (m.type !== 'received') return;
        w.off('message', on);
        resolve(m.got ?? []);
      };
      w.on('message', on);
      w.postMessage('flush');
    });
  return {
    flush: async () => (await Promise.all(workers.map(ask))).flat(),
    close: async () => {
      for (const w of workers) w.postMessage('close');
      await Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r))));
    },
  };
}

/** Latencies of the pairs received against the send times by key. */
function latencies(pairs: number[], sentAt: Map<number, number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const sent = sentAt.get(pairs[i]!);
    if (sent !== undefined) out.push(pairs[i + 1]! - sent);
  }
  return out.sort((a, b) => a - b);
}

/** Waits until `expected` pairs have arrived (or 30 s), collecting them. */
async function collect(clients: Clients, expected: number): Promise<number[]> {
  const pairs: number[] = [];
  const deadline = Date.now() + 30_000;
  while (pairs.length / 2 < expected && Date.now() < deadline) {
    await sleep(200);
    pairs.push(...(await clients.flush()));
  }
  return pairs;
}

interface Instance {
  app: PlatformApp;
  url: string;
  close(): Promise<void>;
}

async function instance(database: Database, adapterKey?: string): Promise<Instance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(adapterKey ? { REDIS_URL } : {}) });
  const app = await buildPlatform({ config, database, log: pino({ level: 'silent' }), outbox: { start: false } });
  const closeRealtime = await attachRealtime(app.server, app.deps, adapterKey ? { adapterKey } : {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await closeRealtime();
      await app.close();
    },
  };
}

/** `count` players, each with an active login session; their ids and cookie tokens. */
async function playersWithSessions(app: PlatformApp, count: number): Promise<{ ids: number[]; tokens: string[] }> {
  const { db } = app.deps;
  const at = new Date();
  const tag = randomBytes(4).toString('hex');
  const ids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = await db
      .insert(players)
      .values(
        Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
          email: `bench-sockets-${tag}-${i + j}@example.com`,
          passwordHash: 'x',
          currency: 'EUR',
          confirmedAt: at,
          termsAcceptedAt: at,
        })),
      )
      .returning({ id: players.id });
    ids.push(...rows.map((r) => r.id));
  }
  const tokens: string[] = [];
  for (const id of ids) tokens.push((await app.deps.sessions.create(id, 'active')).token);
  return { ids, tokens };
}

/**
 * Pushes to random players of `ids` at `rate` per second for `seconds` on `from`'s bus; the
 * latency of each arrival.
 */
async function distinctPlayers(from: PlatformApp, clients: Clients, ids: number[], rate: number, seconds: number): Promise<number[]> {
  await clients.flush();
  const sentAt = new Map<number, number>();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const key = 1_000_000 + k;
    sentAt.set(key, wallNow());
    pushToPlayer(from.deps.events, ids[Math.floor(Math.random() * ids.length)]!, 'private:groups', { added: [key], removed: [] });
  }
  return latencies(await collect(clients, total), sentAt);
}

/**
 * `sends` pushes to the public room, 250 ms apart; every socket's latency, and the event loop's
 * delay meanwhile (what a request arriving during the sends would wait before it is even read).
 */
async function publicRoom(app: PlatformApp, clients: Clients, sockets: number, sends: number): Promise<{ lat: number[]; loopP99: number; loopMax: number }> {
  await clients.flush();
  const sentAt = new Map<number, number>();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  for (let k = 0; k < sends; k++) {
    const key = 2_000_000 + k;
    sentAt.set(key, wallNow());
    pushToPublic(app.deps.events, 'public:wins', {
      game_identifier: 'bench',
      game_title: 'Bench',
      player_name: 'ben***',
      currency: 'EUR',
      amount_cents: key,
      at: new Date().toISOString(),
    });
    await sleep(250);
  }
  loop.disable();
  return { lat: latencies(await collect(clients, sends * sockets), sentAt), loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 };
}

function printLatency(label: string, lat: number[], expected: number, goalMs: number): void {
  const p99 = percentile(lat, 99);
  line(
    label,
    `p50 ${ms(percentile(lat, 50))} / p99 ${ms(p99)} (goal < ${goalMs} ms: ${p99 < goalMs ? 'met' : 'not met'}); ${lat.length} of ${expected} arrived`,
  );
}

async function redisUp(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 10_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function benchSockets(scale = 1): Promise<void> {
  const count = Math.max(50, Math.round(Number(process.env.BENCH_SOCKETS ?? '5000') * scale));
  const seconds = Math.max(2, Math.round(10 * scale));
  console.log(`sockets: ${count} authenticated socket.io clients (WebSocket, ${WORKERS} client threads), pushes for ${seconds} s`);
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const a = await instance(database);
  try {
    const { ids, tokens } = await playersWithSessions(a.app, count);
    const heapBefore = liveHeap();
    let clients = await openClients(a.url, tokens);
    try {
      const heapAfter = liveHeap();
      line('server heap per socket (after GC)', `${((heapAfter - heapBefore) / count / 1024).toFixed(1)} kB (${count} sockets)`);
      const lat = await distinctPlayers(a.app, clients, ids, 200, seconds);
      printLatency('one instance, distinct players, 200 pushes/s', lat, 200 * seconds, 100);
      const room = await publicRoom(a.app, clients, count, 8);
      printLatency(`one instance, one room of ${count}`, room.lat, 8 * count, 100);
      line('  event loop delay during the sends', `p99 ${ms(room.loopP99)} / max ${ms(room.loopMax)} (written ${SEND_CHUNK} sockets per turn)`);
    } finally {
      await clients.close();
    }

    if (!(await redisUp())) {
      console.log(`  two instances: skipped (no Redis at ${REDIS_URL})`);
      return;
    }
    // Two instances on one database, rooms joined by the Redis adapter: clients on B, pushes raised on A.
    await a.close();
    const key = `rh-bench-sockets-${randomBytes(4).toString('hex')}`;
    const one = await instance(database, key);
    const two = await instance(database, key);
    try {
      clients = await openClients(two.url, tokens);
      try {
        const lat = await distinctPlayers(one.app, clients, ids, 200, seconds);
        printLatency('two instances, distinct players (A -> B)', lat, 200 * seconds, 150);
        const room = await publicRoom(one.app, clients, count, 8);
        printLatency(`two instances, one room of ${count} (A -> B)`, room.lat, 8 * count, 150);
      } finally {
        await clients.close();
      }
    } finally {
      await one.close();
      await two.close();
    }
    return;
  } finally {
    await a.close().catch(() => undefined);
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchSockets(Math.max(0.05, Number(process.env.BENCH_SCALE ?? '1'))).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
