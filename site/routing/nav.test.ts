import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive, isPageNavItemActive, pageNavItems, type NavItem } from './nav';

const item = (id: NavItem['id']) => NAV_ITEMS.find((i) => i.id === id)!;

describe('top nav', () => {
  it('keeps the spec order', () => {
    expect(NAV_ITEMS.map((i) => i.id)).toEqual(['lobby', 'pokies', 'live', 'tournaments', 'achievements', 'vipClub']);
  });

  it('marks lobby active on main, /categories and /games', () => {
    for (const p of ['/', '/categories/new', '/categories', '/games/top']) expect(isNavItemActive(item('lobby'), p), p).toBe(true);
    for (const p of ['/pokies/all', '/gamesx', '/categoriesx']) expect(isNavItemActive(item('lobby'), p), p).toBe(false);
  });

  it('marks tournaments active for /arena, /promo, /tournaments, /quests, /leaderboard, not /promotions', () => {
    for (const p of ['/arena', '/promo/x', '/tournaments', '/tournaments/all', '/quests/1', '/leaderboard']) expect(isNavItemActive(item('tournaments'), p), p).toBe(true);
    for (const p of ['/promotions', '/promotions/x', '/', '/pokies/all']) expect(isNavItemActive(item('tournaments'), p), p).toBe(false);
  });

  it('marks other items active on their own section', () => {
    expect(isNavItemActive(item('pokies'), '/pokies/new')).toBe(true);
    expect(isNavItemActive(item('live'), '/live/all')).toBe(true);
    expect(isNavItemActive(item('live'), '/pokies/all')).toBe(false);
    expect(isNavItemActive(item('vipClub'), '/vip-club')).toBe(true);
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
