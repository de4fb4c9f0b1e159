'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { maskWinnerName } from '../../schemas/jackpots';
import type { PublicWin } from '../../schemas/realtime';
import { formatMoney } from '../../site/core/i18n/money';
import styles from '../common/jackpots/Jackpots.module.css';

export interface RecentWinsProps {
  status: 'pending' | 'error' | 'success';
  wins: readonly PublicWin[];
  limit: number;
}

/** The public wins feed (`public:wins`), newest first: game, masked winner, amount. */
export function RecentWins({ status, wins, limit }: RecentWinsProps) {
  const intl = useIntl();
  const headingId = useId();
  const shown = wins.slice(0, limit);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="recent-wins">
      <h2 id={headingId} className={styles.title}>
        {intl.formatMessage({ id: 'widgets.recentWins.title' })}
      </h2>
      {status === 'pending' ? (
        <span className={styles.skeleton} aria-hidden="true" />
      ) : status === 'error' || shown.length === 0 ? (
        <p className={styles.state}>{intl.formatMessage({ id: 'widgets.recentWins.empty' })}</p>
      ) : (
        <ul className={styles.list} aria-live="polite">
          {shown.map((w, i) => (
            <li key={`${w.at}-${i}`} className={styles.row} data-testid="recent-win">
              <span className={styles.rank} aria-hidden="true">
                ★
              </span>
              <span className={styles.name}>
                {maskWinnerName(w.player_name)}
                <span className={styles.meta}>
                  {' · '}
                  {w.game_title}
                </span>
              </span>
              <span className={styles.amount}>{formatMoney(w.amount_cents, w.currency, intl.locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
