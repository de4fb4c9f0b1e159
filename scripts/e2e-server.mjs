#!/usr/bin/env node
// The server the Playwright suite drives: `npm start` on a fresh embedded database.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.test-data/e2e-db');
rmSync(dataDir, { recursive: true, force: true });
await import('./start.mjs');
