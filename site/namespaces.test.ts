import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadAreas, readAreas } from '../messages/load';
import { LOCALES } from '../schemas/locales';
import { modals } from './modals/registry';
import { loadNamespaces } from './core/i18n/client-catalog';
import { FIRST_LOAD_NAMESPACES, FORM_NAMESPACES } from './core/i18n/namespaces';

const root = path.resolve(import.meta.dirname, '..');
const camel = (ns: string) => ns.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
/** Id prefix -> namespace (file name), from the English catalog files. */
const prefixToNamespace = new Map(Object.keys(readAreas('en')).map((file) => [camel(file.replace(/\.json$/, '')), file.replace(/\.json$/, '')]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveSource(fromDir: string, spec: string): string | undefined {
  return ['', '.tsx', '.ts', '/index.ts'].map((ext) => path.resolve(fromDir, spec + ext)).find((f) => existsSync(f) && statSync(f).isFile());
}

/** A file and the site files it imports (relative imports, followed through site/ only). */
function importedFiles(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    for (const m of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gm)) {
      const next = resolveSource(path.dirname(file), m[1]!);
      if (next && next.startsWith(path.join(root, 'site')) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

/** The namespaces a folder's code names in message ids (`'shell.header.login'`, `` `games.${x}` ``). */
function namespacesUsedIn(files: string[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([a-z][a-zA-Z]*)\.[a-zA-Z$]/g)) {
      const ns = prefixToNamespace.get(m[1]!);
      if (ns) used.set(ns, [...(used.get(ns) ?? []), path.relative(root, file)]);
    }
  }
  return used;
}

describe('message namespaces', () => {
  it('first-load and form namespaces are catalog files of every locale', () => {
    for (const locale of LOCALES) {
      for (const ns of [...FIRST_LOAD_NAMESPACES, ...FORM_NAMESPACES])
        expect(existsSync(path.join(root, 'messages', locale, `${ns}.json`)), `${locale}/${ns}`).toBe(true);
    }
  });

  it('what every page renders (shell, lobby, modal frame, guards, toasts, header balance) uses first-load namespaces only', () => {
    const everyPage = [
      'site/shell',
      'site/modals',
      'site/core/modals',
      'site/core/stores',
      'site/routing',
      'site/toasts',
      'site/wallet',
      'site/providers',
      'site/core/ui',
      'app/[locale]/layout.tsx',
      'app/[locale]/not-found.tsx',
    ]
      .map((p) => path.join(root, p))
      .filter((p) => existsSync(p))
      .flatMap((p) => (statSync(p).isDirectory() ? sourceFiles(p) : [p]));
    const lobby = sourceFiles(path.join(root, 'site/games')).filter((f) => !f.includes(`${path.sep}play${path.sep}`));
    const used = namespacesUsedIn([...everyPage, ...lobby]);
    const outside = [...used].filter(([ns]) => !(FIRST_LOAD_NAMESPACES as readonly string[]).includes(ns));
    expect(outside, 'add the namespace to FIRST_LOAD_NAMESPACES, or load it with the popup or route that uses it').toEqual([]);
  });

  it('every popup lists the namespaces its code uses beyond the first load', () => {
    let checked = 0;
    for (const [name, def] of Object.entries(modals)) {
      // `() => import('./auth/SignInPopup')`, which vite rewrites to a root-relative `/site/auth/SignInPopup.tsx`.
      const source = /import_*\(\s*['"]([^'"]+)['"]/.exec(def.load.toString())?.[1];
      const file = source && (source.startsWith('/') ? path.join(root, source) : resolveSource(path.join(root, 'site/modals'), source));
      if (!file) continue;
      checked++;
      const needs = [...namespacesUsedIn(importedFiles(file)).keys()].filter((ns) => !(FIRST_LOAD_NAMESPACES as readonly string[]).includes(ns));
      const listed: readonly string[] = ('messages' in def ? def.messages : undefined) ?? [];
      for (const ns of needs) expect(listed, `modal "${name}" uses ${ns}.* ids`).toContain(ns);
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('loads namespaces on the server with English as the fallback id by id, and a missing one as empty', () => {
    const en = loadAreas('en', ['games']);
    const de = loadAreas('de', ['games', 'no-such-namespace']);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    // Parsed for the browser (compileCatalog), as react-intl would parse the string.
    expect(de['games.lobby.title']).toEqual(new IntlMessageFormat(readAreas('de')['games.json']!['games.lobby.title']!, 'de').getAst());
    expect(loadAreas('en', ['../en/games'])).toEqual({});
    // Only what was asked for: the first load carries no auth or cashbox texts.
    const first = loadAreas('en', FIRST_LOAD_NAMESPACES);
    expect(Object.keys(first).some((id) => id.startsWith('auth.'))).toBe(false);
    expect(Object.keys(first).some((id) => id.startsWith('shell.'))).toBe(true);
  });

  it('loads namespaces in the browser as their own modules, once, and a missing one as empty', async () => {
    const a = loadNamespaces('fr-CA', ['auth', 'forms']);
    expect(loadNamespaces('fr-CA', ['auth', 'forms'])).toBe(a);
    const catalog = await a;
    expect(catalog['auth.signIn.title'] ?? Object.values(catalog)[0]).toBeTruthy();
    expect(Object.keys(catalog).every((id) => id.startsWith('auth.') || id.startsWith('forms.'))).toBe(true);
    expect(catalog).toEqual({ ...readAreas('fr-CA')['auth.json'], ...readAreas('fr-CA')['forms.json'] });
    expect(await loadNamespaces('en', ['no-such-namespace'])).toEqual({});
  });
});
