#!/usr/bin/env node
// `npm start`: build the site when the sources are newer than the last build, then run server.ts
// in production mode on the embedded database (or DATABASE_URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded();

// Node itself runs server.ts with tsx's loader (not `npx tsx`, which is two more processes): a signal
// sent to this script then reaches the server, and a plain SIGTERM stops the whole site.
const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
