import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../schemas/locales';
import { readAreas } from './load';

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
});
