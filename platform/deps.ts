import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { PlatformConfig } from './config';
import type { Db } from './db/client';
import type { Clock } from './clock';
import type { EventBus } from './events';
import type { Mailer } from './mail/mailer';
import type { SessionStore } from './auth/sessions';

/** What every module may use. Built once in buildPlatform; tests pass their own pieces. */
export interface PlatformDeps {
  config: PlatformConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  events: EventBus;
  log: Logger;
  mailer: Mailer;
  sessions: SessionStore;
  /** Present when REDIS_URL is set (rate limits, socket.io adapter). */
  redis?: Redis | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: PlatformDeps;
  }
}
