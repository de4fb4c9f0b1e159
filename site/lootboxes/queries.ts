import { queryOptions } from '@tanstack/react-query';
import type { Lootbox, WheelSpin, WheelState } from '../../schemas/lootboxes';
import { api, lazySchema } from '../core/api';

const listSchema = lazySchema(() => import('../../schemas/lootboxes').then((m) => m.LootboxesSchema));
const boxSchema = lazySchema(() => import('../../schemas/lootboxes').then((m) => m.LootboxSchema));
const wheelSchema = lazySchema(() => import('../../schemas/lootboxes').then((m) => m.WheelStateSchema));
const spinSchema = lazySchema(() => import('../../schemas/lootboxes').then((m) => m.WheelSpinSchema));

/** GET /api/player/lootboxes: the player's relevant boxes (dropped at logout, C4). */
export const lootboxesQueryOptions = queryOptions({
  queryKey: ['/api/player/lootboxes'],
  queryFn: ({ signal }): Promise<Lootbox[]> => api.get('/api/player/lootboxes', { schema: listSchema, signal }),
  staleTime: 10_000,
  meta: { userData: true },
});

/** GET /api/player/wheel: the segments for the player's group, spins left and the next spin's commitment. */
export const wheelQueryOptions = queryOptions({
  queryKey: ['/api/player/wheel'],
  queryFn: ({ signal }): Promise<WheelState> => api.get('/api/player/wheel', { schema: wheelSchema, signal }),
  staleTime: 10_000,
  meta: { userData: true },
});

/** POST /api/player/lootboxes/{id}/activation: draws the prize and reveals the seed. */
export const activateLootbox = (id: number): Promise<Lootbox> => api.post(`/api/player/lootboxes/${id}/activation`, undefined, { schema: boxSchema });

/** POST /api/player/wheel/spin: spends the spin gift whose commitment was shown. */
export const spinWheel = (giftId: number): Promise<WheelSpin> => api.post('/api/player/wheel/spin', { gift_id: giftId }, { schema: spinSchema });
