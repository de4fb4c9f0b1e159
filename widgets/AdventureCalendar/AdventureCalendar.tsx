'use client';

import { useIntl } from 'react-intl';
import type { Adventure, AdventureDay } from '../../schemas/adventure';
import { countdown } from './queries';
import styles from './AdventureCalendar.module.css';

export interface AdventureCalendarProps {
  status: 'guest' | 'pending' | 'error' | 'success';
  adventure: Adventure | null;
  /** Now on the platform clock (ms), ticking: the timers count down from it. */
  now: number;
  /** The player's currency: the conditions' amounts are its minor units. */
  currency?: string;
  limit?: number;
  onLogin?: () => void;
  onRetry?: () => void;
}

/** One day's card: its number, state, prize, condition with progress, and the timer of an active (or just paid) day. */
function DayCard({ d, now, currency }: { d: AdventureDay; now: number; currency: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => {
    try {
      return intl.formatNumber(cents / 100, { style: 'currency', currency, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 });
    } catch {
      // A code Intl does not take (four-letter crypto codes): the number and the code.
      return `${intl.formatNumber(cents / 100)} ${currency}`;
    }
  };
  const { minDep, wager } = d.condition;
  const condition =
    minDep > 0 && wager > 0
      ? t('widgets.adventure.condition', { deposit: money(minDep), wager: money(wager) })
      : minDep > 0
        ? t('widgets.adventure.conditionDeposit', { deposit: money(minDep) })
        : t('widgets.adventure.conditionWager', { wager: money(wager) });
  const titleId = `adventure-day-${d.day}`;
  return (
    <li className={styles.day} data-state={d.state} data-testid="adventure-day" aria-labelledby={titleId}>
      <div className={styles.dayHead}>
        <h3 id={titleId} className={styles.dayTitle}>
          {d.super ? t('widgets.adventure.superDay') : t('widgets.adventure.day', { day: d.step })}
        </h3>
        <span className={styles.badge} data-testid="adventure-day-state">
          {t(`widgets.adventure.state.${d.state}`)}
        </span>
      </div>
      <p className={styles.prize}>{d.prize.title}</p>
      <p className={styles.muted}>{condition}</p>
      {d.state === 'active' ? (
        <p className={styles.muted}>{t('widgets.adventure.progress', { deposit: money(d.progress.deposit_cents), wager: money(d.progress.wager_cents) })}</p>
      ) : null}
      {d.timer_until ? (
        <p className={styles.timer}>
          {t(d.state === 'active' ? 'widgets.adventure.endsIn' : 'widgets.adventure.activateIn', { time: countdown(d.timer_until, now) })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The adventure calendar (issue 17 item 5): the days as cards with their states (superb,
 * completed, active, lost, future) and timers. Pure: the widget and the page feed it.
 */
export function AdventureCalendar({ status, adventure, now, currency = 'EUR', limit = 31, onLogin, onRetry }: AdventureCalendarProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className={styles.section} aria-labelledby="adventure-title" aria-busy={status === 'pending'} data-testid="adventure-calendar">
      <div className={styles.head}>
        <h2 id="adventure-title" className={styles.title}>
          {t('widgets.adventure.title')}
        </h2>
        {status === 'success' && adventure?.available ? (
          <span className={styles.muted}>
            {adventure.finished
              ? t('widgets.adventure.finished')
              : t('widgets.adventure.step', { step: Math.min(adventure.step, adventure.step_total), total: adventure.step_total })}
          </span>
        ) : null}
      </div>
      {status === 'guest' ? (
        <p className={styles.muted}>
          {t('widgets.adventure.guest')}{' '}
          {onLogin ? (
            <button type="button" className={styles.button} onClick={onLogin}>
              {t('widgets.adventure.login')}
            </button>
          ) : null}
        </p>
      ) : status === 'pending' ? (
        <p className={styles.muted}>{t('widgets.adventure.loading')}</p>
      ) : status === 'error' ? (
        <p role="alert" className={styles.muted}>
          {t('widgets.adventure.error')}{' '}
          {onRetry ? (
            <button type="button" className={styles.button} onClick={onRetry}>
              {t('widgets.adventure.retry')}
            </button>
          ) : null}
        </p>
      ) : !adventure?.available || adventure.days.length === 0 ? (
        <p className={styles.muted}>{t('widgets.adventure.empty')}</p>
      ) : (
        <ol className={styles.days}>
          {adventure.days.slice(0, limit).map((d) => (
            <DayCard key={d.day} d={d} now={now} currency={currency} />
          ))}
        </ol>
      )}
    </section>
  );
}
