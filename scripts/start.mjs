#!/usr/bin/env node
// `npm start`: build the site when the sources are newer than the last build, then run server.ts
// in production mode on the embedded database (or DATABASE_URL).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['app', 'site', 'widgets', 'registry', 'cms-adapters', 'schemas', 'messages', 'public'];
const sourceFiles = ['next.config.ts', 'proxy.ts', 'instrumentation-client.ts', 'package-lock.json', 'tsconfig.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of readdirSync(p)) m = Math.max(m, newest(path.join(p, e)));
  return m;
}

const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const sourcesAt = Math.max(...sourceDirs.map((d) => newest(path.join(root, d))), ...sourceFiles.map((f) => newest(path.join(root, f))));
if (builtAt < sourcesAt || process.env.FORCE_BUILD === '1') {
  console.log(builtAt ? 'Sources changed since the last build: building the site…' : 'First start: building the site…');
  const r = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn('npx', ['tsx', 'server.ts'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
