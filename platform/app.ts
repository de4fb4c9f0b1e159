import Fastify from 'fastify';
import type { FastifyServerFactory, RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { z } from 'zod';
import { redisName, type PlatformConfig } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './clock';
import { EventBus } from './events';
import { createMailer } from './mail/mailer';
import { SessionStore } from './auth/sessions';
import { rewriteAlias } from './http/aliases';
import { errorHandler, HttpError, RateLimitedError } from './http/errors';
import { emptyBodyHasNoType } from './http/json';
import { docsRouteSchemas, registerOpenApi } from './http/openapi';
import type { PlatformApp } from './http/types';
import type { PlatformDeps } from './deps';
import { composeModules, eventConsumers, type PlatformModules, type PlatformPolicies } from './modules';
import { Outbox, type OutboxOptions } from './outbox/index';

/** Paths served by the platform; everything else goes to Next (see server.ts). */
export const PLATFORM_PREFIXES = [
  '/api/',
  // SoftSwiss-style front-end service paths, aliases of ours (http/aliases.ts).
  '/api-fe/',
  // SoftSwiss "jam" service paths (GET /jam/vip_status_progress).
  '/jam/',
  '/check-email',
  '/client-context',
  '/log_utm_set',
  '/log_utm_send',
  '/metrics-errors-validation',
  '/restore-id/',
  '/log',
  '/performance',
  '/network-performance',
  '/messages/',
  '/health',
  '/game-previews/',
  '/studio/',
  '/sandbox-pay/',
] as const;

export function isPlatformPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return PLATFORM_PREFIXES.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`)));
}

export interface BuildOptions {
  config: PlatformConfig;
  database: Database;
  clock?: Clock;
  log?: Logger;
  events?: EventBus;
  redis?: PlatformDeps['redis'];
  serverFactory?: FastifyServerFactory;
  /** Sees every route as it is registered (the fuzz test enumerates the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The event stream's delivery (platform/outbox); `start: false` leaves delivery to the caller (tests, bench). */
  outbox?: Partial<OutboxOptions> & { start?: boolean };
  /** Checks run after the platform's own policies, on this app only (tests refuse a bet or deposit on purpose). */
  extraPolicies?: Partial<PlatformPolicies>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules composeModules built for this app (tests, bench and server.ts reach services here). */
    modules: PlatformModules;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function buildPlatform(opts: BuildOptions): Promise<PlatformApp> {
  const log = opts.log ?? pino({ level: opts.config.LOG_LEVEL });
  const clock = opts.clock ?? systemClock;
  const { db, kind } = opts.database;
  const deps: PlatformDeps = {
    config: opts.config,
    db,
    dbKind: kind,
    exclusive: (name, fn, o) => opts.database.exclusive(name, fn, o),
    clock,
    events: opts.events ?? new EventBus(),
    log,
    mailer: createMailer({ db, clock, log, smtpUrl: opts.config.SMTP_URL, from: opts.config.MAIL_FROM }),
    sessions: new SessionStore(db, clock),
    redis: opts.redis,
  };

  const app = Fastify({
    loggerInstance: log,
    // 64 KiB is plenty for every JSON call; uploads get their own limit on their route.
    bodyLimit: 64 * 1024,
    trustProxy: opts.config.TRUST_PROXY,
    rewriteUrl: (req) => rewriteAlias(req.url ?? '/'),
    ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRoute', docsRouteSchemas);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ error: 'not_found', message: `No route ${req.method} ${req.url.split('?')[0]}` }));
  app.decorate('deps', deps);
  const composed = composeModules(deps, opts.extraPolicies);
  app.decorate('modules', composed.modules);

  // The durable event stream: this instance delivers it to the consumers listed in modules.ts from
  // the moment the app is ready until it closes (before the database does, server.ts).
  const { start: startOutbox = true, ...outboxOptions } = opts.outbox ?? {};
  const retention = { retentionDays: opts.config.EVENTS_RETENTION_DAYS, parkedRetentionDays: opts.config.EVENTS_PARKED_RETENTION_DAYS };
  // PGlite runs one transaction at a time: every commit notifies and none is held back, so the
  // follow-up pass (lingerMs) would only be an empty pass after every wake-up.
  const linger = opts.database.kind === 'pglite' ? { lingerMs: 0 } : {};
  const outbox = new Outbox({ db, log, listen: opts.database.listen }, eventConsumers(deps), { ...retention, ...linger, ...outboxOptions });
  app.decorate('outbox', outbox);
  // Consumers get their positions when the app is ready, started or not: a 'now' consumer's
  // "now" is this moment, not the first delivery's.
  app.addHook('onReady', async () => (startOutbox ? outbox.start() : outbox.register()));
  app.addHook('onClose', async () => outbox.stop());

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: redisName(opts.config, 'rh-rl:') } : {}),
    errorResponseBuilder: (_req, ctx) => new RateLimitedError(ctx.ttl),
  });

  // Clients that type every call as JSON send bodiless calls so too (http/json.ts).
  app.addHook('onRequest', async (req) => emptyBodyHasNoType(req));

  // Cross-site request forgery: a browser cannot send a custom header cross-origin without CORS,
  // which we never grant, so requiring it on state-changing calls blocks forged form posts.
  app.addHook('onRequest', async (req) => {
    if (STATE_CHANGING.has(req.method) && !req.routeOptions.config?.csrfExempt && !req.headers['x-requested-with']) {
      throw new HttpError(403, 'missing_x_requested_with', 'State-changing requests need the X-Requested-With header');
    }
  });

  // Every answer: no MIME sniffing, no full URL in the referrer of links out. An answer without its
  // own policy (every JSON call; the studio and 3-D Secure pages set theirs) may run and load
  // nothing and may not be framed, should a browser ever be led to open it.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });

  // The OpenAPI document and its reference page: registered before every route, so each is in it.
  await registerOpenApi(app as unknown as PlatformApp);
  app.get('/health', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: true as const }));

  for (const routes of composed.routes) await app.register(routes);
  return app as unknown as PlatformApp;
}
