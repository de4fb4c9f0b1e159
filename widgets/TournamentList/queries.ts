import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import type { TournamentView } from '../../schemas/tournaments';
import { api, lazySchema, type ApiClient } from '../../site/core/api';

const listSchema = lazySchema(() => import('../../schemas/tournaments').then((m) => m.TournamentViewSchema.array()));

/**
 * The list of `#TournamentList[kind=..;limit=..]#`: GET /api/tournaments (the guest's answer: the
 * widget shows no player rows), the running and coming ones of the kind, running first, then by
 * start; at most `limit`.
 */
export function tournamentListQuery(kind: 'tournaments' | 'quests', limit: number, locale: Locale, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/tournaments', 'list-widget', kind, limit, locale] as const,
    queryFn: async ({ signal }): Promise<TournamentView[]> => {
      const list = await client.get('/api/tournaments', { query: { locale }, schema: listSchema, signal });
      return pickTournaments(list, kind, limit);
    },
    staleTime: 30_000,
  });
}

/** Running and coming tournaments (or quests) of the kind, the running ones first, each group by start. */
export function pickTournaments(list: readonly TournamentView[], kind: 'tournaments' | 'quests', limit: number): TournamentView[] {
  const rank = (t: TournamentView) => (t.status === 'active' ? 0 : 1);
  return list
    .filter((t) => (kind === 'quests' ? t.questSize !== null : t.questSize === null) && t.status !== 'archive')
    .sort((a, b) => rank(a) - rank(b) || a.start_at.localeCompare(b.start_at))
    .slice(0, limit);
}
