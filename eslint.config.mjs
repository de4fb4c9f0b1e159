import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** The platform's domain modules (a folder each; games/ holds catalog, seamless and house-studio). */
export const PLATFORM_MODULES = ['auth', 'bonuses', 'cms', 'games', 'info', 'limits', 'mail', 'messages-route', 'payments', 'player', 'realtime', 'staff', 'telemetry', 'wallet'];

const PLATFORM_ONLY = { group: ['**/site/**', '@/site/**', '**/app/**', '**/widgets/**', '**/registry/**'], message: 'The platform depends on schemas/ only.' };

const othersOf = (mod) => PLATFORM_MODULES.filter((m) => m !== mod).join('|');

/** Another module's tables, in any file of `mod`. */
const otherSchemas = (mod) => ({
  regex: `(^|/)(${othersOf(mod)})/(.+/)?schema(\\.ts)?$`,
  message: "Another module's tables are its own: read them through its index.ts functions (tests: platform/db/schema).",
});

/** Module code: another module's schema.ts or internals, or the all-tables barrel. */
const moduleBoundaries = (mod) => [
  otherSchemas(mod),
  {
    regex: `(^|/)(${othersOf(mod)})/(?!index(\\.ts)?$).+`,
    message: "Use another platform module through its index.ts only (its factory, read functions and types); what it needs at run time comes from platform/modules.ts.",
  },
  { regex: '(^|/)db/schema(\\.ts)?$', message: "platform/db/schema re-exports every module's tables for drizzle-kit and tests; module code reads only its own." },
];

export default tseslint.config(
  { ignores: ['node_modules', '.next', '.next-*', '.data', '.test-data', 'storybook-static', 'test-results', 'playwright-report', 'coverage', 'next-env.d.ts', 'platform/db/migrations', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The one-way dependency rule (docs/architecture.md): the site never imports platform code.
    files: ['app/**', 'site/**', 'widgets/**', 'registry/**', 'cms-adapters/**', 'schemas/**', 'messages/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/platform/**', '@/platform/**'], message: 'The site talks to the platform over HTTP and socket.io only.' }] }],
    },
  },
  {
    files: ['platform/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PLATFORM_ONLY] }],
    },
  },
  // Module boundaries inside the platform (docs/architecture.md "The composition root"): a module
  // uses another through that module's index.ts only (its factory, read functions and types),
  // never its schema.ts (tables) or other files. What one module needs from another at run time
  // is passed in by platform/modules.ts. Exempt: the tables' own foreign keys (schema.ts), and the
  // layers that assemble every module (db/, seed/, testing/, modules.ts, app.ts).
  ...PLATFORM_MODULES.map((mod) => ({
    files: [`platform/${mod}/**/*.ts`],
    ignores: ['**/schema.ts', '**/*.test.ts', '**/test-helpers.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PLATFORM_ONLY, ...moduleBoundaries(mod)] }] },
  })),
  // Tests may drive another module's services and helpers, but look at tables through db/schema.
  ...PLATFORM_MODULES.map((mod) => ({
    files: [`platform/${mod}/**/*.test.ts`, `platform/${mod}/**/test-helpers.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [PLATFORM_ONLY, otherSchemas(mod)] }] },
  })),
  {
    // Every spec takes `test` from the fixture that fails a test on a page or console error.
    files: ['tests/e2e/**'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from './fixtures' (it fails a test on a page or console error)." }] }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
