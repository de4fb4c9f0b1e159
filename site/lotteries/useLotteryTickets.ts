'use client';

import { useQuery } from '@tanstack/react-query';
import { useSession } from '../core/stores/StoreProvider';
import { useHydrating } from '../core/ui/useHydrating';
import { lotteryStatusesQueryOptions, runningTickets } from './queries';

/** The player's tickets in running lotteries, or null (a guest, not loaded yet, or while hydrating: the server never has it). */
export function useLotteryTickets(): number | null {
  const player = useSession((s) => s.player);
  const { data } = useQuery({ ...lotteryStatusesQueryOptions, enabled: player !== null });
  const hydrating = useHydrating();
  if (!player || !data || hydrating) return null;
  return runningTickets(data);
}
