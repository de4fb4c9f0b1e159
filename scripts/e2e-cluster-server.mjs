#!/usr/bin/env node
// The server the cluster smoke test drives (tests/e2e-cluster): `npm run cluster` on a database
// dropped first, so every run starts from the freshly seeded demo casino.
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL);
const name = decodeURIComponent(url.pathname.slice(1));
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
await admin.end();
await import('./cluster.mjs');
