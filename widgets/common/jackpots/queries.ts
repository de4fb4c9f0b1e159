import { queryOptions } from '@tanstack/react-query';
import { JackpotViewsSchema, JackpotWinnersSchema, type JackpotView, type JackpotWinner } from '../../../schemas/jackpots';
import { api, type ApiClient } from '../../../site/core/api';

/** GET /api/jackpots: the jackpots with live pools (a `public:jackpots` push marks it stale: site/realtime/cache-effects.ts). */
export function jackpotsQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/jackpots'] as const,
    queryFn: ({ signal }) => client.get('/api/jackpots', { schema: JackpotViewsSchema, signal }),
    staleTime: 30_000,
  });
}

/** GET /api/jackpot_wins. Spec C8: winners fail silently empty, so an error answers an empty list. */
export function jackpotWinsQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/jackpot_wins'] as const,
    queryFn: async ({ signal }): Promise<JackpotWinner[]> => {
      try {
        return await client.get('/api/jackpot_wins', { schema: JackpotWinnersSchema, signal });
      } catch (err) {
        if (signal?.aborted) throw err;
        return [];
      }
    },
    staleTime: 60_000,
  });
}

/** The jackpot named `identifier`, else the first active one. */
export function pickJackpot(list: readonly JackpotView[], identifier?: string): JackpotView | null {
  if (identifier) return list.find((j) => j.identifier === identifier) ?? null;
  return list.find((j) => j.state === 'active') ?? null;
}

/** The leaderboard's tabs (spec C9): biggest by amount descending, latest by time. */
export function rankWinners(list: readonly JackpotWinner[], tab: 'biggest' | 'latest', limit: number, identifier?: string): JackpotWinner[] {
  const mine = identifier ? list.filter((w) => w.jackpot_identifier === identifier) : [...list];
  const sorted =
    tab === 'biggest'
      ? mine.sort((a, b) => b.jackpot_original_amount_cents - a.jackpot_original_amount_cents || b.id - a.id)
      : mine.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return sorted.slice(0, limit);
}

/** A level list's total (the ticker's headline amount). */
export const totalOf = (j: JackpotView) => j.levels.reduce((s, l) => s + l.amount_cents, 0);
