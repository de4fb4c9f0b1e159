import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '../../schemas/api-error';
import {
  ChangePasswordBodySchema,
  ChangePasswordResultSchema,
  DevClockBodySchema,
  DevClockSchema,
  PlayerSessionParamsSchema,
  PlayerSessionsSchema,
  type PlayerSession,
} from '../../schemas/profile';
import { VALIDATION_MESSAGES, validationMessage } from '../../schemas/validation';
import { requirePlayer } from '../http/player-session';
import { OffsetClock } from '../clock';
import { HttpError, notFound, unauthorized } from '../http/errors';
import type { PlatformApp } from '../http/types';
import type { PlatformDeps } from '../deps';
import { players } from './schema';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * The handle the site sees for a session: derived from the stored id (itself the SHA-256 of the
 * cookie token), so neither the token nor the stored id ever leaves the platform.
 */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(`session-handle:${sessionId}`).digest('hex').slice(0, 16);
}

/** The player's signed-in (not two-factor-pending), unrevoked, unexpired sessions, oldest first. */
async function liveSessions(deps: PlatformDeps, playerId: number, currentId: string): Promise<PlayerSession[]> {
  const rows = await deps.sessions.live([playerId], deps.clock.now());
  return rows.map((r) => ({
    id: sessionHandle(r.id),
    current: r.id === currentId,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    ip: r.ip,
    user_agent: r.userAgent,
  }));
}

/**
 * The profile's security calls: change password with the current one (other sessions end), the
 * player's live login sessions and ending one of them; and the testers' clock (never in
 * production). Registered by `playerRoutes`.
 */
/** What the security routes are given (through playerRoutes) by the composition root: auth's password hashing and staff's dev-tools check. */
export interface SecurityPorts {
  hashPassword(password: string): Promise<string>;
  verifyPassword(passwordHash: string, password: string): Promise<boolean>;
  requireDevTools(req: FastifyRequest): Promise<void>;
}

export default async function securityRoutes(app: PlatformApp, { hashPassword, verifyPassword, requireDevTools }: SecurityPorts): Promise<void> {
  app.put(
    '/api/player/password',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
      schema: { body: ChangePasswordBodySchema, response: { 200: ChangePasswordResultSchema, ...errors } },
    },
    async (req) => {
      const { deps } = req.server;
      const { playerId, sessionId } = await requirePlayer(req);
      const u = req.body.user;
      const [row] = await deps.db.select({ hash: players.passwordHash }).from(players).where(eq(players.id, playerId));
      if (!row) throw unauthorized();
      if (!(await verifyPassword(row.hash, u.current_password))) {
        throw new HttpError(422, 'invalid_current_password', 'The current password is not right', {
          'user.current_password': [validationMessage(VALIDATION_MESSAGES.currentPasswordWrong)],
        });
      }
      if (u.password === u.current_password) {
        throw new HttpError(422, 'validation_failed', 'The new password must differ from the current one', {
          'user.password': [validationMessage(VALIDATION_MESSAGES.passwordUnchanged)],
        });
      }
      const passwordHash = await hashPassword(u.password);
      const ended = await deps.db.transaction(async (tx) => {
        await tx.update(players).set({ passwordHash }).where(eq(players.id, playerId));
        return deps.sessions.revokeAllForPlayer(playerId, sessionId, tx);
      });
      if (ended.length) deps.events.emit('player.sessions_revoked', { playerId, sessionIds: ended });
      return { ok: true as const, sessions_ended: ended.length };
    },
  );

  app.get('/api/player/sessions', { schema: { response: { 200: PlayerSessionsSchema, ...errors } } }, async (req) => {
    const { playerId, sessionId } = await requirePlayer(req);
    return liveSessions(req.server.deps, playerId, sessionId);
  });

  app.delete('/api/player/sessions/:id', { schema: { params: PlayerSessionParamsSchema, response: { 200: PlayerSessionsSchema, ...errors } } }, async (req) => {
    const { deps } = req.server;
    const { playerId, sessionId } = await requirePlayer(req);
    const target = (await deps.sessions.unrevokedIds(playerId)).find((id) => sessionHandle(id) === req.params.id);
    if (!target) throw notFound('No such session');
    if (target === sessionId) {
      throw new HttpError(422, 'current_session', 'Use log out to end the session you are using', { id: ['is the session in use'] });
    }
    await deps.sessions.revoke(target);
    deps.events.emit('player.sessions_revoked', { playerId, sessionIds: [target] });
    return liveSessions(deps, playerId, sessionId);
  });

  // Testers move the platform clock to see time-bound rules (a loosened limit after 24 hours).
  // Where the outbox is hidden (production) or the clock is not movable, it answers like no route;
  // elsewhere only the machine itself or admin staff may use it (platform/staff/dev-tools.ts).
  const clockOf = async (req: FastifyRequest) => {
    const { clock, config } = req.server.deps;
    if (!config.exposeOutbox || !(clock instanceof OffsetClock)) throw notFound('No route /api/dev/clock');
    await requireDevTools(req);
    return clock;
  };
  app.get('/api/dev/clock', { schema: { response: { 200: DevClockSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } } }, async (req) => {
    const clock = await clockOf(req);
    return { now: clock.now().toISOString(), offset_ms: clock.offsetMs };
  });
  app.post(
    '/api/dev/clock',
    { schema: { body: DevClockBodySchema, response: { 200: DevClockSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema } } },
    async (req) => {
      const clock = await clockOf(req);
      clock.setOffset(req.body.offset_ms);
      return { now: clock.now().toISOString(), offset_ms: clock.offsetMs };
    },
  );
}
