import { describe, expect, it } from 'vitest';
import { PROMO_BANNER_HIDE_MS, hide, isHidden, parseHidden, placementKey } from './dismiss';

const NOW = 1_800_000_000_000;

describe('promo banner hide memory', () => {
  it('hides for exactly 2 minutes', () => {
    const map = hide({}, 'location:main', NOW);
    expect(isHidden(map, 'location:main', NOW)).toBe(true);
    expect(isHidden(map, 'location:main', NOW + PROMO_BANNER_HIDE_MS - 1)).toBe(true);
    expect(isHidden(map, 'location:main', NOW + PROMO_BANNER_HIDE_MS)).toBe(false);
    expect(isHidden(map, 'id:other', NOW)).toBe(false);
  });

  it.each([
    ['nothing stored', null, {}],
    ['not JSON', '{oops', {}],
    ['an array', '[1]', {}],
    ['a live entry', JSON.stringify({ a: NOW + 1000 }), { a: NOW + 1000 }],
    ['an expired entry', JSON.stringify({ a: NOW - 1 }), {}],
    ['a tampered far-future entry', JSON.stringify({ a: NOW + 10 * PROMO_BANNER_HIDE_MS }), {}],
    ['a non-number', JSON.stringify({ a: 'soon' }), {}],
  ])('parses %s', (_, raw, map) => {
    expect(parseHidden(raw, NOW)).toEqual(map);
  });

  it('keys by placement', () => {
    expect(placementKey({ location: 'main' })).toBe('location:main');
    expect(placementKey({ id: 'summer' })).toBe('id:summer');
  });
});
