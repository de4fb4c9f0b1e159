import type { PlatformDeps } from '../deps';
import { hashPassword } from '../auth';
import { DEMO_STAFF } from './demo-accounts';
import { staffUsers } from './schema';

/**
 * Seeds the demo staff accounts that do not exist yet (by e-mail); an existing account is left
 * as a tester may have changed it. Never in production: known passwords there would be a hole.
 */
export async function seedStaff(deps: PlatformDeps): Promise<string[]> {
  if (deps.config.REELHOUSE_ENV === 'production') return [];
  const existing = new Set((await deps.db.select({ email: staffUsers.email }).from(staffUsers)).map((r) => r.email));
  for (const s of DEMO_STAFF) {
    if (existing.has(s.email)) continue;
    await deps.db
      .insert(staffUsers)
      .values({
        email: s.email,
        name: s.name,
        role: s.role,
        passwordHash: await hashPassword(s.password),
        otpSecret: s.totpSecret,
        twoFactorEnabled: s.totpSecret !== null,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing({ target: staffUsers.email });
  }
  return [
    'Back office at /backoffice (two-factor required; add the TOTP secret to an authenticator app):',
    ...DEMO_STAFF.map((s) =>
      s.totpSecret
        ? `  ${s.role.padEnd(9)} ${s.email} / ${s.password}, TOTP secret ${s.totpSecret}`
        : `  ${s.role.padEnd(9)} ${s.email} / ${s.password} (sets up two-factor at first sign-in)`,
    ),
  ];
}
