import type { Query, QueryClient } from '@tanstack/react-query';
import type { Stores } from './StoreProvider';
import { forgetSessionTime } from './session-time';

// What a logout forgets, apart from the hooks that run it (logout.ts): loaded when a tab logs
// out (or its session ends), not with every visitor's first page.

/**
 * Query keys start with the API path (ARCHITECTURE "Data hooks"). These paths answer per player;
 * their cached answers are dropped at logout. A query elsewhere that holds user data marks itself
 * with `meta: { userData: true }`. tests/integration/logout-paths.test.ts keeps this list in step
 * with the routes the platform serves.
 */
export const USER_DATA_PATHS = [
  '/api/player',
  '/api/user_limits',
  '/api/subscriptions',
  '/api/users',
  '/api/bonuses',
  '/api/v2/bonuses',
  '/api/tournaments/player',
] as const;

/** Whether a cached query holds data of the logged-in player. */
export function isUserDataQuery(query: Pick<Query, 'queryKey' | 'meta'>): boolean {
  if (query.meta?.userData === true) return true;
  const head = query.queryKey[0];
  return typeof head === 'string' && USER_DATA_PATHS.some((p) => head === p || head.startsWith(`${p}/`) || head.startsWith(`${p}?`));
}

/**
 * Forget everything about the player on this tab: every registered user store, the user-data
 * queries, the tab's session clock, the session (so the shell turns to its guest state), and any
 * open modal. Does not call
 * the platform: use `useLogout` for a player-initiated logout.
 */
export function clearUserData(stores: Stores, queryClient: QueryClient): void {
  stores.userData.resetAll();
  forgetSessionTime();
  queryClient.removeQueries({ predicate: isUserDataQuery });
  stores.session.getState().clear();
  stores.ui.getState().setSidebarOpen(false);
}
