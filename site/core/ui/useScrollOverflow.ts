'use client';

import { useEffect, useState, type RefObject } from 'react';

export interface ScrollOverflow {
  /** The content is wider than the box: scroll buttons have something to do. */
  overflowing: boolean;
  /** There is more to the left of what is in view. */
  canBack: boolean;
  /** There is more to the right of what is in view. */
  canForward: boolean;
}

const NONE: ScrollOverflow = { overflowing: false, canBack: false, canForward: false };

/**
 * Within this many pixels of an end counts as at that end: rounded layouts leave a pixel, and
 * scroll snapping parks a list on its first item's edge, a few pixels of padding in.
 */
const SLACK_PX = 4;

/** What a sideways-scrolling box can still scroll to. */
export function measureOverflow(box: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>): ScrollOverflow {
  const max = box.scrollWidth - box.clientWidth;
  if (max <= SLACK_PX) return NONE;
  return { overflowing: true, canBack: box.scrollLeft > SLACK_PX, canForward: box.scrollLeft < max - SLACK_PX };
}

/**
 * Whether a sideways-scrolling list overflows its box, kept current as the window resizes, the
 * list scrolls and its items arrive (a row's games load after its skeletons). Carousels show their
 * arrows only while it does: arrows beside a row that already shows everything scroll nothing.
 * Nothing overflows in the server's HTML; the first measure happens once the list is in the page.
 * `mounted` changes when the list element itself comes or goes (an error state in its place).
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>, mounted: unknown = true): ScrollOverflow {
  const [state, setState] = useState<ScrollOverflow>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const next = measureOverflow(box);
      setState((prev) => (prev.overflowing === next.overflowing && prev.canBack === next.canBack && prev.canForward === next.canForward ? prev : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box itself resizes with the window; its items change the scroll width without resizing it.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    const observeItems = () => {
      if (!resize) return;
      resize.disconnect();
      resize.observe(box);
      for (const child of Array.from(box.children)) resize.observe(child);
    };
    observeItems();
    const items = typeof MutationObserver === 'function' ? new MutationObserver(() => (observeItems(), update())) : null;
    items?.observe(box, { childList: true });
    window.addEventListener('resize', update);
    return () => {
      box.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      resize?.disconnect();
      items?.disconnect();
    };
  }, [ref, mounted]);
  return state;
}
