'use client';

import { IntentLink as Link } from '../core/ui/IntentLink';
import { useIntl } from 'react-intl';
import styles from '../../widgets/common/games/Games.module.css';

export interface RandomGameCardProps {
  onPick: () => void;
  /** The 100-game page is loading or the pick is navigating. */
  busy?: boolean;
  /** The last pick failed (nothing to pick from, or the page could not load). */
  failed?: boolean;
}

/** The random-game card (spec C9): one press picks a game of the list's 100-game page and opens it. */
export function RandomGameCard({ onPick, busy = false, failed = false }: RandomGameCardProps) {
  const intl = useIntl();
  return (
    <div className={`${styles.special} ${styles.specialRandom}`} data-testid="random-card">
      <span className={styles.specialIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="34" height="34" focusable="false">
          <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="8" cy="8" r="1.6" fill="currentColor" />
          <circle cx="16" cy="8" r="1.6" fill="currentColor" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
          <circle cx="8" cy="16" r="1.6" fill="currentColor" />
          <circle cx="16" cy="16" r="1.6" fill="currentColor" />
        </svg>
      </span>
      <p className={styles.specialTitle}>{intl.formatMessage({ id: 'games.random.title' })}</p>
      <p className={styles.specialBody}>{intl.formatMessage({ id: 'games.random.body' })}</p>
      <button type="button" className={styles.specialAction} onClick={onPick} disabled={busy} aria-busy={busy}>
        {intl.formatMessage({ id: 'games.random.action' })}
      </button>
      {failed && (
        <p className={styles.specialError} role="alert">
          {intl.formatMessage({ id: 'games.random.failed' })}
        </p>
      )}
    </div>
  );
}

/** The cashback card first in live lists (spec C9): what live cashback is and where its rules are. */
export function CashbackCard({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <div className={`${styles.special} ${styles.specialCashback}`} data-testid="cashback-card">
      <span className={styles.specialIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="34" height="34" focusable="false">
          <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <path
            d="M12 8v8M9.5 10.5c0-1 1-1.5 2.5-1.5s2.5.6 2.5 1.6-1 1.4-2.5 1.4-2.5.5-2.5 1.5 1 1.5 2.5 1.5 2.5-.5 2.5-1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      </span>
      <p className={styles.specialTitle}>{intl.formatMessage({ id: 'games.cashback.title' })}</p>
      <p className={styles.specialBody}>{intl.formatMessage({ id: 'games.cashback.body' })}</p>
      <Link className={styles.specialAction} href={href} prefetch={false}>
        {intl.formatMessage({ id: 'games.cashback.action' })}
      </Link>
    </div>
  );
}
