import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import type { TournamentStatus, TournamentView } from '../../schemas/tournaments';
import { isTestQuest } from '../../schemas/test-quests';
import { api, lazySchema } from '../core/api';

const listSchema = lazySchema(() => import('../../schemas/tournaments').then((m) => m.TournamentViewSchema.array()));
const viewSchema = lazySchema(() => import('../../schemas/tournaments').then((m) => m.TournamentViewSchema));
const statusSchema = lazySchema(() => import('../../schemas/tournaments').then((m) => m.TournamentStatusSchema));

/**
 * GET /api/tournaments (future, active and the last month's archive) and /api/tournaments/recent.
 * Signed-in answers carry the player's own rows, so they are user data: logout drops them.
 */
export const tournamentsQueryOptions = (locale: Locale, signedIn: boolean) =>
  queryOptions({
    queryKey: ['/api/tournaments', locale, signedIn] as const,
    queryFn: ({ signal }): Promise<TournamentView[]> => api.get('/api/tournaments', { query: { locale }, schema: listSchema, signal }),
    staleTime: 30_000,
    meta: { userData: signedIn },
  });

export const recentTournamentsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['/api/tournaments/recent', locale] as const,
    queryFn: ({ signal }): Promise<TournamentView[]> => api.get('/api/tournaments/recent', { query: { locale }, schema: listSchema, signal }),
    staleTime: 60_000,
  });

/** GET /api/tournaments/{id or identifier}: the page, with my place and neighbours when signed in. */
export const tournamentQueryOptions = (ref: string, locale: Locale, signedIn: boolean) =>
  queryOptions({
    queryKey: ['/api/tournaments', ref, locale, signedIn] as const,
    queryFn: ({ signal }): Promise<TournamentView> => api.get(`/api/tournaments/${encodeURIComponent(ref)}`, { query: { locale }, schema: viewSchema, signal }),
    staleTime: 10_000,
    meta: { userData: signedIn },
  });

/** POST /api/tournaments/{id}/confirm {confirmed: true}. */
export function confirmTournament(id: number): Promise<TournamentStatus> {
  return api.post(`/api/tournaments/${id}/confirm`, { confirmed: true }, { schema: statusSchema });
}

/** The /tournaments tabs (spec C2). The lotteries tab exists only while the lotteries page is enabled. */
export const TOURNAMENT_TABS = ['', 'all', 'producers', 'lotteries', 'live', 'actions', 'achievements'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];
export const isTournamentTab = (v: string): v is TournamentTab => (TOURNAMENT_TABS as readonly string[]).includes(v);

/**
 * Which tournaments a tab lists: '' the running and coming tournaments, all of them with the
 * archive, by producer, live casino ones, quests (test quests only with the `testQuests` flag).
 */
export function tournamentsOfTab(tab: TournamentTab, list: readonly TournamentView[], testQuests = false): TournamentView[] {
  const tournaments = list.filter((t) => t.questSize === null);
  switch (tab) {
    case '':
      return tournaments.filter((t) => t.status !== 'archive');
    case 'all':
      return tournaments;
    case 'producers':
      return tournaments.filter((t) => t.games.providers.length > 0);
    case 'live':
      return tournaments.filter((t) => t.games.categories.some((c) => c.includes('live')));
    case 'actions':
      return list.filter((t) => t.questSize !== null && t.status !== 'archive' && (testQuests || !isTestQuest(t)));
    default:
      return [];
  }
}

/** GET /api/tournaments/{id}/status: the player's bets, place and (quests) level and points. */
export const tournamentStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/tournaments/player', id] as const,
    queryFn: ({ signal }): Promise<TournamentStatus> => api.get(`/api/tournaments/${id}/status`, { schema: statusSchema, signal }),
    staleTime: 10_000,
    meta: { userData: true },
  });
