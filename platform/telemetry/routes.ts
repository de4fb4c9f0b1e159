import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiErrorSchema } from '../../schemas/api-error';
import {
  LogBodySchema,
  NetworkPerformanceBodySchema,
  PerformanceBodySchema,
  TelemetryAcceptedSchema,
  ValidationErrorsReportSchema,
} from '../../schemas/telemetry';
import { UtmAcceptedSchema, UtmSendBodySchema, UtmSetBodySchema } from '../../schemas/affiliates';
import { attachUtm, storeUtmSet, visitorIdOf } from './utm';
import { optionalPlayer } from '../http/player-session';
import { RateLimitedError } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { telemetryLogs, telemetryNetwork, telemetryPerformance, telemetryValidationErrors } from './schema';

const errors = { 403: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/** Body limits: a report is small; /log carries a batch of up to LOG_ENTRIES_MAX entries. */
export const TELEMETRY_BODY_LIMIT = 8 * 1024;
export const LOG_BODY_LIMIT = 64 * 1024;
/** Reports per client IP and minute, per sink: far above a sampled browser's rate, low enough to keep the tables sane. */
export const TELEMETRY_RATE = { max: 120, windowMs: 60_000 };

const ok = { ok: true as const };

/**
 * The telemetry and metrics sinks (spec P7 "Other" and "Telemetry"), stored in append-only tables.
 *
 * CSRF decision: these calls are NOT exempt from the X-Requested-With rule. navigator.sendBeacon
 * cannot set headers, so the site sends them with fetch(..., {keepalive: true}), which survives
 * page unload just as a beacon does and carries the header. Keeping the rule means another site
 * cannot fill our tables through a visitor's browser.
 */
export default async function telemetryRoutes(app: PlatformApp): Promise<void> {
  const perIp = (sink: string): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ max: TELEMETRY_RATE.max, timeWindow: TELEMETRY_RATE.windowMs, keyGenerator: (req) => `telemetry:${sink}:${req.ip}` });
    return async (req) => {
      const r = await check(req);
      if (!r.isAllowed && r.isExceeded) throw new RateLimitedError(r.ttl, 'reports');
    };
  };
  const playerIdOf = async (req: FastifyRequest) => (await optionalPlayer(req))?.playerId ?? null;
  const opts = (sink: string, bodyLimit = TELEMETRY_BODY_LIMIT) => ({ bodyLimit, preHandler: perIp(sink) });

  // The visit's UTM set, once per visitor and set (the visitor cookie is made here when missing).
  app.post('/log_utm_set', { ...opts('utm_set'), schema: { body: UtmSetBodySchema, response: { 200: UtmAcceptedSchema, ...errors } } }, async (req, reply) => {
    const visitorId = visitorIdOf(req, reply);
    await storeUtmSet(req.server.deps.db, {
      visitorId,
      utm: req.body.utmMetrics,
      playerId: await playerIdOf(req),
      ip: req.ip,
      at: req.server.deps.clock.now(),
    });
    return ok;
  });

  // The set attached to the signed-in player, once (the first set attached stays the player's).
  // A guest's call changes nothing: `attached: false`.
  app.post(
    '/log_utm_send',
    { ...opts('utm_send'), schema: { body: UtmSendBodySchema, response: { 200: UtmAcceptedSchema, ...errors } } },
    async (req, reply) => {
      const playerId = await playerIdOf(req);
      if (playerId === null) return { ok: true as const, attached: false };
      const visitorId = visitorIdOf(req, reply);
      const attached = await attachUtm(req.server.deps.db, { visitorId, utm: req.body.utmMetrics, playerId, ip: req.ip, at: req.server.deps.clock.now() });
      return { ok: true as const, attached };
    },
  );

  app.put(
    '/metrics-errors-validation',
    { ...opts('validation'), schema: { body: ValidationErrorsReportSchema, response: { 200: TelemetryAcceptedSchema, ...errors } } },
    async (req) => {
      const { side, component, errors: list } = req.body;
      await req.server.deps.db
        .insert(telemetryValidationErrors)
        .values({ side, component, errors: list, playerId: await playerIdOf(req), createdAt: req.server.deps.clock.now() });
      return ok;
    },
  );

  app.put('/log', { ...opts('log', LOG_BODY_LIMIT), schema: { body: LogBodySchema, response: { 200: TelemetryAcceptedSchema, ...errors } } }, async (req) => {
    const playerId = await playerIdOf(req);
    const now = req.server.deps.clock.now();
    const userAgent = req.headers['user-agent']?.slice(0, 512) ?? null;
    await req.server.deps.db.insert(telemetryLogs).values(
      req.body.entries.map((e) => ({
        level: e.level,
        code: e.code,
        message: e.message,
        url: e.url ?? null,
        context: e.context ?? null,
        playerId,
        userAgent,
        loggedAt: e.time ? new Date(e.time) : null,
        createdAt: now,
      })),
    );
    return ok;
  });

  app.put(
    '/performance',
    { ...opts('performance'), schema: { body: PerformanceBodySchema, response: { 200: TelemetryAcceptedSchema, ...errors } } },
    async (req) => {
      await req.server.deps.db
        .insert(telemetryPerformance)
        .values({ page: req.body.page ?? null, timings: req.body.timings, playerId: await playerIdOf(req), createdAt: req.server.deps.clock.now() });
      return ok;
    },
  );

  app.put(
    '/network-performance',
    { ...opts('network'), schema: { body: NetworkPerformanceBodySchema, response: { 200: TelemetryAcceptedSchema, ...errors } } },
    async (req) => {
      const b = req.body;
      await req.server.deps.db.insert(telemetryNetwork).values({
        rtt: b.rtt ?? null,
        downlink: b.downlink ?? null,
        effectiveType: b.effectiveType ?? null,
        playerId: await playerIdOf(req),
        createdAt: req.server.deps.clock.now(),
      });
      return ok;
    },
  );
}
