import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../db/client';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { appendEvent } from './append';
import { domainEvents, eventConsumers, parkedEvents } from './schema';
import { Outbox } from './worker';

/**
 * Retention (README "Retention"): on a database of its own, so that the consumer rows that bound
 * what may go are only the platform's and this test's.
 */

let t: TestPlatform;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => t?.close());

async function fact(tx: Tx, i: number): Promise<number> {
  await appendEvent(tx, { type: 'player.groups_changed', playerId: null, at: t.clock.now(), payload: { added: [i], removed: [] } });
  const [row] = ((await tx.execute(sql`SELECT currval('domain_events_id_seq')::int AS id`)) as unknown as { rows: { id: number }[] }).rows;
  return row!.id;
}

async function facts(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await t.database.db.transaction((tx) => fact(tx, i)));
  return ids;
}

const ageDays = (ids: number[], days: number) =>
  t.database.db.execute(
    sql`UPDATE domain_events SET created_at = now() - make_interval(days => ${days}) WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );

const left = async (ids: number[]) =>
  (await t.database.db.select({ id: domainEvents.id }).from(domainEvents).where(inArray(domainEvents.id, ids))).map((r) => Number(r.id)).sort((a, b) => a - b);

describe('event stream retention', () => {
  it('deletes events every consumer has passed and older than the retention, keeps parked ones and young ones, and resolved parked rows after theirs', async () => {
    const ids = await facts(6);
    await t.drain();
    // Five are old; the sixth is recent. The fourth is parked (staff have not looked), the third was parked and resolved long ago.
    await ageDays(ids.slice(0, 5), 10);
    const [stillParked, longResolved, recentlyResolved] = await t.database.db
      .insert(parkedEvents)
      .values([
        { consumer: 'test.retention', eventId: ids[3]!, state: 'parked', attempts: 8, error: 'boom' },
        { consumer: 'test.retention', eventId: ids[2]!, state: 'resolved', attempts: 8, error: 'boom', resolvedAt: sql`now() - interval '40 days'` },
        { consumer: 'test.retention', eventId: ids[1]!, state: 'resolved', attempts: 8, error: 'boom', resolvedAt: sql`now() - interval '2 days'` },
      ])
      .returning({ id: parkedEvents.id });
    // A consumer that has not passed the fifth yet holds it back.
    const last = (
      await t.database.db
        .select({ tx: domainEvents.txId, id: domainEvents.id })
        .from(domainEvents)
        .where(inArray(domainEvents.id, [ids[3]!]))
    )[0]!;
    await t.database.db.insert(eventConsumers).values({ name: 'test.retention.slow', positionTx: last.tx, positionId: last.id });

    const outbox = new Outbox({ db: t.database.db, log }, [], { retentionDays: 7, parkedRetentionDays: 30, pruneBatch: 2 });
    expect(await outbox.prune()).toEqual({ events: 2, parked: 1 });
    // Gone: the first (nothing refers to it) and the third (its parked row was resolved 40 days ago).
    // Kept: the second (a resolved parked row younger than 30 days), the fourth (parked), the fifth
    // (the slow consumer is before it), the sixth (young).
    expect(await left(ids)).toEqual([ids[1], ids[3], ids[4], ids[5]]);
    const parkedLeft = (await t.database.db.select({ id: parkedEvents.id }).from(parkedEvents)).map((r) => r.id).sort((a, b) => a - b);
    expect(parkedLeft).toEqual([stillParked!.id, recentlyResolved!.id]);
    expect(parkedLeft).not.toContain(longResolved!.id);

    // The slow consumer moves on (or is removed): the fifth goes too. A second prune finds nothing more.
    await t.database.db.execute(sql`DELETE FROM event_consumers WHERE name = 'test.retention.slow'`);
    expect(await outbox.prune()).toEqual({ events: 1, parked: 0 });
    expect(await left(ids)).toEqual([ids[1], ids[3], ids[5]]);
    expect(await outbox.prune()).toEqual({ events: 0, parked: 0 });
    // 0 days keeps everything.
    await ageDays([ids[5]!], 10);
    expect(await new Outbox({ db: t.database.db, log }, [], { retentionDays: 0, parkedRetentionDays: 0 }).prune()).toEqual({ events: 0, parked: 0 });
    expect(await left(ids)).toEqual([ids[1], ids[3], ids[5]]);
  });

  it('two instances pruning at once delete each old event once, in bounded batches, and stop when there is nothing left', async () => {
    const ids = await facts(25);
    await t.drain();
    await ageDays(ids, 10);
    const second = t.database.url ? await (await import('../db/client')).openDatabase({ databaseUrl: t.database.url, poolSize: 2 }) : t.database;
    try {
      const a = new Outbox({ db: t.database.db, log }, [], { pruneBatch: 3, pruneMaxBatches: 100 });
      const b = new Outbox({ db: second.db, log }, [], { pruneBatch: 3, pruneMaxBatches: 100 });
      const [ra, rb] = await Promise.all([a.prune(), b.prune()]);
      // Older events of the first test (the young sixth, aged there) may go as well: count ours.
      expect(await left(ids)).toEqual([]);
      expect(ra.events + rb.events).toBeGreaterThanOrEqual(ids.length);
      // A batch limit bounds one prune: 2 batches of 3 take 6 at most.
      const more = await facts(8);
      await t.drain();
      await ageDays(more, 10);
      expect((await new Outbox({ db: t.database.db, log }, [], { pruneBatch: 3, pruneMaxBatches: 2 }).prune()).events).toBe(6);
      expect(await left(more)).toHaveLength(2);
    } finally {
      if (second !== t.database) await second.close();
    }
  });
});
