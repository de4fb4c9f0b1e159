'use client';

import { useStore } from 'zustand';
import { useStores, type Stores } from '../../../site/core/stores/StoreProvider';
import { createFavoritesStore, type FavoritesState, type FavoritesStore } from './favorites-store';
import { createRecentGamesStore, type RecentGamesState, type RecentGamesStore } from './recent-store';

/** The lobby's user-data stores of one tab (or one server request). */
export interface GamesStores {
  favorites: FavoritesStore;
  recent: RecentGamesStore;
}

// Keyed by the request's/tab's own Stores object, so nothing is shared between requests, and
// created on first use, so pages without games pay nothing. Each registers its reset with that
// tab's logout registry (site/core/stores/user-data-registry), which clears it at every logout.
const byTab = new WeakMap<Stores, GamesStores>();

export function gamesStoresOf(stores: Stores): GamesStores {
  let games = byTab.get(stores);
  if (!games) {
    const created: GamesStores = { favorites: createFavoritesStore(), recent: createRecentGamesStore() };
    stores.userData.add(() => created.favorites.getState().reset());
    stores.userData.add(() => created.recent.getState().reset());
    byTab.set(stores, created);
    games = created;
  }
  return games;
}

export function useGamesStores(): GamesStores {
  return gamesStoresOf(useStores());
}

export function useFavorites<T>(selector: (s: FavoritesState) => T): T {
  return useStore(useGamesStores().favorites, selector);
}

export function useRecentGames<T>(selector: (s: RecentGamesState) => T): T {
  return useStore(useGamesStores().recent, selector);
}
