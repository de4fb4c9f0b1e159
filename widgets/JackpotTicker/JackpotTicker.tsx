'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { JackpotView } from '../../schemas/jackpots';
import { formatMoney } from '../../site/core/i18n/money';
import styles from '../common/jackpots/Jackpots.module.css';

export interface JackpotTickerProps {
  status: 'pending' | 'error' | 'success';
  jackpot: JackpotView | null;
  /** The jackpot's page (`/{locale}/{identifier}`). */
  href?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** A heading instead of the jackpot's name (its own page names it already). */
  title?: string | undefined;
}

/**
 * A jackpot's live level amounts (Mini, Major, Mega...). The amounts follow the pools: a
 * `public:jackpots` push marks GET /api/jackpots stale and it is read again (at most once a second
 * per jackpot, the platform's throttle). Nothing when there is no such jackpot.
 */
export function JackpotTicker({ status, jackpot, href, onRetry, title }: JackpotTickerProps) {
  const intl = useIntl();
  const headingId = useId();
  if (status === 'success' && !jackpot) return null;
  if (status === 'error' && !onRetry) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="jackpot-ticker">
      <h2 id={headingId} className={styles.title}>
        {title ?? (jackpot ? href ? <a href={href}>{jackpot.name}</a> : jackpot.name : intl.formatMessage({ id: 'widgets.jackpotTicker.title' }))}
      </h2>
      {status === 'error' ? (
        <p className={styles.state} role="alert">
          {intl.formatMessage({ id: 'widgets.jackpotTicker.error' })}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {intl.formatMessage({ id: 'widgets.jackpotTicker.retry' })}
          </button>
        </p>
      ) : (
        <dl className={styles.levels} aria-live="polite" aria-busy={status === 'pending'}>
          {status === 'pending' || !jackpot
            ? Array.from({ length: 3 }, (_, i) => <span key={i} className={styles.skeleton} aria-hidden="true" />)
            : jackpot.levels.map((l) => (
                <div key={l.id} className={styles.level} data-testid="jackpot-level" data-level={l.identifier}>
                  <dt>{l.name}</dt>
                  <dd>{formatMoney(l.amount_cents, jackpot.currency, intl.locale)}</dd>
                </div>
              ))}
        </dl>
      )}
    </section>
  );
}
