import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SIGN_IN_ERRORS } from '../../schemas/auth';
import { LIMIT_ERRORS } from '../../schemas/limits';
import { burnPasswordCheck, verifyPassword, verifyTotp } from '../auth/credentials';
import { findPlayerByEmail } from '../auth/login';
import type { PlatformDeps } from '../deps';
import { HttpError } from '../http/errors';
import { players } from '../player/schema';
import { audit, runningExclusion, type LimitRow } from './service';

const invalidCredentials = () => new HttpError(422, SIGN_IN_ERRORS.invalidCredentials, 'Invalid e-mail or password');

/**
 * The excluded player behind a call that carries its own credentials (README "Withdrawing during
 * an exclusion"): the same checks and answers as sign-in (password hashed even for an unknown
 * address, locked accounts refused, a TOTP code used once), then the exclusion must be running.
 * No session is created: the call does its one thing and nothing else is reachable.
 */
export async function excludedPlayer(
  req: FastifyRequest,
  deps: PlatformDeps,
  user: { email: string; password: string; otp_attempt?: string | undefined },
): Promise<{ playerId: number; exclusion: LimitRow }> {
  const player = await findPlayerByEmail(deps.db, user.email);
  const ok = player ? await verifyPassword(player.passwordHash, user.password) : (await burnPasswordCheck(user.password), false);
  if (!player || !ok) throw invalidCredentials();
  if (player.lockedAt) throw new HttpError(403, SIGN_IN_ERRORS.locked, 'This account is locked. Please contact support.');
  if (player.twoFactorEnabled) {
    if (!user.otp_attempt) throw new HttpError(422, SIGN_IN_ERRORS.twoFactorRequired, 'Enter the code from your authenticator app', { 'user.otp_attempt': ['is required'] });
    const step = player.otpSecret ? await verifyTotp(player.otpSecret, user.otp_attempt, deps.clock.now(), player.otpLastStep) : null;
    const accepted =
      step !== null &&
      (
        await deps.db
          .update(players)
          .set({ otpLastStep: step })
          .where(and(eq(players.id, player.id), or(isNull(players.otpLastStep), lt(players.otpLastStep, step))))
          .returning({ id: players.id })
      ).length === 1;
    if (!accepted) throw new HttpError(422, SIGN_IN_ERRORS.invalidOtp, 'The code is not valid', { 'user.otp_attempt': ['is invalid or was already used'] });
  }
  const exclusion = await runningExclusion(deps.db, player.id, deps.clock.now());
  if (!exclusion) throw new HttpError(403, LIMIT_ERRORS.notExcluded, 'This account is not excluded: sign in and use the cashbox');
  req.log.info({ playerId: player.id }, 'EXCLUDED_CASHOUT_AUTHENTICATED');
  return { playerId: player.id, exclusion };
}

/** Records a withdrawal started during an exclusion in the limits audit log. */
export async function auditExcludedCashout(deps: PlatformDeps, exclusion: LimitRow, ip: string, payment: { id: number; amount_cents: number; currency: string }): Promise<void> {
  await audit(deps.db, {
    playerId: exclusion.playerId,
    limitId: exclusion.id,
    actor: 'player',
    action: 'excluded_cashout',
    before: null,
    after: { payment_id: payment.id, amount_cents: String(payment.amount_cents), currency: payment.currency },
    ip,
    at: deps.clock.now(),
  });
}
