import type { RouteOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../platform/app';
import { loadConfig } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import type { PlatformApp } from '../../platform/http/types';
import { createTestDatabase } from '../../platform/testing/test-db';
import { USER_DATA_PATHS, isUserDataQuery } from '../../site/core/stores/user-data';

/**
 * Issue 20 item 10: what a logout forgets (site/core/stores/user-data.ts) is kept in step with the
 * routes the platform really serves. Every GET a guest is refused (401: it answers per player)
 * must be forgotten at logout, and every listed path must be a route's path or its prefix, so the
 * list never names a call nobody makes.
 */
/**
 * Per-player calls with a path parameter: the site keys their queries under another head and marks
 * them `meta: { userData: true }` where it makes them (the file says which). A new one fails the
 * test until it is named here with its query.
 */
const KEYED_WITH_META: Record<string, string> = {
  '/api/lotteries/:id/status': "site/lotteries/queries.ts ['/api/lotteries/status', id]",
  '/api/tournaments/:id/status': "site/tournaments/queries.ts, widgets/QuestProgress/queries.ts ['/api/tournaments/player', id]",
};

describe('the user-data paths forgotten at logout', () => {
  let database: Database;
  let app: PlatformApp;
  const gets: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildPlatform({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      log: pino({ level: 'silent' }),
      outbox: { start: false },
      onRoute: (r: RouteOptions) => {
        if ([r.method].flat().includes('GET') && r.url.startsWith('/api/') && !r.url.startsWith('/api/backoffice/') && !r.url.startsWith('/api/dev/'))
          gets.push(r.url);
      },
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('covers every call that answers a guest 401', async () => {
    expect(gets.length).toBeGreaterThan(50);
    const missed: string[] = [];
    for (const url of gets) {
      // A path parameter becomes a plausible value; the route's own guard answers before it is read.
      const path = url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
      const res = await app.inject({ method: 'GET', url: path, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      if (res.statusCode !== 401) continue;
      // A call under a listed path is covered however its parameters are keyed.
      const head = url.replace(/\/:.*$/, '');
      if (!isUserDataQuery({ queryKey: [head], meta: undefined }) && !(url in KEYED_WITH_META)) missed.push(url);
    }
    expect(missed).toEqual([]);
  });

  it('names only paths the platform serves', () => {
    const unserved = USER_DATA_PATHS.filter((p) => !gets.some((url) => url === p || url.startsWith(`${p}/`)));
    expect(unserved).toEqual([]);
  });
});
