'use client';

import { useIntl } from 'react-intl';
import { formatDateTime } from '../../core/i18n/dates';
import type { Limit } from '../../../schemas/limits';
import { formatMoney } from '../../core/i18n/money';
import styles from '../Profile.module.css';

export interface LimitsViewProps {
  /** Undefined while loading. */
  limits: Limit[] | undefined;
  failed: boolean;
  locale: string;
  /** A removal or change in flight (its limit id). */
  busyId: number | null;
  onChange: (limit: Limit) => void;
  onRemove: (limit: Limit) => void;
}

/** The limits in force, each with what counted so far, whether it is reached and its pending change. */
export function LimitsView({ limits, failed, locale, busyId, onChange, onRemove }: LimitsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const date = (iso: string) => formatDateTime(intl, iso);

  if (failed) return <p className={styles.formError}>{t('profile.error.load')}</p>;
  if (!limits) return <p className={styles.muted}>{t('profile.loading')}</p>;
  if (limits.length === 0) return <p className={styles.empty}>{t('profile.limits.none')}</p>;

  return (
    <ul className={styles.list} aria-label={t('profile.limits.current')}>
      {limits.map((limit) => {
        const title = t(`profile.limits.type.${limit.type}`);
        const period = limit.period ? t(`profile.limits.period.${limit.period}`) : null;
        const money = (cents: number | null) => (cents === null || !limit.currency ? '' : formatMoney(cents, limit.currency, locale));
        const exclusion = limit.type === 'coolingoff' || limit.type === 'selfexclusion';
        const pending = limit.pending_change;
        return (
          <li key={limit.id} className={`${styles.card} ${limit.reached ? styles.cardReached : ''}`} data-testid={`limit-${limit.type}`}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{period && !exclusion ? t('profile.limits.titleWithPeriod', { type: title, period }) : title}</h3>
              {limit.reached && <span className={styles.badge}>{t('profile.limits.reached')}</span>}
            </div>
            {limit.amount_cents !== null && (
              <>
                <p className={styles.muted}>
                  {t('profile.limits.used', { used: money(limit.current_value_amount_cents ?? 0), amount: money(limit.amount_cents) })}
                </p>
                <meter
                  className={styles.meter}
                  min={0}
                  max={limit.amount_cents}
                  // Green while little is used, amber from half, red from 80 %: the closer to the limit, the louder.
                  low={limit.amount_cents * 0.5}
                  high={limit.amount_cents * 0.8}
                  optimum={0}
                  value={Math.min(limit.current_value_amount_cents ?? 0, limit.amount_cents)}
                  aria-label={t('profile.limits.usedLabel')}
                />
              </>
            )}
            {limit.type === 'session' && limit.minutes !== null && (
              <p className={styles.muted}>{t('profile.limits.sessionUsed', { minutes: limit.minutes, current: limit.current_minutes ?? 0 })}</p>
            )}
            {exclusion && (
              <p className={styles.muted}>{limit.ends_at ? t('profile.limits.until', { date: date(limit.ends_at) }) : t('profile.limits.forever')}</p>
            )}
            {pending && (
              <p className={styles.pending} role="status">
                {pending.kind === 'remove'
                  ? t('profile.limits.pendingRemove')
                  : t('profile.limits.pendingChange', {
                      value: pending.amount_cents !== null ? money(pending.amount_cents) : t('profile.limits.minutes', { minutes: pending.minutes ?? 0 }),
                    })}{' '}
                {pending.applies_at ? t('profile.limits.appliesAt', { date: date(pending.applies_at) }) : t('profile.limits.awaitingMail')}
              </p>
            )}
            {!exclusion && (
              <div className={styles.actions}>
                <button type="button" className={styles.button} onClick={() => onChange(limit)} disabled={busyId === limit.id}>
                  {t('profile.limits.change')}
                </button>
                <button
                  type="button"
                  className={`${styles.button} ${styles.danger}`}
                  onClick={() => onRemove(limit)}
                  disabled={busyId === limit.id || pending?.kind === 'remove'}
                >
                  {t('profile.limits.remove')}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
