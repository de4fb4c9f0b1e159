/** One entry of the top navigation. `href` is locale-less; the view prefixes the locale. */
export interface NavItem {
  id: NavItemId;
  href: string;
}

/**
 * The items that exist today, in the spec's order (P2 "Page shell"): lobby, pokies, live, then
 * (betting, activity hub, rocket mart, rocket chance: each only when enabled; none is yet)
 * tournaments, (mystic jackpots: feature flag, off), achievements, VIP club, then CMS static
 * pages of the top-menu category (none until the CMS issue). Items appear here when their page
 * or their enabling config exists.
 */
export const NAV_ITEM_IDS = ['lobby', 'pokies', 'live', 'tournaments', 'achievements', 'vipClub'] as const;
export type NavItemId = (typeof NAV_ITEM_IDS)[number];

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'lobby', href: '/' },
  { id: 'pokies', href: '/pokies/all' },
  { id: 'live', href: '/live/all' },
  { id: 'tournaments', href: '/tournaments' },
  { id: 'achievements', href: '/achievements' },
  { id: 'vipClub', href: '/vip-club' },
];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The active rules of spec P2 on a locale-less path: lobby is active on main and for paths
 * starting /categories and /games; tournaments for /arena, /promo, /tournaments, /quests and
 * /leaderboard (whole segments, so /promotions is not /promo); every other item on its own
 * section (its first path segment).
 */
export function isNavItemActive(item: NavItem, path: string): boolean {
  switch (item.id) {
    case 'lobby':
      return path === '/' || startsWithSegment(path, '/categories') || startsWithSegment(path, '/games');
    case 'tournaments':
      return ['/arena', '/promo', '/tournaments', '/quests', '/leaderboard'].some((p) => startsWithSegment(path, p));
    default: {
      const section = `/${item.href.split('/')[1] ?? ''}`;
      return startsWithSegment(path, section);
    }
  }
}
