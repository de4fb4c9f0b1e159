import { queryOptions } from '@tanstack/react-query';
import { PlayerSchema, type Player } from '../../schemas/player';

/** Key of the profile query (ARCHITECTURE: keys start with the API path). */
export const PLAYER_QUERY_KEY = ['/api/player'] as const;

/**
 * Interpret an answer of `GET /api/player` (spec P4 "Login state": no id means not logged in).
 * A 401 or a body without an id is a guest; a body with an id must be a valid Player.
 */
export function parsePlayerAnswer(status: number, body: unknown): Player | null {
  if (status === 401 || status === 403) return null;
  if (status < 200 || status >= 300) throw new Error(`GET /api/player answered ${status}`);
  if (!body || typeof body !== 'object' || (body as { id?: unknown }).id == null) return null;
  return PlayerSchema.parse(body);
}

/** The profile of the current browser session, fetched same-origin with the session cookie. */
export const playerQueryOptions = queryOptions({
  queryKey: PLAYER_QUERY_KEY,
  queryFn: async (): Promise<Player | null> => {
    const res = await fetch('/api/player', { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
    const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    return parsePlayerAnswer(res.status, body);
  },
  staleTime: 60_000,
  meta: { userData: true },
});
