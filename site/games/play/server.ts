import { cache } from 'react';
import { GameSchema, GameSlugSchema, type Game } from '../../../schemas/games';
import { ApiError } from '../../core/api';
import { createServerApi } from '../../core/api/server';

/**
 * GET /api/games/item/{producer}/{name} during server rendering, as the visitor (cookie
 * forwarded). null when the game does not exist, or when a segment cannot be a slug (no call
 * made): the page answers the site's 404. Other failures throw (the error page). Cached per
 * request so the metadata and the page share one call.
 */
export const loadGameItem = cache(async (cookie: string | null, producer: string, name: string): Promise<Game | null> => {
  if (!GameSlugSchema.safeParse(producer).success || !GameSlugSchema.safeParse(name).success) return null;
  try {
    // One log code for the call, not one per game (the path segments are not ids the derivation drops).
    return await createServerApi(cookie).get(`/api/games/item/${producer}/${name}`, { schema: GameSchema, logCode: 'LOAD_GAMES_ITEM_ERROR' });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return null;
    throw err;
  }
});
