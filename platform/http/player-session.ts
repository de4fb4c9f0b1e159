import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/**
 * The signed-in player of a request, for every module's routes. Sessions are platform
 * infrastructure (deps.sessions, the auth module's store); this guard only reads the cookie and
 * asks the store, so a module needs no import of auth to know who is calling.
 */

/** Cookie that carries the player's session token. */
export const SESSION_COOKIE = 'rh_session';

export interface PlayerContext {
  playerId: number;
  sessionId: string;
}

/** The signed-in player of this request, or a 401 (which the site turns into the auth-error event). */
export async function requirePlayer(req: FastifyRequest): Promise<PlayerContext> {
  const ctx = await optionalPlayer(req);
  if (!ctx) throw unauthorized();
  return ctx;
}

/** The signed-in player of this request, or null for a guest. Cached on the request. */
export async function optionalPlayer(req: FastifyRequest): Promise<PlayerContext | null> {
  const cached = (req as { _player?: PlayerContext | null })._player;
  if (cached !== undefined) return cached;
  const token = req.cookies[SESSION_COOKIE];
  const row = await req.server.deps.sessions.resolve(token);
  const ctx = row ? { playerId: row.playerId, sessionId: row.id } : null;
  (req as { _player?: PlayerContext | null })._player = ctx;
  return ctx;
}
