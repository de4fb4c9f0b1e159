import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ParkedEvent, ParkedEventList } from '../../schemas/domain-events';
import type { Db, Tx } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { domainEvents, eventConsumers, parkedEvents } from './schema';

type ParkedRow = typeof parkedEvents.$inferSelect;
type EventRow = typeof domainEvents.$inferSelect;

function view(p: ParkedRow, e: EventRow): ParkedEvent {
  return {
    id: p.id,
    consumer: p.consumer,
    event_id: Number(e.id),
    event_type: e.type,
    player_id: e.playerId,
    occurred_at: e.occurredAt.toISOString(),
    payload: e.payload,
    state: p.state,
    attempts: p.attempts,
    error: p.error,
    parked_at: p.parkedAt.toISOString(),
    retry_requested_at: p.retryRequestedAt?.toISOString() ?? null,
    resolved_at: p.resolvedAt?.toISOString() ?? null,
  };
}

/** Parked events waiting for staff (and those sent back, until a consumer takes them), newest first, and every consumer's health. */
export async function listParked(db: Db, limit = 200): Promise<ParkedEventList> {
  const rows = await db
    .select({ p: parkedEvents, e: domainEvents })
    .from(parkedEvents)
    .innerJoin(domainEvents, eq(domainEvents.id, parkedEvents.eventId))
    .where(inArray(parkedEvents.state, ['parked', 'retry']))
    .orderBy(desc(parkedEvents.parkedAt), desc(parkedEvents.id))
    .limit(limit);
  const consumers = await db.select().from(eventConsumers).orderBy(eventConsumers.name);
  return {
    events: rows.map((r) => view(r.p, r.e)),
    consumers: consumers.map((c) => ({
      name: c.name,
      position: Number(c.positionId),
      attempts: c.attempts,
      last_error: c.lastError,
      next_attempt_at: c.nextAttemptAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Sends a parked event back to its consumer, which hands it over once more on its next pass (the
 * caller wakes the outbox). Only a parked row moves: a second click, or a retry of an event already
 * handled, is a 409 and changes nothing, so one retry is one more delivery.
 */
export async function requestRetry(
  db: Db,
  id: number,
  at: Date,
  auditInTx: (tx: Tx, before: ParkedEvent, after: ParkedEvent) => Promise<void>,
): Promise<ParkedEvent> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ p: parkedEvents, e: domainEvents })
      .from(parkedEvents)
      .innerJoin(domainEvents, eq(domainEvents.id, parkedEvents.eventId))
      .where(eq(parkedEvents.id, id));
    if (!found) throw notFound('No such parked event');
    const [moved] = await tx
      .update(parkedEvents)
      .set({ state: 'retry', retryRequestedAt: at })
      .where(and(eq(parkedEvents.id, id), eq(parkedEvents.state, 'parked')))
      .returning();
    if (!moved)
      throw new HttpError(409, 'not_parked', found.p.state === 'retry' ? 'A retry of this event is already waiting' : 'This event was handled already');
    const after = view(moved, found.e);
    await auditInTx(tx, view(found.p, found.e), after);
    return after;
  });
}
