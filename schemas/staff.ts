import { z } from 'zod';
import { oneLine } from './validation';

/**
 * The back-office contract (`/api/backoffice/*`): staff accounts, their sign-in with required
 * two-factor, and the audit log. Field names are snake_case like the rest of the API.
 */

/** Back-office roles. `admin` passes every role check. */
export const StaffRoleSchema = z.enum(['editor', 'marketing', 'support', 'admin']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;
export const STAFF_ROLE_VALUES = StaffRoleSchema.options;

/** Staff e-mail: trimmed and lower-cased before it is compared or stored. */
export const StaffEmailSchema = oneLine()
  .trim()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email({ error: 'is not a valid e-mail' }))
  .transform((v) => v.toLowerCase());

/** A six-digit TOTP code as typed (spaces allowed, removed). */
export const TotpCodeSchema = oneLine()
  .max(16, 'is too long')
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be 6 digits'));

/** POST /api/backoffice/sign_in */
export const StaffSignInBodySchema = z.object({
  email: StaffEmailSchema,
  password: oneLine().min(1, 'is required').max(256, 'is too long'),
});
export type StaffSignInBody = z.input<typeof StaffSignInBodySchema>;

/**
 * Answer of a correct password: the session is pending until the second factor. `next` says
 * which step the pending session may take: the TOTP code, or enrolment for staff without it.
 */
export const StaffSignInResultSchema = z.object({
  stage: z.literal('otp_pending'),
  next: z.enum(['otp', 'enrol']),
});
export type StaffSignInResult = z.infer<typeof StaffSignInResultSchema>;

/** POST /api/backoffice/sign_in/otp and POST /api/backoffice/two_factor/confirm */
export const StaffOtpBodySchema = z.object({ code: TotpCodeSchema });
export type StaffOtpBody = z.input<typeof StaffOtpBodySchema>;

/** Answer of POST /api/backoffice/two_factor: what an authenticator app needs. */
export const StaffTwoFactorSetupSchema = z.object({
  /** Base32 secret, for typing in by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code encodes. */
  otpauth_url: z.string(),
  /** PNG data URL of the QR code. */
  qr_data_url: z.string(),
});
export type StaffTwoFactorSetup = z.infer<typeof StaffTwoFactorSetupSchema>;

/** A staff account as the back office shows it. Dates are ISO strings or null. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  two_factor_enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** GET /api/backoffice/me: the signed-in staff member and when their session ends if idle. */
export const StaffMeSchema = z.object({
  staff: StaffMemberSchema,
  session_expires_at: z.string(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** GET /api/backoffice/staff (admin) */
export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

/** One audit log entry. `before`/`after` are the JSON snapshots the action recorded. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  staff_email: z.string().nullable(),
  role: StaffRoleSchema.nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Query of GET /api/backoffice/audit_log (admin): newest first, paged, filterable. */
export const AuditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  staff_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: oneLine()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_.:-]+$/, 'is not an action name')
    .optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Every action name present in the log, for the filter. */
  actions: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

/** Audit action names written by the staff module itself; later modules add their own. */
export const STAFF_AUDIT_ACTIONS = {
  signIn: 'sign_in',
  signInFailed: 'sign_in_failed',
  otpFailed: 'sign_in_otp_failed',
  signOut: 'sign_out',
  twoFactorEnrolled: 'two_factor_enrolled',
} as const;
