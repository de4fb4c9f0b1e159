import { describe, expect, it } from 'vitest';
import { ISO_COUNTRIES } from '../../../schemas/countries';
import { countryOptions } from './country-names';

describe('countryOptions', () => {
  it('names each country in the page language and sorts by that name', () => {
    const de = countryOptions([{ code: 'DE' }, { code: 'AT' }, { code: 'CA' }], 'de');
    expect(de).toEqual(
      [
        { value: 'CA', label: 'Kanada' },
        { value: 'AT', label: 'Österreich' },
        { value: 'DE', label: 'Deutschland' },
      ].sort((a, b) => a.label.localeCompare(b.label, 'de')),
    );
    expect(countryOptions([{ code: 'DE' }], 'en')).toEqual([{ value: 'DE', label: 'Germany' }]);
    expect(countryOptions([{ code: 'NO' }], 'no')).toEqual([{ value: 'NO', label: 'Norge' }]);
  });

  it('has a name for every ISO country, and falls back to the given name, then the code', () => {
    const all = countryOptions(
      ISO_COUNTRIES.map((code) => ({ code })),
      'en',
    );
    expect(all).toHaveLength(249);
    for (const option of all) expect(option.label, option.value).not.toBe(option.value);
    expect(countryOptions([{ code: 'QZ', name: 'Somewhere' }], 'en')).toEqual([{ value: 'QZ', label: 'Somewhere' }]);
    expect(countryOptions([{ code: 'QZ' }], 'en')).toEqual([{ value: 'QZ', label: 'QZ' }]);
  });
});
