import { queryOptions } from '@tanstack/react-query';
import { api } from '../../core/api';
import { ChangePasswordResultSchema, PlayerSessionsSchema, type ChangePasswordBody } from '../../../schemas/profile';

/** GET /api/player/sessions: the player's live login sessions (platform/player/README.md). */
export const sessionsQuery = queryOptions({
  queryKey: ['/api/player/sessions'] as const,
  queryFn: ({ signal }) => api.get('/api/player/sessions', { schema: PlayerSessionsSchema, signal }),
});

/** DELETE /api/player/sessions/{id}: ends another session; answers the sessions left. */
export function endSession(id: string) {
  return api.delete(`/api/player/sessions/${encodeURIComponent(id)}`, undefined, { schema: PlayerSessionsSchema, retries: 0 });
}

/** PUT /api/player/password: needs the current password; every other session ends. */
export function changePassword(user: ChangePasswordBody['user']) {
  return api.put('/api/player/password', { user }, { schema: ChangePasswordResultSchema, retries: 0 });
}
