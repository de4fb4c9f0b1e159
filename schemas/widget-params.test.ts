import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES, WIDGET_PARAMS, WIDGET_PARAM_FIELDS, checkContent, listKeys, validateWidgetParams, type CatalogueKeys } from './widget-params';

type Case = [name: string, params: Record<string, string>, expected: unknown | RegExp];

const cases: Case[] = [
  ['GameRow', { category: 'new' }, { source: { category: 'new' }, limit: 15, title: undefined }],
  ['GameRow', { collection: 'summer', limit: ' 5 ', title: ' Hot ' }, { source: { collection: 'summer' }, limit: 5, title: 'Hot' }],
  ['GameRow', { provider: 'reelhouse', category: '' }, { source: { provider: 'reelhouse' }, limit: 15, title: undefined }],
  ['GameRow', {}, /^GameRow: give one of category, collection or provider$/],
  ['GameRow', { category: 'new', provider: 'x' }, /^GameRow: give only one of category, collection or provider, not category and provider together$/],
  ['GameRow', { category: 'new', limit: '16' }, /limit must be at most 15/],
  ['GameRow', { category: 'new', limit: '0' }, /limit must be at least 1/],
  ['GameRow', { category: 'new', limit: '1.5' }, /limit must be a whole number/],
  ['GameRow', { category: 'New Games' }, /category may use only/],
  ['GameRow', { category: 'new', limt: '3' }, /unknown parameter "limt"/],
  ['GameRow', { category: 'new', title: 'x'.repeat(121) }, /title must be at most 120/],
  ['GameGrid', { provider: 'pragmatic', more: 'no', limit: '24' }, { source: { provider: 'pragmatic' }, limit: 24, more: false, title: undefined }],
  ['GameGrid', { category: 'live' }, { source: { category: 'live' }, limit: 40, more: true, title: undefined }],
  ['GameGrid', { category: 'live', more: 'maybe' }, /more must be true or false/],
  ['GameGrid', { category: 'live', limit: '101' }, /at most 100/],
  ['RichText', { snippet: 'welcome-terms' }, { snippet: 'welcome-terms' }],
  ['RichText', {}, /snippet is required/],
  ['BannerSlider', {}, { location: 'main' }],
  ['BannerSlider', { location: 'promotions' }, { location: 'promotions' }],
  ['Banner', { id: 'summer-cup' }, { id: 'summer-cup' }],
  ['Banner', {}, /id is required/],
  ['PromoBanner', { location: 'lobby' }, { location: 'lobby' }],
  ['PromoBanner', { id: 'x1' }, { id: 'x1' }],
  ['PromoBanner', { id: 'x1', location: 'lobby' }, /^PromoBanner: give only one of location or id, not location and id together$/],
  ['Awards', {}, { limit: 20 }],
  ['Providers', { limit: '12' }, { limit: 12 }],
  ['PaymentLogos', {}, {}],
  ['PaymentLogos', { any: '1' }, /unknown parameter "any"/],
  ['Articles', {}, { limit: 6 }],
  ['Articles', { category: 'guides', limit: '3' }, { category: 'guides', limit: 3 }],
  ['Articles', { limit: '7' }, /limit must be at most 6/],
  ['NewsList', {}, { limit: 12 }],
  ['GiftsList', {}, { limit: 6 }],
  ['VipProgress', {}, { levels: false }],
  ['VipLevels', { heading: 'false' }, { heading: false }],
  ['PointsShopCards', {}, { type: 'all', group: undefined, limit: 6 }],
  ['PointsShopCards', { type: 'freespins', group: 'sale', limit: '3' }, { type: 'freespins', group: 'sale', limit: 3 }],
  ['PointsShopCards', { type: 'discounts' }, /type must be one of all, money, freespins, lootboxes, lotteries, special/],
  ['PointsShopCards', { limit: '25' }, /limit must be at most 24/],
  ['DepositBonuses', { limit: '2' }, { limit: 2 }],
  ['CouponForm', {}, { kind: 'coupon' }],
  ['CouponForm', { kind: 'promo' }, { kind: 'promo' }],
  ['CouponForm', { kind: 'x' }, /kind must be one of coupon, promo/],
  ['Nope', {}, /Unknown widget "Nope"/],
];

describe('validateWidgetParams', () => {
  it.each(cases)('%s %j', (name, params, expected) => {
    const r = validateWidgetParams(name, params);
    if (expected instanceof RegExp) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(expected);
    } else {
      expect(r).toEqual({ ok: true, name, params: expected });
    }
  });
});

describe('WIDGET_PARAM_FIELDS', () => {
  it('describes every key of every schema, and each default parses', () => {
    for (const name of WIDGET_NAMES) {
      const fields = WIDGET_PARAM_FIELDS[name];
      for (const f of fields) {
        expect(['key', 'text', 'int', 'bool', 'enum']).toContain(f.kind);
        if (f.default !== undefined) {
          const r = WIDGET_PARAMS[name].safeParse({ [f.key]: String(f.default) });
          // A default alone may still miss a required sibling (a source), never be invalid itself.
          if (!r.success) expect(r.error.issues.every((i) => i.path[0] !== f.key)).toBe(true);
        }
      }
    }
    expect(WIDGET_PARAM_FIELDS.GameRow.map((f) => f.key)).toEqual(['category', 'collection', 'provider', 'limit', 'title']);
    expect(WIDGET_PARAM_FIELDS.GameRow.find((f) => f.key === 'limit')).toEqual({ key: 'limit', kind: 'int', required: false, min: 1, max: 15, default: 15 });
    expect(WIDGET_PARAM_FIELDS.RichText).toEqual([{ key: 'snippet', kind: 'key', required: true, min: 1, max: 120 }]);
    // The game lists' sources name catalogue entries: the palette offers pickers for them.
    expect(WIDGET_PARAM_FIELDS.GameGrid.filter((f) => f.ref).map((f) => [f.key, f.ref])).toEqual([
      ['category', 'category'],
      ['collection', 'collection'],
      ['provider', 'provider'],
    ]);
  });
});

describe('the one-of rule', () => {
  it('says it in one sentence, with a code and the keys for a translated line', () => {
    const many = validateWidgetParams('GameGrid', { category: 'new', collection: 'megaways', provider: 'x' });
    expect(many).toEqual({
      ok: false,
      message: 'GameGrid: give only one of category, collection or provider, not category and collection and provider together',
      detail: { code: 'oneOfMany', values: { keys: 'category,collection,provider', given: 'category,collection,provider' } },
    });
    expect(validateWidgetParams('PromoBanner', {})).toMatchObject({ detail: { code: 'oneOfMissing', values: { keys: 'location,id' } } });
    // Beside another problem, no single code describes the message.
    expect(validateWidgetParams('GameRow', { limit: '99' })).not.toHaveProperty('detail');
    expect(listKeys(['a'])).toBe('a');
    expect(listKeys(['a', 'b', 'c'])).toBe('a, b or c');
  });
});

describe('references to the game catalogue', () => {
  const catalogue: CatalogueKeys = { category: new Set(['new', 'live']), collection: new Set(['megaways']), provider: new Set(['pragmatic']) };

  it.each([
    ['GameRow', { category: 'doesnotexist' }, 'unknownCategory', 'category "doesnotexist"'],
    ['GameRow', { collection: 'summer' }, 'unknownCollection', 'collection "summer"'],
    ['GameGrid', { provider: 'nobody', limit: '12' }, 'unknownProvider', 'provider "nobody"'],
  ] as const)('%s %j names nothing in the catalogue', (name, params, code, what) => {
    const r = validateWidgetParams(name, params, catalogue);
    expect(r).toEqual({
      ok: false,
      message: `${name}: there is no ${what} in the game catalogue.`,
      detail: { code, values: { key: Object.values(params)[0] } },
    });
    // Without a catalogue only the spelling is judged (the renderer, the palette before the lists arrive).
    expect(validateWidgetParams(name, params).ok).toBe(true);
  });

  it('accepts entries that exist', () => {
    expect(validateWidgetParams('GameRow', { category: 'new' }, catalogue).ok).toBe(true);
    expect(validateWidgetParams('GameGrid', { collection: 'megaways' }, catalogue).ok).toBe(true);
    expect(validateWidgetParams('GameGrid', { provider: 'pragmatic' }, catalogue).ok).toBe(true);
  });

  it('reports the spelling first, the reference only for params that are otherwise valid', () => {
    expect(validateWidgetParams('GameRow', { category: 'Not A Key' }, catalogue)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/category may use only/),
    });
    expect(validateWidgetParams('GameRow', { category: 'nope', provider: 'nobody' }, catalogue)).toMatchObject({ detail: { code: 'oneOfMany' } });
  });

  it('is part of checkContent, with the code and the position', () => {
    const html = '<h2>Rows</h2><p>#GameRow[category=new]#</p><p>#GameRow[category=doesnotexist]#</p>';
    expect(checkContent(html, catalogue)).toEqual([
      {
        placeholder: '#GameRow[category=doesnotexist]#',
        name: 'GameRow',
        message: 'GameRow: there is no category "doesnotexist" in the game catalogue.',
        index: html.indexOf('#GameRow[category=doesnotexist'),
        code: 'unknownCategory',
        values: { key: 'doesnotexist' },
      },
    ]);
    expect(checkContent(html)).toEqual([]);
  });
});

describe('checkContent', () => {
  it('refuses markup nested deeper than MARKUP_DEPTH_MAX', () => {
    expect(checkContent('<div>'.repeat(300) + '</div>'.repeat(300))[0]!.message).toMatch(/nests 300 elements deep; at most 256/);
    expect(checkContent('<div>'.repeat(256) + '</div>'.repeat(256))).toEqual([]);
  });

  it('passes valid content', () => {
    expect(checkContent('<h1>Hi</h1><p>#GameRow[category=new;limit=10]#</p><p>#RichText[snippet=terms]#</p>')).toEqual([]);
  });

  it('lists every kind of problem, in content order', () => {
    const html = '<p>#Nope[]#</p><a href="x" title="#Banner[id=a]#">x</a><p>#GameRow[limit=99;category=new]#</p><p>#GameRow[category</p>';
    const issues = checkContent(html);
    expect(issues.map((i) => [i.name, i.index])).toEqual([
      ['Nope', 3],
      ['Banner', 34],
      ['GameRow', 58],
      ['GameRow', 97],
    ]);
    expect(issues[0]!.message).toMatch(/Unknown widget/);
    expect(issues[1]!.message).toMatch(/inside a tag or attribute/);
    expect(issues[2]!.message).toMatch(/limit must be at most 15/);
    expect(issues[3]!.message).toMatch(/not closed/);
    expect(issues[2]!.placeholder).toBe('#GameRow[limit=99;category=new]#');
  });
});
