import { maxQuantity, saleActive, type CompCard, type PointsShopTab } from '../../../schemas/loyalty';

/** What the exchange popup shows first (C4 steps 1–3). */
export type ExchangeStep = { kind: 'guest' } | { kind: 'short'; missing: number } | { kind: 'ready'; max: number; picker: boolean };

/** Step 1: a guest sees a register button; 2: enough balance, the quantity (a picker when more than one fits); 3: the shortfall. */
export function exchangeStep(card: Pick<CompCard, 'points'>, balance: number | null): ExchangeStep {
  if (balance === null) return { kind: 'guest' };
  if (balance < card.points) return { kind: 'short', missing: card.points - balance };
  const max = maxQuantity(balance, card.points);
  return { kind: 'ready', max, picker: max > 1 };
}

/** What runs when the player clicks exchange (C4 step 4): the multi-account confirmation, else the enable-bonuses one, else the exchange. */
export function confirmationNeeded(p: { groupIds: readonly number[]; canIssueBonuses: boolean }): 'multi_account' | 'enable_bonuses' | null {
  if (p.groupIds.includes(100)) return 'multi_account';
  if (!p.canIssueBonuses) return 'enable_bonuses';
  return null;
}

/** The cards of a tab: discounts are the running sale cards; all shows every card. */
export function cardsOfTab(cards: readonly CompCard[], tab: PointsShopTab, at: Date): CompCard[] {
  const live = cards.filter((c) => saleActive(c, at));
  if (tab === '') return live;
  if (tab === 'discounts') return live.filter((c) => c.group.startsWith('sale'));
  return live.filter((c) => c.type === tab);
}

/** Whether the discounts tab shows: a running sale with cards. */
export function discountsShown(cards: readonly CompCard[], at: Date): boolean {
  return cardsOfTab(cards, 'discounts', at).length > 0;
}

/** A tab's accent: a logged-in player can afford one of its cards. */
export function tabAffordable(cards: readonly CompCard[], tab: PointsShopTab, balance: number | null, at: Date): boolean {
  return balance !== null && cardsOfTab(cards, tab, at).some((c) => c.points <= balance);
}
