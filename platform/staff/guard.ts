import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../schemas/staff';
import { forbidden, HttpError } from '../http/errors';
import { staffUsers } from './schema';
import { STAFF_COOKIE, StaffSessionStore, type StaffSessionRow, type StaffStage } from './sessions';

/** The signed-in staff member of a request, as requireStaff returns it. */
export interface StaffContext {
  staffId: number;
  sessionId: string;
  role: StaffRole;
  email: string;
  name: string;
  /** When the session ends if it stays idle (after this request slid it). */
  sessionExpiresAt: Date;
}

/** A staff member who has typed the right password but not yet passed the second factor. */
export interface PendingStaffContext {
  session: StaffSessionRow;
  staff: typeof staffUsers.$inferSelect;
}

export const staffUnauthorized = () => new HttpError(401, 'staff_unauthorized', 'Sign in to the back office first');

export function staffSessionStore(req: FastifyRequest): StaffSessionStore {
  return new StaffSessionStore(req.server.deps.db, req.server.deps.clock);
}

type Cached = { _staff?: StaffContext | null };

/**
 * The signed-in staff member with an active session (two-factor passed), or 401. With a role
 * list the member must hold one of the roles, else 403; `admin` passes every role check and
 * `'any'` admits every role. Use it first thing in every back-office route.
 */
export async function requireStaff(req: FastifyRequest, roles: readonly StaffRole[] | 'any'): Promise<StaffContext> {
  const ctx = await optionalStaff(req);
  if (!ctx) throw staffUnauthorized();
  if (roles !== 'any' && ctx.role !== 'admin' && !roles.includes(ctx.role)) {
    throw forbidden('staff_role_forbidden', `This needs one of the roles: ${roles.join(', ')}`);
  }
  return ctx;
}

/** The staff member of an active session, or null. Cached on the request. */
export async function optionalStaff(req: FastifyRequest): Promise<StaffContext | null> {
  const cached = (req as Cached)._staff;
  if (cached !== undefined) return cached;
  const found = await loadStaffSession(req, 'active');
  const ctx: StaffContext | null = found
    ? {
        staffId: found.staff.id,
        sessionId: found.session.id,
        role: found.staff.role,
        email: found.staff.email,
        name: found.staff.name,
        sessionExpiresAt: found.session.expiresAt,
      }
    : null;
  (req as Cached)._staff = ctx;
  return ctx;
}

/** The pending (password passed, second factor not yet) session of the request, or 401. */
export async function requirePendingStaff(req: FastifyRequest): Promise<PendingStaffContext> {
  const found = await loadStaffSession(req, 'otp_pending');
  if (!found) throw new HttpError(401, 'staff_sign_in_expired', 'Your sign-in has expired; enter your e-mail and password again');
  return found;
}

/** Session of the cookie in the given stage with its staff row; disabled staff have no live sessions. */
export async function loadStaffSession(req: FastifyRequest, stage: StaffStage): Promise<PendingStaffContext | null> {
  const session = await staffSessionStore(req).resolve(req.cookies[STAFF_COOKIE], stage);
  if (!session) return null;
  const [staff] = await req.server.deps.db.select().from(staffUsers).where(eq(staffUsers.id, session.staffId));
  if (!staff || staff.disabledAt) return null;
  return { session, staff };
}
