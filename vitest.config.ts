import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const alias = { '@': path.resolve(import.meta.dirname) };
/**
 * The unit project renders app-router code outside Next: `next/dynamic` there is what Next's app
 * build makes of it (React.lazy in Suspense), not the pages-router loader, which renders nothing on
 * a server until every module is preloaded.
 */
const unitAlias = { ...alias, 'next/dynamic': 'next/dist/shared/lib/app-dynamic' };

/**
 * One runner, named projects: `storybook` (stories as browser tests), `unit` (schemas, site, backoffice, registry, widgets, cms-adapters; jsdom where a
 * file says so) and `platform` (Fastify + database; TEST_DB picks PGlite or PostgreSQL).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias: unitAlias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'unit',
          include: ['{schemas,site,backoffice,registry,widgets,cms-adapters,messages,app,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'platform',
          include: ['platform/**/*.test.ts', 'tests/integration/**/*.test.ts', 'server.test.ts'],
          environment: 'node',
          globalSetup: ['platform/testing/global-setup.ts'],
          // PGlite start-up is seconds on a busy 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        // Every story renders in Debian's Chromium and passes the a11y checks.
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
