import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DomainEventPayload, DomainEventType } from '../../schemas/domain-events';
import type { Db, Tx } from '../db/client';
import { domainEvents, eventConsumers, parkedEvents } from './schema';

/** One fact as a consumer reads it. */
export interface StreamEvent<K extends DomainEventType = DomainEventType> {
  id: number;
  txId: number;
  type: K;
  playerId: number | null;
  payload: DomainEventPayload<K>;
  occurredAt: Date;
}

/** The events of the types listed, typed by their type. */
export type EventOf<T extends readonly DomainEventType[]> = { [K in T[number]]: StreamEvent<K> }[T[number]];

/**
 * A reaction to the stream, registered by name in the composition root (platform/modules.ts).
 * `handle` runs inside a transaction (a savepoint of the consumer's batch) that also moves the
 * consumer's position: what it writes through `tx` commits exactly once with the position, and a
 * throw undoes it. What it does outside the database (a socket push) may happen more than once.
 */
export interface Consumer<T extends readonly DomainEventType[] = readonly DomainEventType[]> {
  name: string;
  types: T;
  /** 'start' reads the whole stream (an engine that counts facts); 'now' only what comes after it is first registered (live pushes). */
  from: 'start' | 'now';
  /**
   * For reactions that only show the latest state (a balance push): events of one key in one batch
   * are folded to the last of them, the earlier ones count as handled. Undefined keys never fold.
   */
  supersededBy?: (event: EventOf<T>) => string | undefined;
  handle(event: EventOf<T>, ctx: { tx: Tx }): Promise<void>;
}

/** Builds a consumer with its event type narrowed by `types`. */
export function defineConsumer<const T extends readonly DomainEventType[]>(c: Consumer<T>): Consumer {
  return c as unknown as Consumer;
}

export interface OutboxOptions {
  /** Events read per consumer per transaction. */
  batchSize: number;
  /** Failed attempts at one event before it is parked. */
  maxAttempts: number;
  /** Back-off after the n-th failure: base * 2^(n-1), at most max, with up to 25 % jitter. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A safety net under LISTEN/NOTIFY: look for events this often even when nothing woke us. */
  pollMs: number;
  /**
   * After a wake-up, wait this long for more commits before the pass: under a stream of bets one
   * pass then takes many events instead of one pass per commit (the lag it adds is this, at most).
   */
  gatherMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = { batchSize: 200, maxAttempts: 8, backoffBaseMs: 500, backoffMaxMs: 5 * 60_000, pollMs: 1_000, gatherMs: 15 };

/** Subscribes to a NOTIFY channel; resolves to the unsubscribe (Database.listen). */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

export const NOTIFY_CHANNEL = 'domain_events';

/** What one pass over a consumer did. */
interface Pass {
  read: number;
  handled: number;
  failed: boolean;
  /** Another instance holds the consumer, or it waits out a back-off. */
  skipped: boolean;
}

const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

/**
 * Delivers the stream to the consumers (README "Event stream"). Each pass over a consumer is one
 * transaction that locks the consumer's row with FOR UPDATE SKIP LOCKED (another instance busy
 * with it is skipped, never waited for, and two never handle one consumer's events at once), reads
 * the events after its position that are older than every transaction still running, hands them
 * over one savepoint each and moves the position in the same commit. A throw stops that consumer
 * at the event: it is tried again after a back-off, and parked after `maxAttempts`, while the
 * other consumers go on.
 */
export class Outbox {
  readonly options: OutboxOptions;
  readonly #consumers = new Map<string, Consumer>();
  #registered = false;
  #draining = false;
  #running = false;
  #loop: Promise<void> | null = null;
  #wakeUp: (() => void) | null = null;
  #woken = false;
  #unlisten: (() => Promise<void>) | null = null;
  /** When each consumer last looked for parked events sent back (at most once per poll interval). */
  readonly #parkedCheckedAt = new Map<string, number>();

  constructor(
    private readonly deps: { db: Db; log: Logger; listen?: Listen | undefined },
    consumers: readonly Consumer[],
    options: Partial<OutboxOptions> = {},
  ) {
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
    for (const c of consumers) {
      if (this.#consumers.has(c.name)) throw new Error(`Two event consumers are named ${c.name}`);
      this.#consumers.set(c.name, c);
    }
  }

  get consumerNames(): string[] {
    return [...this.#consumers.keys()];
  }

  /** Gives every consumer its row (a new 'now' consumer starts at the newest event). Idempotent. */
  async register(): Promise<void> {
    if (this.#registered) return;
    for (const c of this.#consumers.values()) {
      const head = c.from === 'now' ? sql`(SELECT tx_id FROM domain_events ORDER BY tx_id DESC, id DESC LIMIT 1)` : sql`0`;
      const headId = c.from === 'now' ? sql`(SELECT id FROM domain_events ORDER BY tx_id DESC, id DESC LIMIT 1)` : sql`0`;
      await this.deps.db.execute(sql`
        INSERT INTO event_consumers (name, position_tx, position_id)
        VALUES (${c.name}, coalesce(${head}, 0), coalesce(${headId}, 0))
        ON CONFLICT (name) DO NOTHING`);
    }
    this.#registered = true;
  }

  /** Starts delivering in the background: on every NOTIFY, and every `pollMs` regardless. */
  async start(): Promise<void> {
    if (this.#running) return;
    await this.register();
    if (this.deps.listen) {
      try {
        this.#unlisten = await this.deps.listen(NOTIFY_CHANNEL, () => this.wake());
      } catch (err) {
        // Polling alone still delivers everything, only later.
        this.deps.log.warn({ err }, 'outbox: LISTEN failed, polling only');
      }
    }
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Stops after the pass in progress; what it did not finish stays in the stream for the next start. */
  async stop(): Promise<void> {
    this.#running = false;
    this.wake();
    await this.#loop;
    this.#loop = null;
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    await unlisten?.().catch(() => undefined);
  }

  /** Asks for a pass now (a NOTIFY arrived, staff asked for a retry). */
  wake(): void {
    this.#woken = true;
    const w = this.#wakeUp;
    this.#wakeUp = null;
    w?.();
  }

  async #run(): Promise<void> {
    while (this.#running) {
      this.#woken = false;
      let again = false;
      try {
        again = await this.runOnce();
      } catch (err) {
        this.deps.log.error({ err }, 'outbox: a delivery pass failed');
      }
      if (!this.#running) break;
      if (again) continue;
      if (!this.#woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.pollMs);
          this.#wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      if (this.#running && this.options.gatherMs > 0) await new Promise((r) => setTimeout(r, this.options.gatherMs));
    }
  }

  /** One pass over every consumer, side by side. True when some consumer read events (more may wait). */
  async runOnce(): Promise<boolean> {
    await this.register();
    const passes = await Promise.all([...this.#consumers.values()].map((c) => this.#pass(c)));
    return passes.some((p) => p.read > 0 && !p.failed);
  }

  /**
   * Passes until every consumer has handled every committed event it can take now (tests, the
   * bench). A consumer waiting out a back-off counts as done. An event behind the horizon (an
   * older transaction, anywhere on the server, still running) is waited for, up to `timeoutMs`.
   */
  async drain(timeoutMs = 30_000): Promise<void> {
    this.#draining = true;
    const deadline = Date.now() + timeoutMs;
    try {
      for (;;) {
        const read = await this.runOnce();
        if (!read && !(await this.#behind())) return;
        if (Date.now() > deadline) throw new Error('outbox: drain did not settle');
        if (!read) await new Promise((r) => setTimeout(r, 5));
      }
    } finally {
      this.#draining = false;
    }
  }

  /** Is some consumer that may run now behind a committed event? */
  async #behind(): Promise<boolean> {
    const names = this.consumerNames;
    if (names.length === 0) return false;
    const r = (await this.deps.db.execute(sql`
      SELECT 1 FROM event_consumers c
      WHERE c.name IN (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})
        AND (c.next_attempt_at IS NULL OR c.next_attempt_at <= now())
        AND EXISTS (SELECT 1 FROM domain_events e WHERE (e.tx_id, e.id) > (c.position_tx, c.position_id))
      LIMIT 1`)) as unknown as { rows: unknown[] };
    return r.rows.length > 0;
  }

  async #pass(c: Consumer): Promise<Pass> {
    const { db, log } = this.deps;
    const o = this.options;
    return db.transaction(async (tx) => {
      // The horizon is read in the statement that takes the lock, before this transaction has an
      // id of its own: every transaction below it has ended, so no event under it can still appear.
      const [row] = await tx
        .select({
          positionTx: eventConsumers.positionTx,
          positionId: eventConsumers.positionId,
          attempts: eventConsumers.attempts,
          horizon: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
        })
        .from(eventConsumers)
        .where(and(eq(eventConsumers.name, c.name), sql`(${eventConsumers.nextAttemptAt} IS NULL OR ${eventConsumers.nextAttemptAt} <= now())`))
        .for('update', { skipLocked: true });
      if (!row) return { read: 0, handled: 0, failed: false, skipped: true };

      // Staff retries are rare: look for them at most once per poll interval (and in every drain).
      const now = Date.now();
      let retried = 0;
      if (this.#draining || now - (this.#parkedCheckedAt.get(c.name) ?? 0) >= o.pollMs) {
        this.#parkedCheckedAt.set(c.name, now);
        retried = await this.#retryParked(tx, c);
      }

      const horizon = Number(row.horizon);
      const events = await tx
        .select()
        .from(domainEvents)
        .where(and(sql`(${domainEvents.txId}, ${domainEvents.id}) > (${row.positionTx}, ${row.positionId})`, sql`${domainEvents.txId} < ${horizon}`))
        .orderBy(asc(domainEvents.txId), asc(domainEvents.id))
        .limit(o.batchSize);

      let position: { tx: number; id: number } | null = null;
      let handled = 0;
      let failure: { event: typeof domainEvents.$inferSelect; error: string } | null = null;
      const mine = events.map((e) => (c.types as readonly string[]).includes(e.type));
      // Folding: an event whose key comes again later in this batch is superseded by the later one.
      const lastOfKey = new Map<string, number>();
      const keys = events.map((e, i) => (mine[i] && c.supersededBy ? c.supersededBy(toStreamEvent(e)) : undefined));
      keys.forEach((k, i) => k !== undefined && lastOfKey.set(k, i));
      for (const [i, e] of events.entries()) {
        const k = keys[i];
        if (mine[i] && (k === undefined || lastOfKey.get(k) === i)) {
          try {
            await tx.transaction(async (sp) => c.handle(toStreamEvent(e), { tx: sp }));
            handled++;
          } catch (err) {
            failure = { event: e, error: errorText(err) };
            break;
          }
        }
        position = { tx: Number(e.txId), id: Number(e.id) };
      }

      if (!failure) {
        if (position) {
          await tx
            .update(eventConsumers)
            .set({ positionTx: position.tx, positionId: position.id, attempts: 0, nextAttemptAt: null, lastError: null, updatedAt: sql`now()` })
            .where(eq(eventConsumers.name, c.name));
        }
        return { read: events.length + retried, handled, failed: false, skipped: false };
      }

      // Events before the failing one are done; the failing one is the head now.
      const attempts = (position ? 0 : row.attempts) + 1;
      if (attempts >= o.maxAttempts) {
        log.error({ consumer: c.name, eventId: failure.event.id, type: failure.event.type, error: failure.error }, 'outbox: event parked');
        await tx
          .insert(parkedEvents)
          .values({ consumer: c.name, eventId: Number(failure.event.id), state: 'parked', attempts, error: failure.error })
          .onConflictDoUpdate({ target: [parkedEvents.consumer, parkedEvents.eventId], set: { state: 'parked', attempts, error: failure.error, parkedAt: sql`now()`, resolvedAt: null } });
        const past = { tx: Number(failure.event.txId), id: Number(failure.event.id) };
        await tx
          .update(eventConsumers)
          .set({ positionTx: past.tx, positionId: past.id, attempts: 0, nextAttemptAt: null, lastError: failure.error, updatedAt: sql`now()` })
          .where(eq(eventConsumers.name, c.name));
        // Parking moved the position: the consumer goes on with the next event at once.
        return { read: events.length, handled, failed: false, skipped: false };
      }
      const delay = backoffMs(attempts, o);
      log.warn({ consumer: c.name, eventId: failure.event.id, attempts, delayMs: delay, error: failure.error }, 'outbox: handler failed, will retry');
      await tx
        .update(eventConsumers)
        .set({
          ...(position ? { positionTx: position.tx, positionId: position.id } : {}),
          attempts,
          nextAttemptAt: sql`now() + (${delay} * interval '1 millisecond')`,
          lastError: failure.error,
          updatedAt: sql`now()`,
        })
        .where(eq(eventConsumers.name, c.name));
      return { read: events.length, handled, failed: true, skipped: false };
    });
  }

  /** Parked events staff sent back: each handled once more in its own savepoint; resolved, or parked again with the new error. */
  async #retryParked(tx: Tx, c: Consumer): Promise<number> {
    const due = await tx
      .select({ parked: parkedEvents, event: domainEvents })
      .from(parkedEvents)
      .innerJoin(domainEvents, eq(domainEvents.id, parkedEvents.eventId))
      .where(and(eq(parkedEvents.consumer, c.name), eq(parkedEvents.state, 'retry')))
      .orderBy(asc(parkedEvents.id))
      .limit(20);
    for (const { parked, event } of due) {
      try {
        await tx.transaction(async (sp) => c.handle(toStreamEvent(event), { tx: sp }));
        await tx.update(parkedEvents).set({ state: 'resolved', resolvedAt: sql`now()` }).where(eq(parkedEvents.id, parked.id));
      } catch (err) {
        await tx
          .update(parkedEvents)
          .set({ state: 'parked', attempts: parked.attempts + 1, error: errorText(err), parkedAt: sql`now()` })
          .where(eq(parkedEvents.id, parked.id));
      }
    }
    return due.length;
  }
}

/** A row as its consumer reads it; the payload was checked against its type's schema when it was written (append.ts). */
function toStreamEvent(e: typeof domainEvents.$inferSelect): EventOf<readonly DomainEventType[]> {
  return { id: Number(e.id), txId: Number(e.txId), type: e.type, playerId: e.playerId, payload: e.payload, occurredAt: e.occurredAt } as EventOf<readonly DomainEventType[]>;
}

/** base * 2^(n-1), capped, plus up to a quarter of itself at random so instances do not retry in step. */
export function backoffMs(attempt: number, o: Pick<OutboxOptions, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  const raw = Math.min(o.backoffMaxMs, o.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw + randomInt(Math.max(1, Math.floor(raw / 4)) + 1));
}
