import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { Device, GamesFilterRequest, GamesPage } from '../../../schemas/games';
import { GAME_ROW_MAX } from '../../../schemas/games-constants';
import type { GameListSource } from '../../../schemas/widget-params';
import { api, lazySchema, type ApiClient } from '../../../site/core/api';
import { rowQuery, type RowPage, type RowViewer } from './catalog/queries';
import { toTileGame } from './catalog/rules';

// The answer's schema loads with the first call: the server parsed the rows it prefetched, and
// the game widgets are on the lobby, whose first load carries no zod.
const GamesPageSchema = lazySchema<GamesPage>(() => import('../../../schemas/games').then((m) => m.GamesPageSchema));

/** What a game widget's query needs (a subset of registry/define WidgetQueryContext). */
export interface GameQueryContext {
  device: Device;
  viewer: RowViewer;
  client?: ApiClient;
}

/** The games_filter body of one page of a widget's source (category, collection or provider). */
export function sourceFilterBody(source: GameListSource, device: Device, page: number, pageSize: number): GamesFilterRequest {
  const filter =
    'category' in source
      ? { categories: { identifiers: [source.category], strategy: 'OR' as const } }
      : 'collection' in source
        ? { collections: [source.collection] }
        : { providers: [source.provider] };
  return { device, filter, page, page_size: pageSize };
}

export function postSourcePage(
  client: ApiClient,
  source: GameListSource,
  device: Device,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<GamesPage> {
  return client.post('/api/games_filter', sourceFilterBody(source, device, page, pageSize), { schema: GamesPageSchema, signal });
}

/** One type for the row queries of every source (their keys differ in shape). */
export type RowQueryOptions = UseQueryOptions<RowPage, Error, RowPage, readonly unknown[]> & { queryKey: readonly unknown[] };

/**
 * A GameRow's games: always the first 15 of its source (the view cuts to the placeholder's
 * `limit`), so rows of one source with different limits share one cache entry. A category row
 * is the lobby's own rowQuery (same key, same answer), so a CMS page and the lobby share it too.
 */
export function gameRowQuery(source: GameListSource, ctx: GameQueryContext): RowQueryOptions {
  const client = ctx.client ?? api;
  if ('category' in source) return rowQuery(source.category, ctx.device, ctx.viewer, client) as RowQueryOptions;
  return queryOptions({
    queryKey: ['/api/games_filter', { ...source, device: ctx.device, row: GAME_ROW_MAX, viewer: ctx.viewer }] as const,
    queryFn: async ({ signal }): Promise<RowPage> => {
      const page = await postSourcePage(client, source, ctx.device, 1, GAME_ROW_MAX, signal);
      const data = page.data.map(toTileGame);
      // A guest's tiles never read the per-currency ids (site/games rowQuery does the same).
      return { data: ctx.viewer === 'guest' ? data.map((g) => ({ ...g, currencies: {} })) : data, pagination: page.pagination };
    },
    staleTime: 60_000,
  }) as RowQueryOptions;
}
