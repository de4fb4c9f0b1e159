import { queryOptions } from '@tanstack/react-query';
import type { Player } from '../../../schemas/player';
import { api, ApiError, type ApiClient } from '../api';

/** Key of the profile query (ARCHITECTURE: keys start with the API path). */
export const PLAYER_QUERY_KEY = ['/api/player'] as const;

/**
 * Interpret an answer of `GET /api/player` (spec P4 "Login state": no id means not logged in).
 * A 401 or a body without an id is a guest; a body with an id must be a valid Player. The
 * Player schema is imported when there is a player to check: the session probe runs on every
 * page, and a guest's page then loads neither zod nor the profile schemas.
 */
export async function parsePlayerAnswer(status: number, body: unknown): Promise<Player | null> {
  if (status === 401 || status === 403) return null;
  if (status < 200 || status >= 300) throw new Error(`GET /api/player answered ${status}`);
  if (!body || typeof body !== 'object' || (body as { id?: unknown }).id == null) return null;
  const { PlayerSchema } = await import('../../../schemas/player');
  return PlayerSchema.parse(body);
}

/**
 * `GET /api/player` through the API client: the session probe, so a guest's 401 is an answer
 * (null), not the auth-error event. The server layout passes a client that forwards the cookie.
 */
export async function fetchSessionPlayer(client: ApiClient = api, signal?: AbortSignal): Promise<Player | null> {
  try {
    return await parsePlayerAnswer(200, await client.get('/api/player', { signal, quietUnauthorized: true }));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
}

/** The profile of the current browser session, fetched same-origin with the session cookie. */
export const playerQueryOptions = queryOptions({
  queryKey: PLAYER_QUERY_KEY,
  queryFn: ({ signal }): Promise<Player | null> => fetchSessionPlayer(api, signal),
  staleTime: 60_000,
  meta: { userData: true },
});
