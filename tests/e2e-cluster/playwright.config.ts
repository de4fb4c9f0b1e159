import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3150);
const RUN_ID = (process.env.TEST_RUN_ID ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
const pg = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
pg.pathname = `/rh_e2e_cluster${RUN_ID ? `_${RUN_ID}` : ''}`;

/**
 * The cluster smoke test (issue 19 item 1): `npm run cluster` on a fresh PostgreSQL database, two
 * instances behind nginx, every call of the spec through the proxy's one port. Its own config
 * because its server is not the e2e suite's (one process on the embedded database).
 */
export default defineConfig({
  testDir: '.',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'cluster', use: { viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node scripts/e2e-cluster-server.mjs',
    cwd: '../..',
    url: `http://localhost:${PORT}/health`,
    timeout: 300_000,
    reuseExistingServer: process.env.E2E_CLUSTER_REUSE === '1',
    env: {
      CLUSTER_PORT: String(PORT),
      DATABASE_URL: pg.toString(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
      // The spec counts one account's sign-in window across both instances (cluster.spec.ts).
      AUTH_RATE_SIGN_IN_ACCOUNT: '4/1m',
    },
    stdout: 'pipe',
  },
});
