import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../schemas/staff';
import type { Db, Tx } from '../db/client';
import { staffAuditLog } from './schema';
import type { StaffContext } from './guard';

/** One audit row as written. `before`/`after` are JSON snapshots (omit what does not apply). */
export interface AuditEntryInput {
  staffId: number | null;
  role: StaffRole | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  at: Date;
}

/** Appends one row to the staff audit log (inside the caller's transaction when given). */
export async function writeAudit(db: Db | Tx, entry: AuditEntryInput): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: entry.staffId,
    role: entry.role,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
    ip: entry.ip ?? null,
    at: entry.at,
  });
}

/** Dates, bigints and class instances become plain JSON so jsonb stores what an admin will read. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null');
}

/**
 * Records a staff action of this request: who (the staff member requireStaff found, or `actor`),
 * their role, the action name, its target (`kind:id`), the before/after snapshots, the IP and the
 * time. Call it for every staff action, inside the action's transaction (`db`) so the record and
 * the change commit or fail together.
 */
export async function audit(
  req: FastifyRequest,
  action: string,
  target: string | null,
  before?: unknown,
  after?: unknown,
  opts: { db?: Db | Tx; actor?: Pick<StaffContext, 'staffId' | 'role'> | null } = {},
): Promise<void> {
  const actor = opts.actor !== undefined ? opts.actor : ((req as { _staff?: StaffContext | null })._staff ?? null);
  await writeAudit(opts.db ?? req.server.deps.db, {
    staffId: actor?.staffId ?? null,
    role: actor?.role ?? null,
    action,
    target,
    before,
    after,
    ip: req.ip,
    at: req.server.deps.clock.now(),
  });
}
