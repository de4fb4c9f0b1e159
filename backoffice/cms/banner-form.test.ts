import { describe, expect, it } from 'vitest';
import { BannerSchema } from '../../schemas/cms';
import { parseIdList } from './fields';
import { bannersByLocation, moveInLocation, newBanner } from './banner-form';

describe('banner editor helpers', () => {
  it('starts a new banner that only needs its image, with an id not yet used', () => {
    const b = newBanner(['banner-1', 'banner-2']);
    expect(b.id).toBe('banner-3');
    expect(new Set(BannerSchema.safeParse(b).error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['image']));
    expect(BannerSchema.safeParse({ ...b, image: '/api/cms/files/1/summer.webp' }).success).toBe(true);
  });

  it('lists each location with its banners by order and moves one by swapping with its neighbour', () => {
    const a = { ...newBanner([]), id: 'a', order: { main: 5, lobby: 1 } };
    const b = { ...newBanner([]), id: 'b', order: { main: 5 } };
    const c = { ...newBanner([]), id: 'c', order: { main: 1 } };
    expect(bannersByLocation([a, b, c])).toEqual([
      { location: 'lobby', banners: [{ id: 'a', order: 1 }] },
      {
        location: 'main',
        banners: [
          { id: 'c', order: 1 },
          { id: 'a', order: 5 },
          { id: 'b', order: 5 },
        ],
      },
    ]);
    const moved = moveInLocation([a, b, c], 'main', 'b', -1);
    expect(
      bannersByLocation(moved)
        .find((l) => l.location === 'main')!
        .banners.map((x) => x.id),
    ).toEqual(['c', 'b', 'a']);
    expect(moved[0]!.order.lobby).toBe(1);
    expect(moveInLocation([a, b, c], 'main', 'c', -1)).toEqual([a, b, c]);
  });

  it('reads group ids typed with commas or spaces and refuses anything else', () => {
    expect(parseIdList('257, 258 259;21')).toEqual([257, 258, 259, 21]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList('257, x')).toBeNull();
    expect(parseIdList('0')).toBeNull();
  });
});
