import type { PlatformDeps } from '../deps';
import { addPlayerToGroups, insertPlayerIfNew, playerIdsByEmail, seedGroups } from '../player';
import { openPlayerAccount } from '../wallet';
import { hashPassword } from './credentials';
import { DEMO_PLAYERS } from './demo-accounts';

/**
 * Seeds the demo players that do not exist yet (by e-mail), each with its ledger account, in one
 * transaction per player; an existing player is left as a tester may have changed them. Never in
 * production: known passwords there would be a hole.
 */
export async function seedDemoPlayers(deps: PlatformDeps): Promise<string[]> {
  if (deps.config.REELHOUSE_ENV === 'production') return [];
  // Some demo players start in groups (the tester); the groups must exist first (idempotent).
  await seedGroups(deps);
  const existing = await playerIdsByEmail(
    deps.db,
    DEMO_PLAYERS.map((p) => p.email),
  );
  const now = deps.clock.now();
  for (const p of DEMO_PLAYERS) {
    if (existing.has(p.email)) continue;
    const passwordHash = await hashPassword(p.password);
    await deps.db.transaction(async (tx) => {
      const id = await insertPlayerIfNew(tx, {
        email: p.email,
        passwordHash,
        nickname: p.nickname,
        currency: p.currency,
        country: p.country,
        language: p.locale,
        createdAt: now,
        confirmedAt: now,
        termsAcceptedAt: now,
        twoFactorEnabled: p.totpSecret !== null,
        otpSecret: p.totpSecret,
      });
      if (id === null) return;
      await openPlayerAccount(tx, id, p.currency);
      await addPlayerToGroups(tx, id, p.groups ?? []);
    });
  }
  return [
    'Demo players (sign in on the site):',
    ...DEMO_PLAYERS.map(
      (p) =>
        `  ${p.email} / ${p.password} (${p.currency}, ${p.country})${p.totpSecret ? `, two-factor on, TOTP secret ${p.totpSecret}` : ''}${p.groups?.includes(21) ? ', tester (feature flags at /ffc)' : ''}`,
    ),
  ];
}
