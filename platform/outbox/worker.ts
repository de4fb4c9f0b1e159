import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
 * What a handler is given: the savepoint it writes through, and `afterCommit` for what must not
 * happen before those writes are visible (a socket push that makes a page read them back). The
 * worker runs those callbacks once the pass has committed, and drops them when the savepoint is
 * undone. Tests that call a handler directly may leave it out: `afterCommit()` below then runs
 * the callback at once.
 */
export interface ConsumerContext {
  tx: Tx;
  afterCommit?: (fn: () => void) => void;
}

/** Runs `fn` after the consumer's writes commit (or at once when the caller gave no hook). */
export function afterCommit(ctx: ConsumerContext, fn: () => void): void {
  if (ctx.afterCommit) ctx.afterCommit(fn);
  else fn();
}

/**
 * A reaction to the stream, registered by name in the composition root (platform/modules.ts).
 * `handle` runs inside a transaction (a savepoint of the consumer's batch) that also moves the
 * consumer's position: what it writes through `tx` commits exactly once with the position, and a
 * throw undoes it. What it does outside the database (a socket push) may happen more than once;
 * it goes through `afterCommit` so a page that reads back on the push sees the writes.
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
  handle(event: EventOf<T>, ctx: ConsumerContext): Promise<void>;
  /**
   * Optional: the events of one pass (after folding) at once, in one savepoint, so a reaction that
   * reads (the balance push) does one query for the batch instead of one per event. A throw undoes
   * the whole batch and the pass falls back to `handle`, event by event, so a poison event is
   * still found, retried and parked on its own.
   */
  handleBatch?: (events: EventOf<T>[], ctx: ConsumerContext) => Promise<void>;
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
  /**
   * After a pass that found events, or saw committed events held back by an older transaction, the
   * next one comes after at most this long even without a wake-up: NOTIFYs are coalesced across
   * transactions committing at once, so a commit may land just after the pass its neighbour's
   * notification started, and a held-back event's notification has come and gone. 0 turns it
   * off (PGlite: one connection, so no commit coincides with another and nothing is held back).
   */
  lingerMs: number;
  /** A lost LISTEN connection is reopened after relistenBaseMs * 2^(n-1), at most relistenMaxMs (the poll delivers meanwhile). */
  relistenBaseMs: number;
  relistenMaxMs: number;
  /**
   * Retention: events every consumer has passed and older than this many days are deleted (0 keeps
   * them forever). A parked event, and so its fact, stays until staff resolve it.
   */
  retentionDays: number;
  /** Resolved parked rows older than this many days are deleted (0 keeps them). */
  parkedRetentionDays: number;
  /** How often an instance prunes (0: never in the background; `prune()` still works). */
  pruneEveryMs: number;
  /** Rows deleted per transaction, and transactions per prune, so a backlog is worked off in short steps. */
  pruneBatch: number;
  pruneMaxBatches: number;
  /** A pass slower than this is logged with its five slowest consumers (a stall on PGlite, a hot consumer on PostgreSQL). */
  slowPassMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  batchSize: 500,
  maxAttempts: 8,
  backoffBaseMs: 500,
  backoffMaxMs: 5 * 60_000,
  pollMs: 1_000,
  gatherMs: 15,
  lingerMs: 100,
  relistenBaseMs: 250,
  relistenMaxMs: 30_000,
  retentionDays: 7,
  parkedRetentionDays: 30,
  pruneEveryMs: 10 * 60_000,
  pruneBatch: 2_000,
  pruneMaxBatches: 50,
  slowPassMs: 1_000,
};

/**
 * Subscribes to a NOTIFY channel; resolves to the unsubscribe (Database.listen). `onLost` is called
 * once if the subscription ends by itself (the connection dropped): the Outbox then listens anew.
 */
export type Listen = (channel: string, onNotify: () => void, onLost?: (err?: unknown) => void) => Promise<() => Promise<void>>;

/** What one prune deleted. */
export interface Pruned {
  events: number;
  parked: number;
}

export const NOTIFY_CHANNEL = 'domain_events';

/** What one pass did. */
interface Pass {
  /** Some consumer moved past events (or handled a staff retry) without failing. */
  progressed: boolean;
  /** A read came back full, or an event was parked: more is waiting, pass again at once. */
  more: boolean;
  /** Committed events wait behind the horizon (an older transaction still runs): look again soon. */
  heldBack: boolean;
}

/** A consumer's position moved by a pass, told to `onPassed` after the commit. */
export interface Passed {
  consumer: string;
  tx: number;
  id: number;
}

type EventRow = typeof domainEvents.$inferSelect;
type Position = { tx: number; id: number };
const after = (e: EventRow, p: Position) => Number(e.txId) > p.tx || (Number(e.txId) === p.tx && Number(e.id) > p.id);

const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

/**
 * Delivers the stream to the consumers (README "Consuming"). A pass is one transaction that locks
 * the consumers' rows with FOR UPDATE SKIP LOCKED (one another instance is busy with is skipped,
 * never waited for, and two never handle one consumer's events at once), reads the events after
 * their positions that are older than every transaction still running, hands each consumer its
 * part (in one savepoint with `handleBatch`, else one savepoint each) and moves the positions in
 * the same commit. A throw stops that consumer at the event: it is tried again after a back-off,
 * and parked after `maxAttempts`, while the other consumers go on. It also prunes what every
 * consumer has passed (README "Retention") and keeps its LISTEN up.
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
  /** LISTEN state: subscribed now, failed attempts since the last success, the timer of the next attempt. */
  #listening = false;
  #listenFailures = 0;
  #relistenTimer: NodeJS.Timeout | null = null;
  #listens = 0;
  #lastPruneAt = 0;
  readonly #passedListeners = new Set<(moved: Passed[]) => void>();
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

  /** Tells `listener` after each commit which positions it moved (the bench measures lag so, without a query); returns the unsubscribe. */
  onPassed(listener: (moved: Passed[]) => void): () => void {
    this.#passedListeners.add(listener);
    return () => this.#passedListeners.delete(listener);
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
    this.#running = true;
    // The first prune waits a full interval: a restart loop must not turn into a delete loop.
    this.#lastPruneAt = Date.now();
    await this.#listen();
    this.#loop = this.#run();
  }

  /** Is the NOTIFY subscription up (false: polling only, a new LISTEN is on its way)? */
  get listening(): boolean {
    return this.#listening;
  }

  /** How many times a LISTEN succeeded (1 after start; more after reconnects). */
  get listens(): number {
    return this.#listens;
  }

  /**
   * Subscribes to the wake-ups. A failure or a lost connection only costs latency (the poll keeps
   * delivering), so it is retried with back-off for as long as the Outbox runs.
   */
  async #listen(): Promise<void> {
    const listen = this.deps.listen;
    if (!listen || !this.#running) return;
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (!this.#running) return;
      this.#listening = false;
      this.#unlisten = null;
      this.deps.log.warn({ err }, 'outbox: LISTEN connection lost, polling until it is back');
      // A notification may have been lost with it: look now.
      this.wake();
      this.#relistenLater();
    };
    try {
      const unlisten = await listen(NOTIFY_CHANNEL, () => this.wake(), onLost);
      if (!this.#running || lost) {
        await unlisten().catch(() => undefined);
        return;
      }
      this.#unlisten = unlisten;
      this.#listening = true;
      this.#listens++;
      if (this.#listenFailures > 0) {
        this.deps.log.info({ failures: this.#listenFailures }, 'outbox: LISTEN back');
        // What committed while nobody listened is picked up at once, not at the next poll.
        this.wake();
      }
      this.#listenFailures = 0;
    } catch (err) {
      this.deps.log.warn({ err }, 'outbox: LISTEN failed, polling until it succeeds');
      this.#relistenLater();
    }
  }

  #relistenLater(): void {
    if (!this.#running || this.#relistenTimer) return;
    this.#listenFailures++;
    const delay = backoffMs(this.#listenFailures, { backoffBaseMs: this.options.relistenBaseMs, backoffMaxMs: this.options.relistenMaxMs });
    this.#relistenTimer = setTimeout(() => {
      this.#relistenTimer = null;
      void this.#listen();
    }, delay);
    this.#relistenTimer.unref();
  }

  /** Stops after the pass in progress; what it did not finish stays in the stream for the next start. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#relistenTimer) clearTimeout(this.#relistenTimer);
    this.#relistenTimer = null;
    this.wake();
    await this.#loop;
    this.#loop = null;
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    this.#listening = false;
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
      let soon = false;
      try {
        await this.register();
        const p = await this.#pass();
        again = p.more;
        soon = p.progressed || p.heldBack;
      } catch (err) {
        this.deps.log.error({ err }, 'outbox: a delivery pass failed');
      }
      if (!this.#running) break;
      if (this.options.pruneEveryMs > 0 && Date.now() - this.#lastPruneAt >= this.options.pruneEveryMs) {
        this.#lastPruneAt = Date.now();
        await this.prune().catch((err: unknown) => this.deps.log.error({ err }, 'outbox: pruning failed'));
      }
      if (again) continue;
      if (!this.#woken) {
        await new Promise<void>((resolve) => {
          // After a pass that found events, look again soon: a commit that coincided with the one
          // whose NOTIFY woke us did not notify itself (the wake-ups are coalesced, migration 0020).
          // So too when committed events wait behind an older transaction.
          const timer = setTimeout(resolve, soon && this.options.lingerMs > 0 ? Math.min(this.options.lingerMs, this.options.pollMs) : this.options.pollMs);
          this.#wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      if (this.#running && this.options.gatherMs > 0) await new Promise((r) => setTimeout(r, this.options.gatherMs));
    }
  }

  /** One pass over every consumer. True when some consumer moved on (more may wait). */
  async runOnce(): Promise<boolean> {
    await this.register();
    return (await this.#pass()).progressed;
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

  /**
   * One pass over every consumer in one transaction (README "Delivery"): lock the consumer rows
   * this instance may work on, read the events after their positions once for all of them, hand
   * each consumer its part in savepoints, and move every position in one statement. A consumer far
   * behind the others (a new engine reading from the start) gets a read of its own, so it never
   * holds up the live ones.
   */
  async #pass(): Promise<Pass> {
    const { db } = this.deps;
    const o = this.options;
    const names = this.consumerNames;
    if (names.length === 0) return { progressed: false, more: false, heldBack: false };
    const moved: Passed[] = [];
    const started = performance.now();
    /** Milliseconds and events per consumer in this pass: a slow pass is logged with them. */
    const spent = new Map<string, { ms: number; events: number }>();
    /** The handlers' afterCommit callbacks of savepoints that stood: run once the pass commits. */
    const committed: (() => void)[] = [];
    const pass = await db.transaction(async (tx) => {
      // The horizon is read in the statement that takes the locks, before this transaction has an
      // id of its own: every transaction below it has ended, so no event under it can still appear.
      const rows = await tx
        .select({
          name: eventConsumers.name,
          positionTx: eventConsumers.positionTx,
          positionId: eventConsumers.positionId,
          attempts: eventConsumers.attempts,
          horizon: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
        })
        .from(eventConsumers)
        .where(and(inArray(eventConsumers.name, names), sql`(${eventConsumers.nextAttemptAt} IS NULL OR ${eventConsumers.nextAttemptAt} <= now())`))
        .orderBy(asc(eventConsumers.name))
        .for('update', { skipLocked: true });
      const out: Pass = { progressed: false, more: false, heldBack: false };
      if (rows.length === 0) return out;
      const horizon = Number(rows[0]!.horizon);

      // Staff retries are rare: look for them at most once per poll interval (and in every drain).
      const now = Date.now();
      for (const row of rows) {
        if (this.#draining || now - (this.#parkedCheckedAt.get(row.name) ?? 0) >= o.pollMs) {
          this.#parkedCheckedAt.set(row.name, now);
          if ((await this.#retryParked(tx, this.#consumers.get(row.name)!, committed)) > 0) out.progressed = true;
        }
      }

      // Slowest first; one read serves every consumer up to where it ends.
      let pending = rows.map((r) => ({ row: r, position: { tx: Number(r.positionTx), id: Number(r.positionId) } }));
      pending.sort((x, y) => x.position.tx - y.position.tx || x.position.id - y.position.id);
      const healthy: Passed[] = [];
      while (pending.length > 0) {
        const from = pending[0]!.position;
        const events = await tx
          .select()
          .from(domainEvents)
          .where(and(sql`(${domainEvents.txId}, ${domainEvents.id}) > (${from.tx}, ${from.id})`, sql`${domainEvents.txId} < ${horizon}`))
          .orderBy(asc(domainEvents.txId), asc(domainEvents.id))
          .limit(o.batchSize);
        const full = events.length === o.batchSize;
        if (full) out.more = true;
        const last = events.at(-1);
        // A full read ends somewhere: consumers at or beyond its end need a read of their own.
        const served = pending.filter((p) => !full || (last !== undefined && after(last, p.position)));
        pending = pending.filter((p) => !served.includes(p));
        for (const { row, position } of served) {
          const c = this.#consumers.get(row.name)!;
          const t0 = performance.now();
          const mine = events.filter((e) => after(e, position));
          const r = await this.#deliver(tx, c, mine, row.attempts, committed);
          const s = spent.get(c.name) ?? { ms: 0, events: 0 };
          spent.set(c.name, { ms: s.ms + performance.now() - t0, events: s.events + mine.length });
          if (r.moved) {
            out.progressed = true;
            if (r.healthy) healthy.push({ consumer: c.name, ...r.moved });
            else moved.push({ consumer: c.name, ...r.moved });
          }
          if (r.parked) out.more = true;
        }
      }
      // Committed events at or above the horizon wait for an older transaction, anywhere on the
      // server, to end; their NOTIFY has come and gone, so the loop looks again after lingerMs
      // instead of the poll. (One probe at the end of the (tx_id, id) index.)
      if (!out.more && o.lingerMs > 0) {
        const r = (await tx.execute(sql`SELECT 1 FROM domain_events WHERE tx_id >= ${horizon} LIMIT 1`)) as unknown as { rows: unknown[] };
        out.heldBack = r.rows.length > 0;
      }
      if (healthy.length > 0) {
        const values = sql.join(
          healthy.map((h) => sql`(${h.consumer}::text, ${h.tx}::bigint, ${h.id}::bigint)`),
          sql`, `,
        );
        await tx.execute(sql`
          UPDATE event_consumers c
          SET position_tx = v.tx, position_id = v.id, attempts = 0, next_attempt_at = NULL, last_error = NULL, updated_at = now()
          FROM (VALUES ${values}) AS v(name, tx, id)
          WHERE c.name = v.name`);
        moved.push(...healthy);
      }
      return out;
    });
    for (const fn of committed) {
      try {
        fn();
      } catch (err) {
        this.deps.log.warn({ error: errorText(err) }, 'outbox: an after-commit callback threw');
      }
    }
    if (moved.length > 0) for (const l of this.#passedListeners) l(moved);
    // On embedded PGlite a pass holds the one connection: a slow one stalls every request, so it
    // is logged with where the time went.
    const ms = performance.now() - started;
    if (ms >= o.slowPassMs) {
      const slowest = [...spent.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, 5)
        .map(([name, s]) => `${name} ${Math.round(s.ms)} ms/${s.events} events`);
      this.deps.log.warn({ ms: Math.round(ms), slowest }, 'outbox: slow delivery pass');
    }
    return pass;
  }

  /**
   * Hands one consumer its events (those after its position) in savepoints: the whole lot at once
   * through `handleBatch` when it has one, else (or when that throws) one by one. On a failure the
   * consumer's row gets its back-off or the event is parked here; a healthy run's new position is
   * returned for the pass's one UPDATE.
   */
  async #deliver(
    tx: Tx,
    c: Consumer,
    events: EventRow[],
    attempts: number,
    committed: (() => void)[],
  ): Promise<{ moved: Position | null; healthy: boolean; parked: boolean }> {
    const { log } = this.deps;
    const o = this.options;
    if (events.length === 0) return { moved: null, healthy: true, parked: false };
    let position: Position | null = null;
    let failure: { event: EventRow; error: string } | null = null;
    const mine = events.map((e) => (c.types as readonly string[]).includes(e.type));
    // Folding: an event whose key comes again later in this batch is superseded by the later one.
    const lastOfKey = new Map<string, number>();
    const keys = events.map((e, i) => (mine[i] && c.supersededBy ? c.supersededBy(toStreamEvent(e)) : undefined));
    keys.forEach((k, i) => k !== undefined && lastOfKey.set(k, i));
    const due = events.map((_, i) => mine[i]! && (keys[i] === undefined || lastOfKey.get(keys[i]!) === i));

    // The whole batch in one savepoint when the consumer can take it so; if that throws, the
    // savepoint is undone and the events go one by one below, which finds the failing one.
    let batched = false;
    const todo = events.filter((_, i) => due[i]);
    if (c.handleBatch && todo.length > 0) {
      try {
        await inSavepoint(tx, committed, (ctx) => c.handleBatch!(todo.map(toStreamEvent), ctx));
        batched = true;
      } catch (err) {
        log.warn({ consumer: c.name, events: todo.length, error: errorText(err) }, 'outbox: batch failed, handing over one by one');
      }
    }
    for (const [i, e] of events.entries()) {
      if (due[i] && !batched) {
        try {
          await inSavepoint(tx, committed, (ctx) => c.handle(toStreamEvent(e), ctx));
        } catch (err) {
          failure = { event: e, error: errorText(err) };
          break;
        }
      }
      position = { tx: Number(e.txId), id: Number(e.id) };
    }
    if (!failure) return { moved: position, healthy: true, parked: false };

    // Events before the failing one are done; the failing one is the head now.
    const tries = (position ? 0 : attempts) + 1;
    if (tries >= o.maxAttempts) {
      log.error({ consumer: c.name, eventId: failure.event.id, type: failure.event.type, error: failure.error }, 'outbox: event parked');
      await tx
        .insert(parkedEvents)
        .values({ consumer: c.name, eventId: Number(failure.event.id), state: 'parked', attempts: tries, error: failure.error })
        .onConflictDoUpdate({
          target: [parkedEvents.consumer, parkedEvents.eventId],
          set: { state: 'parked', attempts: tries, error: failure.error, parkedAt: sql`now()`, resolvedAt: null },
        });
      const past = { tx: Number(failure.event.txId), id: Number(failure.event.id) };
      await tx
        .update(eventConsumers)
        .set({ positionTx: past.tx, positionId: past.id, attempts: 0, nextAttemptAt: null, lastError: failure.error, updatedAt: sql`now()` })
        .where(eq(eventConsumers.name, c.name));
      // Parking moved the position: the consumer goes on with the next event at once.
      return { moved: past, healthy: false, parked: true };
    }
    const delay = backoffMs(tries, o);
    log.warn({ consumer: c.name, eventId: failure.event.id, attempts: tries, delayMs: delay, error: failure.error }, 'outbox: handler failed, will retry');
    await tx
      .update(eventConsumers)
      .set({
        ...(position ? { positionTx: position.tx, positionId: position.id } : {}),
        attempts: tries,
        nextAttemptAt: sql`now() + (${delay} * interval '1 millisecond')`,
        lastError: failure.error,
        updatedAt: sql`now()`,
      })
      .where(eq(eventConsumers.name, c.name));
    return { moved: position, healthy: false, parked: false };
  }

  /**
   * Retention (README "Retention"): deletes resolved parked rows older than `parkedRetentionDays`,
   * then events that every consumer row in event_consumers has passed and that are older than
   * `retentionDays` by the database clock, except those a parked row still needs. Works in
   * transactions of `pruneBatch` rows (at most `pruneMaxBatches` per call), oldest first; rows are
   * taken FOR UPDATE SKIP LOCKED, so two instances pruning at once split the work instead of
   * waiting on each other. A consumer row left behind by a removed consumer holds back pruning:
   * delete it when the consumer goes.
   */
  async prune(): Promise<Pruned> {
    const o = this.options;
    const { db } = this.deps;
    const out: Pruned = { events: 0, parked: 0 };
    const count = (r: unknown) => (r as { rows: unknown[] }).rows.length;
    for (let i = 0; o.parkedRetentionDays > 0 && i < o.pruneMaxBatches; i++) {
      const n = count(
        await db.execute(sql`
          DELETE FROM parked_events WHERE id = ANY(ARRAY(
            SELECT id FROM parked_events
            WHERE state = 'resolved' AND resolved_at < now() - make_interval(days => ${o.parkedRetentionDays})
            ORDER BY id LIMIT ${o.pruneBatch} FOR UPDATE SKIP LOCKED))
          RETURNING id`),
      );
      out.parked += n;
      if (n < o.pruneBatch) break;
    }
    for (let i = 0; o.retentionDays > 0 && i < o.pruneMaxBatches; i++) {
      // The slowest consumer's position bounds what may go; with no consumer row at all nothing does.
      // id = ANY(ARRAY(...)): the delete then finds its rows by primary key (IN (subquery) was
      // planned as a hash join over a sequential scan of the whole table, EXPLAIN on PostgreSQL).
      const n = count(
        await db.execute(sql`
          WITH slowest AS (
            SELECT position_tx, position_id FROM event_consumers ORDER BY position_tx, position_id LIMIT 1
          )
          DELETE FROM domain_events WHERE id = ANY(ARRAY(
            SELECT e.id FROM domain_events e, slowest s
            WHERE (e.tx_id, e.id) <= (s.position_tx, s.position_id)
              AND e.created_at < now() - make_interval(days => ${o.retentionDays})
              AND NOT EXISTS (SELECT 1 FROM parked_events p WHERE p.event_id = e.id)
            ORDER BY e.tx_id, e.id LIMIT ${o.pruneBatch} FOR UPDATE OF e SKIP LOCKED))
          RETURNING id`),
      );
      out.events += n;
      if (n < o.pruneBatch) break;
    }
    if (out.events + out.parked > 0) this.deps.log.info(out, 'outbox: pruned');
    return out;
  }

  /** Parked events staff sent back: each handled once more in its own savepoint; resolved, or parked again with the new error. */
  async #retryParked(tx: Tx, c: Consumer, committed: (() => void)[]): Promise<number> {
    const due = await tx
      .select({ parked: parkedEvents, event: domainEvents })
      .from(parkedEvents)
      .innerJoin(domainEvents, eq(domainEvents.id, parkedEvents.eventId))
      .where(and(eq(parkedEvents.consumer, c.name), eq(parkedEvents.state, 'retry')))
      .orderBy(asc(parkedEvents.id))
      .limit(20);
    for (const { parked, event } of due) {
      try {
        await inSavepoint(tx, committed, (ctx) => c.handle(toStreamEvent(event), ctx));
        await tx
          .update(parkedEvents)
          .set({ state: 'resolved', resolvedAt: sql`now()` })
          .where(eq(parkedEvents.id, parked.id));
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

/** One handler call in a savepoint; its afterCommit callbacks join the pass's only if the savepoint stood. */
async function inSavepoint(tx: Tx, committed: (() => void)[], run: (ctx: ConsumerContext) => Promise<void>): Promise<void> {
  const mine: (() => void)[] = [];
  await tx.transaction(async (sp) => run({ tx: sp, afterCommit: (fn) => mine.push(fn) }));
  committed.push(...mine);
}

/** A row as its consumer reads it; the payload was checked against its type's schema when it was written (append.ts). */
function toStreamEvent(e: EventRow): EventOf<readonly DomainEventType[]> {
  return { id: Number(e.id), txId: Number(e.txId), type: e.type, playerId: e.playerId, payload: e.payload, occurredAt: e.occurredAt } as EventOf<
    readonly DomainEventType[]
  >;
}

/** base * 2^(n-1), capped, plus up to a quarter of itself at random so instances do not retry in step. */
export function backoffMs(attempt: number, o: Pick<OutboxOptions, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  const raw = Math.min(o.backoffMaxMs, o.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw + randomInt(Math.max(1, Math.floor(raw / 4)) + 1));
}
