import { describe, expect, it } from 'vitest';
import { createUserDataRegistry } from '../core/stores/user-data-registry';
import type { Stores } from '../core/stores/StoreProvider';
import { createFavoritesStore } from '../../widgets/common/games/favorites-store';
import { createRecentGamesStore } from '../../widgets/common/games/recent-store';
import { gamesStoresOf } from '../../widgets/common/games/stores';
import { makeGame, makeGames } from '../../widgets/common/games/catalog/fixtures';

describe('favourites store', () => {
  it('changes at once, keeps the change when the platform agrees and restores it when not', () => {
    const s = createFavoritesStore();
    s.getState().load([11, 21]);
    const was = s.getState().begin(31, true);
    expect(was).toBe(false);
    expect(s.getState().ids?.has(31)).toBe(true);
    expect(s.getState().pending.has(31)).toBe(true);
    s.getState().settle(31, { ok: true });
    expect([...s.getState().ids!].sort()).toEqual([11, 21, 31]);
    expect(s.getState().pending.size).toBe(0);

    const wasFav = s.getState().begin(11, false);
    expect(s.getState().ids?.has(11)).toBe(false);
    s.getState().settle(11, { ok: false, wasFavourite: wasFav });
    expect(s.getState().ids?.has(11)).toBe(true);
  });

  it('ignores a reload while a toggle is in flight, so it cannot undo the optimistic change', () => {
    const s = createFavoritesStore();
    s.getState().load([1]);
    s.getState().begin(2, true);
    s.getState().load([1]);
    expect(s.getState().ids?.has(2)).toBe(true);
  });
});

describe('recent games store', () => {
  it('keeps the most recent first, without duplicates, at most 20', () => {
    const s = createRecentGamesStore();
    s.getState().load(makeGames(25));
    expect(s.getState().games).toHaveLength(20);
    s.getState().record(makeGame(5));
    expect(s.getState().games?.[0]?.id).toBe(5);
    expect(s.getState().games?.filter((g) => g.id === 5)).toHaveLength(1);
  });
});

describe('gamesStoresOf', () => {
  it('makes one pair of stores per tab and clears both at logout', () => {
    const tab = { userData: createUserDataRegistry() } as unknown as Stores;
    const other = { userData: createUserDataRegistry() } as unknown as Stores;
    const games = gamesStoresOf(tab);
    expect(gamesStoresOf(tab)).toBe(games);
    expect(gamesStoresOf(other)).not.toBe(games);
    games.favorites.getState().load([1, 2]);
    games.recent.getState().load(makeGames(3));
    tab.userData.resetAll();
    expect(games.favorites.getState().ids).toBeNull();
    expect(games.recent.getState().games).toBeNull();
  });
});
