/** One entry of the top navigation. `href` is locale-less; the view prefixes the locale. */
export interface NavItem {
  id: NavItemId;
  href: string;
  /**
   * The `manage-promotion-pages` slug that governs this item (spec C6/P6): the item shows only
   * while that page is enabled for the player (site/flags/promotion-pages.ts), and its route
   * answers the 404 page otherwise (`promotionPageShown`, site/flags/promotion-page-route.ts).
   */
  promotionPage?: string;
  /** The feature flag (spec C9) that shows this item; off by default. */
  flag?: 'mysticJackpots';
  /** A badge beside the label (spec P2: activity hub and jackpots carry 'new'). */
  badge?: 'new';
}

/** The demo mystic jackpot's page (/{jackpotIdentifier}, spec C2), where the top-menu item leads. */
export const MYSTIC_JACKPOT_PATH = '/mystic-jackpot';

/**
 * The items that exist today, in the spec's order (P2 "Page shell"): lobby, pokies, live, then
 * (betting, activity hub, rocket mart, rocket chance: each only when enabled as a page; their
 * pages do not exist yet) tournaments, (mystic jackpots: feature flag, off), achievements (a
 * managed promotion page), VIP club, then CMS static pages of the top-menu category
 * (`pageNavItems`, after these). Items appear here when their page exists; a promotion page's
 * item names its slug in `promotionPage`.
 */
export const NAV_ITEM_IDS = ['lobby', 'pokies', 'live', 'tournaments', 'mysticJackpots', 'achievements', 'vipClub'] as const;
export type NavItemId = (typeof NAV_ITEM_IDS)[number];

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'lobby', href: '/' },
  { id: 'pokies', href: '/pokies/all' },
  { id: 'live', href: '/live/all' },
  { id: 'tournaments', href: '/tournaments' },
  { id: 'mysticJackpots', href: MYSTIC_JACKPOT_PATH, flag: 'mysticJackpots', badge: 'new' },
  { id: 'achievements', href: '/achievements', promotionPage: 'achievements' },
  { id: 'vipClub', href: '/vip-club' },
];

/**
 * The items this player sees: every item that no promotion page governs, and each one whose
 * promotion page `enabled` says is on (for testers, all of them); an item behind a feature flag
 * only while `flagOn` says the flag is on.
 */
export function visibleNavItems(
  items: readonly NavItem[],
  enabled: (slug: string) => boolean,
  flagOn: (flag: 'mysticJackpots') => boolean = () => false,
): NavItem[] {
  return items.filter((item) => (item.promotionPage === undefined || enabled(item.promotionPage)) && (item.flag === undefined || flagOn(item.flag)));
}

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

/**
 * A static page of the CMS top-menu category (spec P2: after the built-in items). Its label is
 * the page's title, already in the page's language; `href` is locale-less like NavItem's.
 */
export interface PageNavItem {
  id: `page:${string}`;
  href: string;
  label: string;
}

/** The top-menu pages as nav items, in the CMS order, none twice and none shadowing a built-in item. */
export function pageNavItems(pages: readonly { path: string; title: string }[]): PageNavItem[] {
  const builtIn = new Set(NAV_ITEMS.map((i) => i.href));
  const seen = new Set<string>();
  const out: PageNavItem[] = [];
  for (const page of pages) {
    if (builtIn.has(page.path) || seen.has(page.path)) continue;
    seen.add(page.path);
    out.push({ id: `page:${page.path.slice(1)}`, href: page.path, label: page.title });
  }
  return out;
}

/** A page item is active on its own path and below it (`/help` for `/help/deposits`). */
export function isPageNavItemActive(item: PageNavItem, path: string): boolean {
  return startsWithSegment(path, item.href);
}
