import type { PublicWin } from '../../../schemas/realtime';

/**
 * The public wins feed (`public:wins`): the realtime provider puts each win at the head of this
 * cached list (newest first, at most RECENT_WINS_MAX), and the RecentWins widget reads it.
 */
export const RECENT_WINS_KEY = ['realtime', 'public:wins'] as const;
export const RECENT_WINS_MAX = 20;

export function withRecentWin(list: readonly PublicWin[] | undefined, win: PublicWin): PublicWin[] {
  return [win, ...(list ?? [])].slice(0, RECENT_WINS_MAX);
}
