import { queryOptions } from '@tanstack/react-query';
import type { LotteryDetail, LotteryStatus, LotteryView } from '../../schemas/lotteries';
import { LOCALE_HEADER } from '../../schemas/cms-constants';
import { api, lazySchema } from '../core/api';

// The answers' schemas load with the first call (zod stays off the first load: the header's tickets use these).
const listSchema = lazySchema(() => import('../../schemas/lotteries').then((m) => m.LotteryViewsSchema));
const detailSchema = lazySchema(() => import('../../schemas/lotteries').then((m) => m.LotteryDetailSchema));
const statusesSchema = lazySchema(() => import('../../schemas/lotteries').then((m) => m.LotteryStatusesSchema));
const statusSchema = lazySchema(() => import('../../schemas/lotteries').then((m) => m.LotteryStatusSchema));

/** GET /api/lotteries: every lottery shown to this visitor (C7), texts in `locale`. */
export const lotteriesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['/api/lotteries', { locale }],
    queryFn: ({ signal }): Promise<LotteryView[]> => api.get('/api/lotteries', { schema: listSchema, signal, headers: { [LOCALE_HEADER]: locale } }),
    staleTime: 30_000,
  });

/** GET /api/lotteries/{slug or id}: one lottery with its published ticket list (and, once drawn, the seed and winners). */
export const lotteryQueryOptions = (slug: string, locale: string) =>
  queryOptions({
    queryKey: ['/api/lotteries', slug, { locale }],
    queryFn: ({ signal }): Promise<LotteryDetail> =>
      api.get(`/api/lotteries/${encodeURIComponent(slug)}`, { schema: detailSchema, signal, headers: { [LOCALE_HEADER]: locale } }),
    staleTime: 10_000,
  });

/** GET /api/lotteries/statuses: the player's tickets per lottery (dropped at logout). */
export const lotteryStatusesQueryOptions = queryOptions({
  queryKey: ['/api/lotteries/statuses'],
  queryFn: ({ signal }): Promise<LotteryStatus[]> => api.get('/api/lotteries/statuses', { schema: statusesSchema, signal }),
  staleTime: 30_000,
  meta: { userData: true },
});

/** GET /api/lotteries/{id}/status: the player's tickets and won places in one lottery (dropped at logout). */
export const lotteryStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/lotteries/status', id],
    queryFn: ({ signal }): Promise<LotteryStatus> => api.get(`/api/lotteries/${id}/status`, { schema: statusSchema, signal }),
    staleTime: 10_000,
    meta: { userData: true },
  });

/** Tickets the player holds in lotteries still selling (the header's balance dropdown and the sidebar). */
export function runningTickets(statuses: readonly LotteryStatus[] | undefined): number {
  return (statuses ?? []).filter((s) => s.in_progress).reduce((n, s) => n + s.tickets.length, 0);
}
