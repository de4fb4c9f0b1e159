import { describe, expect, it } from 'vitest';
import { jackpotAmountOf } from './jackpot-amounts';

const jackpot = (id: number, games: string[], amounts: number[], state: 'active' | 'inactive' = 'active') => ({
  id,
  identifier: `j${id}`,
  state,
  currency: 'EUR',
  games,
  levels: amounts.map((amount_cents, i) => ({ id: id * 10 + i, identifier: `l${i}`, name: `L${i}`, amount_cents })),
});

describe('jackpotAmountOf (the amount on an eligible game tile)', () => {
  it('sums the levels of the largest active jackpot the game feeds', () => {
    const list = [jackpot(1, ['a', 'b'], [100, 200]), jackpot(2, ['b'], [1_000]), jackpot(3, ['b'], [99_999], 'inactive')];
    expect(jackpotAmountOf(list, 'a')).toEqual({ amount: 300, currency: 'EUR' });
    expect(jackpotAmountOf(list, 'b')).toEqual({ amount: 1_000, currency: 'EUR' });
    expect(jackpotAmountOf(list, 'c')).toBeUndefined();
  });
});
