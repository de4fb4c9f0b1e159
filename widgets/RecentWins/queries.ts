import { queryOptions } from '@tanstack/react-query';
import type { PublicWin } from '../../schemas/realtime';
import { RECENT_WINS_KEY } from '../../site/core/query/recent-wins';

/**
 * The public wins feed: no call; the realtime provider (site/realtime) puts each `public:wins`
 * payload at the head of this cached list, so the feed starts empty and fills live.
 */
export function recentWinsQuery() {
  return queryOptions({
    queryKey: RECENT_WINS_KEY,
    queryFn: (): PublicWin[] => [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
