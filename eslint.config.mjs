import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The platform's domain modules (a folder each; games/ holds catalog, seamless and house-studio). */
export const PLATFORM_MODULES = [
  'affiliates',
  'auth',
  'bonuses',
  'cms',
  'games',
  'info',
  'limits',
  'mail',
  'messages-route',
  'payments',
  'player',
  'realtime',
  'staff',
  'telemetry',
  'wallet',
];

const PLATFORM_ONLY = {
  group: ['**/site/**', '@/site/**', '**/app/**', '**/widgets/**', '**/registry/**', '**/backoffice/**', '@/backoffice/**'],
  message: 'The platform depends on schemas/ only.',
};

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
    message:
      'Use another platform module through its index.ts only (its factory, read functions and types); what it needs at run time comes from platform/modules.ts.',
  },
  {
    regex: '(^|/)db/schema(\\.ts)?$',
    message: "platform/db/schema re-exports every module's tables for drizzle-kit and tests; module code reads only its own.",
  },
];

const ROOT = import.meta.dirname;

/**
 * The site's layers (docs/architecture.md "The site's layers"), from the bottom:
 *   site/core -> cms-adapters -> widgets/common -> registry + widgets/<Name> -> site/<feature> -> app
 * Each may import the layers below it (and schemas/, messages/, packages), never above. A widget
 * folder imports no other widget folder (what several share lives in widgets/common), and only
 * app/ imports the back office (backoffice/). Cycles between site folders: site/boundaries.test.ts.
 */
export function siteAreaOf(rel) {
  const parts = rel.split('/');
  // `../forms` names the folder site/forms (its index.ts).
  const full = path.join(ROOT, rel);
  if (parts.length === 2 && existsSync(full) && statSync(full).isDirectory()) parts.push('index');
  switch (parts[0]) {
    case 'schemas':
    case 'messages':
    case 'cms-adapters':
    case 'registry':
    case 'backoffice':
    case 'app':
    case 'platform':
      return { layer: parts[0], name: parts[0] };
    case 'widgets':
      if (parts.length < 3) return { layer: 'other', name: 'widgets' };
      return parts[1] === 'common' ? { layer: 'widgets-common', name: 'widgets/common' } : { layer: 'widget', name: `widgets/${parts[1]}` };
    case 'site':
      if (parts[1] === 'core') return { layer: 'core', name: 'site/core' };
      return parts.length < 3 ? { layer: 'site-root', name: 'site' } : { layer: 'feature', name: `site/${parts[1]}` };
    default:
      return { layer: 'other', name: parts[0] };
  }
}

/** What each site layer may import (a widget: its own folder only, of the widget folders). */
export const SITE_LAYERS = {
  core: ['core', 'schemas', 'messages'],
  'cms-adapters': ['core', 'cms-adapters', 'schemas', 'messages'],
  'widgets-common': ['core', 'cms-adapters', 'registry', 'widgets-common', 'schemas', 'messages'],
  widget: ['core', 'cms-adapters', 'registry', 'widgets-common', 'widget', 'schemas', 'messages'],
  registry: ['core', 'cms-adapters', 'registry', 'widgets-common', 'widget', 'schemas', 'messages'],
  feature: ['core', 'cms-adapters', 'registry', 'widgets-common', 'widget', 'feature', 'schemas', 'messages'],
  'site-root': ['core', 'cms-adapters', 'registry', 'widgets-common', 'widget', 'feature', 'site-root', 'schemas', 'messages'],
  backoffice: ['core', 'cms-adapters', 'registry', 'widgets-common', 'widget', 'backoffice', 'schemas', 'messages'],
};

/**
 * Imports that still cross a layer the wrong way, each to be moved below (file prefix -> target
 * prefix). Listed so the rule stays on for everything else; site/boundaries.test.ts fails when an
 * entry is no longer used, so the list only shrinks.
 */
export const LAYER_DEBT = [
  // Empty since the game catalogue moved to widgets/common/games; a new entry needs a reason here.
];

/** The verdict on one import of `file` (repository-relative, '/'-separated): a message, or null. */
export function siteLayerVerdict(file, spec) {
  let target;
  if (spec.startsWith('@/')) target = spec.slice(2);
  else if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  else return null;
  const from = siteAreaOf(file);
  const to = siteAreaOf(target);
  const allowed = SITE_LAYERS[from.layer];
  if (!allowed || to.layer === 'other' || to.layer === 'platform') return null;
  if (LAYER_DEBT.some((d) => file.startsWith(d.from) && target.startsWith(d.to))) return null;
  if (to.layer === 'backoffice' && from.layer !== 'backoffice') return `The back office is its own area: only app/ imports it ('${spec}' from ${from.name}).`;
  if (!allowed.includes(to.layer))
    return `${from.name} (${from.layer}) may import ${allowed.join(', ')}; '${spec}' is ${to.name} (docs/architecture.md "The site's layers").`;
  if (from.layer === 'widgets-common' && to.layer === 'registry' && !target.startsWith('registry/define'))
    return `Shared widget code implements the registry's contract (registry/define.ts) and uses nothing else of the registry ('${spec}').`;
  if (from.layer === 'widget' && to.layer === 'widget' && from.name !== to.name)
    return `A widget imports no other widget's folder: move what ${from.name} and ${to.name} share to widgets/common ('${spec}').`;
  return null;
}

const siteLayersRule = {
  meta: { type: 'problem', schema: [], docs: { description: "The site's layer rules (docs/architecture.md)." } },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const message = siteLayerVerdict(file, node.value);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
      // vi.mock('../x') names a module as surely as an import does.
      CallExpression: (n) => {
        if (n.callee.type === 'MemberExpression' && n.callee.object.name === 'vi' && ['mock', 'doMock'].includes(n.callee.property.name)) check(n.arguments[0]);
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.next',
      '.next-*',
      '.data',
      '.test-data',
      'storybook-static',
      'test-results',
      'playwright-report',
      'coverage',
      'next-env.d.ts',
      'platform/db/migrations',
      'public/mockServiceWorker.js',
    ],
  },
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
    files: ['app/**', 'site/**', 'backoffice/**', 'widgets/**', 'registry/**', 'cms-adapters/**', 'schemas/**', 'messages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/platform/**', '@/platform/**'], message: 'The site talks to the platform over HTTP and socket.io only.' }] },
      ],
    },
  },
  {
    // The site's layers (siteLayerVerdict above), tests and stories included.
    files: ['site/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}', 'cms-adapters/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'site-layers': siteLayersRule } } },
    rules: { 'layers/site-layers': 'error' },
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
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './fixtures' (it fails a test on a page or console error)." }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
