import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import type { TournamentView } from '../../schemas/tournaments';
import { choosePromo } from '../../schemas/tournaments';
import { api, lazySchema, type ApiClient } from '../../site/core/api';

const viewSchema = lazySchema(() => import('../../schemas/tournaments').then((m) => m.TournamentViewSchema));
const listSchema = lazySchema(() => import('../../schemas/tournaments').then((m) => m.TournamentViewSchema.array()));

/**
 * The board of `#TournamentBoard[id=..]#`: GET /api/tournaments/{id} (its top 50), or for
 * `current` the tournament the C4 promo choice picks from GET /api/tournaments (active, then
 * future, then archive; quests left out), null when there is none. Guests' answer: the widget
 * shows the public board (my place is the tournament page's).
 */
export function tournamentBoardQuery(id: string, locale: Locale, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/tournaments', 'board', id, locale] as const,
    queryFn: async ({ signal }): Promise<TournamentView | null> => {
      if (id !== 'current') return client.get(`/api/tournaments/${encodeURIComponent(id)}`, { query: { locale }, schema: viewSchema, signal });
      const list = await client.get('/api/tournaments', { query: { locale }, schema: listSchema, signal });
      return choosePromo(
        list.filter((t) => t.questSize === null),
        new Date(),
      );
    },
    staleTime: 15_000,
  });
}
