import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * These modules hold the constants and pure helpers that the site's first-load code (shell, lobby
 * rows, menus, flags) needs. They must not import zod, directly or through another schema module,
 * or every visitor downloads zod again (~31 KB gzip; tests/bench/lobby.ts reports first-load JS).
 */
const ZOD_FREE = [
  'locale-codes.ts',
  'countries.ts',
  'currency-units.ts',
  'banner-audience.ts',
  'games-constants.ts',
  'telemetry-limits.ts',
  'cms-constants.ts',
  'widget-limits.ts',
  'notification-constants.ts',
  'vip-constants.ts',
  'affiliate-tags.ts',
  'ab-variant.ts',
];

describe('zod-free schema modules', () => {
  it.each(ZOD_FREE)('%s imports neither zod nor a module that does', (file) => {
    const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
    const imports = [...source.matchAll(/^\s*import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm)].filter((m) => !m[1]).map((m) => m[2]!);
    for (const spec of imports) {
      expect(spec, `${file} imports ${spec}`).not.toBe('zod');
      if (spec.startsWith('./')) expect(ZOD_FREE, `${file} imports ${spec}, which is not zod-free`).toContain(`${spec.slice(2)}.ts`);
    }
  });
});
