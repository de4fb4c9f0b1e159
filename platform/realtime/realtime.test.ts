import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '../../schemas/realtime';
import { buildPlatform } from '../app';
import { players } from '../db/schema';
import { SESSION_COOKIE, SESSION_IDLE_MS } from '../auth/sessions';
import type { EventBus } from '../events';
import type { PlatformApp } from '../http/types';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { attachRealtime, originAllowed, pushToPlayer, pushToPublic } from './index';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** CI has Redis, so there the cross-instance test must run; elsewhere it is skipped without one. */
const requireRedis = process.env.CI === 'true' || process.env.REQUIRE_REDIS === '1';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
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
const redisUp = await redisReachable();

/** One platform instance listening on an ephemeral port with socket.io attached. */
interface Instance {
  app: PlatformApp;
  url: string;
  events: EventBus;
  close(): Promise<void>;
}

async function listen(app: PlatformApp, adapterKey?: string, sendChunk?: number): Promise<Instance> {
  const closeRealtime = await attachRealtime(app.server, app.deps, { ...(adapterKey ? { adapterKey } : {}), ...(sendChunk ? { sendChunk } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    events: app.deps.events,
    close: async () => {
      await closeRealtime();
      await app.close();
    },
  };
}

const clients: Client[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});

interface ConnectOpts {
  token?: string;
  origin?: string | null;
  transports?: ('websocket' | 'polling')[];
}

/** A socket.io client as a browser page would open it (cookie and Origin headers). */
function open(url: string, { token, origin = 'http://localhost:3000', transports = ['websocket'] }: ConnectOpts = {}): Client {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.cookie = `other=1; ${SESSION_COOKIE}=${token}`;
  if (origin) headers.origin = origin;
  const c: Client = connectClient(url, { path: '/socket.io/', transports, extraHeaders: headers, reconnection: false, forceNew: true, timeout: 5000 });
  clients.push(c);
  return c;
}

function connected(c: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    if (c.connected) return resolve();
    c.once('connect', () => resolve());
    c.once('connect_error', (err) => reject(err));
  });
}

function refused(c: Client): Promise<Error> {
  return new Promise((resolve, reject) => {
    c.once('connect', () => reject(new Error('connected, but should have been refused')));
    c.once('connect_error', (err) => resolve(err));
  });
}

function disconnected(c: Client): Promise<string> {
  return new Promise((resolve) => {
    if (!c.connected) return resolve('already');
    c.once('disconnect', (reason) => resolve(reason));
  });
}

/** Every event a client receives, in order. */
function recorder(c: Client): { events: { name: string; payload: unknown }[]; next(name: string): Promise<unknown> } {
  const events: { name: string; payload: unknown }[] = [];
  const waiters: { name: string; resolve: (p: unknown) => void }[] = [];
  c.onAny((name: string, payload: unknown) => {
    events.push({ name, payload });
    for (const w of waiters.splice(0)) {
      if (w.name === name) w.resolve(payload);
      else waiters.push(w);
    }
  });
  return {
    events,
    next: (name) => new Promise((resolve) => waiters.push({ name, resolve })),
  };
}

const win = (n: number) => ({
  game_identifier: 'studio:lucky',
  game_title: 'Lucky',
  player_name: 'Jo***',
  currency: 'EUR',
  amount_cents: n,
  at: '2026-11-22T12:00:00Z',
});
const balance = (n: number) => ({ currency: 'EUR', amount_cents: n, available_to_cashout_cents: n });

let emailCounter = 0;
async function newPlayer(t: TestPlatform): Promise<number> {
  emailCounter += 1;
  const [row] = await t.database.db
    .insert(players)
    .values({ email: `rt${emailCounter}-${randomBytes(3).toString('hex')}@example.com`, passwordHash: 'not-used', currency: 'EUR', confirmedAt: t.clock.now() })
    .returning({ id: players.id });
  return row!.id;
}

async function newSession(t: TestPlatform, playerId: number): Promise<string> {
  return (await t.app.deps.sessions.create(playerId, 'active')).token;
}

describe('realtime (one instance)', () => {
  let t: TestPlatform;
  let inst: Instance;
  beforeAll(async () => {
    t = await createTestPlatform();
    // Public pushes to more than two sockets go out in chunks here, as a large room's do.
    inst = await listen(t.app, undefined, 2);
  });
  afterAll(async () => {
    await inst.close();
    await t.close();
  });

  it('puts a guest in the public room only and a player in the public and their private room', async () => {
    const playerId = await newPlayer(t);
    const otherId = await newPlayer(t);
    const guest = open(inst.url);
    const player = open(inst.url, { token: await newSession(t, playerId), transports: ['polling', 'websocket'] });
    const other = open(inst.url, { token: await newSession(t, otherId) });
    await Promise.all([connected(guest), connected(player), connected(other)]);
    const [g, p, o] = [recorder(guest), recorder(player), recorder(other)];

    const got = [p.next('public:wins'), g.next('public:wins'), o.next('public:wins')];
    pushToPlayer(inst.events, playerId, 'private:balance', balance(1234));
    pushToPublic(inst.events, 'public:wins', win(500));
    await Promise.all(got);

    // Per-socket order is kept, so a private event would have arrived before the public marker.
    expect(p.events).toEqual([
      { name: 'private:balance', payload: balance(1234) },
      { name: 'public:wins', payload: win(500) },
    ]);
    expect(g.events).toEqual([{ name: 'public:wins', payload: win(500) }]);
    expect(o.events).toEqual([{ name: 'public:wins', payload: win(500) }]);
  });

  it('writes a large room in chunks that yield between them, reaching every socket once and in order', async () => {
    const guests = Array.from({ length: 5 }, () => open(inst.url));
    await Promise.all(guests.map(connected));
    const seen = guests.map(recorder);
    const wins = (r: (typeof seen)[number]) => r.events.filter((e) => e.name === 'public:wins');
    pushToPublic(inst.events, 'public:wins', win(1));
    pushToPublic(inst.events, 'public:wins', win(2));
    for (let i = 0; i < 500 && !seen.every((r) => wins(r).length >= 2); i++) await new Promise((r) => setTimeout(r, 10));
    for (const r of seen) expect(wins(r).map((e) => e.payload)).toEqual([win(1), win(2)]);
  });

  it('drops pushes that break the contract (unknown name, bad payload, wrong channel)', async () => {
    const playerId = await newPlayer(t);
    const player = open(inst.url, { token: await newSession(t, playerId) });
    await connected(player);
    const p = recorder(player);
    const marker = p.next('public:wins');
    t.events.emit('player.push', { playerId, event: 'private:nonsense', payload: {} });
    t.events.emit('player.push', { playerId, event: 'private:balance', payload: { currency: 'EUR', amount_cents: 1.5 } });
    t.events.emit('player.push', { playerId, event: 'public:wins', payload: win(1) });
    t.events.emit('public.push', { event: 'private:balance', payload: balance(1) });
    pushToPublic(inst.events, 'public:wins', win(2));
    await marker;
    expect(p.events).toEqual([{ name: 'public:wins', payload: win(2) }]);
  });

  it('treats a missing, unknown or expired cookie as a guest', async () => {
    const playerId = await newPlayer(t);
    const expiring = await newSession(t, playerId);
    t.clock.advance(SESSION_IDLE_MS + 60_000);
    const sockets = [open(inst.url, { token: 'not-a-session' }), open(inst.url, { token: 'x'.repeat(500) }), open(inst.url, { token: expiring })];
    await Promise.all(sockets.map(connected));
    const recs = sockets.map(recorder);
    const markers = recs.map((r) => r.next('public:wins'));
    pushToPlayer(inst.events, playerId, 'private:balance', balance(1));
    pushToPublic(inst.events, 'public:wins', win(3));
    await Promise.all(markers);
    for (const r of recs) expect(r.events.map((e) => e.name)).toEqual(['public:wins']);
  });

  it('refuses a page of another origin, on websocket and on polling', async () => {
    const playerId = await newPlayer(t);
    const token = await newSession(t, playerId);
    for (const transports of [['websocket'], ['polling']] as const) {
      await refused(open(inst.url, { token, origin: 'http://evil.example', transports: [...transports] }));
      await refused(open(inst.url, { token, origin: 'null', transports: [...transports] }));
    }
    // Its own origin (the host the request was addressed to) and PUBLIC_URL's are fine.
    await connected(open(inst.url, { token, origin: inst.url }));
    await connected(open(inst.url, { token, origin: 'http://localhost:3000' }));
  });

  it("closes the sockets of a session at logout and keeps the player's other sessions", async () => {
    const playerId = await newPlayer(t);
    const tokenA = await newSession(t, playerId);
    const tokenB = await newSession(t, playerId);
    const a = open(inst.url, { token: tokenA });
    const a2 = open(inst.url, { token: tokenA, transports: ['polling'] });
    const b = open(inst.url, { token: tokenB });
    await Promise.all([connected(a), connected(a2), connected(b)]);

    const gone = [disconnected(a), disconnected(a2)];
    const res = await t.call({ method: 'DELETE', url: '/api/users/sign_out', headers: { cookie: `${SESSION_COOKIE}=${tokenA}` } });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(b.connected).toBe(true);

    // A later connection with the ended session is a guest.
    const again = open(inst.url, { token: tokenA });
    await connected(again);
    const r = recorder(again);
    const marker = r.next('public:wins');
    pushToPlayer(inst.events, playerId, 'private:balance', balance(9));
    pushToPublic(inst.events, 'public:wins', win(9));
    await marker;
    expect(r.events.map((e) => e.name)).toEqual(['public:wins']);

    // "All sessions" (password change, self-exclusion) closes the rest.
    const bGone = disconnected(b);
    t.events.emit('player.sessions_revoked', { playerId, sessionIds: 'all' });
    expect(await bGone).toBe('io server disconnect');
  });

  it('checks Origin as a browser sends it', () => {
    const allowed = new Set(['https://reelhouse.example']);
    const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
    expect(originAllowed(req({ origin: 'https://reelhouse.example', host: 'internal:3000' }), allowed)).toBe(true);
    expect(originAllowed(req({ origin: 'http://localhost:3300', host: 'localhost:3300' }), allowed)).toBe(true);
    expect(originAllowed(req({ origin: 'https://evil.example', host: 'reelhouse.example' }), allowed)).toBe(false);
    expect(originAllowed(req({ origin: 'not a url', host: 'reelhouse.example' }), allowed)).toBe(false);
    // A same-origin polling GET may come without Origin; a cross-site one says so in Sec-Fetch-Site.
    expect(originAllowed(req({ host: 'reelhouse.example' }), allowed)).toBe(true);
    expect(originAllowed(req({ host: 'reelhouse.example', 'sec-fetch-site': 'same-origin' }), allowed)).toBe(true);
    expect(originAllowed(req({ host: 'reelhouse.example', 'sec-fetch-site': 'cross-site' }), allowed)).toBe(false);
    expect(originAllowed(req({ host: 'reelhouse.example', 'sec-fetch-site': 'same-site' }), allowed)).toBe(false);
  });
});

describe.skipIf(!redisUp && !requireRedis)('realtime across instances (Redis adapter)', () => {
  let t: TestPlatform;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    // Two instances of one deployment: one database, one Redis, their own event buses and ports.
    // A key of their own keeps parallel runs (PGlite and PostgreSQL) on one Redis apart.
    const adapterKey = `rh-test-${randomBytes(6).toString('hex')}`;
    t = await createTestPlatform({ REDIS_URL });
    const second = await buildPlatform({ config: t.config, database: t.database, clock: t.clock, log: pino({ level: 'silent' }) });
    await second.ready();
    a = await listen(t.app, adapterKey);
    b = await listen(second, adapterKey);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  it('delivers an event emitted on one instance to a client connected to the other', async () => {
    const playerId = await newPlayer(t);
    const onB = open(b.url, { token: await newSession(t, playerId) });
    const guestOnB = open(b.url);
    await Promise.all([connected(onB), connected(guestOnB)]);
    const p = recorder(onB);
    const g = recorder(guestOnB);

    // The other instance's Redis subscription may still be settling: repeat until it arrives.
    const got = p.next('private:balance');
    let n = 0;
    const timer = setInterval(() => pushToPlayer(a.events, playerId, 'private:balance', balance(++n)), 100);
    try {
      await got;
    } finally {
      clearInterval(timer);
    }
    expect(a.events).not.toBe(b.events);

    const pub = [p.next('public:wins'), g.next('public:wins')];
    pushToPublic(a.events, 'public:wins', win(77));
    expect(await Promise.all(pub)).toEqual([win(77), win(77)]);
    expect(g.events.map((e) => e.name)).toEqual(['public:wins']);
  });

  it("logout on one instance closes the session's sockets on the other", async () => {
    const playerId = await newPlayer(t);
    const token = await newSession(t, playerId);
    const onB = open(b.url, { token });
    await connected(onB);
    const gone = disconnected(onB);
    const res = await a.app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
