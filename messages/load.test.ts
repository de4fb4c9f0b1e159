import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileCatalog, loadAreas, readAreas } from './load';

describe('compileCatalog', () => {
  it('parses every message as react-intl would, and formats to the same text', () => {
    const catalog = { 'a.plain': 'Sign in', 'a.arg': 'Hello {name}', 'a.plural': '{n, plural, one {# game} other {# games}}' };
    const compiled = compileCatalog('de', catalog);
    for (const [id, message] of Object.entries(catalog)) {
      expect(compiled[id]).toEqual(new IntlMessageFormat(message, 'de').getAst());
      const values = { name: 'Ada', n: 3 };
      expect(new IntlMessageFormat(compiled[id]!, 'de').format(values)).toBe(new IntlMessageFormat(message, 'de').format(values));
    }
  });

  it('keeps a message that does not parse as its text verbatim', () => {
    expect(compileCatalog('en', { broken: 'Hello {name' })).toEqual({ broken: [{ type: 0, value: 'Hello {name' }] });
  });
});

describe('loadAreas', () => {
  it('sends every message of the areas parsed', () => {
    const en = readAreas('en')['shell.json']!;
    const compiled = loadAreas('en', ['shell']);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(compiled).every((m) => Array.isArray(m))).toBe(true);
  });
});
