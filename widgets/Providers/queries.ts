import type { ApiClient } from '../../site/core/api';
import { providersQuery as gamesProvidersQuery } from '../common/games/catalog/queries';

/**
 * GET /api/games/providers, the same options (and key `['/api/games/providers']`) as the lobby's
 * provider lists, so the carousel and the lobby share one cached answer.
 */
export function providersQuery(client?: ApiClient) {
  return gamesProvidersQuery(client);
}
