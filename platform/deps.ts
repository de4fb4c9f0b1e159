import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { PlatformConfig } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './clock';
import type { EventBus } from './events';
import type { Mailer } from './mail/mailer';
import type { SessionStore } from './auth/sessions';

/** What every module may use. Built once in buildPlatform; tests pass their own pieces. */
export interface PlatformDeps {
  config: PlatformConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /**
   * A cluster-wide lock by name (PostgreSQL advisory lock; nothing on PGlite, which one process
   * owns): the periodic jobs run a pass only where they hold it, so with several instances up a
   * pass runs on one at a time and never twice at once.
   */
  exclusive: Database['exclusive'];
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
