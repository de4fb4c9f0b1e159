'use client';

import { useQuery } from '@tanstack/react-query';
import type { CompPointsBalance } from '../../../schemas/loyalty';
import { useSession } from '../../../site/core/stores/StoreProvider';
import { compPointsQueryOptions } from './queries';

/**
 * The player's comp points from the cache (null for a guest or while loading). Live updates are
 * written into the same key by site/loyalty's useCompPoints (the header's coins, on every page),
 * so this hook does not subscribe to the realtime channel itself (widgets never import site/realtime).
 */
export function usePlayerCompPoints(): CompPointsBalance | null {
  const signedIn = useSession((s) => s.player !== null);
  const q = useQuery({ ...compPointsQueryOptions, enabled: signedIn });
  return signedIn ? (q.data ?? null) : null;
}
