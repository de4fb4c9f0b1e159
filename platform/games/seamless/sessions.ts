import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { gameSessions } from './schema';

export type GameSessionRow = typeof gameSessions.$inferSelect;

/** How long a session takes new bets. Wins and rollbacks are taken after it. */
export const SESSION_TTL_MS = 4 * 60 * 60 * 1000;
/** The FUN play balance a demo session starts with (1,000.00 FUN). */
export const DEMO_START_BALANCE = 100_000n;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewSession {
  playerId: number | null;
  gameId: number;
  provider: string;
  currency: string;
  mode: 'real' | 'demo';
  at: Date;
  /** A real session that plays this free-spins gift's spins (platform/gifts). */
  freespinsGiftId?: number | null;
}

/** Opens a game session; the token (256 random bits from node:crypto) is returned once and only its hash stored. */
export async function openSession(db: Db | Tx, s: NewSession): Promise<{ token: string; row: GameSessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(gameSessions)
    .values({
      tokenHash: hashToken(token),
      playerId: s.playerId,
      gameId: s.gameId,
      provider: s.provider,
      currency: s.currency,
      mode: s.mode,
      playBalance: s.mode === 'demo' ? DEMO_START_BALANCE : null,
      freespinsGiftId: s.mode === 'real' ? (s.freespinsGiftId ?? null) : null,
      createdAt: s.at,
      expiresAt: new Date(s.at.getTime() + SESSION_TTL_MS),
    })
    .returning();
  return { token, row: row! };
}

export const sessionNotFound = () => new HttpError(404, 'session_not_found', 'Unknown game session', { session: ['is not a known game session'] });

/** The session of a token, or a 404. `lock` takes the row lock (demo balances change on it). */
export async function loadSession(db: Db | Tx, token: string, lock = false): Promise<GameSessionRow> {
  const q = db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashToken(token)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw sessionNotFound();
  return row;
}
