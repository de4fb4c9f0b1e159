import { mkdirSync, openSync, closeSync, writeFileSync, readFileSync, unlinkSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
   * unsubscribe. PostgreSQL: one connection of its own, outside the pool. PGlite: in-process.
   */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
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
    const listen = async (channel: string, onNotify: () => void) => {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: opts.databaseUrl });
      // A lost LISTEN connection only costs latency (consumers also poll), never the process.
      client.on('error', (err) => opts.onIdleClientError?.(err));
      client.on('notification', (n) => {
        if (n.channel === channel) onNotify();
      });
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    };
    return { db, kind: 'postgres', close: () => pool.end(), listen };
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
    close: async () => {
      await client.close();
      release();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
