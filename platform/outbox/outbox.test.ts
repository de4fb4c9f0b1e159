import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParkedEventListSchema, ParkedEventSchema } from '../../schemas/domain-events';
import type { StaffRole } from '../../schemas/staff';
import { openDatabase, type Database, type Tx } from '../db/client';
import { staffAuditLog } from '../staff/schema';
import { seedStaff } from '../staff/seed';
import { staffBrowser as sharedStaffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { testDbKind } from '../testing/test-db';
import { fundedPlayer, seedTestGame } from '../games/seamless/test-helpers';
import { openSession } from '../games/seamless/sessions';
import { appendEvent } from './append';
import { domainEvents, eventConsumers, parkedEvents } from './schema';
import { afterCommit, defineConsumer, Outbox, type Consumer, type OutboxOptions } from './worker';

/**
 * The event stream's faults (README "Event stream"): a handler that throws, a poison event, a
 * crash between commit and handling, the same event delivered twice, two instances racing. Test
 * consumers record their effect in a table of this test's own, in the handler's transaction, as
 * an engine that keeps points or progress would.
 */

let t: TestPlatform;
const log = pino({ level: process.env.OUTBOX_TEST_LOG ?? 'silent' });
const FAST: Partial<OutboxOptions> = { backoffBaseMs: 5, backoffMaxMs: 20, maxAttempts: 3, pollMs: 20 };
let seq = 0;
/** A unique name per test: each consumer starts from the beginning of the stream, so tests filter by their own tag. */
const uniq = (p: string) => `${p}-${++seq}-${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestPlatform();
  await seedStaff(t.app.deps);
  await t.database.db.execute(sql`CREATE TABLE outbox_test_effects (consumer text NOT NULL, event_id bigint NOT NULL, tag text NOT NULL)`);
});
afterAll(async () => t?.close());

/** Commits `n` facts tagged `tag`, one transaction each (the tag with its fact, so events of other tests pass by). */
async function facts(tag: string, n: number, db = t.database.db): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    await db.transaction(async (tx) => {
      await appendEvent(tx, { type: 'player.groups_changed', playerId: null, at: t.clock.now(), payload: { added: [i], removed: [] } });
      const [row] = ((await tx.execute(sql`SELECT currval('domain_events_id_seq')::int AS id`)) as unknown as { rows: { id: number }[] }).rows;
      await tx.execute(sql`INSERT INTO outbox_test_tags (event_id, tag) VALUES (${row!.id}, ${tag})`);
      ids.push(row!.id);
    });
  }
  return ids;
}

/**
 * Waits until no transaction older than these events' runs anywhere on the server, so one pass
 * sees them all: on a shared PostgreSQL other test files' transactions hold the horizon back for a
 * while, and a test that counts passes or batches must not depend on their timing.
 */
async function belowHorizon(ids: number[]): Promise<void> {
  for (let i = 0; i < 1_000; i++) {
    const r = (await t.database.db.execute(sql`
      SELECT max(tx_id) < pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS below
      FROM domain_events WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`)) as unknown as { rows: { below: boolean }[] };
    if (r.rows[0]?.below) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('an older transaction held the horizon back for 10 s');
}

/** A consumer that writes one effect row per event of `tag`, and may fail first. */
function effectConsumer(name: string, tag: string, opts: { fail?: (eventId: number, attempt: number) => boolean; seen?: number[] } = {}): Consumer {
  const attempts = new Map<number, number>();
  return defineConsumer({
    name,
    from: 'start',
    types: ['player.groups_changed'] as const,
    async handle(e, { tx }) {
      if (!(await tagged(tx, e.id, tag))) return;
      opts.seen?.push(e.id);
      // The effect is written before the failure: a failed delivery must leave none of it behind.
      await tx.execute(sql`INSERT INTO outbox_test_effects (consumer, event_id, tag) VALUES (${name}, ${e.id}, ${tag})`);
      const n = (attempts.get(e.id) ?? 0) + 1;
      attempts.set(e.id, n);
      if (opts.fail?.(e.id, n)) throw new Error(`boom on event ${e.id}, attempt ${n}`);
    },
  });
}

async function tagged(tx: Tx, eventId: number, tag: string): Promise<boolean> {
  const r = (await tx.execute(sql`SELECT 1 FROM outbox_test_tags WHERE event_id = ${eventId} AND tag = ${tag}`)) as unknown as { rows: unknown[] };
  return r.rows.length > 0;
}

async function effects(name: string): Promise<number[]> {
  const r = (await t.database.db.execute(sql`SELECT event_id::int AS id FROM outbox_test_effects WHERE consumer = ${name} ORDER BY event_id`)) as unknown as {
    rows: { id: number }[];
  };
  return r.rows.map((x) => Number(x.id));
}

/** Passes until `done` holds (a consumer in back-off needs a few). */
async function until(outbox: Outbox, done: () => Promise<boolean>, limit = 400): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await outbox.runOnce();
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the stream did not settle');
}

beforeAll(async () => {
  await t.database.db.execute(sql`CREATE TABLE outbox_test_tags (event_id bigint PRIMARY KEY, tag text NOT NULL)`);
});

describe('event stream', () => {
  it('retries a handler that throws with back-off until it succeeds, without holding up another consumer, and keeps one effect', async () => {
    const tag = uniq('retry');
    const [flaky, steady] = [uniq('flaky'), uniq('steady')];
    const ids = await facts(tag, 3);
    // The second event fails until it is healed (a deploy, a row repaired); nothing is parked meanwhile.
    let healed = false;
    const outbox = new Outbox(
      { db: t.database.db, log },
      [effectConsumer(flaky, tag, { fail: (id) => id === ids[1] && !healed }), effectConsumer(steady, tag)],
      { ...FAST, maxAttempts: 1_000 },
    );
    await until(outbox, async () => (await effects(steady)).length === 3);
    // The steady consumer is through; the flaky one stopped at the failing event, having done the first.
    expect(await effects(steady)).toEqual(ids);
    expect(await effects(flaky)).toEqual([ids[0]]);
    const [row] = await t.database.db.select().from(eventConsumers).where(eq(eventConsumers.name, flaky));
    expect(row).toMatchObject({ positionId: ids[0], lastError: expect.stringContaining(`boom on event ${ids[1]}`) });
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(row!.nextAttemptAt).not.toBeNull();
    healed = true;
    await until(outbox, async () => (await effects(flaky)).length === 3);
    // Delivered several times, in effect once: the failed attempts' writes rolled back with them.
    expect(await effects(flaky)).toEqual(ids);
    const [after] = await t.database.db.select().from(eventConsumers).where(eq(eventConsumers.name, flaky));
    expect(after).toMatchObject({ attempts: 0, lastError: null, nextAttemptAt: null });
    expect(await t.database.db.select().from(parkedEvents).where(eq(parkedEvents.consumer, flaky))).toEqual([]);
  });

  it('parks a poison event with its error, goes on with the next, shows it to admins only, and a retry delivers it once', async () => {
    const tag = uniq('poison');
    const name = uniq('poisoned');
    const ids = await facts(tag, 3);
    let healed = false;
    const outbox = new Outbox({ db: t.database.db, log }, [effectConsumer(name, tag, { fail: (id) => id === ids[1] && !healed })], FAST);
    await until(outbox, async () => (await effects(name)).length === 2);
    expect(await effects(name)).toEqual([ids[0], ids[2]]);
    const [parked] = await t.database.db.select().from(parkedEvents).where(eq(parkedEvents.consumer, name));
    expect(parked).toMatchObject({ eventId: ids[1], state: 'parked', attempts: 3, error: expect.stringContaining('boom') });

    // The back office: admins see it, support may not, guests are asked to sign in.
    expect((await t.call({ method: 'GET', url: '/api/backoffice/events/parked' })).statusCode).toBe(401);
    const support = await staffBrowser('support');
    expect((await support('GET', '/api/backoffice/events/parked')).statusCode).toBe(403);
    const r403 = await support('POST', `/api/backoffice/events/parked/${parked!.id}/retry`);
    expect(r403.statusCode, r403.body).toBe(403);
    const admin = await staffBrowser('admin');
    const list = ParkedEventListSchema.parse((await admin('GET', '/api/backoffice/events/parked')).json());
    expect(list.events.find((e) => e.id === parked!.id)).toMatchObject({
      consumer: name,
      event_id: ids[1],
      event_type: 'player.groups_changed',
      state: 'parked',
      attempts: 3,
      payload: { added: [1], removed: [] },
    });
    expect(list.consumers.map((c) => c.name)).toContain(name);
    expect((await admin('POST', '/api/backoffice/events/parked/0/retry')).statusCode).toBe(422);
    expect((await admin('POST', '/api/backoffice/events/parked/999999/retry')).statusCode).toBe(404);

    // Fixed (a deploy, a row repaired): staff send it back, twice in a hurry; it is delivered once.
    healed = true;
    const first = await admin('POST', `/api/backoffice/events/parked/${parked!.id}/retry`);
    expect(first.statusCode).toBe(200);
    expect(ParkedEventSchema.parse(first.json())).toMatchObject({ state: 'retry' });
    expect((await admin('POST', `/api/backoffice/events/parked/${parked!.id}/retry`)).json()).toMatchObject({ error: 'not_parked' });
    await until(outbox, async () => (await effects(name)).length === 3);
    expect(await effects(name)).toEqual(ids);
    const [resolved] = await t.database.db.select().from(parkedEvents).where(eq(parkedEvents.id, parked!.id));
    expect(resolved).toMatchObject({ state: 'resolved' });
    expect(resolved!.resolvedAt).not.toBeNull();
    expect((await admin('POST', `/api/backoffice/events/parked/${parked!.id}/retry`)).statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `parked_event:${parked!.id}`));
    expect(audit.map((a) => a.action)).toEqual(['event_retry_requested']);
    // Gone from the list once handled.
    const again = ParkedEventListSchema.parse((await admin('GET', '/api/backoffice/events/parked')).json());
    expect(again.events.find((e) => e.id === parked!.id)).toBeUndefined();
  });

  it('handles after a restart what was committed while no instance delivered (the process died after commit)', async () => {
    const tag = uniq('restart');
    const name = uniq('restarted');
    const first = new Outbox({ db: t.database.db, log }, [effectConsumer(name, tag)], FAST);
    await first.register();
    // Committed, then the process is gone before any delivery.
    const ids = await facts(tag, 4);
    const second = new Outbox({ db: t.database.db, log }, [effectConsumer(name, tag)], FAST);
    await second.drain();
    expect(await effects(name)).toEqual(ids);
    await second.drain();
    expect(await effects(name)).toEqual(ids);
  });

  it('delivers in the background: woken by NOTIFY on commit, and stops cleanly', async () => {
    const tag = uniq('live');
    const name = uniq('live');
    const outbox = new Outbox({ db: t.database.db, log, listen: t.database.listen }, [effectConsumer(name, tag)], { ...FAST, pollMs: 60_000 });
    await outbox.start();
    try {
      const ids = await facts(tag, 2);
      // With a poll of a minute, only the notification can have woken it.
      for (let i = 0; i < 300 && (await effects(name)).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await effects(name)).toEqual(ids);
    } finally {
      await outbox.stop();
    }
  });

  it('hands a consumer that takes batches the pass at once; a batch that throws goes one by one, so only the poison event is parked', async () => {
    const tag = uniq('batch');
    const name = uniq('batched');
    const ids = await facts(tag, 5);
    const batches: number[][] = [];
    const poison = ids[2]!;
    const write = async (tx: Tx, id: number) => {
      if (!(await tagged(tx, id, tag))) return;
      await tx.execute(sql`INSERT INTO outbox_test_effects (consumer, event_id, tag) VALUES (${name}, ${id}, ${tag})`);
      if (id === poison) throw new Error(`boom on event ${id}`);
    };
    const consumer = defineConsumer({
      name,
      from: 'start',
      types: ['player.groups_changed'] as const,
      handle: async (e, { tx }) => write(tx, e.id),
      async handleBatch(events, { tx }) {
        batches.push(events.map((e) => e.id));
        for (const e of events) await write(tx, e.id);
      },
    });
    const outbox = new Outbox({ db: t.database.db, log }, [consumer], FAST);
    await belowHorizon(ids);
    await until(outbox, async () => (await t.database.db.select().from(parkedEvents).where(eq(parkedEvents.consumer, name))).length === 1);
    // Once the poison event is parked, the rest go in batches again.
    await outbox.drain();
    expect(await effects(name)).toEqual(ids.filter((id) => id !== poison));
    expect(batches.some((b) => ids.every((id) => b.includes(id)))).toBe(true);
    const [parked] = await t.database.db.select().from(parkedEvents).where(eq(parkedEvents.consumer, name));
    expect(parked).toMatchObject({ eventId: poison, state: 'parked', error: expect.stringContaining(`boom on event ${poison}`) });
  });

  it('runs afterCommit callbacks once the pass has committed, so a push reads its writes back; a savepoint undone drops its callbacks', async () => {
    const tag = uniq('after');
    const name = uniq('after-commit');
    const ids = await facts(tag, 3);
    const poison = ids[1]!;
    const calls: number[] = [];
    const seen: Promise<number[]>[] = [];
    const consumer = defineConsumer({
      name,
      from: 'start',
      types: ['player.groups_changed'] as const,
      async handle(e, ctx) {
        if (!(await tagged(ctx.tx, e.id, tag))) return;
        await ctx.tx.execute(sql`INSERT INTO outbox_test_effects (consumer, event_id, tag) VALUES (${name}, ${e.id}, ${tag})`);
        // What a push's page does: read back through another connection what the handler wrote.
        afterCommit(ctx, () => {
          calls.push(e.id);
          seen.push(effects(name));
        });
        if (e.id === poison) throw new Error(`boom on event ${e.id}`);
      },
    });
    const outbox = new Outbox({ db: t.database.db, log }, [consumer], FAST);
    await belowHorizon(ids);
    await until(outbox, async () => (await t.database.db.select().from(parkedEvents).where(eq(parkedEvents.consumer, name))).length === 1);
    await outbox.drain();
    expect(calls.sort()).toEqual([ids[0]!, ids[2]!]);
    for (const [i, read] of (await Promise.all(seen)).entries()) expect(read).toContain(calls[i]);
  });

  it('gives a consumer far behind the others a read of its own, so a new engine reading from the start never holds up the live ones', async () => {
    const tag = uniq('behind');
    const [live, fromStart] = [uniq('live'), uniq('from-start')];
    const outbox = new Outbox({ db: t.database.db, log }, [effectConsumer(live, tag), effectConsumer(fromStart, tag)], { ...FAST, batchSize: 3 });
    await outbox.register();
    // The live one is at the head of the stream, the other at its start.
    await t.database.db.execute(
      sql`UPDATE event_consumers SET (position_tx, position_id) = (SELECT tx_id, id FROM domain_events ORDER BY tx_id DESC, id DESC LIMIT 1) WHERE name = ${live}`,
    );
    const ids = await facts(tag, 2);
    await belowHorizon(ids);
    // One pass serves the live one, however far behind the other is.
    await outbox.runOnce();
    expect(await effects(live)).toEqual(ids);
    expect(await effects(fromStart)).toEqual([]);
    await outbox.drain();
    expect(await effects(fromStart)).toEqual(ids);
  });

  it('writes a bet, its win and its rollback as facts in their own transactions, and a refused bet as none; the balance push follows from them, folded per batch', async () => {
    const game = await seedTestGame(t.database.db);
    const svc = t.app.modules.games.protocol;
    const { playerId } = await fundedPlayer(t, 1_000n);
    const { token } = await openSession(t.database.db, {
      playerId,
      gameId: game.gameId,
      provider: game.provider,
      currency: 'EUR',
      mode: 'real',
      at: t.clock.now(),
    });
    const pushes: { event: string; payload: unknown }[] = [];
    await t.drain();
    const off = t.events.on('player.push', (p) => p.playerId === playerId && pushes.push(p));
    const round = uniq('round');
    const bet = await svc.bet(game.provider, { session: token, transaction_id: uniq('b'), round_id: round, amount: 300 });
    await svc.win(game.provider, { session: token, transaction_id: uniq('w'), round_id: round, amount: 500 });
    const lone = uniq('round');
    const second = uniq('b');
    await svc.bet(game.provider, { session: token, transaction_id: second, round_id: lone, amount: 100 });
    await svc.rollback(game.provider, { session: token, transaction_id: uniq('rb'), rollback_transaction_id: second, round_id: lone });
    await expect(svc.bet(game.provider, { session: token, transaction_id: uniq('b'), round_id: uniq('round'), amount: 1_000_000 })).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    const rows = await t.database.db.select().from(domainEvents).where(eq(domainEvents.playerId, playerId)).orderBy(domainEvents.id);
    const money = rows.filter((r) => r.type.startsWith('bet.') || r.type.startsWith('win.'));
    expect(money.map((r) => [r.type, (r.payload as { amount_cents: number }).amount_cents])).toEqual([
      ['bet.placed', 300],
      ['win.paid', 500],
      ['bet.placed', 100],
      ['bet.rolled_back', 100],
    ]);
    expect(money[0]!.payload).toMatchObject({
      currency: 'EUR',
      provider: game.provider,
      game_id: game.gameId,
      round_id: bet.round,
      bonus_amount_cents: 0,
      bonus_id: null,
    });
    await t.drain();
    off();
    // The four balance changes fold to one push per delivered batch, of the balance as it is then;
    // how many batches they span depends on what else commits meanwhile (an event is delivered
    // only once every older transaction has ended), so: at most one push per change, the last one
    // the balance as it is now.
    expect(pushes.length).toBeGreaterThanOrEqual(1);
    expect(pushes.length).toBeLessThanOrEqual(4);
    expect(new Set(pushes.map((p) => p.event))).toEqual(new Set(['private:balance']));
    expect(pushes.at(-1)!.payload).toMatchObject({ currency: 'EUR', amount_cents: 1_200 });
  });
});

describe.runIf(testDbKind === 'postgres')('event stream on PostgreSQL with two instances', () => {
  it('a crash in the middle of a delivery loses nothing: the other instance handles the batch, once', async () => {
    const tag = uniq('crash');
    const name = uniq('crashing');
    const ids = await facts(tag, 5);
    const other = await openDatabase({ databaseUrl: t.database.url!, poolSize: 2 });
    try {
      // Instance A dies while handling the third event: its connection is cut mid-transaction.
      let killed = false;
      const dying = defineConsumer({
        name,
        from: 'start',
        types: ['player.groups_changed'] as const,
        async handle(e, { tx }) {
          if (!(await tagged(tx, e.id, tag))) return;
          await tx.execute(sql`INSERT INTO outbox_test_effects (consumer, event_id, tag) VALUES (${name}, ${e.id}, ${tag})`);
          if (e.id === ids[2] && !killed) {
            killed = true;
            const pid = ((await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
            // Cut while a query is in flight, as a crash would find it (the error is that query's).
            const inFlight = tx.execute(sql`SELECT pg_sleep(10)`);
            await new Promise((r) => setTimeout(r, 100));
            await t.database.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
            await inFlight;
          }
        },
      });
      const a = new Outbox({ db: other.db, log }, [dying], FAST);
      // Its pass fails with the cut connection (passes before the events are visible do nothing).
      let cut: unknown = null;
      for (let i = 0; i < 500 && !cut; i++) {
        await a.runOnce().catch((err: unknown) => (cut = err));
        if (!cut) await new Promise((r) => setTimeout(r, 10));
      }
      expect(killed).toBe(true);
      expect(cut).toBeInstanceOf(Error);
      // Nothing of A's batch stuck: its writes and its position went down with its transaction.
      expect(await effects(name)).toEqual([]);
      const b = new Outbox({ db: t.database.db, log }, [effectConsumer(name, tag)], FAST);
      await b.drain();
      expect(await effects(name)).toEqual(ids);
    } finally {
      await other.close();
    }
  });

  it('two instances racing never handle one event twice nor skip one, even when an earlier transaction commits last', async () => {
    const tag = uniq('race');
    const name = uniq('raced');
    const dbs: Database[] = [
      await openDatabase({ databaseUrl: t.database.url!, poolSize: 4 }),
      await openDatabase({ databaseUrl: t.database.url!, poolSize: 4 }),
    ];
    const inFlight = new Set<number>();
    const overlaps: number[] = [];
    const racer = (): Consumer =>
      defineConsumer({
        name,
        from: 'start',
        types: ['player.groups_changed'] as const,
        async handle(e, { tx }) {
          if (!(await tagged(tx, e.id, tag))) return;
          if (inFlight.has(e.id)) overlaps.push(e.id);
          inFlight.add(e.id);
          try {
            await tx.execute(sql`INSERT INTO outbox_test_effects (consumer, event_id, tag) VALUES (${name}, ${e.id}, ${tag})`);
            await new Promise((r) => setTimeout(r, 1));
          } finally {
            inFlight.delete(e.id);
          }
        },
      });
    const instances = dbs.map((d) => new Outbox({ db: d.db, log, listen: d.listen }, [racer()], { ...FAST, batchSize: 7 }));
    try {
      await Promise.all(instances.map((o) => o.start()));
      // A slow writer takes its transaction id first and commits after many later ones.
      const slow = t.database.db.transaction(async (tx) => {
        await appendEvent(tx, { type: 'player.groups_changed', playerId: null, at: t.clock.now(), payload: { added: [-1], removed: [] } });
        const [row] = ((await tx.execute(sql`SELECT currval('domain_events_id_seq')::int AS id`)) as unknown as { rows: { id: number }[] }).rows;
        await tx.execute(sql`INSERT INTO outbox_test_tags (event_id, tag) VALUES (${row!.id}, ${tag})`);
        await new Promise((r) => setTimeout(r, 400));
        return row!.id;
      });
      const writers = await Promise.all([0, 1, 2, 3].map(() => facts(tag, 15)));
      const slowId = await slow;
      const all = [...writers.flat(), slowId].sort((x, y) => x - y);
      for (let i = 0; i < 500 && (await effects(name)).length < all.length; i++) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      expect(await effects(name)).toEqual(all);
      expect(overlaps).toEqual([]);
    } finally {
      await Promise.all(instances.map((o) => o.stop()));
      await Promise.all(dbs.map((d) => d.close()));
    }
  });
});

describe.runIf(testDbKind === 'postgres')('event stream on PostgreSQL: LISTEN connection lost', () => {
  it('listens anew with back-off when the LISTEN connection is cut, and is woken by NOTIFY again', async () => {
    const tag = uniq('relisten');
    const name = uniq('relisten');
    const listeners = async () =>
      (
        (await t.database.db.execute(
          sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows.map((r) => r.pid);
    const before = await listeners();
    const outbox = new Outbox({ db: t.database.db, log, listen: t.database.listen }, [effectConsumer(name, tag)], {
      ...FAST,
      pollMs: 60_000,
      relistenBaseMs: 50,
      relistenMaxMs: 200,
    });
    await outbox.start();
    try {
      expect(outbox.listening).toBe(true);
      const [pid] = (await listeners()).filter((p) => !before.includes(p));
      expect(pid).toBeDefined();
      await t.database.db.execute(sql`SELECT pg_terminate_backend(${pid!})`);
      for (let i = 0; i < 250 && outbox.listens < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(outbox.listens).toBe(2);
      expect(outbox.listening).toBe(true);
      const now = (await listeners()).filter((p) => !before.includes(p));
      expect(now).toHaveLength(1);
      expect(now[0]).not.toBe(pid);
      // With a poll of a minute, only a notification on the new connection can deliver these (or a
      // look again soon after it, when another transaction on the shared server holds them back).
      const ids = await facts(tag, 2);
      for (let i = 0; i < 1500 && (await effects(name)).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await effects(name)).toEqual(ids);
    } finally {
      await outbox.stop();
    }
    expect(outbox.listening).toBe(false);
  });
});

let ip = 1;
const staffBrowser = (role: StaffRole) => sharedStaffBrowser(t, role, `10.8.0.${ip++}`);
