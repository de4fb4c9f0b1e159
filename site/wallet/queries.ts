import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { AccountsSchema, DisplayBalancesSchema, wagerPercent, type Account, type DisplayBalance } from '../../schemas/wallet';
import { api } from '../core/api';

/** Key of GET /api/player/accounts (ARCHITECTURE "Data hooks": keys start with the API path). */
export const ACCOUNTS_QUERY_KEY = ['/api/player/accounts'] as const;

/**
 * The player's balance accounts. The key starts with `/api/player`, so logout drops the answer
 * (site/core/stores/logout USER_DATA_PATHS) and the `private:balance` event makes it stale
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

/** Key of GET /api/player/balance, the platform's derived display balance (spec P3, C3). */
export const BALANCE_QUERY_KEY = ['/api/player/balance'] as const;

/**
 * The display balances (real, bonus, common, wagering) as the platform derives them from the
 * ledger and the active bonus. Dropped at logout (the `/api/player` prefix) and kept live by
 * `private:balance` (applyBalanceChange, site/realtime/cache-effects).
 */
export const balanceQueryOptions = queryOptions({
  queryKey: BALANCE_QUERY_KEY,
  queryFn: ({ signal }): Promise<DisplayBalance[]> => api.get('/api/player/balance', { schema: DisplayBalancesSchema, signal }),
  staleTime: 30_000,
  meta: { userData: true },
});

/** The balance the header shows: the active currency's, else the player's currency, else the first. */
export function activeBalance(balances: readonly DisplayBalance[] | undefined, playerCurrency?: string | null): DisplayBalance | undefined {
  if (!balances?.length) return undefined;
  return balances.find((b) => b.active) ?? balances.find((b) => b.currency === playerCurrency) ?? balances[0];
}

/** Wagering of the active bonus: stakes placed of the target, and the platform's floored percent. */
export interface Wagering {
  target: number;
  wagered: number;
  percent: number;
}

/** The derived balances of spec P3 "Balance account": common = real + bonus, and the wagering while a bonus is active. */
export interface BalanceParts {
  common: number;
  real: number;
  bonus: number;
  /** Absent (or null) with no active bonus. */
  wagering?: Wagering | null;
}

/** The view's parts of a display balance. */
export function displayParts(b: DisplayBalance): BalanceParts {
  return {
    common: b.common_cents,
    real: b.real_cents,
    bonus: b.bonus_cents,
    wagering: b.wager_target_cents > 0 ? { target: b.wager_target_cents, wagered: b.wagered_cents, percent: b.wager_percent } : null,
  };
}

export function balanceParts(account: Pick<Account, 'amount_cents' | 'available_to_cashout_cents'>): BalanceParts {
  const real = Math.min(account.available_to_cashout_cents, account.amount_cents);
  return { common: account.amount_cents, real, bonus: Math.max(0, account.amount_cents - real) };
}

/**
 * A new balance of one account, as the realtime event and the game iframe report it. The
 * platform's push also carries the display balance (schemas/realtime.ts BalanceChange); the game
 * iframe reports only the amount.
 */
export interface BalanceChange {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents?: number;
  real_cents?: number;
  bonus_cents?: number;
  common_cents?: number;
  wager_target_cents?: number;
  wagered_cents?: number;
  wager_percent?: number;
}

/**
 * The display balance after a change. A full push replaces it; an amount alone keeps the bonus
 * part (the platform refetch that follows corrects the split) unless the new total is below it.
 */
export function changedBalance(b: DisplayBalance, change: BalanceChange): DisplayBalance {
  const common = change.common_cents ?? change.amount_cents;
  const real = change.real_cents ?? change.available_to_cashout_cents ?? Math.max(0, common - b.bonus_cents);
  const bonus = change.bonus_cents ?? Math.max(0, common - real);
  const target = change.wager_target_cents ?? b.wager_target_cents;
  const wagered = change.wagered_cents ?? b.wagered_cents;
  return {
    ...b,
    common_cents: common,
    real_cents: real,
    bonus_cents: bonus,
    wager_target_cents: target,
    wagered_cents: wagered,
    wager_percent: change.wager_percent ?? wagerPercent(wagered, target),
    // A push that says no wagering is left means the bonus ended (wagered, lost, forfeited).
    bonus: change.wager_target_cents === 0 ? null : b.bonus,
  };
}

/**
 * Shows a reported balance at once (the header changes with the spin, not a round trip later),
 * then refetches the accounts and display balances so every field is the platform's again. A
 * currency the player has no account in (the demo currency FUN) changes nothing.
 */
export function applyBalanceChange(queryClient: QueryClient, change: BalanceChange): Promise<void> {
  const accounts = queryClient.getQueryData<Account[]>(ACCOUNTS_QUERY_KEY);
  const balances = queryClient.getQueryData<DisplayBalance[]>(BALANCE_QUERY_KEY);
  const refetch: Promise<void>[] = [];
  if (accounts?.some((a) => a.currency === change.currency)) {
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
    refetch.push(queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }));
  }
  if (balances?.some((b) => b.currency === change.currency)) {
    queryClient.setQueryData<DisplayBalance[]>(BALANCE_QUERY_KEY, (old) => old?.map((b) => (b.currency === change.currency ? changedBalance(b, change) : b)));
    refetch.push(queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }));
  }
  return Promise.all(refetch).then(() => undefined);
}
