#!/usr/bin/env -S npx tsx
// `npm run reconcile`: the ledger's reconciliation (platform/wallet reconcile()) against any
// database, printed; exit status 1 when it is not clean. Read-only.
//
//   DATABASE_URL=postgres://… npm run reconcile        # a PostgreSQL database
//   DATA_DIR=.data npm run reconcile                   # an embedded PGlite folder (default ./.data; not while a server holds it)
//   npm run reconcile -- --checks                      # also the chaos test's payment, round and event-stream checks
import path from 'node:path';
import { openDatabase } from '../platform/db/client';
import { reconcile } from '../platform/wallet/index';
import { moneyChecks, printChecks, reconcileLines } from '../tests/chaos/checks';

const url = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
const withChecks = process.argv.includes('--checks');
console.log(`Reconciling ${url ? url.replace(/\/\/[^@/]*@/, '//…@') : `PGlite in ${dataDir}`}`);
const database = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : { dataDir });
let ok: boolean;
try {
  if (withChecks) {
    const { checks, report } = await moneyChecks(database.db);
    console.log(reconcileLines(report).join('\n'));
    console.log('Checks (a live database may have payments and rounds in flight):');
    printChecks(checks);
    ok = report.ok;
  } else {
    const report = await reconcile(database.db);
    console.log(reconcileLines(report).join('\n'));
    ok = report.ok;
  }
} finally {
  await database.close();
}
process.exit(ok ? 0 : 1);
