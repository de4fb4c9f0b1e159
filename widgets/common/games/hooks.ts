'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { api } from '../../../site/core/api';
import type { Locale } from '../../../schemas/locales';
import { useSession, useStores } from '../../../site/core/stores/StoreProvider';
import { LOAD_MORE_MARGIN_PX } from './catalog/rules';
import { FAVORITE_GAMES_KEY, FAVORITE_IDS_KEY, favoriteIdsQuery, playedGamesQuery } from './catalog/queries';
import { useGamesStores } from './stores';

/** Who is looking at the lobby: the locale of the page and the player's currency (null for a guest). */
export function useViewer(): { locale: Locale; currency: string | null; loggedIn: boolean } {
  const intl = useIntl();
  const currency = useSession((s) => s.player?.currency ?? null);
  return { locale: intl.locale as Locale, currency, loggedIn: currency !== null };
}

/** Loads the player's favourite ids into the favourites store (the hearts); nothing for a guest. */
export function useFavoriteIdsSync(): void {
  const loggedIn = useSession((s) => s.player !== null);
  const { favorites } = useGamesStores();
  const { data } = useQuery({ ...favoriteIdsQuery(), enabled: loggedIn });
  useEffect(() => {
    if (loggedIn && data) favorites.getState().load(data);
  }, [loggedIn, data, favorites]);
}

/** Loads GET /api/player/played_games into the recent-games store; nothing for a guest. */
export function useRecentGamesSync(): void {
  const loggedIn = useSession((s) => s.player !== null);
  const { recent } = useGamesStores();
  const { data } = useQuery({ ...playedGamesQuery(), enabled: loggedIn });
  useEffect(() => {
    if (loggedIn && data) recent.getState().load(data);
  }, [loggedIn, data, recent]);
}

/**
 * Adds or removes a favourite by the game's id in the player's currency (spec C4, C7 PUT|DELETE
 * /api/player/favorite_games/{id}). The heart changes at once; if the platform refuses, it goes
 * back and a toast says so. The favourites page refetches afterwards.
 */
export function useFavoriteToggle(): (id: number) => Promise<void> {
  const { favorites } = useGamesStores();
  const { toasts } = useStores();
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useCallback(
    async (id: number) => {
      const state = favorites.getState();
      if (state.pending.has(id)) return;
      const on = !(state.ids?.has(id) ?? false);
      const wasFavourite = state.begin(id, on);
      try {
        const path = `/api/player/favorite_games/${id}`;
        await (on ? api.put(path) : api.delete(path));
        favorites.getState().settle(id, { ok: true });
        queryClient.setQueryData<number[]>(FAVORITE_IDS_KEY, [...(favorites.getState().ids ?? [])]);
        void queryClient.invalidateQueries({ queryKey: FAVORITE_GAMES_KEY });
      } catch {
        // The API client logged the failure; the heart returns to what the platform still holds.
        favorites.getState().settle(id, { ok: false, wasFavourite });
        toasts.getState().show('error', intl.formatMessage({ id: 'games.favorites.failed' }));
      }
    },
    [favorites, toasts, queryClient, intl],
  );
}

/**
 * Calls `onNear` when the returned ref's element comes within 500 px of the viewport (spec C9),
 * through an IntersectionObserver with that rootMargin. `version` (e.g. the number of loaded
 * pages) re-arms it, so a list still short of the screen after a page keeps loading.
 */
export function useNearEnd(onNear: () => void, enabled: boolean, version: number): (el: HTMLDivElement | null) => void {
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  }, [onNear]);
  const observer = useRef<IntersectionObserver | null>(null);
  const node = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!enabled || !node.current || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px`,
    });
    io.observe(node.current);
    observer.current = io;
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [enabled, version]);

  return useCallback((el: HTMLDivElement | null) => {
    node.current = el;
  }, []);
}
