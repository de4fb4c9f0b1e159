'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { JackpotsSchema, type Jackpot } from '../../../schemas/games';
import { api, type ApiClient } from '../../../site/core/api';
import { formatMoney } from '../../../site/core/i18n/money';

/** GET /api/games/jackpots: the real pools of every jackpot with its games' slugs (marked stale by `public:jackpots`). */
export function gamesJackpotsQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/games/jackpots'] as const,
    queryFn: ({ signal }) => client.get('/api/games/jackpots', { schema: JackpotsSchema, signal }),
    staleTime: 30_000,
  });
}

/** The active jackpots' pools a game feeds, summed per jackpot (the largest), or undefined. */
export function jackpotAmountOf(jackpots: readonly Jackpot[], slug: string): { amount: number; currency: string } | undefined {
  let best: { amount: number; currency: string } | undefined;
  for (const j of jackpots) {
    if (j.state !== 'active' || !j.games.includes(slug)) continue;
    const amount = j.levels.reduce((s, l) => s + l.amount_cents, 0);
    if (!best || amount > best.amount) best = { amount, currency: j.currency };
  }
  return best;
}

/**
 * The jackpot amount on a game's tile, formatted. Only for a logged-in player (`enabled`): a
 * guest's lobby arrives prefetched and makes no call while it hydrates.
 */
export function useJackpotAmount(slug: string, enabled: boolean): string | undefined {
  const intl = useIntl();
  const { data } = useQuery({ ...gamesJackpotsQuery(), enabled });
  const found = data ? jackpotAmountOf(data, slug) : undefined;
  return found ? formatMoney(found.amount, found.currency, intl.locale) : undefined;
}
