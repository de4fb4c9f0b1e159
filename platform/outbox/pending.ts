import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DomainEventType } from '../../schemas/domain-events';
import type { Db, Tx } from '../db/client';
import { domainEvents, eventConsumers } from './schema';

/**
 * Whether `consumer` still has an event of `types` that happened in [from, before) ahead of its
 * position: an engine that closes a window (a tournament's end) waits until its consumer has
 * seen every fact inside it. A consumer that has never run has nothing pending (it starts at the
 * head when it first runs, so it never sees those facts).
 */
export async function consumerHasPending(db: Db | Tx, consumer: string, types: readonly DomainEventType[], from: Date, before: Date): Promise<boolean> {
  const [pos] = await db.select().from(eventConsumers).where(eq(eventConsumers.name, consumer));
  if (!pos) return false;
  const [row] = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        inArray(domainEvents.type, [...types]),
        gte(domainEvents.occurredAt, from),
        lt(domainEvents.occurredAt, before),
        sql`(${domainEvents.txId}, ${domainEvents.id}) > (${pos.positionTx}, ${pos.positionId})`,
      ),
    )
    .limit(1);
  return !!row;
}
