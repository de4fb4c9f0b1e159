import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { accountTokens } from './schema';
import { hashToken, newToken } from './sessions';

export type AccountTokenKind = 'confirmation' | 'reset_password';

/** How long a mailed link works: long enough to find the mail, short enough to limit a leaked inbox. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  confirmation: 3 * 24 * 60 * 60 * 1000,
  reset_password: 2 * 60 * 60 * 1000,
};

/**
 * Mints a mailed token (256 random bits) and stores only its SHA-256. Earlier unused tokens of the
 * same kind are spent at once, so only the newest mail's link works.
 */
export async function issueAccountToken(db: Db, clock: Clock, playerId: number, kind: AccountTokenKind): Promise<string> {
  const now = clock.now();
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.playerId, playerId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
  const token = newToken();
  await db.insert(accountTokens).values({
    id: hashToken(token),
    playerId,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[kind]),
  });
  return token;
}

/**
 * Spends a token: one conditional UPDATE, so two requests racing with the same link cannot both
 * succeed. Returns the player it belongs to, or null for an unknown, used or expired token.
 */
export async function consumeAccountToken(db: Db, clock: Clock, token: string, kind: AccountTokenKind): Promise<number | null> {
  const now = clock.now();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, hashToken(token)), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ playerId: accountTokens.playerId });
  return row?.playerId ?? null;
}

/**
 * The player a token was issued to, whether used or expired (null for a token never issued). A
 * confirmation link opened a second time is no longer valid, but its owner is confirmed: the
 * route says so instead of calling the link invalid.
 */
export async function accountTokenOwner(db: Db, token: string, kind: AccountTokenKind): Promise<number | null> {
  const [row] = await db
    .select({ playerId: accountTokens.playerId })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, hashToken(token)), eq(accountTokens.kind, kind)));
  return row?.playerId ?? null;
}
