// Builds the site (next build) when its sources are newer than the last build: `npm start` and
// `npm run cluster` both call it before starting servers.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['app', 'site', 'backoffice', 'widgets', 'registry', 'cms-adapters', 'schemas', 'messages', 'public'];
const sourceFiles = ['next.config.ts', 'proxy.ts', 'instrumentation-client.ts', 'package-lock.json', 'tsconfig.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of readdirSync(p)) m = Math.max(m, newest(path.join(p, e)));
  return m;
}

/** Builds when needed; exits the process with next build's status when the build fails. */
export function buildIfNeeded() {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const sourcesAt = Math.max(...sourceDirs.map((d) => newest(path.join(root, d))), ...sourceFiles.map((f) => newest(path.join(root, f))));
  if (builtAt < sourcesAt || process.env.FORCE_BUILD === '1') {
    console.log(builtAt ? 'Sources changed since the last build: building the site…' : 'First start: building the site…');
    const r = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
