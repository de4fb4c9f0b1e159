import type { FastifyRequest } from 'fastify';
import { LIMIT_ERRORS } from '../../schemas/limits';
import type { PlatformDeps } from '../deps';
import { HttpError } from '../http/errors';
import { audit } from './audit';
import { runningExclusion, type LimitRow } from './totals';

/**
 * auth.verifyCredentials as a port: the sign-in's own check (password, locked account, one-use
 * TOTP code) with the sign-in's answers. Limits does not import auth's internals.
 */
export type CredentialCheck = (user: { email: string; password: string; otp_attempt?: string | undefined }) => Promise<{ id: number }>;

/**
 * The excluded player behind a call that carries its own credentials (README "Withdrawing during
 * an exclusion"): the sign-in's credential check, then the exclusion must be running. No session
 * is created: the call does its one thing and nothing else is reachable.
 */
export async function excludedPlayer(
  req: FastifyRequest,
  deps: PlatformDeps,
  verifyCredentials: CredentialCheck,
  user: { email: string; password: string; otp_attempt?: string | undefined },
): Promise<{ playerId: number; exclusion: LimitRow }> {
  const player = await verifyCredentials(user);
  const exclusion = await runningExclusion(deps.db, player.id, deps.clock.now());
  if (!exclusion) throw new HttpError(403, LIMIT_ERRORS.notExcluded, 'This account is not excluded: sign in and use the cashbox');
  req.log.info({ playerId: player.id }, 'EXCLUDED_CASHOUT_AUTHENTICATED');
  return { playerId: player.id, exclusion };
}

/** Records a withdrawal started during an exclusion in the limits audit log. */
export async function auditExcludedCashout(
  deps: PlatformDeps,
  exclusion: LimitRow,
  ip: string,
  payment: { id: number; amount_cents: number; currency: string },
): Promise<void> {
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
