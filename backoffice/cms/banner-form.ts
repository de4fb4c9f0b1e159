import type { BannerInput } from '../../schemas/cms';

/** Where a new banner shows until the editor says otherwise: the home slider. */
export const DEFAULT_LOCATION = 'main';

/** A new banner: sensible defaults; the editor still writes its title and picks its image (an uploaded file's URL). */
export function newBanner(existingIds: readonly string[]): BannerInput {
  let n = existingIds.length + 1;
  while (existingIds.includes(`banner-${n}`)) n++;
  return {
    id: `banner-${n}`,
    title: { text: '' },
    description: { text: '' },
    gradient: { colorLeft: '#1c2230', colorLeftCenter: '#2c3e91', colorRightCenter: '#3b5bdb', colorRight: '#5c7cfa' },
    button: { name: 'Play now', url: '/', type: 'primary' },
    image: '',
    order: { [DEFAULT_LOCATION]: 0 },
    timer: { start_at: null, end_at: null },
    group_ids: [],
    logged: null,
    crypto: 'any',
    welcome_pack: false,
    labels: [],
    variables: {},
    categories: [],
    size: 'large',
    is_tournament: false,
  };
}

/** Every location some banner shows in, each with its banners by their order there (ties by id). */
export function bannersByLocation(banners: readonly BannerInput[]): Array<{ location: string; banners: Array<{ id: string; order: number }> }> {
  const map = new Map<string, Array<{ id: string; order: number }>>();
  for (const b of banners) for (const [loc, order] of Object.entries(b.order)) (map.get(loc) ?? map.set(loc, []).get(loc)!).push({ id: b.id, order });
  return [...map.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([location, list]) => ({ location, banners: list.sort((x, y) => x.order - y.order || x.id.localeCompare(y.id)) }));
}

/**
 * Moves a banner one place up (-1) or down (+1) in a location by swapping order values with its
 * neighbour, renumbering the location 0, 10, 20... first when orders tie.
 */
export function moveInLocation(banners: BannerInput[], location: string, id: string, dir: -1 | 1): BannerInput[] {
  const list = bannersByLocation(banners).find((l) => l.location === location)?.banners ?? [];
  const i = list.findIndex((x) => x.id === id);
  const j = i + dir;
  if (i < 0 || j < 0 || j >= list.length) return banners;
  const ids = list.map((x) => x.id);
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  const orderOf = new Map(ids.map((bid, k) => [bid, k * 10]));
  return banners.map((b) => (orderOf.has(b.id) ? { ...b, order: { ...b.order, [location]: orderOf.get(b.id)! } } : b));
}
