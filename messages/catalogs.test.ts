import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../schemas/locales';
import { readAreas } from './load';
import { ADDRESS, mayEqualEnglish, otherAddress, TRANSLATED_LOCALES } from './style';

const en = readAreas('en');

describe('message catalogs', () => {
  it('has an English catalog', () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });

  for (const locale of LOCALES) {
    it(`${locale} has every area and id that en has, and no others`, () => {
      const areas = readAreas(locale);
      expect(Object.keys(areas).sort()).toEqual(Object.keys(en).sort());
      for (const [area, ids] of Object.entries(en)) {
        expect(Object.keys(areas[area] ?? {}).sort(), `${locale}/${area}`).toEqual(Object.keys(ids).sort());
      }
    });

    it(`${locale} messages are valid ICU and non-empty`, () => {
      for (const [area, ids] of Object.entries(readAreas(locale))) {
        for (const [id, msg] of Object.entries(ids)) {
          expect(msg.trim(), `${locale}/${area} ${id}`).not.toBe('');
          expect(() => new IntlMessageFormat(msg, locale), `${locale}/${area} ${id}`).not.toThrow();
        }
      }
    });
  }

  for (const locale of TRANSLATED_LOCALES) {
    it(`${locale} translates every message (the same text as English only for names and that language's own words)`, () => {
      const areas = readAreas(locale);
      const untranslated: string[] = [];
      for (const [area, ids] of Object.entries(en)) {
        for (const [id, english] of Object.entries(ids)) {
          const text = areas[area]?.[id];
          if (text === undefined) continue;
          // Paragraph by paragraph (a mail's body is paragraphs split by a blank line): one left in
          // English is caught even when the others are translated.
          const ours = text.split('\n\n');
          const theirs = english.split('\n\n');
          const same = ours.length === theirs.length ? ours.filter((p, i) => p === theirs[i]) : [];
          for (const p of same) if (!mayEqualEnglish(locale, p)) untranslated.push(`${id}: ${p}`);
        }
      }
      expect(untranslated).toEqual([]);
    });

    it(`${locale} addresses the reader one way (${ADDRESS[locale].form})`, () => {
      const other: string[] = [];
      for (const ids of Object.values(readAreas(locale))) {
        for (const [id, text] of Object.entries(ids)) {
          const word = otherAddress(locale, text);
          if (word) other.push(`${id}: "${word}" in ${text}`);
        }
      }
      expect(other).toEqual([]);
    });
  }
});
