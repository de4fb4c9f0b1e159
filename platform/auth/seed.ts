import { inArray } from 'drizzle-orm';
import type { PlatformDeps } from '../deps';
import { playerGroups, players } from '../player/schema';
import { seedGroups } from '../player/groups';
import { openPlayerAccount } from '../wallet/accounts';
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
  const existing = new Set(
    (await deps.db.select({ email: players.email }).from(players).where(inArray(players.email, DEMO_PLAYERS.map((p) => p.email)))).map((r) => r.email),
  );
  const now = deps.clock.now();
  for (const p of DEMO_PLAYERS) {
    if (existing.has(p.email)) continue;
    const passwordHash = await hashPassword(p.password);
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(players)
        .values({
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
        })
        .onConflictDoNothing()
        .returning({ id: players.id });
      if (!row) return;
      await openPlayerAccount(tx, row.id, p.currency);
      if (p.groups?.length) await tx.insert(playerGroups).values(p.groups.map((groupId) => ({ playerId: row.id, groupId }))).onConflictDoNothing();
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
