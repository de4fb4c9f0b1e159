import { queryOptions } from '@tanstack/react-query';
import type { Lootbox, WheelState } from '../../schemas/lootboxes';
import { api, lazySchema } from '../../site/core/api';

const listSchema = lazySchema(() => import('../../schemas/lootboxes').then((m) => m.LootboxesSchema));
const wheelSchema = lazySchema(() => import('../../schemas/lootboxes').then((m) => m.WheelStateSchema));

/** GET /api/player/lootboxes (the loot-box page's key: one cache for both; dropped at logout). */
export const widgetLootboxesQuery = queryOptions({
  queryKey: ['/api/player/lootboxes'],
  queryFn: ({ signal }): Promise<Lootbox[]> => api.get('/api/player/lootboxes', { schema: listSchema, signal }),
  staleTime: 10_000,
  meta: { userData: true },
});

/** GET /api/player/wheel (the wheel page's key). */
export const widgetWheelQuery = queryOptions({
  queryKey: ['/api/player/wheel'],
  queryFn: ({ signal }): Promise<WheelState> => api.get('/api/player/wheel', { schema: wheelSchema, signal }),
  staleTime: 10_000,
  meta: { userData: true },
});
