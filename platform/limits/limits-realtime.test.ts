import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '../../schemas/realtime';
import { Browser, freshEmail, GOOD_PASSWORD, registration } from '../auth/auth-test-helpers';
import { SESSION_COOKIE } from '../auth/sessions';
import { attachRealtime } from '../realtime/index';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { endOverlongSessions } from './session-sweep';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The limits as a player's open tabs see them over socket.io: a cooling-off closes every tab's
 * socket at once, a session limit closes that session's sockets after raising the warning.
 */
describe('limits over realtime', () => {
  let t: TestPlatform;
  let url: string;
  let closeRealtime: () => Promise<void>;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestPlatform();
    closeRealtime = await attachRealtime(t.app.server, t.app.deps);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(async () => {
    await closeRealtime?.();
    await t?.close();
  });

  function tab(b: Browser): Promise<Client> {
    const c: Client = connectClient(url, {
      path: '/socket.io/',
      transports: ['websocket'],
      extraHeaders: { cookie: `${SESSION_COOKIE}=${b.token}`, origin: 'http://localhost:3000' },
      reconnection: false,
      forceNew: true,
      timeout: 5000,
    });
    clients.push(c);
    return new Promise((resolve, reject) => {
      c.once('connect', () => resolve(c));
      c.once('connect_error', reject);
    });
  }
  const closed = (c: Client) => new Promise<string>((resolve) => (c.connected ? c.once('disconnect', (reason) => resolve(reason)) : resolve('already')));

  async function twoBrowsers() {
    const email = freshEmail('rt');
    const a = new Browser(t);
    expect((await a.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    const b = new Browser(t);
    expect((await b.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
    return { a, b, email };
  }

  it('self-exclusion closes the sockets of every tab and browser at once and ends their HTTP sessions', async () => {
    const { a, b } = await twoBrowsers();
    const tabs = await Promise.all([tab(a), tab(a), tab(b)]);
    const gone = tabs.map(closed);
    const res = await a.call('POST', '/api/user_limits', { type: 'selfexclusion', period: '6_months' });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect', 'io server disconnect']);
    expect((await a.call('GET', '/api/player')).statusCode).toBe(401);
    expect((await b.call('GET', '/api/player')).statusCode).toBe(401);
  });

  it('a session limit raises the persistent warning, then closes that session’s sockets', async () => {
    const { a } = await twoBrowsers();
    await a.call('POST', '/api/user_limits', { type: 'session', minutes: 15 });
    const socket = await tab(a);
    const warning = new Promise<unknown>((resolve) => socket.on('private:game_limits', resolve));
    const gone = closed(socket);
    t.clock.advance(15 * 60_000);
    expect(await endOverlongSessions(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await warning).toMatchObject({ type: 'session', action: 'reached', reached: true });
    expect(await gone).toBe('io server disconnect');
    expect((await a.call('GET', '/api/player')).statusCode).toBe(401);
  });
});
