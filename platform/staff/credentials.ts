import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { generateSecret, generateURI, verify as verifyOtp } from 'otplib';

/**
 * Password hashing and TOTP for staff, with the same parameters the player auth uses
 * (argon2id, 19 MiB, 2 iterations; TOTP with one step of drift and no code reused).
 */

const ARGON2: Options = {
  // Argon2id is the enum's value 2; the enum is `const` and cannot be imported under isolatedModules.
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export function hashStaffPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** False for a wrong password and for a malformed stored hash; never throws on bad input. */
export async function verifyStaffPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one password check for an unknown e-mail, so the answer's timing does not
 * tell which staff addresses exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('reelhouse-timing-equaliser', ARGON2);
  await verifyStaffPassword(await dummyHash, password);
}

export const TOTP_PERIOD_S = 30;
export const TOTP_ISSUER = 'Reelhouse Back Office';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * Checks a code at `now` with one step of drift either way. Codes of a time step at or before
 * `lastStep` are refused (no reuse). Returns the accepted time step, or null.
 */
export async function checkTotp(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  const result = await verifyOtp({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_S,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The TOTP strategy always reports the matched time step; the HOTP shape of the union never occurs here.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
