import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Device, GamesPage } from '../../schemas/games';
import { api, lazySchema, type ApiClient } from '../../site/core/api';
import { nextPageParam } from '../common/games/catalog/rules';

const pageSchema = lazySchema(() => import('../../schemas/games').then((m) => m.GamesPageSchema));

/**
 * `#TournamentGamesByPage[id=..]#`: GET /api/tournaments/{id}/games, `perPage` games at a time in
 * lobby order. Its key is not under ['/api/tournaments']: the public board push marks that stale
 * up to once a second per running tournament (site/realtime/cache-effects.ts), and refetching every
 * loaded page of games with it would be waste, as a tournament's games do not change while it runs.
 */
export function tournamentGamesQuery(id: string, perPage: number, ctx: { device: Device; client?: ApiClient }) {
  const client = ctx.client ?? api;
  return infiniteQueryOptions({
    queryKey: ['/api/tournaments/games', id, { device: ctx.device, per_page: perPage }] as const,
    queryFn: ({ pageParam, signal }): Promise<GamesPage> =>
      client.get(`/api/tournaments/${encodeURIComponent(id)}/games`, {
        query: { page: pageParam, per_page: perPage, device: ctx.device },
        schema: pageSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: GamesPage) => nextPageParam(last.pagination),
    staleTime: 60_000,
  });
}
