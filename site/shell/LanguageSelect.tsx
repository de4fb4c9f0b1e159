'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../schemas/locale-codes';
import { LOCALE_NAMES } from '../core/i18n/names';
import styles from './Shell.module.css';

export interface LanguageSelectProps {
  current: Locale;
  /** The link of each language: `/{localeCode}{currentPath}` with the query kept. */
  hrefFor: (locale: Locale) => string;
  /** Open the list upwards (footer, sidebar bottom). */
  placement?: 'down' | 'up';
}

/**
 * Language select: a disclosure button with one plain link per locale, so switching is a full
 * navigation that loads the other catalog on the server. Escape closes it and returns focus.
 */
export function LanguageSelect({ current, hrefFor, placement = 'down' }: LanguageSelectProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.langSelect}>
      <button ref={buttonRef} type="button" className={styles.langButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true" className={styles.globe}>
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
          </svg>
        </span>
        <span className="rh-sr-only">{intl.formatMessage({ id: 'shell.language.label' }, { language: LOCALE_NAMES[current] })}</span>
        <span className={styles.langCode} aria-hidden="true">
          {current.toUpperCase()}
        </span>
      </button>
      <ul id={listId} hidden={!open} className={`${styles.langList} ${placement === 'up' ? styles.langListUp : ''}`}>
        {LOCALES.map((l) => (
          <li key={l}>
            <a href={hrefFor(l)} hrefLang={l} lang={l} aria-current={l === current ? 'true' : undefined} className={styles.langLink}>
              {LOCALE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
