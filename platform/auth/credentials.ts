import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { generateSecret, generateURI, verify as verifyOtp } from 'otplib';

/**
 * Argon2id with OWASP's minimum for interactive logins (19 MiB, 2 passes, 1 lane): strong enough
 * that a leaked table is expensive to crack, cheap enough (~30 ms) to keep logins responsive on 2 cores.
 */
export const ARGON2_OPTIONS: Readonly<Options> = {
  // Argon2id is the enum's value 2; the enum is `const` and cannot be imported under isolatedModules.
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

/** An argon2id PHC string for a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash; never throws on bad input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one password check when there is no account to check against, so the
 * answer's timing does not tell which e-mail addresses exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('reelhouse-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/** TOTP step length (RFC 6238 default, what every authenticator app uses). */
export const TOTP_PERIOD_S = 30;

/** A fresh base32 TOTP secret (160 random bits from node:crypto). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function totpUri(secret: string, label: string, issuer = 'Reelhouse'): string {
  return generateURI({ issuer, label, secret });
}

/**
 * Checks a TOTP code at `now` with one step of drift either way. Codes of a time step at or
 * before `lastStep` are refused, so a code is never accepted twice. Returns the accepted time
 * step (store it as the new `lastStep`), or null.
 */
export async function verifyTotp(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verifyOtp({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_PERIOD_S,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    // The TOTP strategy always reports the matched time step; the HOTP shape of the union never occurs here.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
