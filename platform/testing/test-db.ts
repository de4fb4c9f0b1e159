import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';

/**
 * Test databases. TEST_DB=pglite (default) starts each test file from a migrated PGlite dump
 * made once per run by global-setup.ts; TEST_DB=postgres clones a migrated template database
 * on the real server, so concurrency is tested where locks and isolation really happen.
 */
export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * TEST_RUN_ID keeps concurrent runs on one machine (two developers' checkouts, a bench) apart:
 * each gets its own template and its own test databases, and cleans up only its own leftovers.
 */
const RUN_ID = (process.env.TEST_RUN_ID ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
export const TEST_DB_PREFIX = RUN_ID ? `rh_t_${RUN_ID}_` : 'rh_t_';
export const PG_TEMPLATE_DB = RUN_ID ? `rh_test_template_${RUN_ID}` : 'rh_test_template';
export const PGLITE_TEMPLATE_FILE = path.resolve(RUN_ID ? `.test-data/pglite-template-${RUN_ID}.tar.gz` : '.test-data/pglite-template.tar.gz');

export function pgUrlFor(database: string): string {
  const u = new URL(TEST_PG_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A test database; `url` is set on PostgreSQL, for a test that opens a second instance's pool on it. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testDbKind === 'postgres') {
    const name = `${TEST_DB_PREFIX}${randomBytes(6).toString('hex')}`;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
          break;
        } catch (err) {
          // Two files cloning the template at the same instant collide; try again shortly.
          if (attempt > 20) throw err;
          await new Promise((r) => setTimeout(r, 100 + randomInt(200)));
        }
      }
    } finally {
      await admin.end();
    }
    const db = await openDatabase({ databaseUrl: pgUrlFor(name), poolSize: 12 });
    return {
      ...db,
      url: pgUrlFor(name),
      close: async () => {
        await db.close();
        const drop = new Client({ connectionString: TEST_PG_URL });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await drop.end();
      },
    };
  }
  const dump = await readFile(PGLITE_TEMPLATE_FILE);
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
}
