import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The platform's module boundaries (docs/architecture.md "The composition root"): the lint rule
 * in eslint.config.mjs refuses a deliberate violation, and no two modules import each other,
 * however indirectly.
 */

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint gives `code` as if it were the file `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries (lint)', () => {
  it("refuses another module's schema.ts in module code", async () => {
    const messages = await restricted('platform/limits/fixture.ts', "import { gameRounds } from '../games/seamless/schema';\nexport const t = gameRounds;\n");
    expect(messages).not.toHaveLength(0);
    expect(messages[0]).toContain("'../games/seamless/schema' import is restricted");
  });

  it("refuses another module's internals and the all-tables barrel, but not its index", async () => {
    expect(
      await restricted('platform/payments/fixture.ts', "import { depositGuard } from '../limits/guards';\nexport const g = depositGuard;\n"),
    ).not.toHaveLength(0);
    expect(await restricted('platform/wallet/fixture.ts', "import { players } from '../db/schema';\nexport const p = players;\n")).not.toHaveLength(0);
    expect(await restricted('platform/limits/fixture.ts', "import { depositsSince } from '../wallet';\nexport const d = depositsSince;\n")).toEqual([]);
    expect(await restricted('platform/limits/fixture.ts', "import { playerContact } from '../player/index';\nexport const c = playerContact;\n")).toEqual([]);
  });

  it("lets a module use its own tables, a table's foreign keys name another's, and tests read tables through db/schema", async () => {
    expect(await restricted('platform/games/seamless/fixture.ts', "import { games } from '../catalog/schema';\nexport const g = games;\n")).toEqual([]);
    expect(await restricted('platform/wallet/schema.ts', "import { players } from '../player/schema';\nexport const p = players;\n")).toEqual([]);
    expect(await restricted('platform/limits/fixture.test.ts', "import { gameRounds } from '../db/schema';\nexport const r = gameRounds;\n")).toEqual([]);
    expect(
      await restricted('platform/limits/fixture.test.ts', "import { gameRounds } from '../games/seamless/schema';\nexport const r = gameRounds;\n"),
    ).not.toHaveLength(0);
  });
});

/** Layers that assemble every module (and may import any): not modules themselves. */
const ASSEMBLY = new Set(['db', 'http', 'testing', 'seed', 'health']);

/** The module-level import graph of the platform's own code (tests and tables' foreign keys left out). */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  const moduleOf = (file: string) => {
    const parts = path.relative(path.join(root, 'platform'), file).split(path.sep);
    return parts.length < 2 ? null : parts[0]!;
  };
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) return name === 'migrations' ? [] : walk(p);
      return /\.ts$/.test(name) && !/\.test\.ts$|test-helpers\.ts$|(^|\/)schema\.ts$/.test(name) ? [p] : [];
    });
  for (const file of walk(path.join(root, 'platform'))) {
    const from = moduleOf(file);
    if (!from || ASSEMBLY.has(from)) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)) {
      let target = path.resolve(path.dirname(file), spec!);
      if (existsSync(target) && statSync(target).isDirectory()) target = path.join(target, 'index');
      const to = moduleOf(`${target}.ts`);
      if (!to || to === from || ASSEMBLY.has(to) || !target.startsWith(path.join(root, 'platform'))) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, path.relative(root, file));
    }
  }
  return graph;
}

describe('module boundaries (import graph)', () => {
  it('has no import cycle between platform modules', () => {
    const graph = moduleGraph();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (mod: string, trail: string[]) => {
      state.set(mod, 'open');
      for (const [next, via] of graph.get(mod) ?? []) {
        if (state.get(next) === 'open') cycles.push([...trail, `${mod} -> ${next} (${via})`].join(', '));
        else if (!state.has(next)) visit(next, [...trail, `${mod} -> ${next} (${via})`]);
      }
      state.set(mod, 'done');
    };
    for (const mod of graph.keys()) if (!state.has(mod)) visit(mod, []);
    expect(cycles).toEqual([]);
    // The graph is real: the limits module does use others (through their index.ts).
    expect([...(graph.get('limits')?.keys() ?? [])]).toEqual(expect.arrayContaining(['wallet', 'games', 'player']));
  });
});
