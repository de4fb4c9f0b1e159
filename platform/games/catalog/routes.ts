import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/api-error';
import {
  CategoriesSchema,
  CollectionsSchema,
  FAVORITES_ACCEPT_CLIENT,
  FavoriteIdsSchema,
  FavoriteParamsSchema,
  GameItemParamsSchema,
  GameSchema,
  GamesFilterRequestSchema,
  GamesListSchema,
  GamesPageSchema,
  type GamesPage,
  GamesSelectRequestSchema,
  PLAYED_GAMES_MAX,
  ProvidersSchema,
} from '../../../schemas/games';
import { requirePlayer } from '../../http/player-session';
import { notFound } from '../../http/errors';
import type { PlatformApp } from '../../http/types';
import {
  favoriteGamesOf,
  favoriteIdsOf,
  filterGamesJson,
  findGameViewBySeo,
  listCategories,
  listCollections,
  listProviders,
  playedGamesOf,
  selectGames,
} from './queries';
import { favoriteGames, gameCurrencies, gamePreviews } from './schema';

const errors = { 401: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };

const PreviewParamsSchema = z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, 'is not a preview file') });

/** A year: the art of a game id never changes (a new look would be a new game). */
const PREVIEW_CACHE = 'public, max-age=31536000, immutable';

/** The games catalogue calls (spec C7): lists, search, providers, collections, jackpots, favourites, recent games. */
export default async function catalogRoutes(app: PlatformApp): Promise<void> {
  // The answer is sent as cached JSON bytes (see filterGamesJson); they were checked against
  // GamesPageSchema when they were made. Fastify sends a Buffer as it is, so the typed reply is
  // told the bytes stand for the page.
  app.post('/api/games_filter', { schema: { body: GamesFilterRequestSchema, response: { 200: GamesPageSchema, ...errors } } }, async (req, reply) => {
    const json = await filterGamesJson(req.server.deps.db, req.body);
    return reply.type('application/json; charset=utf-8').send(json as unknown as GamesPage);
  });

  app.post('/api/games_filter/select', { schema: { body: GamesSelectRequestSchema, response: { 200: GamesListSchema, ...errors } } }, async (req) =>
    selectGames(req.server.deps.db, req.body.game_ids, req.body.device),
  );

  app.get('/api/games/providers', { schema: { response: { 200: ProvidersSchema } } }, async (req) => listProviders(req.server.deps.db));

  app.get('/api/games/collections', { schema: { response: { 200: CollectionsSchema } } }, async (req) => listCollections(req.server.deps.db));

  app.get('/api/games/categories', { schema: { response: { 200: CategoriesSchema } } }, async (req) => listCategories(req.server.deps.db));

  app.get('/api/games/item/:producer/:name', { schema: { params: GameItemParamsSchema, response: { 200: GameSchema, ...errors } } }, async (req) => {
    const game = await findGameViewBySeo(req.server.deps.db, req.params.producer, req.params.name);
    if (!game) throw notFound('No such game');
    return game;
  });

  app.get('/game-previews/:file', { schema: { params: PreviewParamsSchema } }, async (req, reply) => {
    const id = Number(req.params.file.slice(0, -4));
    if (id > 2 ** 31 - 1) throw notFound('No such preview');
    const [row] = await req.server.deps.db.select({ svg: gamePreviews.svg }).from(gamePreviews).where(eq(gamePreviews.gameId, id));
    if (!row) throw notFound('No such preview');
    return (
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', PREVIEW_CACHE)
        // Opened on its own, the SVG may run nothing and load nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(row.svg)
    );
  });

  app.get('/api/player/played_games', { schema: { response: { 200: GamesListSchema, ...errors } } }, async (req) => {
    const { playerId } = await requirePlayer(req);
    return playedGamesOf(req.server.deps.db, playerId, PLAYED_GAMES_MAX);
  });

  // Two answers by the accept-client header: per-currency ids (the default, what the hearts
  // need) or full game data (the favourites page).
  app.get('/api/player/favorite_games', { schema: { response: { 200: z.union([FavoriteIdsSchema, GamesListSchema]), ...errors } } }, async (req, reply) => {
    const { playerId } = await requirePlayer(req);
    const full = String(req.headers['accept-client'] ?? '').includes(FAVORITES_ACCEPT_CLIENT.full);
    reply.header('vary', 'accept-client');
    return full ? favoriteGamesOf(req.server.deps.db, playerId) : favoriteIdsOf(req.server.deps.db, playerId);
  });

  /** 404 for an id that is no game's per-currency entry. */
  async function requireEntry(db: PlatformApp['deps']['db'], id: number): Promise<void> {
    const [entry] = await db.select({ id: gameCurrencies.id }).from(gameCurrencies).where(eq(gameCurrencies.id, id));
    if (!entry) throw notFound('No such game');
  }

  app.put('/api/player/favorite_games/:id', { schema: { params: FavoriteParamsSchema, response: { 200: FavoriteIdsSchema, ...errors } } }, async (req) => {
    const { deps } = req.server;
    const { playerId } = await requirePlayer(req);
    await requireEntry(deps.db, req.params.id);
    await deps.db.insert(favoriteGames).values({ playerId, gameCurrencyId: req.params.id, createdAt: deps.clock.now() }).onConflictDoNothing();
    return favoriteIdsOf(deps.db, playerId);
  });

  app.delete('/api/player/favorite_games/:id', { schema: { params: FavoriteParamsSchema, response: { 200: FavoriteIdsSchema, ...errors } } }, async (req) => {
    const { deps } = req.server;
    const { playerId } = await requirePlayer(req);
    await requireEntry(deps.db, req.params.id);
    await deps.db.delete(favoriteGames).where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.gameCurrencyId, req.params.id)));
    return favoriteIdsOf(deps.db, playerId);
  });
}
