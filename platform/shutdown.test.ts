import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connectClient } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { attachRealtime } from './realtime/index';
import { closeServer } from './shutdown';
import { createTestPlatform, type TestPlatform } from './testing/test-platform';

/** server.ts's SIGTERM path, on a real listening platform with socket.io attached. */
describe('graceful shutdown', () => {
  let t: TestPlatform | undefined;
  let closed = false;
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  it('disconnects socket.io clients, stops taking connections, then closes the database last', async () => {
    t = await createTestPlatform();
    const closeRealtime = await attachRealtime(t.app.server, t.app.deps);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const client = connectClient(url, { path: '/socket.io/', transports: ['websocket'], extraHeaders: { origin: url }, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });
    const gone = new Promise<string>((resolve) => client.once('disconnect', resolve));

    const order: string[] = [];
    const { app, database } = t;
    await closeServer({
      closeRealtime: async () => {
        await closeRealtime();
        order.push('realtime');
      },
      app: { close: async () => (await app.close(), order.push('http')) },
      redis: { disconnect: () => order.push('redis') },
      database: {
        close: async () => {
          // Everything before may still write: the database must be open until here.
          await database.db.execute(sql`SELECT 1`);
          await database.close();
          order.push('database');
        },
      },
    });
    closed = true;

    expect(order).toEqual(['realtime', 'http', 'redis', 'database']);
    expect(await gone).toBe('io server disconnect');
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toThrow();
  });
});
