import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueKeysOf, WIDGET_PARAMS, type CatalogueKeys } from '../../schemas/widget-params';
import { catalogueOptions, matchOptions } from './catalogue';
import { filledParams, validateParams } from './param-fields';

describe('palette form values judged by the params schema', () => {
  it('leaves out empty fields so the schema default applies, and trims the others', () => {
    expect(filledParams({ category: ' new ', limit: '', title: '  ' })).toEqual({ category: 'new' });
  });

  it('accepts what the widget accepts and gives messages per field otherwise', () => {
    expect(validateParams(WIDGET_PARAMS.GameRow, { category: 'new', limit: '' })).toEqual({});
    const errors = validateParams(WIDGET_PARAMS.GameRow, { category: 'new', limit: '99' });
    expect(Object.keys(errors)).toEqual(['limit']);
    expect(errors.limit![0]!.message).toMatch(/15/);
  });

  it('puts a rule about several fields on the field it names (one game source)', () => {
    const errors = validateParams(WIDGET_PARAMS.GameRow, { category: 'new', provider: 'pragmatic' });
    expect(errors.provider).toEqual([
      {
        message: 'give only one of category, collection or provider, not category and provider together',
        code: 'oneOfMany',
        values: { keys: 'category,collection,provider', given: 'category,provider' },
      },
    ]);
    expect(validateParams(WIDGET_PARAMS.RichText, {})).toHaveProperty('snippet');
  });

  it('keeps messages without a path under the empty key (the whole form)', () => {
    expect(
      validateParams(
        z.object({}).refine(() => false, 'no'),
        {},
      ),
    ).toEqual({ '': [{ message: 'no' }] });
  });

  it('refuses a category, collection or provider the catalogue lacks, under its field, once the rest is valid', () => {
    const catalogue: CatalogueKeys = { category: new Set(['new']), collection: new Set(['megaways']), provider: new Set(['northlight', 'Northlight']) };
    const refs = { widget: 'GameRow' as const, catalogue };
    expect(validateParams(WIDGET_PARAMS.GameRow, { category: 'new' }, refs)).toEqual({});
    expect(validateParams(WIDGET_PARAMS.GameRow, { category: 'doesnotexist', limit: '5' }, refs)).toEqual({
      category: [{ message: 'there is no category "doesnotexist" in the game catalogue', code: 'unknownCategory', values: { key: 'doesnotexist' } }],
    });
    expect(Object.keys(validateParams(WIDGET_PARAMS.GameRow, { provider: 'ghost', limit: '99' }, refs))).toEqual(['limit']);
  });
});

describe('the catalogue pickers', () => {
  const categories = [
    { id: 1, identifier: 'new', slug: 'new', title: 'New games', section: 'pokies' as const, games_count: 40 },
    { id: 2, identifier: 'special-winter-wonders', slug: 'special-winter-wonders', title: 'Winter wonders', section: 'pokies' as const, games_count: 12 },
  ];
  const collections = [
    { id: 1, identifier: 'summer-megaspins', title: 'Summer megaspins', games_count: 3 },
    { id: 2, identifier: 'megaways', title: 'Megaways', games_count: 9 },
  ];
  const providers = [{ id: 1, slug: 'northlight', name: 'Northlight', title: 'Northlight Gaming', games_count: 100 }];

  it('offers each entry by the key the placeholder carries, with its title and size', () => {
    const options = catalogueOptions(categories, collections, providers);
    expect(options.category[1]).toEqual({ value: 'special-winter-wonders', label: 'Winter wonders', count: 12 });
    expect(options.provider).toEqual([{ value: 'northlight', label: 'Northlight Gaming', count: 100 }]);
    const keys = catalogueKeysOf(categories, collections, providers);
    expect([...keys.provider]).toEqual(['northlight', 'Northlight']);
    expect([...keys.collection]).toEqual(['summer-megaspins', 'megaways']);
  });

  it('finds entries by key or title, case-insensitively, those starting with the text first', () => {
    const options = catalogueOptions(categories, collections, providers);
    expect(matchOptions(options.collection, 'ME').map((o) => o.value)).toEqual(['megaways', 'summer-megaspins']);
    expect(matchOptions(options.category, 'winter').map((o) => o.value)).toEqual(['special-winter-wonders']);
    expect(matchOptions(options.category, '  ')).toHaveLength(2);
    expect(matchOptions(options.category, 'nothing-like-it')).toEqual([]);
  });
});
