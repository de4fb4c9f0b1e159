'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { visibleItemCount } from '../routing/overflow';
import { IntentLink } from '../core/ui/IntentLink';
import styles from './Shell.module.css';

/** One rendered nav entry (already translated and locale-prefixed). */
export interface TopNavEntry {
  id: string;
  label: string;
  href: string;
  active: boolean;
  /** A badge after the label ('new'), already translated. */
  badge?: string | undefined;
}

export interface TopNavProps {
  items: readonly TopNavEntry[];
  moreLabel: string;
  navLabel: string;
}

const GAP = 4;

// useLayoutEffect warns during server rendering; measuring only happens in the browser anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The top navigation (spec P2): items in order; those that do not fit move into a "More"
 * dropdown. Widths come from a hidden copy of the row, re-measured by a ResizeObserver.
 */
export function TopNav({ items, moreLabel, navLabel }: TopNavProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(items.length);

  useIsomorphicLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const update = () => {
      const children = Array.from(measure.children) as HTMLElement[];
      const more = children.pop();
      const widths = children.map((c) => c.getBoundingClientRect().width);
      setVisible(visibleItemCount(widths, row.clientWidth, more?.getBoundingClientRect().width ?? 0, GAP));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(update);
    ro.observe(row);
    return () => ro.disconnect();
  }, [items]);

  const shown = items.slice(0, visible);
  const hidden = items.slice(visible);

  return (
    <nav className={styles.topNav} aria-label={navLabel}>
      <div ref={rowRef} className={styles.topNavRow}>
        <ul className={styles.topNavList}>
          {shown.map((item) => (
            <li key={item.id}>
              <IntentLink
                href={item.href}
                className={`${styles.navLink} ${item.active ? styles.navLinkActive : ''}`}
                aria-current={item.active ? 'page' : undefined}
              >
                {item.label}
                {item.badge && <span className={styles.navBadge}>{item.badge}</span>}
              </IntentLink>
            </li>
          ))}
          {hidden.length > 0 && (
            <li>
              <MoreMenu items={hidden} label={moreLabel} />
            </li>
          )}
        </ul>
      </div>
      <div ref={measureRef} className={styles.topNavMeasure} aria-hidden="true">
        {items.map((item) => (
          <span key={item.id} className={styles.navLink}>
            {item.label}
            {item.badge && <span className={styles.navBadge}>{item.badge}</span>}
          </span>
        ))}
        <span className={`${styles.navLink} ${styles.moreButton}`}>{moreLabel} ▾</span>
      </div>
    </nav>
  );
}

/** The "More" dropdown: keyboard reachable (Enter/Space/ArrowDown open, arrows move, Escape closes). */
function MoreMenu({ items, label }: { items: readonly TopNavEntry[]; label: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const active = items.some((i) => i.active);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? (index + 1) % all.length : (index - 1 + all.length) % all.length;
    all[next]?.focus();
  };

  return (
    <div ref={rootRef} className={styles.more} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.navLink} ${styles.moreButton} ${active ? styles.navLinkActive : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul ref={listRef} id={menuId} hidden={!open} className={styles.moreList}>
        {items.map((item) => (
          <li key={item.id}>
            <IntentLink
              href={item.href}
              className={`${styles.moreLink} ${item.active ? styles.navLinkActive : ''}`}
              aria-current={item.active ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
              {item.badge && <span className={styles.navBadge}>{item.badge}</span>}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
