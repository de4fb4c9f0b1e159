import { jsonAmount } from '../http/json';
import { and, eq, inArray } from 'drizzle-orm';
import { wagerPercent, type DisplayBalance } from '../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import type { EventBus } from '../events';
import { pushToPlayer } from '../realtime';
import { playerAccountsView, playersBalances } from '../wallet/index';
import { playerBonuses, type BonusState } from './schema';

const cents = jsonAmount;

/**
 * The derived display balances of spec P3 / C3, one per account in the accounts call's order:
 * real and bonus from the ledger, the wagering target and progress from the active bonus.
 */
export async function displayBalances(db: Db | Tx, playerId: number): Promise<DisplayBalance[]> {
  const accounts = await playerAccountsView(db, playerId);
  const active = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.state, 'active')));
  const byCurrency = new Map(active.map((b) => [b.currency, b]));
  return accounts.map((a) => {
    const b = byCurrency.get(a.currency);
    const real = a.available_to_cashout_cents;
    const bonus = a.amount_cents - real;
    return {
      currency: a.currency,
      active: a.active,
      real_cents: real,
      bonus_cents: bonus,
      common_cents: real + bonus,
      wager_target_cents: b ? cents(b.wagerTarget) : 0,
      wagered_cents: b ? cents(b.wagered) : 0,
      wager_percent: b ? wagerPercent(b.wagered, b.wagerTarget) : 0,
      bonus: b ? { id: b.id, amount_cents: cents(b.amount), wager_multiplier: b.wagerMultiplier, expires_at: b.expiresAt.toISOString() } : null,
    };
  });
}

/** A bonus that changed state, for `private:bonuses` (schemas/realtime.ts BonusChange). */
export interface BonusChange {
  id: number;
  currency: string;
  status: BonusState;
}

/** Pushes bonus state changes on `private:bonuses` (after the change committed). */
export function publishBonusChanges(events: EventBus, playerId: number, changes: readonly BonusChange[]): void {
  for (const c of changes) pushToPlayer(events, playerId, 'private:bonuses', { id: c.id, status: c.status, currency: c.currency });
}

/**
 * Pushes one currency's balance on `private:balance` (after the change committed): the account
 * amounts every listener knows plus the display balance (schemas/realtime.ts BalanceChange).
 */
export async function publishBalance(db: Db | Tx, events: EventBus, playerId: number, currency: string): Promise<void> {
  (await balancePusher(db, events, [playerId]))(playerId, currency);
}

/**
 * Reads the balances and active bonuses of many players with two queries in all, and returns
 * what pushes one player's currency from them (publishBalance for a batch of the event stream).
 */
export async function balancePusher(db: Db | Tx, events: EventBus, playerIds: readonly number[]): Promise<(playerId: number, currency: string) => void> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return () => undefined;
  const [balances, bonuses] = await Promise.all([
    playersBalances(db, ids),
    db
      .select({ playerId: playerBonuses.playerId, currency: playerBonuses.currency, wagerTarget: playerBonuses.wagerTarget, wagered: playerBonuses.wagered })
      .from(playerBonuses)
      .where(and(inArray(playerBonuses.playerId, ids), eq(playerBonuses.state, 'active'))),
  ]);
  const bonusOf = new Map(bonuses.map((b) => [`${b.playerId}:${b.currency}`, b]));
  return (playerId, currency) => {
    const b = balances.get(playerId)?.get(currency);
    if (!b) return;
    const bonus = bonusOf.get(`${playerId}:${currency}`);
    const real = cents(b.cash);
    const common = cents(b.cash + b.bonus);
    pushToPlayer(events, playerId, 'private:balance', {
      currency,
      amount_cents: common,
      available_to_cashout_cents: real,
      real_cents: real,
      bonus_cents: common - real,
      common_cents: common,
      wager_target_cents: bonus ? cents(bonus.wagerTarget) : 0,
      wagered_cents: bonus ? cents(bonus.wagered) : 0,
      wager_percent: bonus ? wagerPercent(bonus.wagered, bonus.wagerTarget) : 0,
    });
  };
}
