import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../db/client';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE, TEST_DB_PREFIX, TEST_PG_URL, pgUrlFor, testDbKind } from './test-db';

/** Migrates one template database per run; every test file starts from a copy of it. */
export default async function setup(): Promise<void> {
  if (testDbKind === 'postgres') {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    // Leftovers of an interrupted run.
    const stale = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [TEST_DB_PREFIX]);
    // Without a run id the prefix also matches other runs' databases: leave those alone.
    for (const r of stale.rows)
      if (TEST_DB_PREFIX !== 'rh_t_' || /^rh_t_[0-9a-f]{12}$/.test(r.datname)) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const db = await openDatabase({ databaseUrl: pgUrlFor(PG_TEMPLATE_DB), poolSize: 1 });
    await migrateDatabase(db);
    await db.close();
    return;
  }
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(db);
  const client = (db.db as unknown as { $client: { dumpDataDir(c?: 'gzip' | 'none'): Promise<Blob> } }).$client;
  const blob = await client.dumpDataDir('gzip');
  await mkdir(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  await writeFile(PGLITE_TEMPLATE_FILE, Buffer.from(await blob.arrayBuffer()));
  await db.close();
}
