'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../realtime/RealtimeProvider';
import { useSession } from '../stores/StoreProvider';
import { BalanceDropdown } from './BalanceDropdown';
import { accountsQueryOptions, activeAccount, applyBalanceChange, balanceParts } from './queries';

/**
 * The balance dropdown fed by GET /api/player/accounts. It changes without a reload in two ways:
 * the `private:balance` event (every bet and win the platform books, from any tab) and the game
 * iframe's balance message (site/games/play), both through `applyBalanceChange`.
 */
export function HeaderBalance({ cashboxHref, profileHref }: { cashboxHref: string; profileHref: string }) {
  const player = useSession((s) => s.player);
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({ ...accountsQueryOptions, enabled: player !== null });
  useRealtimeEvent('private:balance', (change) => void applyBalanceChange(queryClient, change));

  if (!player) return null;
  const account = activeAccount(data, player.currency);
  if (isPending) return <BalanceDropdown status="loading" cashboxHref={cashboxHref} profileHref={profileHref} />;
  if (isError && !account) return <BalanceDropdown status="error" onRetry={() => void refetch()} cashboxHref={cashboxHref} profileHref={profileHref} />;
  // A player without any account (not one the platform makes) has no balance to show.
  if (!account) return null;
  return <BalanceDropdown status="ready" currency={account.currency} balance={balanceParts(account)} cashboxHref={cashboxHref} profileHref={profileHref} />;
}
