import { queryOptions, useQuery } from '@tanstack/react-query';
import { fallbackVipProgress, type VipProgress } from '../../../schemas/vip';
import { api, lazySchema, type ApiClient } from '../../../site/core/api';

const schema = lazySchema(() => import('../../../schemas/vip').then((m) => m.VipProgressSchema));

export const VIP_PROGRESS_KEY = ['/jam/vip_status_progress'] as const;

/** GET /jam/vip_status_progress (one player's: never prefetched into a shared page). */
export function vipProgressQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: VIP_PROGRESS_KEY,
    queryFn: ({ signal }): Promise<VipProgress> => client.get('/jam/vip_status_progress', { schema, signal }),
    staleTime: 30_000,
    meta: { userData: true },
  });
}

/**
 * The player's VIP progress; a failed load falls back to REGULAR with the default thresholds
 * (spec C4), so the club and the widgets still draw the ladder.
 */
export function useVipProgress(enabled: boolean) {
  const q = useQuery({ ...vipProgressQuery(), enabled });
  const progress: VipProgress | null = q.data ?? (q.status === 'error' ? fallbackVipProgress() : null);
  return { status: q.status, progress, fallback: q.status === 'error', refetch: q.refetch };
}
