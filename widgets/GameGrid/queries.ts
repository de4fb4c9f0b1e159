import { infiniteQueryOptions } from '@tanstack/react-query';
import type { GamesPage } from '../../schemas/games';
import type { GameListSource } from '../../schemas/widget-params';
import { api } from '../../site/core/api';
import { nextPageParam } from '../common/games/catalog/rules';
import { postSourcePage, type GameQueryContext } from '../common/games/queries';

/**
 * A GameGrid's pages of `limit` games from its source, loaded one page at a time. The key starts
 * with the API path and holds the source, device and page size; the viewer is not in it because
 * a grid keeps full games (the tiles of a player read their per-currency ids).
 */
export function gameGridQuery(source: GameListSource, limit: number, ctx: Pick<GameQueryContext, 'device' | 'client'>) {
  const client = ctx.client ?? api;
  return infiniteQueryOptions({
    queryKey: ['/api/games_filter', { ...source, device: ctx.device, grid: limit }] as const,
    queryFn: ({ pageParam, signal }) => postSourcePage(client, source, ctx.device, pageParam, limit, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GamesPage) => nextPageParam(last.pagination),
    staleTime: 60_000,
  });
}
