import { queryOptions } from '@tanstack/react-query';
import type { Adventure } from '../../schemas/adventure';
import { api, lazySchema, type ApiClient } from '../../site/core/api';

const schema = lazySchema(() => import('../../schemas/adventure').then((m) => m.AdventureSchema));

export const ADVENTURE_KEY = ['/api/player/adventure'] as const;

/**
 * GET /api/player/adventure: one player's calendar (never prefetched into a shared page: the
 * registry entry has no server query, as the gifts list). Refetched each minute so a day that
 * ends turns lost and the next one active without a reload.
 */
export function adventureQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: ADVENTURE_KEY,
    queryFn: ({ signal }): Promise<Adventure> => client.get('/api/player/adventure', { schema, signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    meta: { userData: true },
  });
}

/** hh:mm:ss (days as a prefix) from now until `until`, never negative. */
export function countdown(until: string, now: number): string {
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  const d = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return d > 0 ? `${d}d ${hms}` : hms;
}
