'use client';

import { useQuery } from '@tanstack/react-query';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import { jackpotWinsQuery } from '../common/jackpots/queries';
import { JackpotLeaderboard } from './JackpotLeaderboard';

/** `#JackpotLeaderboard[limit=5;tab=biggest]#`: GET /api/jackpot_wins (refreshed by the private jackpot-win event). */
export function JackpotLeaderboardWidget({ params }: WidgetProps<ParamsOf<'JackpotLeaderboard'>>) {
  const { status, data } = useQuery(jackpotWinsQuery());
  return <JackpotLeaderboard status={status} winners={data ?? []} limit={params.limit} initialTab={params.tab} jackpot={params.jackpot} />;
}
