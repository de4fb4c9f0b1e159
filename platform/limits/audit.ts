import { desc, eq } from 'drizzle-orm';
import type { LimitAuditEntry } from '../../schemas/limits';
import type { Db, Tx } from '../db/client';
import { appendEvent } from '../outbox';
import { playerLimitAudit } from './schema';
import type { Conn, LimitRow } from './totals';

/**
 * The limits audit log: every change, refusal and note, written in the transaction that makes it
 * (a change also as a `limit.changed` fact on the event stream), and the player's trail of it.
 */

/** Who asked for something, for the audit log. */
export interface Actor {
  actor: string;
  ip?: string | null | undefined;
}

/** What the audit log keeps of a limit: its shape, not the row's bookkeeping. */
export function snapshot(l: LimitRow | null): Record<string, unknown> | null {
  if (!l) return null;
  return {
    type: l.type,
    period: l.period,
    currency: l.currency,
    amount_cents: l.amount === null ? null : l.amount.toString(),
    minutes: l.minutes,
    ends_at: l.endsAt?.toISOString() ?? null,
    removed_at: l.removedAt?.toISOString() ?? null,
  };
}

export async function audit(
  db: Conn,
  e: {
    playerId: number;
    limitId: number | null;
    action: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    at: Date;
  } & Actor,
): Promise<void> {
  await db.insert(playerLimitAudit).values({
    playerId: e.playerId,
    limitId: e.limitId,
    actor: e.actor,
    action: e.action,
    before: e.before ?? null,
    after: e.after ?? null,
    ip: e.ip ?? null,
    at: e.at,
  });
  // A change of a limit is a fact on the event stream (platform/outbox); refusals and the excluded
  // cash-out's note are not. Every change is audited inside the transaction that makes it.
  if (LIMIT_CHANGE_ACTIONS.has(e.action)) {
    const shape = (e.after ?? e.before ?? {}) as { type?: string; currency?: string | null; amount_cents?: string | null };
    await appendEvent(db as Tx, {
      type: 'limit.changed',
      playerId: e.playerId,
      at: e.at,
      payload: {
        limit_id: e.limitId,
        action: e.action,
        type: shape.type ?? null,
        currency: shape.currency ?? null,
        amount_cents: shape.amount_cents == null ? null : Number(shape.amount_cents),
      },
    });
  }
}

/** Audit actions that change a limit (or its pending change); the rest are refusals and notes. */
const LIMIT_CHANGE_ACTIONS: ReadonlySet<string> = new Set([
  'created',
  'tightened',
  'change_requested',
  'remove_requested',
  'change_withdrawn',
  'confirmed',
  'loosened',
  'removed',
  'ended',
]);

/** The newest 500 entries of the player's limits audit log, newest first. */
export async function auditTrail(db: Db, playerId: number): Promise<LimitAuditEntry[]> {
  const rows = await db.select().from(playerLimitAudit).where(eq(playerLimitAudit.playerId, playerId)).orderBy(desc(playerLimitAudit.id)).limit(500);
  return rows.map((r) => ({
    id: r.id,
    limit_id: r.limitId,
    actor: r.actor,
    action: r.action,
    before: r.before,
    after: r.after,
    ip: r.ip,
    at: r.at.toISOString(),
  }));
}
