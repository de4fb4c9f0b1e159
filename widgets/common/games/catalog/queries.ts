import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Category, Device, Game, GamesFilterRequest, GamesPage, Provider } from '../../../../schemas/games';
import { FAVORITES_ACCEPT_CLIENT, GAME_PAGE_SIZE, GAME_ROW_MAX, RANDOM_PICK_PAGE_SIZE } from '../../../../schemas/games-constants';
import { api, ApiError, lazySchema, type ApiClient } from '../../../../site/core/api';
import { nextPageParam, toTileGame, type TileGame } from './rules';

/**
 * One queryOptions factory per call (ARCHITECTURE "Data hooks"), shared by the server prefetch
 * (with `createServerApi(cookie)`) and the client hooks (the default `api`). Keys start with the
 * API path; the client is not part of the key, so the server's answer hydrates the client's query.
 */

/** What one games list shows: a category's games or a provider's. */
export type GamesSource = { category: string } | { provider: string };

/*
 * The answers' schemas load with the first call that needs one: the lobby's rows arrive rendered
 * and hydrated, so its first load carries neither zod nor the games schemas.
 */
const games = () => import('../../../../schemas/games');
const GamesPageSchema = lazySchema<GamesPage>(() => games().then((m) => m.GamesPageSchema));
const CategoriesSchema = lazySchema<Category[]>(() => games().then((m) => m.CategoriesSchema));
const ProvidersSchema = lazySchema<Provider[]>(() => games().then((m) => m.ProvidersSchema));
const FavoriteIdsSchema = lazySchema<number[]>(() => games().then((m) => m.FavoriteIdsSchema));
const GamesListSchema = lazySchema<Game[]>(() => games().then((m) => m.GamesListSchema));

/** The games_filter body of one page of a source. */
export function gamesFilterBody(source: GamesSource, device: Device, page: number, pageSize: number): GamesFilterRequest {
  const filter = 'category' in source ? { categories: { identifiers: [source.category], strategy: 'OR' as const } } : { providers: [source.provider] };
  return { device, filter, page, page_size: pageSize };
}

function postFilter(client: ApiClient, body: GamesFilterRequest, signal?: AbortSignal, logCode?: string, retries?: number): Promise<GamesPage> {
  return client.post('/api/games_filter', body, { schema: GamesPageSchema, signal, logCode, retries });
}

/** GET /api/games/categories: the lobby categories with their section. */
export function categoriesQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/games/categories'] as const,
    queryFn: ({ signal }) => client.get('/api/games/categories', { schema: CategoriesSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/games/providers. */
export function providersQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/games/providers'] as const,
    queryFn: ({ signal }) => client.get('/api/games/providers', { schema: ProvidersSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * A paginated list (category or provider page), 40 a page, loaded page by page as the visitor
 * scrolls. The key holds the source and the first page, so the cache of a category is keyed by
 * its slug with its pages (C3 "Game category cache").
 */
export function gamesListQuery(source: GamesSource, device: Device, firstPage = 1, client: ApiClient = api) {
  return infiniteQueryOptions({
    queryKey: ['/api/games_filter', { ...source, device, from: firstPage }] as const,
    queryFn: ({ pageParam, signal }) => postFilter(client, gamesFilterBody(source, device, pageParam, GAME_PAGE_SIZE), signal),
    initialPageParam: firstPage,
    getNextPageParam: (last: GamesPage) => nextPageParam(last.pagination),
    staleTime: 60_000,
  });
}

/** A lobby row's answer: its games cut to what a tile reads. */
export interface RowPage {
  data: TileGame[];
  pagination: GamesPage['pagination'];
}

/**
 * Whom a lobby row is for. A guest's tiles never read the per-currency ids (no lock, no heart:
 * rules.tileAccess), so a guest's rows leave them out; a player's rows keep them.
 */
export type RowViewer = 'guest' | 'player';

/**
 * The first 15 games of a category for a lobby row (C9), kept as tile games: the lobby's first
 * rows are prefetched on the server and travel in the page's hydration data, where the fields no
 * tile reads (categories, collections, identifier, name; for a guest the 15-currency id map too)
 * only made every lobby page bigger. The viewer is in the key, so a guest who logs in gets the
 * player's rows rather than ids-less ones.
 */
export function rowQuery(category: string, device: Device, viewer: RowViewer, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/games_filter', { category, device, row: GAME_ROW_MAX, viewer }] as const,
    queryFn: async ({ signal }): Promise<RowPage> => {
      const page = await postFilter(client, gamesFilterBody({ category }, device, 1, GAME_ROW_MAX), signal);
      const data = page.data.map(toTileGame);
      return { data: viewer === 'guest' ? data.map((g) => ({ ...g, currencies: {} })) : data, pagination: page.pagination };
    },
    staleTime: 60_000,
  });
}

/** The 100-game page the random-game card picks from (C9); fetched when the card is used. */
export function randomPickQuery(category: string, device: Device, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/games_filter', { category, device, pick: RANDOM_PICK_PAGE_SIZE }] as const,
    queryFn: ({ signal }) => postFilter(client, gamesFilterBody({ category }, device, 1, RANDOM_PICK_PAGE_SIZE), signal),
    staleTime: 5 * 60_000,
  });
}

/** Log code of a failed search (spec C8). */
export const SEARCH_LOG_CODE = 'LOAD_FOUND_GAMES_ERROR';

/**
 * The title search. A failure is logged as LOAD_FOUND_GAMES_ERROR by the API client and answers
 * an empty result (C8); it is retried once only, because the visitor is waiting on the field.
 */
export function searchQuery(term: string, device: Device, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/games_filter', { title: term, device }] as const,
    queryFn: async ({ signal }): Promise<GamesPage> => {
      try {
        return await postFilter(client, { device, filter: { title: term }, page: 1, page_size: GAME_PAGE_SIZE }, signal, SEARCH_LOG_CODE, 1);
      } catch (err) {
        if (err instanceof ApiError) return { data: [], pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 0, total_count: 0 } };
        throw err;
      }
    },
    staleTime: 60_000,
  });
}

/** The heart state of the tiles: the player's favourites as per-currency ids (the cheap form). */
export const FAVORITE_IDS_KEY = ['/api/player/favorite_games', 'ids'] as const;
export function favoriteIdsQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: FAVORITE_IDS_KEY,
    queryFn: ({ signal }) =>
      client.get('/api/player/favorite_games', { schema: FavoriteIdsSchema, signal, headers: { 'accept-client': FAVORITES_ACCEPT_CLIENT.ids } }),
    staleTime: 5 * 60_000,
    meta: { userData: true },
  });
}

/** The favourites page: full game data. */
export const FAVORITE_GAMES_KEY = ['/api/player/favorite_games', 'full'] as const;
export function favoriteGamesQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: FAVORITE_GAMES_KEY,
    queryFn: ({ signal }) =>
      client.get('/api/player/favorite_games', { schema: GamesListSchema, signal, headers: { 'accept-client': FAVORITES_ACCEPT_CLIENT.full } }),
    staleTime: 30_000,
    meta: { userData: true },
  });
}

/** GET /api/player/played_games: the recent games, most recent first. */
export function playedGamesQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/player/played_games'] as const,
    queryFn: ({ signal }) => client.get('/api/player/played_games', { schema: GamesListSchema, signal }),
    staleTime: 60_000,
    meta: { userData: true },
  });
}
