import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_RULE_TYPES } from '../../schemas/achievements';
import { LOCALES } from '../../schemas/locale-codes';

/**
 * The badge card says what earns it from `achievements.rule.<rule_type>`: a rule type added to
 * schemas/achievements.ts without its label in every locale would show the raw message id.
 */
describe('achievement rule labels', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  it.each(LOCALES)('%s names every rule type', (locale) => {
    const catalog = JSON.parse(readFileSync(path.join(root, 'messages', locale, 'achievements.json'), 'utf8')) as Record<string, string>;
    const missing = ACHIEVEMENT_RULE_TYPES.filter((r) => !catalog[`achievements.rule.${r}`]);
    expect(missing).toEqual([]);
    // Non-English catalogs translate the new rules rather than copy the English text.
    if (!locale.startsWith('en')) {
      const en = JSON.parse(readFileSync(path.join(root, 'messages', 'en', 'achievements.json'), 'utf8')) as Record<string, string>;
      expect(ACHIEVEMENT_RULE_TYPES.filter((r) => catalog[`achievements.rule.${r}`] === en[`achievements.rule.${r}`])).toEqual([]);
    }
  });
});
