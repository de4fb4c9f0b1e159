/**
 * One process, one port: the platform (Fastify) answers its paths, socket.io its upgrade and
 * polling path, and Next.js everything else. `npm start` runs this after building when needed.
 */
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import pino from 'pino';
import { Redis } from 'ioredis';
import { loadConfig, redisName } from './platform/config';
import { migrateDatabase, openDatabase } from './platform/db/client';
import { buildPlatform, isPlatformPath } from './platform/app';
import { attachRealtime } from './platform/realtime';
import { runSeed } from './platform/seed';
import { closeServer } from './platform/shutdown';
import { CLOCK_OFFSET_CHANNEL, OffsetClock, relayClockOffset } from './platform/clock';
import { CMS_INVALIDATION_CHANNEL, startCmsInvalidation } from './cms-adapters/invalidation';
import { createGuestPageCache } from './site/page-cache/guest-page-cache';
import { devToolsAllowed, staffTokenOf } from './platform/staff';
import { withResponseStatus } from './site/routing/response-status';

/** The tester pages (app/dev): served only to this machine or admin staff, like their API. */
const DEV_PAGES = /^\/dev(?:[/?#]|$)/;

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL, ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}) });
  const dev = config.NODE_ENV === 'development';

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) });
  await migrateDatabase(database);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;

  const nextApp = next({ dev, dir: import.meta.dirname, hostname: 'localhost', port: config.PORT });
  const nextReady = nextApp.prepare();
  const nextHandler = nextApp.getRequestHandler();

  // Guests' lobby HTML, rendered once per variant every few seconds (site/page-cache/README.md).
  const pageCache = createGuestPageCache({ ttlMs: config.PAGE_CACHE_TTL_MS ?? (dev ? 0 : 10_000), countryHeader: config.GEO_COUNTRY_HEADER });

  // With several instances (REDIS_URL) a tester's clock offset is relayed to all of them.
  const testerClock = config.exposeOutbox ? new OffsetClock() : undefined;
  const clockSubscriber = testerClock ? redis?.duplicate() : undefined;
  const stopClockRelay =
    testerClock && redis && clockSubscriber
      ? await relayClockOffset(testerClock, { publisher: redis, subscriber: clockSubscriber }, redisName(config, CLOCK_OFFSET_CHANNEL))
      : undefined;

  let platformHandler: http.RequestListener | undefined;
  let devToolsGate: ((req: http.IncomingMessage) => Promise<boolean>) | undefined;
  const server = http.createServer((req, res) => {
    if (config.INSTANCE_ID) res.setHeader('x-instance', config.INSTANCE_ID);
    if (platformHandler && isPlatformPath(req.url ?? '/')) return platformHandler(req, res);
    if (req.url?.startsWith('/socket.io/')) return; // socket.io's own listener answers these.
    if (devToolsGate && DEV_PAGES.test(req.url ?? '/')) {
      devToolsGate(req).then(
        (allowed) => {
          if (allowed) return pageCache.handle(req, res, () => withResponseStatus(res, () => void nextHandler(req, res)));
          res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
          res.end('The tester pages answer only on the machine the server runs on, or to signed-in admin staff.\n');
        },
        (err: unknown) => {
          log.error({ err }, 'tester page access check failed');
          res.writeHead(500).end();
        },
      );
      return;
    }
    // A page may answer 404 without throwing (site/routing/response-status.ts).
    pageCache.handle(req, res, () => withResponseStatus(res, () => void nextHandler(req, res)));
  });
  // Node closes an idle keep-alive connection after 5 s; a request the client sends on it at that
  // moment is reset (ECONNRESET), which a proxy or an API client reusing its connections meets
  // under load. The server keeps idle connections longer than the usual proxy and balancer idle
  // timeouts (60 s), so the other side closes first; the headers timeout must exceed it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const app = await buildPlatform({
    config,
    database,
    // Outside production testers may move the clock (POST /api/dev/clock, platform/player/README.md).
    ...(testerClock ? { clock: testerClock } : {}),
    log,
    redis,
    serverFactory: (handler) => {
      platformHandler = handler;
      return server;
    },
  });

  if (config.exposeOutbox) devToolsGate = (req) => devToolsAllowed(app.deps, req, staffTokenOf(req.headers.cookie));

  // A publish drops the site's memo of CMS content at once, here and (over Redis) on every other
  // instance: the page shows the change on the next request (cms-adapters/README.md).
  const cmsSubscriber = redis?.duplicate();
  const stopCmsInvalidation = await startCmsInvalidation({
    onLocalPublish: (listener) => app.deps.events.on('cms.published', listener),
    redis: redis && cmsSubscriber ? { publisher: redis, subscriber: cmsSubscriber } : undefined,
    channel: redisName(config, CMS_INVALIDATION_CHANNEL),
    alsoDrop: () => pageCache.clear(),
    log,
  });

  // Instances starting together on one PostgreSQL seed one after the other: the second finds the
  // demo casino there (each step adds only what is missing) instead of racing the first to insert it.
  const seeded = await database.exclusive('seed', () => runSeed(app.deps), { wait: true });
  const lines = seeded.ran ? seeded.value : [];
  const closeRealtime = await attachRealtime(server, app.deps);
  await nextReady;
  if (dev) {
    // socket.io must not swallow Next's HMR websocket (it destroys upgrades that are not its own by default).
    const upgrade = nextApp.getUpgradeHandler();
    server.on('upgrade', (req, socket, head) => {
      if (!req.url?.startsWith('/socket.io/')) void upgrade(req, socket, head);
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  const banner = [`Reelhouse is up at ${url} (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`];
  if (config.exposeOutbox) banner.push(`Mail outbox (tester page): ${url}/dev/outbox`);
  if (config.REELHOUSE_ENV !== 'production' && lines.length) banner.push('Demo accounts:', ...lines.map((l) => `  ${l}`));
  console.log(banner.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await stopCmsInvalidation();
      cmsSubscriber?.disconnect();
      await stopClockRelay?.();
      clockSubscriber?.disconnect();
      await closeServer({ closeRealtime, app, nextApp, redis, database });
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
