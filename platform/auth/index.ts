/**
 * What other modules (staff, limits, profile) may use from the auth module: password hashing,
 * TOTP checks and the player guard.
 */
export { hashPassword, verifyPassword, burnPasswordCheck, verifyTotp, newTotpSecret, totpUri, ARGON2_OPTIONS, TOTP_PERIOD_S } from './credentials';
export { requirePlayer, optionalPlayer, type PlayerContext } from './guard';
export { SESSION_COOKIE } from './sessions';
