import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_ERRORS } from '../../schemas/auth';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { acceptOtpStep, findPlayerByEmail, recordSignIn, type PlayerRow } from '../player';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { burnPasswordCheck, verifyPassword, verifyTotp } from './credentials';
import { hashToken, SESSION_COOKIE, type SessionStage } from './sessions';
import { appendEvent } from '../outbox';

export { findPlayerByEmail, findPlayerById, type PlayerRow } from '../player';

/**
 * The check that may refuse a sign-in once the password matched (a running cooling-off or
 * self-exclusion). The limits module owns the rule; the composition root passes it to createAuth.
 */
export type SignInPolicy = (playerId: number) => Promise<void>;

/** The credentials a sign-in (or a call that carries its own, like the excluded cash-out) presents. */
export interface Credentials {
  email: string;
  password: string;
  otp_attempt?: string | undefined;
}

/** What a caller may add between the steps of verifyCredentials. */
export interface CredentialSteps {
  /** After the password matched and the account is not locked (the sign-in policy runs here). */
  afterPassword?: (player: PlayerRow) => Promise<void>;
  /** Two-factor is on and no code came: sign-in records the finished password step here. */
  onOtpMissing?: (player: PlayerRow) => Promise<void>;
}

const invalidCredentials = () => new HttpError(422, SIGN_IN_ERRORS.invalidCredentials, 'Invalid e-mail or password');

/**
 * The one credential check (sign-in and the excluded cash-out): the password, hashed even for an
 * unknown address so timing tells nothing; a locked account refused; then the TOTP code, each
 * step used once (recording the step only if it is newer makes two requests racing with one code
 * fail but one). Answers are the sign-in's, whoever calls. Returns the player on success.
 */
export async function verifyCredentials(deps: { db: Db; clock: Clock }, user: Credentials, steps: CredentialSteps = {}): Promise<PlayerRow> {
  const player = await findPlayerByEmail(deps.db, user.email);
  const ok = player ? await verifyPassword(player.passwordHash, user.password) : (await burnPasswordCheck(user.password), false);
  if (!player || !ok) throw invalidCredentials();
  if (player.lockedAt) throw new HttpError(403, SIGN_IN_ERRORS.locked, 'This account is locked. Please contact support.');
  await steps.afterPassword?.(player);
  if (player.twoFactorEnabled) {
    if (!user.otp_attempt) {
      await steps.onOtpMissing?.(player);
      throw new HttpError(422, SIGN_IN_ERRORS.twoFactorRequired, 'Enter the code from your authenticator app', { 'user.otp_attempt': ['is required'] });
    }
    // Two-factor on without a secret is a broken row: fail closed rather than skip the step.
    const step = player.otpSecret ? await verifyTotp(player.otpSecret, user.otp_attempt, deps.clock.now(), player.otpLastStep) : null;
    const accepted = step !== null && (await acceptOtpStep(deps.db, player.id, step));
    if (!accepted) throw new HttpError(422, SIGN_IN_ERRORS.invalidOtp, 'The code is not valid', { 'user.otp_attempt': ['is invalid or was already used'] });
  }
  return player;
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
      await recordSignIn(tx, playerId, now);
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
