'use client';

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompPointsBalance, PlayerLevels } from '../../schemas/loyalty';
import { compPointsQueryOptions } from '../../widgets/common/loyalty/queries';
import { api, lazySchema } from '../core/api';
import { useSession } from '../core/stores/StoreProvider';
import { useRealtimeEvent } from '../realtime/RealtimeProvider';

// The balance and the cards are shared with the PointsShopCards widget (widgets/common/loyalty).
export { compPointsQueryOptions, shopCardsQueryOptions } from '../../widgets/common/loyalty/queries';

const levelsSchema = lazySchema(() => import('../../schemas/loyalty').then((m) => m.PlayerLevelsSchema));

/** GET /api/player/levels: the levels with the player's progress (dropped at logout). */
export const levelsQueryOptions = queryOptions({
  queryKey: ['/api/player/levels'],
  queryFn: ({ signal }): Promise<PlayerLevels> => api.get('/api/player/levels', { schema: levelsSchema, signal }),
  staleTime: 30_000,
  meta: { userData: true },
});

/** The player's comp points, live: `private:comps` sets the new balance at once (null for a guest or while loading). */
export function useCompPoints(): CompPointsBalance | null {
  const signedIn = useSession((s) => s.player !== null);
  const queryClient = useQueryClient();
  const q = useQuery({ ...compPointsQueryOptions, enabled: signedIn });
  useRealtimeEvent('private:comps', (change) => {
    const c = change as { chargeable?: { points: number }; persistent?: { points: number }; level?: number };
    if (c.chargeable && c.persistent) {
      queryClient.setQueryData<CompPointsBalance>(compPointsQueryOptions.queryKey, { chargeable: c.chargeable, persistent: c.persistent, level: c.level ?? 0 });
    } else void queryClient.invalidateQueries({ queryKey: compPointsQueryOptions.queryKey });
  });
  return signedIn ? (q.data ?? null) : null;
}
