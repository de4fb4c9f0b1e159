'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { maskWinnerName, type JackpotWinner } from '../../schemas/jackpots';
import { formatMoney } from '../../site/core/i18n/money';
import { rankWinners } from '../common/jackpots/queries';
import styles from '../common/jackpots/Jackpots.module.css';

export type LeaderboardTab = 'biggest' | 'latest';
const TABS: readonly LeaderboardTab[] = ['biggest', 'latest'];

export interface JackpotLeaderboardProps {
  status: 'pending' | 'error' | 'success';
  winners: readonly JackpotWinner[];
  /** Winners shown (spec C9: 5). */
  limit: number;
  initialTab: LeaderboardTab;
  /** Only this jackpot's winners. */
  jackpot?: string | undefined;
}

/**
 * The jackpot winners (spec C9): tabs biggest (by amount, descending) and latest; the first three
 * ranks are medals, the rest numbered; names as their first 6 characters followed by ***. Winners
 * fail silently empty (C8), so an error shows the empty state.
 */
export function JackpotLeaderboard({ status, winners, limit, initialTab, jackpot }: JackpotLeaderboardProps) {
  const intl = useIntl();
  const headingId = useId();
  const panelId = useId();
  const [tab, setTab] = useState<LeaderboardTab>(initialTab);
  const shown = rankWinners(winners, tab, limit, jackpot);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`${panelId}-${next}`)?.focus();
  };
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="jackpot-leaderboard">
      <h2 id={headingId} className={styles.title}>
        {intl.formatMessage({ id: 'widgets.jackpotLeaderboard.title' })}
      </h2>
      <div role="tablist" className={styles.tabs} aria-labelledby={headingId} onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t}
            id={`${panelId}-${t}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === t}
            aria-controls={panelId}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
          >
            {intl.formatMessage({ id: `widgets.jackpotLeaderboard.${t}` })}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`}>
        {status === 'pending' ? (
          <ul className={styles.list} aria-busy="true">
            {Array.from({ length: limit }, (_, i) => (
              <li key={i}>
                <span className={styles.skeleton} aria-hidden="true" />
              </li>
            ))}
          </ul>
        ) : shown.length === 0 ? (
          <p className={styles.state}>{intl.formatMessage({ id: 'widgets.jackpotLeaderboard.empty' })}</p>
        ) : (
          <ol className={styles.list}>
            {shown.map((w, i) => (
              <li key={w.id} className={styles.row} data-testid="jackpot-winner">
                <span className={styles.rank} role="img" aria-label={intl.formatMessage({ id: 'widgets.jackpotLeaderboard.rank' }, { rank: i + 1 })}>
                  {i < 3 ? <Medal place={i} /> : i + 1}
                </span>
                <span className={styles.name}>
                  {maskWinnerName(w.user_name)}
                  <span className={styles.meta}>
                    {' · '}
                    {w.jackpot_level_name}
                    {' · '}
                    {intl.formatDate(w.created_at, { dateStyle: 'medium' })}
                  </span>
                </span>
                <span className={styles.amount}>{formatMoney(w.jackpot_original_amount_cents, w.jackpot_original_currency, intl.locale)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

const MEDAL_COLOURS = ['#f5c542', '#c7ccd6', '#d08a4a'] as const;

/** The first three places' medal (drawn, so no emoji font is needed). */
function Medal({ place }: { place: number }) {
  return (
    <svg width="22" height="26" viewBox="0 0 22 26" aria-hidden="true" data-medal={place + 1}>
      <path d="M5 0h5l3 8H8zM12 0h5l-3 8H9z" fill="#7c5cff" />
      <circle cx="11" cy="16" r="9" fill={MEDAL_COLOURS[place]} />
      <text x="11" y="20" textAnchor="middle" fontSize="11" fontWeight="700" fill="#1b1530">
        {place + 1}
      </text>
    </svg>
  );
}
