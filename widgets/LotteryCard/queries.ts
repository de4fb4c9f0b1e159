import { queryOptions } from '@tanstack/react-query';
import { LOCALE_HEADER } from '../../schemas/cms-constants';
import type { LotteryView } from '../../schemas/lotteries';
import { api, lazySchema, type ApiClient } from '../../site/core/api';

const listSchema = lazySchema(() => import('../../schemas/lotteries').then((m) => m.LotteryViewsSchema));

/** GET /api/lotteries in the page's locale (the same key as the site's lotteries tab: one answer for both). */
export function lotteriesQuery(locale: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/lotteries', { locale }],
    queryFn: ({ signal }): Promise<LotteryView[]> => client.get('/api/lotteries', { schema: listSchema, signal, headers: { [LOCALE_HEADER]: locale } }),
    staleTime: 30_000,
  });
}

const RANK = { active: 0, future: 1, archive: 2 } as const;

/**
 * The lottery a card shows: by frontend identifier or id, or for `current` the C4 promo choice
 * (active first, then future, then archive; within one the soonest end, the archive's latest).
 */
export function pickLottery(list: readonly LotteryView[], id: string): LotteryView | null {
  if (id !== 'current') return list.find((l) => l.frontend_identifier === id || String(l.id) === id) ?? null;
  const live = list.filter((l) => l.state !== 'canceled');
  const sorted = [...live].sort(
    (a, b) =>
      RANK[a.status] - RANK[b.status] || (a.status === 'archive' ? Date.parse(b.end_at) - Date.parse(a.end_at) : Date.parse(a.end_at) - Date.parse(b.end_at)),
  );
  return sorted[0] ?? null;
}
