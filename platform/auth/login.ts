import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { players } from '../player/schema';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { hashToken, SESSION_COOKIE, type SessionStage } from './sessions';
import { appendEvent } from '../outbox/append';

export type PlayerRow = typeof players.$inferSelect;

/**
 * Checks that may refuse a sign-in once the password matched (a running cooling-off or
 * self-exclusion); the module that owns the rule registers it at start-up, as the game guards do.
 */
export type SignInGuard = (playerId: number) => Promise<void>;
export const signInGuards: SignInGuard[] = [];

export async function findPlayerByEmail(db: Db, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email.trim().toLowerCase()));
  return row;
}

export async function findPlayerById(db: Db, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

/**
 * Ends the session this browser's cookie names, whatever its stage. A sign-in never keeps the
 * old token (no fixation): every login and every step up mints a new one.
 */
export async function endCookieSession(req: FastifyRequest): Promise<string | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return null;
  const id = hashToken(token);
  await req.server.deps.sessions.revoke(id);
  return id;
}

/**
 * Starts a session of `stage` for the player in this browser: the previous cookie's session is
 * revoked, a fresh 256-bit token is set. An active start also records the sign-in, with its fact on
 * the event stream in the same transaction, and the revoked one is announced so its sockets close.
 */
export async function startSession(req: FastifyRequest, reply: FastifyReply, playerId: number, stage: SessionStage): Promise<string> {
  const { deps } = req.server;
  const previous = await endCookieSession(req);
  const { token, id } = await deps.sessions.create(playerId, stage, { ip: req.ip, userAgent: req.headers['user-agent'] });
  setSessionCookie(req, reply, token);
  if (previous) deps.events.emit('player.sessions_revoked', { playerId, sessionIds: [previous] });
  if (stage === 'active') {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(players)
        .set({ lastSignInAt: sql`${players.currentSignInAt}`, currentSignInAt: now, signInCount: sql`${players.signInCount} + 1` })
        .where(eq(players.id, playerId));
      await appendEvent(tx, { type: 'player.signed_in', playerId, at: now, payload: { session_id: id } });
    });
  }
  return id;
}

/** Ends the cookie's session (if any) and clears the cookie. */
export async function endSession(req: FastifyRequest, reply: FastifyReply, playerId: number | null): Promise<void> {
  const id = await endCookieSession(req);
  clearSessionCookie(req, reply);
  if (id && playerId !== null) req.server.deps.events.emit('player.sessions_revoked', { playerId, sessionIds: [id] });
}

/**
 * Ends every session of a player but the one this request uses (password reset, two-factor
 * changes) and announces them so their sockets close.
 */
export async function endOtherSessions(req: FastifyRequest, playerId: number, db?: Db): Promise<string[]> {
  const token = req.cookies[SESSION_COOKIE];
  const keep = token && token.length <= 128 ? hashToken(token) : undefined;
  const ended = await req.server.deps.sessions.revokeAllForPlayer(playerId, keep, db);
  if (ended.length) req.server.deps.events.emit('player.sessions_revoked', { playerId, sessionIds: ended });
  return ended;
}
