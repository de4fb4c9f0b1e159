'use client';

import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useModals } from '../core/modals/useModals';
import styles from './SearchTrigger.module.css';

/**
 * The header's search button (spec C4 "Search"). It opens the search overlay; on a touch screen
 * it first focuses a hidden helper input inside the tap itself, because mobile browsers raise the
 * keyboard only for a focus made during the user's gesture, and the overlay's own field mounts a
 * moment later (then takes the focus over, keeping the keyboard up).
 */
export function SearchTrigger() {
  const intl = useIntl();
  const { openModal } = useModals();
  const helper = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={styles.searchTrigger}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'games.search.open' })}
        onClick={() => {
          if (window.matchMedia('(pointer: coarse)').matches) helper.current?.focus();
          openModal('game-search');
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.searchTriggerText}>{intl.formatMessage({ id: 'games.search.short' })}</span>
      </button>
      <input ref={helper} className={styles.keyboardHelper} type="text" aria-hidden="true" tabIndex={-1} />
    </>
  );
}
