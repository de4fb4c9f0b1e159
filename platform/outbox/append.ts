import { DomainEventPayloadSchemas, type DomainEventPayload, type DomainEventType } from '../../schemas/domain-events';
import type { Tx } from '../db/client';
import { domainEvents } from './schema';

export interface AppendEvent<K extends DomainEventType> {
  type: K;
  playerId: number | null;
  payload: DomainEventPayload<K>;
  /** When it happened by the platform clock. */
  at: Date;
}

/**
 * Records a fact in the stream. Takes a transaction, never the database: the row commits or rolls
 * back with the change it records (a fact without its change, or a change without its fact, is
 * what the outbox exists to rule out). The payload is checked against its schema here, so a
 * consumer can trust what it reads.
 */
export async function appendEvent<K extends DomainEventType>(tx: Tx, e: AppendEvent<K>): Promise<void> {
  const payload = DomainEventPayloadSchemas[e.type].parse(e.payload);
  await tx.insert(domainEvents).values({ type: e.type, playerId: e.playerId, payload, occurredAt: e.at });
}

/**
 * Several facts of one transaction in one statement (one round trip), in the order given: the
 * stream orders a transaction's facts by id, which a multi-row insert assigns in row order.
 */
export async function appendEvents(tx: Tx, events: readonly AppendEvent<DomainEventType>[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(domainEvents)
    .values(events.map((e) => ({ type: e.type, playerId: e.playerId, payload: DomainEventPayloadSchemas[e.type].parse(e.payload), occurredAt: e.at })));
}
