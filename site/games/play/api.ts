import { GameLaunchResponseSchema, type GameLaunchResponse, type GameMode } from '../../../schemas/games';
import { PlayerSchema, type Player, type ProfileField } from '../../../schemas/player';
import { CountriesInfoSchema } from '../../../schemas/info';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../core/api';

/**
 * POST /api/games/launch: a game session and the URL the iframe opens. Not money-moving (a
 * repeated launch only opens another session), so the client's retries on a network error stay.
 */
export function launchGame(gameId: number, mode: GameMode, locale: string): Promise<GameLaunchResponse> {
  return api.post('/api/games/launch', { game_id: gameId, mode, locale }, { schema: GameLaunchResponseSchema });
}

/** PATCH /api/player in the `edition` context (spec P5): the fields a provider asked for. */
export function saveProfileFields(user: Partial<Record<ProfileField, string | boolean>>): Promise<Player> {
  return api.patch('/api/player', { context: 'edition', user }, { schema: PlayerSchema });
}

/** GET /api/info/countries: the choices of a missing country field. */
export const countriesQueryOptions = queryOptions({
  queryKey: ['/api/info/countries'] as const,
  queryFn: ({ signal }) => api.get('/api/info/countries', { schema: CountriesInfoSchema, signal }),
  staleTime: 60 * 60_000,
});
