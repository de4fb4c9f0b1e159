import { describe, expect, it } from 'vitest';
import { visibleItemCount } from './overflow';

describe('More overflow', () => {
  it('shows every item when they all fit, without a More button', () => {
    expect(visibleItemCount([100, 100, 100], 300, 80)).toBe(3);
    expect(visibleItemCount([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('reserves room for More once something overflows', () => {
    // 3 items need 300; 299 leaves room for More (80) + two items (200) = 280.
    expect(visibleItemCount([100, 100, 100], 299, 80)).toBe(2);
    // with gaps: More 80 + 4 + 100 + 4 + 100 = 288 > 250 -> one item.
    expect(visibleItemCount([100, 100, 100], 250, 80, 4)).toBe(1);
  });

  it('moves everything into More when nothing fits beside it', () => {
    expect(visibleItemCount([100, 100], 150, 80)).toBe(0);
    expect(visibleItemCount([], 0, 80)).toBe(0);
  });
});
