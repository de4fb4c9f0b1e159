import pino from 'pino';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildPlatform, type BuildOptions } from '../app';
import { loadConfig, type PlatformConfig } from '../config';
import { ManualClock } from '../clock';
import { EventBus } from '../events';
import type { PlatformApp } from '../http/types';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-db';

export interface TestPlatform {
  app: PlatformApp;
  database: Database & { url?: string };
  clock: ManualClock;
  events: EventBus;
  config: PlatformConfig;
  /**
   * Hands every committed event to its consumers now (platform/outbox). Delivery does not run in the
   * background in tests, so a test says when reactions (pushes) have happened instead of waiting.
   */
  drain(): Promise<void>;
  /** inject() with the X-Requested-With header the site always sends. */
  call(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A platform on a fresh copy of the migrated test database, with a clock the test moves. */
export async function createTestPlatform(env: Record<string, string> = {}, opts: Pick<BuildOptions, 'extraPolicies' | 'outbox'> = {}): Promise<TestPlatform> {
  const database = await createTestDatabase();
  const clock = new ManualClock('2026-11-22T12:00:00Z');
  const events = new EventBus();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildPlatform({ config, database, clock, events, log: pino({ level: 'silent' }), ...opts, outbox: { start: false, ...opts.outbox } });
  await app.ready();
  return {
    app,
    database,
    clock,
    events,
    config,
    drain: () => app.outbox.drain(),
    call: (opts) => app.inject({ ...opts, headers: { 'x-requested-with': 'XMLHttpRequest', ...(opts.headers ?? {}) } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Keeps cookies between calls, as a browser would. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now() - 1000) || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
