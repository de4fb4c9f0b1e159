import { mkdirSync, openSync, closeSync, writeFileSync, readFileSync, unlinkSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the modules never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel (the event stream's wake-up, platform/outbox); resolves to the
   * unsubscribe. PostgreSQL: one connection of its own, outside the pool; `onLost` is called once
   * if that connection drops. PGlite: in-process (never lost).
   */
  listen?: (channel: string, onNotify: () => void, onLost?: (err?: unknown) => void) => Promise<() => Promise<void>>;
  /**
   * Runs `fn` while this process holds the named cluster-wide lock (advisoryLocks below); with
   * `wait: false` it answers `{ ran: false }` at once when another instance holds it.
   */
  exclusive<T>(name: string, fn: () => Promise<T>, opts?: { wait?: boolean }): Promise<{ ran: true; value: T } | { ran: false }>;
}

/**
 * The key space of our advisory locks: the two-int form, whose keys never meet the one-bigint keys
 * the ledger locks idempotency keys with (PostgreSQL keeps the two forms apart).
 */
const LOCK_CLASS = 0x5245_454c; // "REEL"

type ExclusiveResult<T> = { ran: true; value: T } | { ran: false };

/**
 * What two instances on one PostgreSQL must not do at once (migrate and seed at start, a job's
 * pass): session advisory locks, taken on connections outside the pool, so `fn` may use the whole
 * pool (even a pool of one). A crashed holder's connection closes and its locks with it, so no
 * lease ever needs expiring.
 *
 * - `wait: false` (the jobs' ticks): one long-lived connection takes every try-lock, so a tick
 *   costs one query, not a connection. A name this process already holds is refused here (a lock
 *   of PostgreSQL's is re-entrant within its session). Should that connection drop while `fn`
 *   runs, its lock is gone and another instance may start the same job: the jobs stay correct
 *   then through their own row locks and idempotency keys; the lock only keeps them apart.
 * - `wait: true` (start-up): a connection of its own for the wait, so a waiting start never holds
 *   up the other locks' queries.
 */
function advisoryLocks(connectionString: string, onError?: (err: Error) => void) {
  const lock = (c: PgClient, fn: 'pg_advisory_lock' | 'pg_try_advisory_lock' | 'pg_advisory_unlock', name: string) =>
    c.query<{ ok: boolean }>(`SELECT ${fn}($1, hashtext($2)) AS ok`, [LOCK_CLASS, name]);
  const open = async () => {
    const { Client } = await import('pg');
    const c = new Client({ connectionString });
    c.on('error', (err) => onError?.(err));
    await c.connect();
    return c;
  };
  let shared: Promise<PgClient> | null = null;
  const sharedConnection = () => {
    if (!shared) {
      const p = open().then((c) => {
        c.on('error', () => (shared = shared === p ? null : shared));
        c.on('end', () => (shared = shared === p ? null : shared));
        return c;
      });
      p.catch(() => (shared = shared === p ? null : shared));
      shared = p;
    }
    return shared;
  };
  const held = new Set<string>();
  // The shared connection's queries one after another: pg refuses to queue them itself from v9.
  let queue: Promise<unknown> = Promise.resolve();
  const onShared = (c: PgClient, fn: 'pg_try_advisory_lock' | 'pg_advisory_unlock', name: string) => {
    const next = queue.then(() => lock(c, fn, name));
    queue = next.catch(() => undefined);
    return next;
  };

  async function exclusive<T>(name: string, fn: () => Promise<T>, opts?: { wait?: boolean }): Promise<ExclusiveResult<T>> {
    if (opts?.wait) {
      const c = await open();
      try {
        await lock(c, 'pg_advisory_lock', name);
        return { ran: true, value: await fn() };
      } finally {
        await c.end().catch(() => undefined);
      }
    }
    if (held.has(name)) return { ran: false };
    held.add(name);
    try {
      const c = await sharedConnection();
      if (!(await onShared(c, 'pg_try_advisory_lock', name)).rows[0]?.ok) return { ran: false };
      try {
        return { ran: true, value: await fn() };
      } finally {
        // A connection gone meanwhile took its locks with it.
        await onShared(c, 'pg_advisory_unlock', name).catch(() => undefined);
      }
    } finally {
      held.delete(name);
    }
  }
  const close = async () => {
    const c = shared;
    shared = null;
    await c?.then((x) => x.end()).catch(() => undefined);
  };
  return { exclusive, close };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite is one process's database: two processes opening the same folder corrupt it.
 * A lock file with our pid refuses the second opener (and clears a stale lock).
 */
function takeLock(dir: string): () => void {
  const lock = path.join(dir, 'reelhouse.lock');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      if (pid && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`The embedded database in ${dir} is in use by process ${pid}. Stop it or set DATA_DIR.`);
    unlinkSync(lock);
  }
  const fd = openSync(lock, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    try {
      unlinkSync(lock);
    } catch {
      /* already gone */
    }
  };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump (from dumpDataDir) to start from, used by tests. */
  loadDataDir?: Blob | File;
  /** Max pool size for PostgreSQL. */
  poolSize?: number;
  /** Told when PostgreSQL ends an idle pooled connection (e.g. a server restart); the pool recovers by itself. */
  onIdleClientError?: (err: Error) => void;
}

/**
 * Diagnostics for the embedded database (PGLITE_SLOW_TX_MS, the e2e server sets it): PGlite has
 * one connection, so a transaction held long stalls every request. Each transaction that holds it
 * past the limit is reported on stderr, once, with the stack that opened it.
 */
function watchLongTransactions(client: PGliteClient, limitMs: number): void {
  const held = new Map<number, { since: number; stack: string; told: boolean }>();
  let next = 0;
  const transaction = client.transaction.bind(client);
  client.transaction = (async (fn: Parameters<typeof transaction>[0]) => {
    const id = ++next;
    const stack = new Error('opened here').stack ?? '';
    return transaction(async (tx) => {
      held.set(id, { since: Date.now(), stack, told: false });
      try {
        return await fn(tx);
      } finally {
        held.delete(id);
      }
    });
  }) as typeof transaction;
  setInterval(
    () => {
      for (const h of held.values()) {
        if (h.told || Date.now() - h.since < limitMs) continue;
        h.told = true;
        console.error(`[pglite] a transaction has held the embedded database for ${Date.now() - h.since} ms\n${h.stack}`);
      }
    },
    Math.min(limitMs, 1_000),
  ).unref();
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped test
    // database) is emitted as a pool 'error'; without a listener Node would crash the process.
    // pg has already discarded that client and opens a new one on demand, and queries in flight
    // fail with their own errors, so there is nothing to do here but tell whoever asked.
    pool.on('error', (err) => opts.onIdleClientError?.(err));
    // A connection cut while checked out (a server restart, an administrator's terminate, a crash
    // test) also emits 'error' on its client once the query it ran has failed; the transaction
    // already fails with that query's error, so the emit must not become an uncaught exception.
    pool.on('connect', (client) => client.on('error', (err) => opts.onIdleClientError?.(err)));
    const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const listen = async (channel: string, onNotify: () => void, onLost?: (err?: unknown) => void) => {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: opts.databaseUrl });
      // A lost LISTEN connection only costs latency (consumers also poll), never the process; the
      // subscriber is told (onLost, once) so that it can listen anew.
      let closing = false;
      let told = false;
      const lost = (err?: unknown) => {
        if (closing || told) return;
        told = true;
        client.end().catch(() => undefined);
        onLost?.(err);
      };
      client.on('error', (err) => {
        opts.onIdleClientError?.(err);
        lost(err);
      });
      client.on('end', () => lost());
      client.on('notification', (n) => {
        if (n.channel === channel) onNotify();
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      } catch (err) {
        closing = true;
        await client.end().catch(() => undefined);
        throw err;
      }
      return async () => {
        closing = true;
        await client.end().catch(() => undefined);
      };
    };
    const locks = advisoryLocks(opts.databaseUrl, opts.onIdleClientError);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await locks.close();
        await pool.end();
      },
      listen,
      exclusive: locks.exclusive,
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = opts.dataDir ?? 'memory://';
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    release = takeLock(dataDir);
  }
  const client = await PGlite.create(dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const slowMs = Number(process.env.PGLITE_SLOW_TX_MS ?? 0);
  if (slowMs > 0) watchLongTransactions(client, slowMs);
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onNotify) => {
      const unsubscribe = await client.listen(channel, () => onNotify());
      return async () => {
        // After close() PGlite refuses every call, an UNLISTEN included; nothing is left to undo then.
        if (!client.closed) await unsubscribe().catch(() => undefined);
      };
    },
    // One process owns a PGlite folder (the lock file above): nothing else can run at once.
    exclusive: async (_name, fn) => ({ ran: true, value: await fn() }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  // Instances starting together on one PostgreSQL: one migrates, the others wait and find nothing to do.
  await database.exclusive('migrate', () => migrateUnlocked(database), { wait: true });
}

async function migrateUnlocked(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
