import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ParsedRealtimeEvent, RealtimeEventName } from '../../schemas/realtime';
import { PLAYER_QUERY_KEY } from '../core/stores/player-query';
import { PAYMENT_METHODS_KEY } from '../core/query/payment-methods';

/**
 * Which cached calls each real-time event makes stale (ARCHITECTURE "Data hooks": keys start with
 * the API path, so a key here covers every query of that call whatever its parameters). Only
 * queries on screen refetch; the others refetch when next used. Public wins carry everything in
 * the event and are for `useRealtimeEvent` subscribers only.
 */
export const CACHE_EFFECTS: Record<RealtimeEventName, readonly QueryKey[]> = {
  'public:wins': [],
  'public:jackpots': [['/api/jackpots'], ['/api/games/jackpots']],
  'public:tournaments': [['/api/tournaments']],
  // A lottery edited, canceled or drawn: its lists and pages, and the player's tickets and won places.
  'public:lotteries': [['/api/lotteries'], ['/api/lotteries/statuses'], ['/api/lotteries/status']],
  'private:comps': [['/api/player/comp_points']],
  'private:bonuses': [['/api/player/bonuses'], ['/api/v2/bonuses'], ['/api/player/accounts'], ['/api/player/balance']],
  'private:freespins': [['/api/player/freespins'], ['/api/v2/bonuses']],
  'private:lootboxes': [['/api/player/lootboxes']],
  // New tickets: the header's and sidebar's count and the lottery page's tickets. Not the public
  // lists and pages (`/api/lotteries`): every (re)connect refreshes the private effects, and a
  // lottery page refetching itself on each connect never settled under load.
  'private:lottery_tickets': [['/api/lotteries/statuses'], ['/api/lotteries/status']],
  'private:game_limits': [['/api/user_limits']],
  'private:tournament_statuses': [['/api/tournaments/player'], ['/api/tournaments']],
  'private:groups': [PLAYER_QUERY_KEY],
  'private:jackpot_win': [['/api/jackpot_wins'], ['/api/player/accounts'], ['/api/player/balance']],
  'private:payments': [['/api/player/payments'], ['/api/player/accounts'], ['/api/player/balance']],
  'private:payment_methods': [PAYMENT_METHODS_KEY],
  'private:balance': [['/api/player/accounts'], ['/api/player/balance']],
  'private:notifications': [['/api/player/notifications']],
  'private:tournament_notifications': [['/api/player/notifications'], ['/api/tournaments/player']],
};

/** Marks the calls an event changed as stale. */
export function applyCacheEffects(queryClient: QueryClient, event: ParsedRealtimeEvent): Promise<void> {
  return invalidate(queryClient, CACHE_EFFECTS[event.name]);
}

/** After a gap in the connection every private event may have been missed. */
export function invalidateAfterGap(queryClient: QueryClient): Promise<void> {
  const keys = Object.entries(CACHE_EFFECTS)
    .filter(([name]) => name.startsWith('private:'))
    .flatMap(([, k]) => k);
  return invalidate(queryClient, keys);
}

async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const unique = new Map(keys.map((k) => [JSON.stringify(k), k]));
  await Promise.all([...unique.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
