import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The site's layers (docs/architecture.md "The site's layers"): the lint rule in eslint.config.mjs
 * refuses a deliberate violation of each rule, its list of not-yet-moved imports only shrinks, and
 * no two site folders import each other, however indirectly.
 */

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

interface LayerConfig {
  siteAreaOf: (rel: string) => { layer: string; name: string };
  siteLayerVerdict: (file: string, spec: string) => string | null;
  LAYER_DEBT: { from: string; to: string }[];
}
// A path, not a literal: the config is plain JavaScript without types.
const config = (await import(pathToFileURL(path.join(root, 'eslint.config.mjs')).href)) as LayerConfig;

/** The layer rule's messages ESLint gives `code` as if it were the file `filePath`. */
async function refused(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'layers/site-layers').map((m) => m.message);
}

describe('site layers (lint)', () => {
  it('lets core import schemas, messages and packages only', async () => {
    expect(await refused('site/core/api/fixture.ts', "import { signIn } from '../../auth/api';\nexport const s = signIn;\n")).toEqual([
      expect.stringContaining("'../../auth/api' is site/auth"),
    ]);
    expect(
      await refused('site/core/ui/fixture.ts', "import { FavoritesPage } from '@/site/games/FavoritesPage';\nexport const f = FavoritesPage;\n"),
    ).toHaveLength(1);
    expect(await refused('site/core/ui/fixture.ts', "export const load = () => import('../../modals/registry');\n")).toHaveLength(1);
    expect(await refused('site/core/ui/fixture.ts', "import { registry } from '../../../registry';\nexport const r = registry;\n")).toHaveLength(1);
    expect(
      await refused(
        'site/core/stores/fixture.ts',
        "import { useQuery } from '@tanstack/react-query';\nimport type { Player } from '../../../schemas/player';\nimport { api } from '../api';\nexport type P = Player;\nexport const x = [useQuery, api];\n",
      ),
    ).toEqual([]);
  });

  it('keeps widgets off site features and out of each other, and shared code off widget folders', async () => {
    expect(
      await refused('widgets/Banner/fixture.ts', "import { GuestActions } from '../../site/welcome/GuestActions';\nexport const g = GuestActions;\n"),
    ).toHaveLength(1);
    expect(await refused('widgets/Banner/fixture.test.tsx', "import { vi } from 'vitest';\nvi.mock('../../site/auth/api', () => ({}));\n")).toHaveLength(1);
    expect(
      await refused('widgets/PromoBanner/fixture.ts', "import { BannerWidget } from '../Banner/Banner.widget';\nexport const b = BannerWidget;\n"),
    ).toEqual([expect.stringContaining('widgets/common')]);
    expect(
      await refused('widgets/common/banner/fixture.ts', "import { BannerWidget } from '../../Banner/Banner.widget';\nexport const b = BannerWidget;\n"),
    ).toHaveLength(1);
    const allowed =
      "import { IntentLink } from '../../site/core/ui/IntentLink';\nimport { defineWidget } from '../../registry/define';\nimport { bannersFor } from '../../cms-adapters/banners';\nimport { BannerCard } from '../common/banner/Banner';\nimport { BannerWidget } from './Banner.widget';\nexport const x = [IntentLink, defineWidget, bannersFor, BannerCard, BannerWidget];\n";
    expect(await refused('widgets/Banner/fixture.ts', allowed)).toEqual([]);
  });

  it('keeps cms-adapters and the registry off site features', async () => {
    expect(await refused('cms-adapters/fixture.ts', "import { signIn } from '../site/auth/api';\nexport const s = signIn;\n")).toHaveLength(1);
    expect(await refused('cms-adapters/fixture.ts', "import { api } from '../site/core/api';\nexport const a = api;\n")).toEqual([]);
    expect(await refused('registry/render/fixture.ts', "import { Shell } from '../../site/shell/Shell';\nexport const s = Shell;\n")).toHaveLength(1);
  });

  it('lets nothing but app/ import the back office', async () => {
    expect(await refused('site/shell/fixture.ts', "import { staffApi } from '../../backoffice/api';\nexport const s = staffApi;\n")).toEqual([
      expect.stringContaining('back office'),
    ]);
    expect(await refused('widgets/Banner/fixture.ts', "import { staffApi } from '@/backoffice/api';\nexport const s = staffApi;\n")).toHaveLength(1);
    expect(
      await refused('backoffice/fixture.ts', "import { staffApi } from './api';\nimport { api } from '../site/core/api';\nexport const s = [staffApi, api];\n"),
    ).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every relative or `@/` import of a file: static, dynamic, re-export and vi.mock. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+|\bvi\.(?:do)?[mM]ock\(\s*)['"]((?:\.{1,2}\/|@\/)[^'"]+)['"]/gm)].map((m) => m[1]!);
  return specs;
}

function resolveTarget(file: string, spec: string): string {
  return spec.startsWith('@/') ? spec.slice(2) : path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
}

const SITE_DIRS = ['site', 'backoffice', 'widgets', 'registry', 'cms-adapters'];
const relFiles = SITE_DIRS.flatMap((d) => sourceFiles(path.join(root, d)))
  .map((f) => path.relative(root, f).split(path.sep).join('/'))
  // This file's fixtures are deliberate violations.
  .filter((f) => f !== 'site/boundaries.test.ts');

/**
 * A folder of the cycle check: a site feature (site/auth), a part of core (site/core/api), a shared
 * widget part (widgets/common/banner) or a top-level folder. The registry and the widget folders
 * are one node: the registry lists the widgets, and RichText renders a snippet through the
 * registry's renderer. The lint rule keeps the widget folders apart; the registry's contract
 * (registry/define.ts, which widgets and their shared parts implement) is a node of its own.
 */
function nodeOf(rel: string): string | null {
  const area = config.siteAreaOf(rel);
  const full = path.join(root, rel);
  // `../core/api` names the folder (its index.ts).
  const parts = existsSync(full) && statSync(full).isDirectory() ? [...rel.split('/'), 'index'] : rel.split('/');
  if (area.layer === 'core' || area.layer === 'widgets-common') return parts.length > 3 ? parts.slice(0, 3).join('/') : area.name;
  if (rel.startsWith('registry/define')) return 'registry/define';
  if (area.layer === 'widget' || area.layer === 'registry') return 'registry+widgets';
  if (area.layer === 'site-root' || area.layer === 'other' || area.layer === 'platform' || area.layer === 'app') return null;
  return area.name;
}

/** Import edges between folders, each with one file that makes it. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of relFiles) {
    const from = nodeOf(file);
    if (!from) continue;
    for (const spec of importsOf(path.join(root, file))) {
      const to = nodeOf(resolveTarget(file, spec));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, `${file}: '${spec}'`);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan). */
function tangles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

/**
 * Imports between site features that still close a cycle, each to be untangled (move the shared
 * part down to core, or pass it in). The test fails on any other cycle, and on an entry that no
 * longer exists, so the list only shrinks.
 */
const KNOWN_BACK_EDGES: string[] = [
  // Empty: every site folder imports only downwards. A new entry needs a reason here.
];

describe('site layers (import graph)', () => {
  const graph = folderGraph();

  it('has no import cycle between site folders', () => {
    const pruned = new Map([...graph].map(([from, tos]) => [from, new Map([...tos].filter(([to]) => !KNOWN_BACK_EDGES.includes(`${from} -> ${to}`)))]));
    const found = tangles(pruned).map((group) =>
      group.flatMap((from) => [...pruned.get(from)!].filter(([to]) => group.includes(to)).map(([to, via]) => `${from} -> ${to} (${via})`)),
    );
    expect(found).toEqual([]);
    // The graph is real: features use core, widgets use the shared parts.
    expect([...(graph.get('site/auth')?.keys() ?? [])]).toEqual(expect.arrayContaining(['site/core/api', 'site/forms']));
    expect([...(graph.get('registry+widgets')?.keys() ?? [])]).toEqual(expect.arrayContaining(['widgets/common/banner', 'cms-adapters']));
  });

  it('lists only back edges that still exist', () => {
    const stale = KNOWN_BACK_EDGES.filter((edge) => {
      const [from, to] = edge.split(' -> ');
      return !graph.get(from!)?.has(to!);
    });
    expect(stale).toEqual([]);
  });

  it('breaks no layer rule in the tree, and every listed exception is still used', () => {
    const used = new Set<number>();
    const broken: string[] = [];
    for (const file of relFiles) {
      for (const spec of importsOf(path.join(root, file))) {
        const target = resolveTarget(file, spec);
        config.LAYER_DEBT.forEach((d, i) => {
          if (file.startsWith(d.from) && target.startsWith(d.to)) used.add(i);
        });
        const verdict = config.siteLayerVerdict(file, spec);
        if (verdict) broken.push(`${file}: ${verdict}`);
      }
    }
    expect(broken).toEqual([]);
    expect(config.LAYER_DEBT.filter((_, i) => !used.has(i))).toEqual([]);
  });
});
