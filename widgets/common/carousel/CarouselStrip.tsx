'use client';

import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useScrollOverflow } from '../../../site/core/ui/useScrollOverflow';
import styles from './Carousel.module.css';

export interface CarouselStripProps {
  /** Labels the list (the heading's id). */
  labelledBy: string;
  /** The cards, one `<li>` each is made here. */
  items: readonly { key: string; node: ReactNode }[];
  busy?: boolean;
  /**
   * The cards hold nothing focusable (award cards): the list itself takes focus, so keyboard
   * users can scroll it with the arrow keys.
   */
  focusable?: boolean;
}

/**
 * The footer carousels (awards, providers, payment logos; spec C2 "Shell elements"): a list that
 * scrolls sideways by swipe, wheel or Tab, with two labelled buttons that scroll it by most of its
 * width, shown only while the list is wider than its box (kept current on resize). The buttons are only a shortcut: cards are links, or the list itself is focusable and
 * scrolls with the arrow keys, so nothing is reachable only by them.
 */
export function CarouselStrip({ labelledBy, items, busy = false, focusable = false }: CarouselStripProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const overflow = useScrollOverflow(listRef);
  const scrollBy = (dir: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy?.({ left: dir * Math.max(120, list.clientWidth * 0.8), behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className={styles.strip} data-overflowing={overflow.overflowing || undefined}>
      {overflow.overflowing && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scrollBy(-1)}
          disabled={!overflow.canBack}
          aria-label={intl.formatMessage({ id: 'widgets.carousel.prev' })}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul ref={listRef} className={styles.list} aria-labelledby={labelledBy} aria-busy={busy || undefined} tabIndex={focusable ? 0 : undefined}>
        {items.map((item) => (
          <li key={item.key} className={styles.cell}>
            {item.node}
          </li>
        ))}
      </ul>
      {overflow.overflowing && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scrollBy(1)}
          disabled={!overflow.canForward}
          aria-label={intl.formatMessage({ id: 'widgets.carousel.next' })}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
