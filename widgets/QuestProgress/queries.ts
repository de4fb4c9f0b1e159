import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import type { TournamentStatus, TournamentView } from '../../schemas/tournaments';
import { isTestQuest } from '../../schemas/test-quests';
import { api, lazySchema, type ApiClient } from '../../site/core/api';

const listSchema = lazySchema(() => import('../../schemas/tournaments').then((m) => m.TournamentViewSchema.array()));
const statusSchema = lazySchema(() => import('../../schemas/tournaments').then((m) => m.TournamentStatusSchema));

/**
 * The quest of `#QuestProgress[id=..]#`: from GET /api/tournaments (the guest's answer, so the
 * page's HTML carries no player's data), the running or coming quest with that identifier, or the
 * first running one when none is named; null when there is none.
 */
export function questProgressQuery(id: string | undefined, locale: Locale, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/tournaments', 'quest-widget', id ?? '', locale] as const,
    queryFn: async ({ signal }): Promise<TournamentView | null> =>
      pickQuest(await client.get('/api/tournaments', { query: { locale }, schema: listSchema, signal }), id),
    staleTime: 30_000,
  });
}

/** The named quest (not archived), or the running quest that ends first (never a test quest, which only its name shows). */
export function pickQuest(list: readonly TournamentView[], id: string | undefined): TournamentView | null {
  const quests = list.filter((t) => t.questSize !== null && t.status !== 'archive');
  if (id) return quests.find((t) => t.frontend_identifier === id) ?? null;
  return quests.filter((t) => t.status === 'active' && !isTestQuest(t)).sort((a, b) => a.end_at.localeCompare(b.end_at))[0] ?? null;
}

/** GET /api/tournaments/{id}/status: the signed-in player's level and points (the quest page's key). */
export const questStatusQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/tournaments/player', id] as const,
    queryFn: ({ signal }): Promise<TournamentStatus> => api.get(`/api/tournaments/${id}/status`, { schema: statusSchema, signal }),
    staleTime: 10_000,
    meta: { userData: true },
  });
