import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditLogPage, StaffMember } from '../../schemas/staff';
import type { Db } from '../db/client';
import { staffAuditLog, staffUsers } from './schema';

type StaffRow = typeof staffUsers.$inferSelect;

/** A staff row as the API shows it: never the password hash or the TOTP secret. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    two_factor_enabled: row.twoFactorEnabled,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(staffUsers).orderBy(staffUsers.role, staffUsers.email);
  return rows.map(toStaffMember);
}

/** One page of the audit log, newest first, with the total for the filter and the action names present. */
export async function auditLogPage(
  db: Db,
  q: { page: number; per_page: number; staff_id?: number | undefined; action?: string | undefined },
): Promise<AuditLogPage> {
  const conditions: SQL[] = [];
  if (q.staff_id !== undefined) conditions.push(eq(staffAuditLog.staffId, q.staff_id));
  if (q.action !== undefined) conditions.push(eq(staffAuditLog.action, q.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({ entry: staffAuditLog, staffName: staffUsers.name, staffEmail: staffUsers.email })
    .from(staffAuditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAuditLog.staffId))
    .where(where)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [total] = await db.select({ n: count() }).from(staffAuditLog).where(where);
  const actions = await db.selectDistinct({ action: staffAuditLog.action }).from(staffAuditLog).orderBy(staffAuditLog.action);
  return {
    entries: rows.map(({ entry, staffName, staffEmail }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      staff_id: entry.staffId,
      staff_name: staffName,
      staff_email: staffEmail,
      role: entry.role,
      action: entry.action,
      target: entry.target,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
    })),
    page: q.page,
    per_page: q.per_page,
    total: Number(total?.n ?? 0),
    actions: actions.map((a) => a.action),
  };
}
