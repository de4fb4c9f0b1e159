import { createStore } from 'zustand/vanilla';

/**
 * The player's favourite games as per-currency ids (spec C3 "Favourite games": ids per currency),
 * what the tiles' hearts read. Loaded from GET /api/player/favorite_games (ids form); a toggle
 * changes it at once and is rolled back when the platform refuses (useFavoriteToggle).
 */
export interface FavoritesState {
  /** Favourite ids in the player's currency; null until loaded. */
  ids: ReadonlySet<number> | null;
  /** Ids whose PUT/DELETE is in flight (the heart is disabled meanwhile). */
  pending: ReadonlySet<number>;
  /** The platform's list; ignored while a toggle is in flight, so it cannot undo an optimistic change. */
  load: (ids: readonly number[]) => void;
  /** Optimistic change; returns whether the id was a favourite before (for the rollback). */
  begin: (id: number, favourite: boolean) => boolean;
  /** The call answered: keep the change, or restore what was there before. */
  settle: (id: number, outcome: { ok: true } | { ok: false; wasFavourite: boolean }) => void;
  /** Logout (spec C4 "Logout clears ... favourites"). */
  reset: () => void;
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

function withId(set: ReadonlySet<number> | null, id: number, on: boolean): Set<number> {
  const next = new Set(set ?? []);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export function createFavoritesStore() {
  return createStore<FavoritesState>()((set, get) => ({
    ids: null,
    pending: new Set(),
    load: (ids) => {
      if (get().pending.size > 0) return;
      set({ ids: new Set(ids) });
    },
    begin: (id, favourite) => {
      const was = get().ids?.has(id) ?? false;
      set((s) => ({ ids: withId(s.ids, id, favourite), pending: withId(s.pending, id, true) }));
      return was;
    },
    settle: (id, outcome) =>
      set((s) => ({
        ids: outcome.ok ? s.ids : withId(s.ids, id, outcome.wasFavourite),
        pending: withId(s.pending, id, false),
      })),
    reset: () => set({ ids: null, pending: new Set() }),
  }));
}
