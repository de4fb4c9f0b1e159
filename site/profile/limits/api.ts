import { queryOptions } from '@tanstack/react-query';
import { api } from '../../core/api';
import { LimitChangeResultSchema, LimitsSchema, type CreateLimitBody } from '../../../schemas/limits';

/**
 * The limits calls of spec P7 "Limits" (platform/limits/README.md). The key starts with the API
 * path, so the realtime `private:game_limits` event refreshes it and logout drops it.
 */
export const limitsQuery = queryOptions({
  queryKey: ['/api/user_limits'] as const,
  queryFn: ({ signal }) => api.get('/api/user_limits', { schema: LimitsSchema, signal }),
});

/** POST /api/user_limits: a new limit or a change of the one with the same type, period and currency. */
export function setLimit(body: CreateLimitBody) {
  return api.post('/api/user_limits', body, { schema: LimitChangeResultSchema, retries: 0 });
}

/** DELETE /api/user_limits/{id}: asks for the removal (mailed confirmation, then 24 hours). */
export function removeLimit(id: number) {
  return api.delete(`/api/user_limits/${id}`, undefined, { schema: LimitChangeResultSchema, retries: 0 });
}

/** POST /api/user_limits/confirm {token}: the mailed link's token (no session needed). */
export function confirmLimit(token: string) {
  return api.post('/api/user_limits/confirm', { token }, { schema: LimitChangeResultSchema, retries: 0 });
}
