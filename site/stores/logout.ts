'use client';

import { useCallback, useEffect } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useStores, type Stores } from './StoreProvider';
import { playerQueryOptions } from './player-query';
import type { Player } from '../../schemas/player';
import { forgetSessionTime } from '../session/session-time';

/**
 * Query keys start with the API path (ARCHITECTURE "Data hooks"). These paths answer per player;
 * their cached answers are dropped at logout. A query elsewhere that holds user data marks itself
 * with `meta: { userData: true }`.
 */
export const USER_DATA_PATHS = [
  '/api/player',
  '/api/user_limits',
  '/api/subscriptions',
  '/api/users',
  '/api/bonuses',
  '/api/freespins',
  '/api/lootboxes',
  '/api/notifications',
  '/api/tournaments/player',
  '/api/lotteries/player',
  '/api/quests/player',
] as const;

/** Whether a cached query holds data of the logged-in player. */
export function isUserDataQuery(query: Pick<Query, 'queryKey' | 'meta'>): boolean {
  if (query.meta?.userData === true) return true;
  const head = query.queryKey[0];
  return typeof head === 'string' && USER_DATA_PATHS.some((p) => head === p || head.startsWith(`${p}/`) || head.startsWith(`${p}?`));
}

/**
 * Forget everything about the player on this tab: every registered user store, the user-data
 * queries, the tab's session clock, the session (so the shell turns to its guest state), and any
 * open modal. Does not call
 * the platform: use `useLogout` for a player-initiated logout.
 */
export function clearUserData(stores: Stores, queryClient: QueryClient): void {
  stores.userData.resetAll();
  forgetSessionTime();
  queryClient.removeQueries({ predicate: isUserDataQuery });
  stores.session.getState().clear();
  stores.ui.getState().setSidebarOpen(false);
}

/** `clearUserData` bound to this tab's stores and query cache (auth errors, other tabs). */
export function useClearUserData(): () => void {
  const stores = useStores();
  const queryClient = useQueryClient();
  return useCallback(() => clearUserData(stores, queryClient), [stores, queryClient]);
}

/**
 * Player-initiated logout: `DELETE /api/users/sign_out` (which destroys the server session),
 * then clear every user store. The local state is cleared even when the call fails, so the
 * player is never shown as logged in after pressing log out.
 */
export function useLogout(signOut: () => Promise<unknown> = defaultSignOut): () => Promise<void> {
  const clear = useClearUserData();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (err) {
      console.error('sign_out failed', err);
    } finally {
      clear();
    }
  }, [clear, signOut]);
}

async function defaultSignOut(): Promise<void> {
  const res = await fetch('/api/users/sign_out', { method: 'DELETE', credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  if (!res.ok && res.status !== 401) throw new Error(`sign_out answered ${res.status}`);
}

/** A store holding user data registers its reset here; it runs at every logout. */
export function useResetOnLogout(reset: () => void): void {
  const { userData } = useStores();
  useEffect(() => userData.add(reset), [userData, reset]);
}

/**
 * After a successful sign-in, registration or two-factor step: reload the profile so the shell
 * turns to its logged-in state (and the guards send the player on to `?redirect=` when on a
 * guest-only popup route). Resolves with the player, or null if the session did not take.
 */
export function useRefreshSession(): () => Promise<Player | null> {
  const stores = useStores();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const player = await queryClient.fetchQuery({ ...playerQueryOptions, staleTime: 0 });
    stores.session.getState().setPlayer(player);
    return player;
  }, [stores, queryClient]);
}
