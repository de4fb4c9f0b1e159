import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../clock';
import { hashToken, newToken } from '../auth';
import { staffSessions } from './schema';

/** Cookie of the staff session: separate from the player's `rh_session`. */
export const STAFF_COOKIE = 'rh_staff';
/** The cookie is only sent to the back-office API; the pages themselves never need it. */
export const STAFF_COOKIE_PATH = '/api/backoffice';
/**
 * ...except the editors' live preview: its server action (app/backoffice/preview) renders drafts
 * through the public site's registry and must know a signed-in staff member asks. The same token
 * goes in a second cookie scoped to that one path; the action checks it with GET /api/backoffice/me.
 */
export const STAFF_PREVIEW_COOKIE_PATH = '/backoffice/preview';
/**
 * ...and, outside production, the tester tools (the outbox page and API, the movable clock), which
 * admin staff may use from anywhere (platform/staff/dev-tools.ts).
 */
export const STAFF_DEV_TOOLS_COOKIE_PATHS = ['/api/dev', '/dev'] as const;
/** An active staff session ends after this long without use. */
export const STAFF_IDLE_MS = 8 * 60 * 60 * 1000;
/** And after this long whatever happens: a working day, not a forever-cookie. */
export const STAFF_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Time to type the code or scan the enrolment QR code after the password. */
export const STAFF_PENDING_MS = 10 * 60 * 1000;
/** Wrong codes a pending session may take before it is thrown away. */
export const STAFF_MAX_OTP_FAILURES = 5;

export type StaffStage = 'otp_pending' | 'active';

/** A live staff session as the guard sees it. */
export interface StaffSessionRow {
  id: string;
  staffId: number;
  stage: StaffStage;
  createdAt: Date;
  expiresAt: Date;
}

export class StaffSessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Starts a session and returns the raw token for the cookie (only its hash is stored). */
  async create(
    staffId: number,
    stage: StaffStage,
    meta: { ip?: string; userAgent?: string | undefined } = {},
    db: Db = this.db,
  ): Promise<{ token: string; id: string; expiresAt: Date }> {
    const token = newToken();
    const id = hashToken(token);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + (stage === 'active' ? STAFF_IDLE_MS : STAFF_PENDING_MS));
    await db.insert(staffSessions).values({
      id,
      staffId,
      stage,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    });
    return { token, id, expiresAt };
  }

  /** The live session of a cookie token in the given stage, or null. Slides the idle expiry of active sessions up to the hard end. */
  async resolve(token: string | undefined, stage: StaffStage): Promise<StaffSessionRow | null> {
    if (!token || token.length > 128) return null;
    const id = hashToken(token);
    const now = this.clock.now();
    const [row] = await this.db
      .select({
        id: staffSessions.id,
        staffId: staffSessions.staffId,
        stage: staffSessions.stage,
        createdAt: staffSessions.createdAt,
        expiresAt: staffSessions.expiresAt,
      })
      .from(staffSessions)
      .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)));
    if (!row || row.stage !== stage) return null;
    if (stage === 'active') {
      const hardEnd = row.createdAt.getTime() + STAFF_MAX_AGE_MS;
      const expiresAt = new Date(Math.min(now.getTime() + STAFF_IDLE_MS, hardEnd));
      if (expiresAt.getTime() <= now.getTime()) return null;
      await this.db.update(staffSessions).set({ lastSeenAt: now, expiresAt }).where(eq(staffSessions.id, id));
      return { ...row, expiresAt };
    }
    return row;
  }

  async revoke(id: string, db: Db = this.db): Promise<void> {
    await db
      .update(staffSessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
  }

  /** Counts a wrong code on a pending session; revokes it at the limit. Returns whether it is still usable. */
  async recordOtpFailure(id: string): Promise<boolean> {
    const [row] = await this.db
      .update(staffSessions)
      .set({ otpFailures: sql`${staffSessions.otpFailures} + 1` })
      .where(eq(staffSessions.id, id))
      .returning({ failures: staffSessions.otpFailures });
    if ((row?.failures ?? STAFF_MAX_OTP_FAILURES) >= STAFF_MAX_OTP_FAILURES) {
      await this.revoke(id);
      return false;
    }
    return true;
  }
}

function staffCookiePaths(req: FastifyRequest): string[] {
  return [STAFF_COOKIE_PATH, STAFF_PREVIEW_COOKIE_PATH, ...(req.server.deps.config.exposeOutbox ? STAFF_DEV_TOOLS_COOKIE_PATHS : [])];
}

/**
 * Sets the staff cookie: httpOnly, SameSite=Strict, Secure when the request came over https.
 * A browser-session cookie: the expiry that counts is the server's, which slides on every use.
 */
export function setStaffCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  for (const path of staffCookiePaths(req))
    reply.setCookie(STAFF_COOKIE, token, { path, httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https' });
}

export function clearStaffCookie(req: FastifyRequest, reply: FastifyReply): void {
  for (const path of staffCookiePaths(req)) reply.clearCookie(STAFF_COOKIE, { path, httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https' });
}
