import { jsonAmount } from '../http/json';
import { ENABLED_CURRENCIES, isEnabledCurrency } from '../../schemas/currency';
import type { Account, CompatibilityAccount } from '../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import { playerContact } from '../player';
import { playerBalances } from './accounts';

const cents = jsonAmount;

const order = (c: string) => {
  const i = (ENABLED_CURRENCIES as readonly string[]).indexOf(c);
  return i === -1 ? ENABLED_CURRENCIES.length : i;
};

/**
 * The player's accounts as GET /api/player/accounts answers them: one per currency, the player's
 * current currency first (and present with zero even before its ledger account exists), amounts
 * from the ledger.
 */
export async function playerAccountsView(db: Db | Tx, playerId: number): Promise<Account[]> {
  const player = await playerContact(db, playerId);
  const balances = await playerBalances(db, playerId);
  const current = player?.currency;
  if (current && !balances.has(current)) balances.set(current, { cash: 0n, bonus: 0n });
  return [...balances.entries()]
    .sort(([a], [b]) => (a === current ? -1 : b === current ? 1 : order(a) - order(b) || (a < b ? -1 : 1)))
    .map(([currency, b]) => ({
      currency,
      amount_cents: cents(b.cash + b.bonus),
      available_to_cashout_cents: cents(b.cash),
      available_to_bet_with_locked_cent: cents(b.cash + b.bonus),
      active: currency === current,
      hidden_at: null,
      deposit_available: isEnabledCurrency(currency),
      selected_lottery_id: null,
    }));
}

/** The older shape of `compatibility=true`. */
export function toCompatibility(a: Account): CompatibilityAccount {
  const bonus = a.amount_cents - a.available_to_cashout_cents;
  return {
    currency: a.currency,
    amount_cents: a.amount_cents,
    available_to_cashout_cents: a.available_to_cashout_cents,
    wager_status: bonus > 0 ? 'active' : 'none',
  };
}
