import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildPlatform } from '../app';
import { OffsetClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import type { PlatformApp } from '../http/types';
import { createTestDatabase } from '../testing/test-db';
import { isLocalRequest, isLoopback } from './dev-tools';
import { staffUsers } from './schema';
import { STAFF_COOKIE, StaffSessionStore } from './sessions';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const GUEST = '203.0.113.7';

/** Issue 12 item 4: the outbox and the movable clock answer only this machine or admin staff. */
describe('tester tools (GET /api/dev/outbox, POST /api/dev/clock)', () => {
  let database: Database;
  let app: PlatformApp;
  let behindProxy: PlatformApp;
  const clock = new OffsetClock();
  let adminToken: string;
  let supportToken: string;

  const staffSession = async (role: 'admin' | 'support') => {
    const [row] = await database.db
      .insert(staffUsers)
      .values({ email: `${role}-${Date.now()}@dev-tools.test`, name: role, role, passwordHash: 'x', twoFactorEnabled: true })
      .returning({ id: staffUsers.id });
    return (await new StaffSessionStore(database.db, clock).create(row!.id, 'active')).token;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildPlatform({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, clock, log: pino({ level: 'silent' }) });
    behindProxy = await buildPlatform({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
      database,
      clock,
      log: pino({ level: 'silent' }),
    });
    await Promise.all([app.ready(), behindProxy.ready()]);
    adminToken = await staffSession('admin');
    supportToken = await staffSession('support');
  });
  afterAll(async () => {
    clock.setOffset(0);
    await app.close();
    await behindProxy.close();
    await database.close();
  });

  const outbox = (opts: Partial<InjectOptions> = {}, on = app) => on.inject({ method: 'GET', url: '/api/dev/outbox?limit=1', ...opts });
  const moveClock = (opts: Partial<InjectOptions> = {}) =>
    app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offset_ms: 3_600_000 }, ...opts, headers: { ...XHR, ...opts.headers } });

  it('refuses a guest from another address: 403, and the clock does not move', async () => {
    const read = await outbox({ remoteAddress: GUEST });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ error: 'dev_tools_forbidden' });
    expect((await app.inject({ method: 'GET', url: '/api/dev/clock', remoteAddress: GUEST })).statusCode).toBe(403);
    const move = await moveClock({ remoteAddress: GUEST });
    expect(move.statusCode).toBe(403);
    expect(clock.offsetMs).toBe(0);
  });

  it('serves the machine itself (IPv4 and IPv6 loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox({ remoteAddress })).statusCode).toBe(200);
    }
    const move = await moveClock({ remoteAddress: '127.0.0.1' });
    expect(move.statusCode).toBe(200);
    expect(clock.offsetMs).toBe(3_600_000);
    clock.setOffset(0);
  });

  it('refuses a visitor a proxy on the same machine forwards, whether TRUST_PROXY is set or not', async () => {
    for (const headers of [
      { 'x-forwarded-for': GUEST },
      { 'x-forwarded-for': `127.0.0.1, ${GUEST}` },
      { 'x-real-ip': GUEST },
      { forwarded: `for="${GUEST}:4711";proto=https` },
      { forwarded: 'for=unknown' },
    ]) {
      expect((await outbox({ remoteAddress: '127.0.0.1', headers })).statusCode, JSON.stringify(headers)).toBe(403);
      expect((await outbox({ remoteAddress: '127.0.0.1', headers }, behindProxy)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect((await moveClock({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': GUEST } })).statusCode).toBe(403);
    expect(clock.offsetMs).toBe(0);
    // A forwarded header never admits: a guest claiming to be the loopback is still a guest.
    expect((await outbox({ remoteAddress: GUEST, headers: { 'x-forwarded-for': '127.0.0.1' } }, behindProxy)).statusCode).toBe(403);
    // A local client through a local proxy stays local.
    expect((await outbox({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }, behindProxy)).statusCode).toBe(200);
  });

  it('serves signed-in admin staff from anywhere, not other roles', async () => {
    const as = (token: string) => ({ remoteAddress: GUEST, headers: { cookie: `${STAFF_COOKIE}=${token}` } });
    expect((await outbox(as(adminToken))).statusCode).toBe(200);
    expect((await moveClock(as(adminToken))).statusCode).toBe(200);
    expect(clock.offsetMs).toBe(3_600_000);
    clock.setOffset(0);
    expect((await outbox(as(supportToken))).statusCode).toBe(403);
    expect((await moveClock(as(supportToken))).statusCode).toBe(403);
    expect((await outbox(as('not-a-session'))).statusCode).toBe(403);
  });

  it('tells loopback addresses apart', () => {
    expect(['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1', '[::1]'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', '127.0.0.1.evil', '', undefined].some(isLoopback)).toBe(false);
    expect(isLocalRequest('127.0.0.1', {})).toBe(true);
    expect(isLocalRequest('127.0.0.1', { forwarded: 'for="[::1]:80", for=127.0.0.1' })).toBe(true);
    expect(isLocalRequest('127.0.0.1', { forwarded: 'for="[2001:db8::1]:80"' })).toBe(false);
  });
});
