import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive, isPageNavItemActive, pageNavItems, visibleNavItems, type NavItem } from './nav';

const item = (id: NavItem['id']) => NAV_ITEMS.find((i) => i.id === id)!;

describe('top nav', () => {
  it('keeps the spec order', () => {
    expect(NAV_ITEMS.map((i) => i.id)).toEqual(['lobby', 'pokies', 'live', 'tournaments', 'mysticJackpots', 'achievements', 'vipClub']);
  });

  it('marks lobby active on main, /categories and /games', () => {
    for (const p of ['/', '/categories/new', '/categories', '/games/top']) expect(isNavItemActive(item('lobby'), p), p).toBe(true);
    for (const p of ['/pokies/all', '/gamesx', '/categoriesx']) expect(isNavItemActive(item('lobby'), p), p).toBe(false);
  });

  it('marks tournaments active for /arena, /promo, /tournaments, /quests, /leaderboard, not /promotions', () => {
    for (const p of ['/arena', '/promo/x', '/tournaments', '/tournaments/all', '/quests/1', '/leaderboard'])
      expect(isNavItemActive(item('tournaments'), p), p).toBe(true);
    for (const p of ['/promotions', '/promotions/x', '/', '/pokies/all']) expect(isNavItemActive(item('tournaments'), p), p).toBe(false);
  });

  it('marks other items active on their own section', () => {
    expect(isNavItemActive(item('pokies'), '/pokies/new')).toBe(true);
    expect(isNavItemActive(item('live'), '/live/all')).toBe(true);
    expect(isNavItemActive(item('live'), '/pokies/all')).toBe(false);
    expect(isNavItemActive(item('vipClub'), '/vip-club')).toBe(true);
  });
});

describe('promotion-page nav items (manage-promotion-pages)', () => {
  const ids = (items: readonly NavItem[]) => items.map((i) => i.id);
  const all = ['lobby', 'pokies', 'live', 'tournaments', 'achievements', 'vipClub'];
  it.each([
    ['every managed page enabled', () => true, all],
    ['achievements disabled', (slug: string) => slug !== 'achievements', ['lobby', 'pokies', 'live', 'tournaments', 'vipClub']],
    ['nothing enabled: items no page governs stay', () => false, ['lobby', 'pokies', 'live', 'tournaments', 'vipClub']],
  ] as const)('%s', (_name, enabled, expected) => {
    expect(ids(visibleNavItems(NAV_ITEMS, enabled))).toEqual(expected);
  });

  it('shows the mystic jackpots item, with its new badge, only behind its flag', () => {
    expect(ids(visibleNavItems(NAV_ITEMS, () => true))).not.toContain('mysticJackpots');
    const on = visibleNavItems(
      NAV_ITEMS,
      () => true,
      (f) => f === 'mysticJackpots',
    );
    expect(ids(on)).toEqual(['lobby', 'pokies', 'live', 'tournaments', 'mysticJackpots', 'achievements', 'vipClub']);
    expect(item('mysticJackpots')).toMatchObject({ href: '/mystic-jackpot', badge: 'new' });
  });

  it('asks only about the slugs of governed items', () => {
    const asked: string[] = [];
    visibleNavItems(NAV_ITEMS, (slug) => (asked.push(slug), true));
    expect(asked).toEqual(NAV_ITEMS.flatMap((i) => (i.promotionPage ? [i.promotionPage] : [])));
    expect(item('achievements').promotionPage).toBe('achievements');
  });
});

describe('top-menu static pages', () => {
  it('come after the built-in items in the CMS order, once each, never shadowing a built-in item', () => {
    const pages = [
      { path: '/about', title: 'About us' },
      { path: '/vip-club', title: 'VIP (CMS)' },
      { path: '/faq', title: 'FAQ' },
      { path: '/about', title: 'About again' },
    ];
    expect(pageNavItems(pages)).toEqual([
      { id: 'page:about', href: '/about', label: 'About us' },
      { id: 'page:faq', href: '/faq', label: 'FAQ' },
    ]);
  });

  it('are active on their path and below it', () => {
    const [help] = pageNavItems([{ path: '/help', title: 'Help' }]);
    expect(isPageNavItemActive(help!, '/help')).toBe(true);
    expect(isPageNavItemActive(help!, '/help/deposits')).toBe(true);
    expect(isPageNavItemActive(help!, '/helpdesk')).toBe(false);
  });
});
