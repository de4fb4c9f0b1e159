'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisplayBalance } from '../../schemas/wallet';
import { useRealtimeEvent } from '../realtime/RealtimeProvider';
import { useSession } from '../core/stores/StoreProvider';
import { useHydrating } from '../core/ui/useHydrating';
import { activeBalance, applyBalanceChange, balanceQueryOptions } from './queries';

/** What the balance views need: nothing for a guest, else the state of the display balance call. */
export type DisplayBalanceState =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `balance` is undefined for a player without any account (not one the platform makes). */
  | { status: 'ready'; balance: DisplayBalance | undefined };

/**
 * The player's display balance (GET /api/player/balance) in their active currency, kept live by the
 * `private:balance` event (applied at once, then refetched). Header and sidebar share the query.
 *
 * The server never has the balance (it is not prefetched), so it renders "loading". A part that
 * hydrates late (the sidebar, site/core/ui/Hydrate.tsx) finds the header's answer already in the cache:
 * while hydrating it still renders "loading" like the server's HTML, and the balance right after
 * (else React reports a text mismatch, #418, and renders the whole part again).
 */
export function useDisplayBalance(): DisplayBalanceState {
  const player = useSession((s) => s.player);
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({ ...balanceQueryOptions, enabled: player !== null });
  const hydrating = useHydrating();
  useRealtimeEvent('private:balance', (change) => void applyBalanceChange(queryClient, change));
  if (!player) return { status: 'guest' };
  const balance = activeBalance(data, player.currency);
  if (isPending || hydrating) return { status: 'loading' };
  if (isError && !balance) return { status: 'error', retry: () => void refetch() };
  return { status: 'ready', balance };
}
