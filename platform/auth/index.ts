import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import { verifyCredentials, type Credentials, type SignInPolicy } from './login';
import authRoutes from './routes';

/**
 * The auth module. The sign-in policy (the limits' exclusions) is passed in by the composition
 * root, per app instance. `verifyCredentials` is the one credential check (password, locked
 * account, one-use TOTP code): sign-in uses it, and so does any call that carries its own
 * credentials (the excluded player's cash-out).
 */
export function createAuth(deps: PlatformDeps, ports: { signInPolicy: SignInPolicy }) {
  return {
    verifyCredentials: (user: Credentials) => verifyCredentials(deps, user),
    routes: (app: PlatformApp) => authRoutes(app, ports),
  };
}

/**
 * What other modules (staff, limits, profile) may use from the auth module: password hashing,
 * TOTP checks and the player guard.
 */
export { hashPassword, verifyPassword, burnPasswordCheck, verifyTotp, newTotpSecret, totpUri, ARGON2_OPTIONS, TOTP_PERIOD_S } from './credentials';
export { requirePlayer, optionalPlayer, type PlayerContext } from './guard';
export { SESSION_COOKIE } from './sessions';
export type { SignInPolicy, Credentials } from './login';
export { SessionStore, hashToken, newToken, type SessionRow, type LiveSession } from './sessions';
export { authLimits, authRateLimits, bodyEmail } from './rate-limits';
export { mailLocale, siteUrl } from './mails';
