import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { staffUsers } from './schema';

/** The e-mail addresses of staff accounts `ids` (back-office lists name who did what), keyed by id. */
export async function staffEmails(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.email]));
}
