import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { AccountsSchema, type Account } from '../../schemas/wallet';
import { api } from '../api';

/** Key of GET /api/player/accounts (ARCHITECTURE "Data hooks": keys start with the API path). */
export const ACCOUNTS_QUERY_KEY = ['/api/player/accounts'] as const;

/**
 * The player's balance accounts. The key starts with `/api/player`, so logout drops the answer
 * (site/stores/logout USER_DATA_PATHS) and the `private:balance` event makes it stale
 * (site/realtime/cache-effects).
 */
export const accountsQueryOptions = queryOptions({
  queryKey: ACCOUNTS_QUERY_KEY,
  queryFn: ({ signal }): Promise<Account[]> => api.get('/api/player/accounts', { schema: AccountsSchema, signal }),
  staleTime: 30_000,
  meta: { userData: true },
});

/** The account the header shows: the active one, else the one in the player's currency, else the first. */
export function activeAccount(accounts: readonly Account[] | undefined, playerCurrency?: string | null): Account | undefined {
  if (!accounts?.length) return undefined;
  return accounts.find((a) => a.active) ?? accounts.find((a) => a.currency === playerCurrency) ?? accounts[0];
}

/** The derived balances of spec P3 "Balance account": common = real + bonus. */
export interface BalanceParts {
  common: number;
  real: number;
  bonus: number;
}

export function balanceParts(account: Pick<Account, 'amount_cents' | 'available_to_cashout_cents'>): BalanceParts {
  const real = Math.min(account.available_to_cashout_cents, account.amount_cents);
  return { common: account.amount_cents, real, bonus: Math.max(0, account.amount_cents - real) };
}

/** A new balance of one account, as the realtime event and the game iframe report it. */
export interface BalanceChange {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents?: number;
}

/**
 * Shows a reported balance at once (the header changes with the spin, not a round trip later),
 * then refetches the accounts so every other field is the platform's again. A currency the player
 * has no account in (the demo currency FUN) changes nothing.
 */
export function applyBalanceChange(queryClient: QueryClient, change: BalanceChange): Promise<void> {
  const accounts = queryClient.getQueryData<Account[]>(ACCOUNTS_QUERY_KEY);
  if (!accounts?.some((a) => a.currency === change.currency)) return Promise.resolve();
  queryClient.setQueryData<Account[]>(ACCOUNTS_QUERY_KEY, (old) =>
    old?.map((a) => {
      if (a.currency !== change.currency) return a;
      const delta = change.amount_cents - a.amount_cents;
      return {
        ...a,
        amount_cents: change.amount_cents,
        available_to_cashout_cents: change.available_to_cashout_cents ?? a.available_to_cashout_cents,
        available_to_bet_with_locked_cent: a.available_to_bet_with_locked_cent + delta,
      };
    }),
  );
  return queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
}
