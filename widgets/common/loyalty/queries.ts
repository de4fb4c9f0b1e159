import { queryOptions } from '@tanstack/react-query';
import type { CompCard, CompPointsBalance } from '../../../schemas/loyalty';
import { api, lazySchema, type ApiClient } from '../../../site/core/api';

const balanceSchema = lazySchema(() => import('../../../schemas/loyalty').then((m) => m.CompPointsBalanceSchema));
const cardsSchema = lazySchema(() => import('../../../schemas/loyalty').then((m) => m.CompCardsSchema));

/**
 * The points shop's data, shared by the shop page (site/loyalty) and the PointsShopCards widget:
 * one key each, so the shop's cards prefetched for a CMS page and the page's own read are one
 * answer, and a balance set after an exchange (or by a `private:comps` push, which site/loyalty's
 * useCompPoints applies) shows everywhere at once.
 */

/** GET /api/player/comp_points (dropped at logout). */
export const compPointsQueryOptions = queryOptions({
  queryKey: ['/api/player/comp_points'],
  queryFn: ({ signal }): Promise<CompPointsBalance> => api.get('/api/player/comp_points', { schema: balanceSchema, signal }),
  staleTime: 30_000,
  meta: { userData: true },
});

/** GET /api/comp_points/rates: every card of the shop (tabs and widgets filter them in the browser); `client` is the server's on a prefetch. */
export function shopCardsQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/comp_points/rates'],
    queryFn: ({ signal }): Promise<CompCard[]> => client.get('/api/comp_points/rates', { schema: cardsSchema, signal }),
    staleTime: 30_000,
  });
}

/** The browser's shop cards query (the same key as shopCardsQuery's). */
export const shopCardsQueryOptions = shopCardsQuery();
