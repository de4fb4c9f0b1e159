import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The back-office roles. Admin passes every role check (see requireStaff). */
export const STAFF_ROLES = ['editor', 'marketing', 'support', 'admin'] as const;

/**
 * Back-office staff: a separate population from players (own table, own sessions, own cookie),
 * so a player account can never be promoted into the back office by a data mistake.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; uniqueness is on this column. */
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    /** argon2id PHC string. */
    passwordHash: text().notNull(),
    /** TOTP secret (base32): set at enrolment, in force once two_factor_enabled. */
    otpSecret: text(),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    otpLastStep: bigint({ mode: 'number' }),
    twoFactorEnabled: boolean().notNull().default(false),
    /** A disabled account cannot sign in and its sessions stop resolving. Staff are never deleted (the audit log refers to them). */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_users_email_unique').on(t.email)],
);

/**
 * Staff sessions. Like player sessions only the SHA-256 of the cookie token is stored; the idle
 * expiry is much shorter and a session also has a hard end, since a staff cookie can move money.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffUsers.id),
    /** 'otp_pending' after a correct password; 'active' only after the TOTP step or enrolment. */
    stage: text({ enum: ['otp_pending', 'active'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Wrong codes typed on this pending session; it is revoked after a few. */
    otpFailures: integer().notNull().default(0),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff action, append-only: a database trigger refuses UPDATE, DELETE and TRUNCATE
 * (migration `staff_audit_append_only`), so not even a bug in our code can rewrite history.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the actor is not a known staff member (a failed sign-in with an unknown e-mail). */
    staffId: integer().references(() => staffUsers.id),
    /** The actor's role at the time of the action. */
    role: text({ enum: STAFF_ROLES }),
    action: text().notNull(),
    /** What was acted on, as `kind:id` (e.g. `staff:3`, `withdrawal:42`, `staff_email:a@b.c`). */
    target: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_audit_log_staff_at_idx').on(t.staffId, t.at),
    index('staff_audit_log_action_at_idx').on(t.action, t.at),
    index('staff_audit_log_target_at_idx').on(t.target, t.at),
  ],
);
