import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../clock';
import { sessions } from './schema';

/** Cookie that carries the player's session token (named beside the guard that reads it). */
export { SESSION_COOKIE } from '../http/player-session';
/** A session lives this long after its last use. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A half-finished two-factor login lives this long. */
export const OTP_PENDING_MS = 5 * 60 * 1000;

export type SessionStage = 'otp_pending' | 'active';

export interface SessionRow {
  id: string;
  playerId: number;
  stage: SessionStage;
  expiresAt: Date;
}

/** A live signed-in session as other modules see it (profile's session list, session limits). */
export interface LiveSession {
  id: string;
  playerId: number;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** 256 random bits, base64url: the only place a session token is minted. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Starts a session and returns the raw token for the cookie. */
  async create(
    playerId: number,
    stage: SessionStage,
    meta: { ip?: string | undefined; userAgent?: string | undefined } = {},
    db: Db = this.db,
  ): Promise<{ token: string; id: string }> {
    const token = newToken();
    const id = hashToken(token);
    const now = this.clock.now();
    await db.insert(sessions).values({
      id,
      playerId,
      stage,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + (stage === 'active' ? SESSION_IDLE_MS : OTP_PENDING_MS)),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    });
    return { token, id };
  }

  /** The live session for a cookie token, or null. Slides the idle expiry of active sessions. */
  async resolve(token: string | undefined, stage: SessionStage = 'active'): Promise<SessionRow | null> {
    if (!token || token.length > 128) return null;
    const id = hashToken(token);
    const now = this.clock.now();
    const [row] = await this.db
      .select({ id: sessions.id, playerId: sessions.playerId, stage: sessions.stage, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    if (!row || row.stage !== stage) return null;
    if (stage === 'active') {
      const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
      await this.db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
      return { ...row, expiresAt };
    }
    return row;
  }

  async revoke(id: string, db: Db = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a player (optionally but one) and returns the ended ids. */
  async revokeAllForPlayer(playerId: number, exceptId?: string, db: Db = this.db): Promise<string[]> {
    const live = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
    const ids = live.map((r) => r.id).filter((id) => id !== exceptId);
    if (ids.length) await db.update(sessions).set({ revokedAt: this.clock.now() }).where(inArray(sessions.id, ids));
    return ids;
  }

  /**
   * The live signed-in sessions (not two-factor-pending, unrevoked, unexpired at `now`) of
   * `playerIds` (every player's when null), oldest first. Other modules read sessions here, never
   * the table: the profile's session list, the limits' session-limit checks and sweep.
   */
  async live(playerIds: readonly number[] | null, now: Date, db: Db = this.db): Promise<LiveSession[]> {
    if (playerIds && playerIds.length === 0) return [];
    return db
      .select({
        id: sessions.id,
        playerId: sessions.playerId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(
        and(
          playerIds ? inArray(sessions.playerId, [...playerIds]) : undefined,
          eq(sessions.stage, 'active'),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .orderBy(sessions.createdAt);
  }

  /** When the player's newest live signed-in session (or `sessionId`, if live) started; null when none. */
  async newestStart(playerId: number, now: Date, opts: { sessionId?: string | undefined; db?: Db } = {}): Promise<Date | null> {
    const [row] = await (opts.db ?? this.db)
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.playerId, playerId),
          opts.sessionId ? eq(sessions.id, opts.sessionId) : undefined,
          eq(sessions.stage, 'active'),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  }

  /** The ids of the player's unrevoked sessions of any stage (the profile ends one of them by its handle). */
  async unrevokedIds(playerId: number, db: Db = this.db): Promise<string[]> {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
    return rows.map((r) => r.id);
  }

  /** Ends the sessions `ids` at `at` (the limits' session sweep). */
  async revokeIds(ids: readonly string[], at: Date, db: Db = this.db): Promise<void> {
    if (ids.length)
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(inArray(sessions.id, [...ids]));
  }
}
