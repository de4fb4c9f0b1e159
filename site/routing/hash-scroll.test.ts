import { describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_INTERVAL_MS, HASH_SCROLL_TIMEOUT_MS, scrollToHashTarget } from './hash-scroll';

function env(appearAt: number | null) {
  let now = 0;
  let tick: (() => void) | undefined;
  let cleared = false;
  const el = { scrollIntoView: vi.fn() };
  return {
    el,
    advance: () => {
      now += HASH_SCROLL_INTERVAL_MS;
      if (!cleared) tick?.();
    },
    get cleared() {
      return cleared;
    },
    api: {
      find: () => (appearAt !== null && now >= appearAt ? el : null),
      setInterval: (fn: () => void, ms: number) => {
        expect(ms).toBe(HASH_SCROLL_INTERVAL_MS);
        tick = fn;
        return 1;
      },
      clearInterval: () => {
        cleared = true;
      },
      now: () => now,
    },
  };
}

describe('hash scrolling', () => {
  it('scrolls at once when the target exists', () => {
    const e = env(0);
    scrollToHashTarget('#rules', e.api);
    expect(e.el.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('retries every 200 ms until the target appears', () => {
    const e = env(1000);
    scrollToHashTarget('#rules', e.api);
    for (let i = 0; i < 4; i++) e.advance();
    expect(e.el.scrollIntoView).not.toHaveBeenCalled();
    e.advance();
    expect(e.el.scrollIntoView).toHaveBeenCalledOnce();
    expect(e.cleared).toBe(true);
  });

  it('gives up after 5000 ms', () => {
    const e = env(null);
    scrollToHashTarget('#nothing', e.api);
    for (let i = 0; i < HASH_SCROLL_TIMEOUT_MS / HASH_SCROLL_INTERVAL_MS; i++) e.advance();
    expect(e.cleared).toBe(true);
  });
});
