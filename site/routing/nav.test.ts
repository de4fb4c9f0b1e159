import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive, type NavItem } from './nav';

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
