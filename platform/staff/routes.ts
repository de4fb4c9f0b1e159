import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  AuditLogPageSchema,
  AuditLogQuerySchema,
  STAFF_AUDIT_ACTIONS as A,
  StaffListSchema,
  StaffMeSchema,
  StaffOtpBodySchema,
  StaffSignInBodySchema,
  StaffSignInResultSchema,
  StaffTwoFactorSetupSchema,
  type StaffMe,
} from '../../schemas/staff';
import { ApiErrorSchema } from '../../schemas/api-error';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { audit, writeAudit } from './audit';
// Staff use the players' password and TOTP parameters (argon2id 19 MiB / 2 passes; one step of drift, no reuse).
import { burnPasswordCheck, hashToken, newTotpSecret, totpUri, verifyPassword, verifyTotp } from '../auth';

const TOTP_ISSUER = 'Reelhouse Back Office';
import { loadStaffSession, optionalStaff, requirePendingStaff, requireStaff, staffSessionStore, staffUnauthorized, type PendingStaffContext } from './guard';
import { staffAuditLog, staffUsers } from './schema';
import { clearStaffCookie, setStaffCookie, STAFF_COOKIE } from './sessions';
import { auditLogPage, listStaff, toStaffMember } from './view';

/** Failures counted per account within this window before sign-in is refused. */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one e-mail within the window. */
export const MAX_PASSWORD_FAILURES = 5;
/** Wrong codes for one staff member within the window, over all their pending sessions. */
export const MAX_CODE_FAILURES = 10;
/** Per-IP limit on every step that checks a secret. */
const IP_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };
const emailTarget = (email: string) => `staff_email:${email}`;
const staffTarget = (id: number) => `staff:${id}`;

const tooManyAttempts = () => new HttpError(429, 'too_many_attempts', 'Too many failed attempts. Wait 15 minutes and try again.');
const invalidCode = () => new HttpError(422, 'invalid_code', 'The code is not valid', { code: ['is not valid or was already used'] });

/** Counts recent failures in the audit log, which is where every failed attempt is recorded anyway. */
async function recentFailures(db: Db, now: Date, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffAuditLog)
    .where(and(gt(staffAuditLog.at, new Date(now.getTime() - LOCKOUT_WINDOW_MS)), where));
  return Number(row?.n ?? 0);
}

function passwordFailures(db: Db, now: Date, email: string) {
  return recentFailures(db, now, and(eq(staffAuditLog.action, A.signInFailed), eq(staffAuditLog.target, emailTarget(email))));
}

function codeFailures(db: Db, now: Date, staffId: number) {
  return recentFailures(db, now, and(eq(staffAuditLog.action, A.otpFailed), eq(staffAuditLog.staffId, staffId)));
}

/**
 * A wrong second-factor code: audited, counted on the pending session (which ends after a few)
 * and towards the account's lockout.
 */
async function rejectCode(req: FastifyRequest, reply: FastifyReply, pending: PendingStaffContext): Promise<never> {
  await audit(req, A.otpFailed, staffTarget(pending.staff.id), undefined, undefined, { actor: { staffId: pending.staff.id, role: pending.staff.role } });
  const usable = await staffSessionStore(req).recordOtpFailure(pending.session.id);
  if (!usable) {
    clearStaffCookie(req, reply);
    throw new HttpError(401, 'staff_sign_in_expired', 'Too many wrong codes; enter your e-mail and password again');
  }
  throw invalidCode();
}

/**
 * Turns a pending session into an active one after a correct code: records the code's time step
 * (only if newer than the last one, so two requests racing with one code cannot both pass), ends
 * the pending session and mints a new token, all in one transaction.
 */
async function activate(req: FastifyRequest, reply: FastifyReply, pending: PendingStaffContext, step: number, enrol: boolean): Promise<StaffMe> {
  const { db, clock } = req.server.deps;
  const now = clock.now();
  const store = staffSessionStore(req);
  const result = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffUsers)
      .set({ otpLastStep: step, lastSignInAt: now, ...(enrol ? { twoFactorEnabled: true } : {}) })
      .where(
        and(eq(staffUsers.id, pending.staff.id), or(isNull(staffUsers.otpLastStep), lt(staffUsers.otpLastStep, step)), eq(staffUsers.twoFactorEnabled, !enrol)),
      )
      .returning();
    if (!updated) return null;
    await store.revoke(pending.session.id, tx);
    const session = await store.create(updated.id, 'active', { ip: req.ip, userAgent: req.headers['user-agent'] }, tx);
    const actor = { staffId: updated.id, role: updated.role };
    if (enrol) await audit(req, A.twoFactorEnrolled, staffTarget(updated.id), { two_factor_enabled: false }, { two_factor_enabled: true }, { db: tx, actor });
    await audit(req, A.signIn, staffTarget(updated.id), undefined, { session_expires_at: session.expiresAt.toISOString() }, { db: tx, actor });
    return { staff: updated, session };
  });
  if (!result) return rejectCode(req, reply, pending);
  setStaffCookie(req, reply, result.session.token);
  return { staff: toStaffMember(result.staff), session_expires_at: result.session.expiresAt.toISOString() };
}

/** Back-office routes: staff sign-in with required two-factor, the session, staff and audit log. */
export default async function staffRoutes(app: PlatformApp): Promise<void> {
  app.post(
    '/api/backoffice/sign_in',
    { config: { rateLimit: IP_LIMIT }, schema: { body: StaffSignInBodySchema, response: { 200: StaffSignInResultSchema, ...errors } } },
    async (req, reply) => {
      const { db, clock } = req.server.deps;
      const { email, password } = req.body;
      const now = clock.now();
      if ((await passwordFailures(db, now, email)) >= MAX_PASSWORD_FAILURES) throw tooManyAttempts();
      const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
      const ok = staff ? await verifyPassword(staff.passwordHash, password) : (await burnPasswordCheck(password), false);
      if (!staff || !ok || staff.disabledAt) {
        await writeAudit(db, {
          staffId: staff?.id ?? null,
          role: staff?.role ?? null,
          action: A.signInFailed,
          target: emailTarget(email),
          ip: req.ip,
          at: now,
        });
        throw new HttpError(401, 'invalid_credentials', 'Wrong e-mail or password');
      }
      if (staff.twoFactorEnabled && (await codeFailures(db, now, staff.id)) >= MAX_CODE_FAILURES) throw tooManyAttempts();
      const store = staffSessionStore(req);
      // A new sign-in replaces whatever session this browser had: never two tokens for one cookie.
      const previous = req.cookies[STAFF_COOKIE];
      if (previous) await store.revoke(hashToken(previous));
      const session = await store.create(staff.id, 'otp_pending', { ip: req.ip, userAgent: req.headers['user-agent'] });
      setStaffCookie(req, reply, session.token);
      return { stage: 'otp_pending' as const, next: staff.twoFactorEnabled ? ('otp' as const) : ('enrol' as const) };
    },
  );

  app.post(
    '/api/backoffice/sign_in/otp',
    { config: { rateLimit: IP_LIMIT }, schema: { body: StaffOtpBodySchema, response: { 200: StaffMeSchema, ...errors } } },
    async (req, reply) => {
      const pending = await requirePendingStaff(req);
      const { staff } = pending;
      if (!staff.twoFactorEnabled || !staff.otpSecret) throw new HttpError(409, 'enrolment_required', 'Set up two-factor authentication first');
      const now = req.server.deps.clock.now();
      if ((await codeFailures(req.server.deps.db, now, staff.id)) >= MAX_CODE_FAILURES) throw tooManyAttempts();
      const step = await verifyTotp(staff.otpSecret, req.body.code, now, staff.otpLastStep);
      if (step === null) return rejectCode(req, reply, pending);
      return activate(req, reply, pending, step, false);
    },
  );

  app.post('/api/backoffice/two_factor', { schema: { response: { 200: StaffTwoFactorSetupSchema, ...errors } } }, async (req) => {
    const { staff } = await requirePendingStaff(req);
    if (staff.twoFactorEnabled) throw new HttpError(409, 'already_enrolled', 'Two-factor authentication is already set up; enter a code instead');
    // Asking again replaces the secret, so only the QR code shown last works.
    const secret = newTotpSecret();
    await req.server.deps.db
      .update(staffUsers)
      .set({ otpSecret: secret, otpLastStep: null })
      .where(and(eq(staffUsers.id, staff.id), eq(staffUsers.twoFactorEnabled, false)));
    const otpauth = totpUri(secret, staff.email, TOTP_ISSUER);
    return { secret, otpauth_url: otpauth, qr_data_url: await QRCode.toDataURL(otpauth, { margin: 1, width: 240 }) };
  });

  app.post(
    '/api/backoffice/two_factor/confirm',
    { config: { rateLimit: IP_LIMIT }, schema: { body: StaffOtpBodySchema, response: { 200: StaffMeSchema, ...errors } } },
    async (req, reply) => {
      const pending = await requirePendingStaff(req);
      const { staff } = pending;
      if (staff.twoFactorEnabled) throw new HttpError(409, 'already_enrolled', 'Two-factor authentication is already set up; enter a code instead');
      if (!staff.otpSecret) throw new HttpError(409, 'enrolment_not_started', 'Ask for a QR code first');
      const step = await verifyTotp(staff.otpSecret, req.body.code, req.server.deps.clock.now(), staff.otpLastStep);
      if (step === null) return rejectCode(req, reply, pending);
      return activate(req, reply, pending, step, true);
    },
  );

  app.delete('/api/backoffice/sign_out', { schema: { response: { 200: z.object({ ok: z.literal(true) }), ...errors } } }, async (req, reply) => {
    const active = await optionalStaff(req);
    // A pending sign-in may be cancelled too; it has nothing to audit yet.
    const pending = active ? null : await loadStaffSession(req, 'otp_pending');
    if (!active && !pending) {
      clearStaffCookie(req, reply);
      throw staffUnauthorized();
    }
    const store = staffSessionStore(req);
    if (active) {
      await req.server.deps.db.transaction(async (tx) => {
        await store.revoke(active.sessionId, tx);
        await audit(req, A.signOut, staffTarget(active.staffId), undefined, undefined, { db: tx });
      });
    } else if (pending) {
      await store.revoke(pending.session.id);
    }
    clearStaffCookie(req, reply);
    return { ok: true as const };
  });

  app.get('/api/backoffice/me', { schema: { response: { 200: StaffMeSchema, ...errors } } }, async (req) => {
    const ctx = await requireStaff(req, 'any');
    const [row] = await req.server.deps.db.select().from(staffUsers).where(eq(staffUsers.id, ctx.staffId));
    return { staff: toStaffMember(row!), session_expires_at: ctx.sessionExpiresAt.toISOString() };
  });

  app.get('/api/backoffice/staff', { schema: { response: { 200: StaffListSchema, ...errors } } }, async (req) => {
    await requireStaff(req, ['admin']);
    return { staff: await listStaff(req.server.deps.db) };
  });

  app.get('/api/backoffice/audit_log', { schema: { querystring: AuditLogQuerySchema, response: { 200: AuditLogPageSchema, ...errors } } }, async (req) => {
    await requireStaff(req, ['admin']);
    return auditLogPage(req.server.deps.db, req.query);
  });
}
