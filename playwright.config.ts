import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests in Debian's Chromium (browser downloads do not work here). The web server is
 * the real one: `npm start` on a fresh embedded database in .test-data/e2e-db.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/health`,
    timeout: 300_000,
    // Never reuse: every run starts on a fresh database, so tests can rely on the seeded state.
    reuseExistingServer: false,
    // The sandbox confirms crypto deposits after 3 s instead of 20 (tests/e2e/cashbox.spec.ts waits for it);
    // one host serves the Estonian licence (tests/e2e/licence-flags.spec.ts asks for it by X-Forwarded-Host);
    // the server stands behind a "trusted proxy" so a spec can be a visitor from a country by sending the
    // proxy's cf-ipcountry header (tests/e2e/country.spec.ts); without the header a visitor is in DEFAULT_COUNTRY.
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.test-data/e2e-db',
      LOG_LEVEL: 'warn',
      SANDBOX_CRYPTO_CONFIRM_MS: '3000',
      ESTONIA_LICENCE_HOSTS: 'ee.reelhouse.test',
      TRUST_PROXY: 'true',
      // The suite registers dozens of players from this one address; the per-IP registration limit
      // (10 an hour by default) is covered by platform/auth/rate-limits.test.ts, not by a flow here.
      AUTH_RATE_REGISTRATION_IP: '1000/60m',
      // A transaction holding the embedded database's one connection this long is reported with
      // the stack that opened it (a stall then names its cause in the run's output).
      PGLITE_SLOW_TX_MS: '5000',
    },
    stdout: 'pipe',
  },
});
