'use client';

import { useLotteryTickets } from '../lotteries/useLotteryTickets';
import { useShopCompPoints } from '../loyalty/useShopCompPoints';
import { BalanceDropdown } from './BalanceDropdown';
import { displayParts } from './queries';
import { useDisplayBalance } from './useDisplayBalance';

/**
 * The balance dropdown fed by GET /api/player/balance (real, bonus, common and wagering, derived by
 * the platform). It changes without a reload in two ways: the `private:balance` event (every bet,
 * win, deposit and bonus change the platform books, from any tab) and the game iframe's balance
 * message (site/games/play), both through `applyBalanceChange`.
 */
export function HeaderBalance({ cashboxHref, profileHref }: { cashboxHref: string; profileHref: string }) {
  const state = useDisplayBalance();
  const tickets = useLotteryTickets();
  const compPoints = useShopCompPoints();
  if (state.status === 'guest') return null;
  if (state.status === 'loading') return <BalanceDropdown status="loading" cashboxHref={cashboxHref} profileHref={profileHref} />;
  if (state.status === 'error') return <BalanceDropdown status="error" onRetry={state.retry} cashboxHref={cashboxHref} profileHref={profileHref} />;
  if (!state.balance) return null;
  return (
    <BalanceDropdown
      status="ready"
      currency={state.balance.currency}
      balance={displayParts(state.balance)}
      cashboxHref={cashboxHref}
      profileHref={profileHref}
      tickets={tickets}
      compPoints={compPoints}
    />
  );
}
