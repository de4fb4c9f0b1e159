import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { PlatformConfig } from '../config';
import { limiter, type LimitWindow } from '../http/rate-limit';
import type { PlatformApp } from '../http/types';

export { limiter, countedLimit, type LimitWindow } from '../http/rate-limit';

const MIN = 60 * 1000;

/**
 * Default limits of the calls that check a secret or send mail, per client IP and per account
 * (the lower-cased e-mail the call names). Per-account limits stop slow distributed guessing
 * against one player; per-IP limits stop one client from walking through many accounts. Each
 * window can be set by environment (`authRateLimits`): a per-IP limit counts everyone behind a
 * carrier's or an office's shared address as one client.
 */
export const AUTH_RATE_LIMITS = {
  signIn: { ip: { max: 30, windowMs: 5 * MIN }, account: { max: 10, windowMs: 15 * MIN } },
  checkEmail: { ip: { max: 30, windowMs: MIN }, account: { max: 10, windowMs: MIN } },
  passwordReset: { ip: { max: 10, windowMs: 15 * MIN }, account: { max: 3, windowMs: 15 * MIN } },
  passwordRestore: { ip: { max: 20, windowMs: 15 * MIN } },
  confirmationResend: { ip: { max: 10, windowMs: 15 * MIN }, account: { max: 3, windowMs: 15 * MIN } },
  registration: { ip: { max: 10, windowMs: 60 * MIN } },
  twoFactor: { ip: { max: 20, windowMs: 15 * MIN } },
} as const satisfies Record<string, { ip: LimitWindow; account?: LimitWindow }>;

/** The limits in force: each window from its `AUTH_RATE_*` variable (README), else its default. */
export function authRateLimits(config: PlatformConfig) {
  const D = AUTH_RATE_LIMITS;
  return {
    signIn: { ip: config.AUTH_RATE_SIGN_IN_IP ?? D.signIn.ip, account: config.AUTH_RATE_SIGN_IN_ACCOUNT ?? D.signIn.account },
    checkEmail: { ip: config.AUTH_RATE_CHECK_EMAIL_IP ?? D.checkEmail.ip, account: config.AUTH_RATE_CHECK_EMAIL_ACCOUNT ?? D.checkEmail.account },
    passwordReset: {
      ip: config.AUTH_RATE_PASSWORD_RESET_IP ?? D.passwordReset.ip,
      account: config.AUTH_RATE_PASSWORD_RESET_ACCOUNT ?? D.passwordReset.account,
    },
    passwordRestore: { ip: config.AUTH_RATE_PASSWORD_RESTORE_IP ?? D.passwordRestore.ip },
    confirmationResend: {
      ip: config.AUTH_RATE_CONFIRMATION_RESEND_IP ?? D.confirmationResend.ip,
      account: config.AUTH_RATE_CONFIRMATION_RESEND_ACCOUNT ?? D.confirmationResend.account,
    },
    registration: { ip: config.AUTH_RATE_REGISTRATION_IP ?? D.registration.ip },
    twoFactor: { ip: config.AUTH_RATE_TWO_FACTOR_IP ?? D.twoFactor.ip },
  };
}

/** The per-IP and per-account limiters of one call. */
export function authLimits(
  app: PlatformApp,
  name: string,
  windows: { ip: LimitWindow; account?: LimitWindow },
  accountKey?: (req: FastifyRequest) => string | null,
): preHandlerAsyncHookHandler[] {
  const out = [limiter(app, `${name}:ip`, windows.ip, (req) => req.ip)];
  if (windows.account && accountKey) out.push(limiter(app, `${name}:account`, windows.account, accountKey));
  return out;
}

/** The lower-cased `user.email` (or top-level `email`) of a JSON body, for per-account keys. */
export function bodyEmail(req: FastifyRequest): string | null {
  const body = req.body as { email?: unknown; user?: { email?: unknown } } | undefined;
  const raw = body?.user?.email ?? body?.email;
  return typeof raw === 'string' && raw.trim() ? raw.trim().toLowerCase() : null;
}
