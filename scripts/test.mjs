#!/usr/bin/env node
// `npm test`: every suite, in the order that fails fastest. Prints one closing line
// "tests: N passed, N failed" summed over the runners.
//
// The platform suite runs on PGlite always, and on PostgreSQL when one answers at
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). CI sets
// REQUIRE_POSTGRES=1 so a missing server fails instead of skipping.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-data', 'reports');
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];

function run(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  passed += j.numPassedTests ?? 0;
  failed += (j.numFailedTests ?? 0) + (j.numTotalTestSuites && j.success === false && !j.numFailedTests ? 1 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  passed += (j.stats?.expected ?? 0) + (j.stats?.flaky ?? 0);
  failed += j.stats?.unexpected ?? 0;
}

function vitest(name, project, env = {}) {
  const report = path.join(out, `${name}.json`);
  const ok = run(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  countVitest(report);
  return ok;
}

async function postgresAnswers(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(2000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

run('typecheck', 'npx', ['tsc', '--noEmit']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
vitest('unit', 'unit');
vitest('storybook', 'storybook');
// Issue 6: the static Storybook must keep building (editors and designers browse it), not only run.
run('storybook-build', 'npx', ['storybook', 'build', '--quiet', '-o', path.join(root, '.test-data', 'storybook-static')]);
vitest('platform-pglite', 'platform', { TEST_DB: 'pglite' });
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await postgresAnswers(pgUrl)) {
  vitest('platform-postgres', 'platform', { TEST_DB: 'postgres' });
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error(`PostgreSQL does not answer at ${pgUrl} and REQUIRE_POSTGRES=1`);
  failures.push('platform-postgres');
  failed += 1;
} else {
  console.log(`\n=== platform-postgres: skipped, no PostgreSQL at ${pgUrl} (the PGlite run above covers the same tests)`);
}
if (!only.length || only.includes('e2e')) {
  const report = path.join(out, 'e2e.json');
  run('e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  countPlaywright(report);
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed + (failures.length && !failed ? failures.length : 0)} failed`);
process.exit(failures.length ? 1 : 0);
