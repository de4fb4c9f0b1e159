'use client';

import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStores } from './StoreProvider';
import { playerQueryOptions } from './player-query';
import type { Player } from '../../../schemas/player';

/** Clears the tab's user data (user-data.ts, loaded with the first logout). */
const clearLater = (stores: ReturnType<typeof useStores>, queryClient: ReturnType<typeof useQueryClient>): Promise<void> =>
  import('./user-data').then((m) => m.clearUserData(stores, queryClient));

/**
 * `clearUserData` (user-data.ts) bound to this tab's stores and query cache (auth errors, other
 * tabs); settles once everything is forgotten.
 */
export function useClearUserData(): () => Promise<void> {
  const stores = useStores();
  const queryClient = useQueryClient();
  return useCallback(() => clearLater(stores, queryClient), [stores, queryClient]);
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
      await clear();
    }
  }, [clear, signOut]);
}

async function defaultSignOut(): Promise<void> {
  const res = await fetch('/api/users/sign_out', {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
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
