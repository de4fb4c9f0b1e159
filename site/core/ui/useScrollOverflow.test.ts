import { describe, expect, it } from 'vitest';
import { measureOverflow } from './useScrollOverflow';

describe('measureOverflow (carousel arrows)', () => {
  it('has nothing to scroll when the content fits its box (a few pixels of rounding and padding aside)', () => {
    expect(measureOverflow({ scrollWidth: 880, clientWidth: 880, scrollLeft: 0 })).toEqual({ overflowing: false, canBack: false, canForward: false });
    expect(measureOverflow({ scrollWidth: 884, clientWidth: 880, scrollLeft: 0 }).overflowing).toBe(false);
  });

  it('counts a list snapped onto its first item, 2 px of padding in, as at the start', () => {
    expect(measureOverflow({ scrollWidth: 2000, clientWidth: 880, scrollLeft: 2 })).toEqual({ overflowing: true, canBack: false, canForward: true });
  });

  it('can go forward at the start, both ways in the middle and back at the end', () => {
    expect(measureOverflow({ scrollWidth: 2000, clientWidth: 880, scrollLeft: 0 })).toEqual({ overflowing: true, canBack: false, canForward: true });
    expect(measureOverflow({ scrollWidth: 2000, clientWidth: 880, scrollLeft: 500 })).toEqual({ overflowing: true, canBack: true, canForward: true });
    expect(measureOverflow({ scrollWidth: 2000, clientWidth: 880, scrollLeft: 1119.5 })).toEqual({ overflowing: true, canBack: true, canForward: false });
  });
});
