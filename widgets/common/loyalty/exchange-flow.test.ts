import { describe, expect, it } from 'vitest';
import type { CompCard } from '../../../schemas/loyalty';
import { cardsOfTab, confirmationNeeded, discountsShown, exchangeStep, tabAffordable } from './exchange-flow';

const card = (extra: Partial<CompCard>): CompCard => ({
  id: 1,
  type: 'money',
  group: 'money-5',
  title: '5',
  points: 100,
  wager: 0,
  games: [],
  freespins_count: 0,
  rates: [],
  lottery_ids: [],
  discountPercent: null,
  fullPrice: null,
  sale_end_date: null,
  tags: [],
  ...extra,
});
const at = new Date('2026-11-27T12:00:00Z');

describe('the exchange flow (C4 steps 1–4, C5)', () => {
  it('shows a guest the register button, a short player the missing coins, and the picker only past one', () => {
    expect(exchangeStep(card({}), null)).toEqual({ kind: 'guest' });
    expect(exchangeStep(card({}), 30)).toEqual({ kind: 'short', missing: 70 });
    expect(exchangeStep(card({}), 199)).toEqual({ kind: 'ready', max: 1, picker: false });
    expect(exchangeStep(card({}), 350)).toEqual({ kind: 'ready', max: 3, picker: true });
  });
  it('asks a multi-account first, then for bonuses', () => {
    expect(confirmationNeeded({ groupIds: [100], canIssueBonuses: false })).toBe('multi_account');
    expect(confirmationNeeded({ groupIds: [], canIssueBonuses: false })).toBe('enable_bonuses');
    expect(confirmationNeeded({ groupIds: [2], canIssueBonuses: true })).toBeNull();
  });
  it('shows discounts only while a sale runs, and accents affordable tabs', () => {
    const sale = card({ id: 2, group: 'sale-x', points: 50, sale_end_date: '27/11/2026' });
    const ended = card({ id: 3, group: 'sale-y', sale_end_date: '26/11/2026' });
    const spins = card({ id: 4, type: 'freespins', group: 'spins', points: 500 });
    const all = [card({}), sale, ended, spins];
    expect(cardsOfTab(all, 'discounts', at).map((c) => c.id)).toEqual([2]);
    expect(cardsOfTab(all, '', at).map((c) => c.id)).toEqual([1, 2, 4]);
    expect(discountsShown([ended], at)).toBe(false);
    expect(tabAffordable(all, 'freespins', 100, at)).toBe(false);
    expect(tabAffordable(all, 'money', 100, at)).toBe(true);
    expect(tabAffordable(all, 'money', null, at)).toBe(false);
  });
});
