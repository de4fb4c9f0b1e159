'use client';

import { useQuery } from '@tanstack/react-query';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import { useJackpotWidgetShown } from '../common/jackpots/flag';
import { jackpotWinsQuery } from '../common/jackpots/queries';
import { JackpotLeaderboard } from './JackpotLeaderboard';

/**
 * `#JackpotLeaderboard[limit=5;tab=biggest]#`: GET /api/jackpot_wins (refreshed by the private
 * jackpot-win event). Only with the `mysticJackpots` flag on (and in preview).
 */
export function JackpotLeaderboardWidget({ params, context }: WidgetProps<ParamsOf<'JackpotLeaderboard'>>) {
  const shown = useJackpotWidgetShown(context.preview);
  const { status, data } = useQuery({ ...jackpotWinsQuery(), enabled: shown });
  if (!shown) return null;
  return <JackpotLeaderboard status={status} winners={data ?? []} limit={params.limit} initialTab={params.tab} jackpot={params.jackpot} />;
}
