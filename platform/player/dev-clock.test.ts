import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevClockSchema } from '../../schemas/profile';
import { buildPlatform } from '../app';
import { OffsetClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import type { PlatformApp } from '../http/types';
import { createTestDatabase } from '../testing/test-db';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

describe('testers’ clock (POST /api/dev/clock)', () => {
  let database: Database;
  let demo: PlatformApp;
  let production: PlatformApp;
  const clock = new OffsetClock();
  beforeAll(async () => {
    database = await createTestDatabase();
    demo = await buildPlatform({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, clock, log: pino({ level: 'silent' }) });
    production = await buildPlatform({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REELHOUSE_ENV: 'production', EXPOSE_OUTBOX: 'false' }),
      database,
      clock: new OffsetClock(),
      log: pino({ level: 'silent' }),
    });
    await Promise.all([demo.ready(), production.ready()]);
  });
  afterAll(async () => {
    await demo.close();
    await production.close();
    await database.close();
  });

  it('moves the platform clock ahead of real time and back', async () => {
    const day = 24 * 60 * 60 * 1000;
    const res = await demo.inject({ method: 'POST', url: '/api/dev/clock', headers: XHR, payload: { offset_ms: day } });
    expect(res.statusCode).toBe(200);
    const body = DevClockSchema.parse(res.json());
    expect(body.offset_ms).toBe(day);
    expect(Math.abs(Date.parse(body.now) - (Date.now() + day))).toBeLessThan(5000);
    expect(Math.abs(clock.now().getTime() - (Date.now() + day))).toBeLessThan(5000);
    const back = DevClockSchema.parse((await demo.inject({ method: 'POST', url: '/api/dev/clock', headers: XHR, payload: { offset_ms: 0 } })).json());
    expect(back.offset_ms).toBe(0);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5000);
  });

  it.each([{ offset_ms: -1 }, { offset_ms: 1.5 }, { offset_ms: 10 ** 15 }, {}])('refuses %j with 422', async (payload) => {
    expect((await demo.inject({ method: 'POST', url: '/api/dev/clock', headers: XHR, payload })).statusCode).toBe(422);
  });

  it('does not exist in production', async () => {
    expect((await production.inject({ method: 'GET', url: '/api/dev/clock' })).statusCode).toBe(404);
    expect((await production.inject({ method: 'POST', url: '/api/dev/clock', headers: XHR, payload: { offset_ms: 1000 } })).statusCode).toBe(404);
  });
});
