import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/site/**', '@/site/**', '**/app/**', '**/widgets/**', '**/registry/**'], message: 'The platform depends on schemas/ only.' }] }],
    },
  },
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
