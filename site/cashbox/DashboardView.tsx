'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../core/i18n/dates';
import type { Payment } from '../../schemas/payments';
import type { Account } from '../../schemas/wallet';
import { Spinner } from '../core/ui/Spinner';
import { formatMoney } from '../core/i18n/money';
import { brandName } from '../core/i18n/payment-brand';
import styles from './Cashbox.module.css';

export type DashboardViewProps = {
  /** Recall in flight for this payment (its button shows busy). */
  recallingId?: number | null;
  onRecall: (id: number) => void;
  /** Cancel in flight for this deposit (its button shows busy). */
  cancellingId?: number | null;
  /** Cancels a deposit left on its 3-D Secure page; without it no cancel button shows. */
  onCancel?: (id: number) => void;
  onRetry: () => void;
} & ({ status: 'loading' } | { status: 'error' } | { status: 'ready'; account: Account | undefined; payments: readonly Payment[] });

/**
 * The cashbox dashboard (spec P2 "cashbox dashboard"): what the player holds in the active
 * currency (total, what may be withdrawn, bonus) and the payment history with the state of
 * each payment; a reserved cashout shows its recall button while the platform says it is
 * recallable; a deposit left on its 3-D Secure page offers to go back to that page (a full page
 * load, as at the start) or to cancel it, while the platform says it still waits.
 */
export function DashboardView(props: DashboardViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ids = { balances: useId(), history: useId() };
  if (props.status === 'loading')
    return (
      <p className={styles.waiting}>
        <Spinner /> {t('cashbox.loading')}
      </p>
    );
  if (props.status === 'error')
    return (
      <div className={styles.section}>
        <p className={styles.failure} role="alert">
          {t('cashbox.error.load')}
        </p>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={props.onRetry}>
          {t('cashbox.retry')}
        </button>
      </div>
    );

  const { account, payments } = props;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, intl.locale);
  return (
    <>
      {account && (
        <section className={styles.section} aria-labelledby={ids.balances}>
          <h3 id={ids.balances} className={styles.sectionTitle}>
            {t('cashbox.dashboard.balances')}
          </h3>
          <dl className={styles.balances} data-testid={ids.balances}>
            <div className={styles.balance}>
              <dt>{t('cashbox.dashboard.total')}</dt>
              <dd>{money(account.amount_cents, account.currency)}</dd>
            </div>
            <div className={styles.balance}>
              <dt>{t('cashbox.dashboard.withdrawable')}</dt>
              <dd>{money(account.available_to_cashout_cents, account.currency)}</dd>
            </div>
            <div className={styles.balance}>
              <dt>{t('cashbox.dashboard.bonus')}</dt>
              <dd>{money(Math.max(0, account.amount_cents - account.available_to_cashout_cents), account.currency)}</dd>
            </div>
          </dl>
        </section>
      )}
      <section className={styles.section} aria-labelledby={ids.history}>
        <h3 id={ids.history} className={styles.sectionTitle}>
          {t('cashbox.dashboard.history')}
        </h3>
        {payments.length === 0 ? (
          <p className={styles.status}>{t('cashbox.dashboard.empty')}</p>
        ) : (
          <ul className={styles.history} data-testid="payment-history">
            {payments.map((p) => (
              <li key={p.id} className={styles.entry} data-payment-id={p.id} data-state={p.state}>
                <span className={styles.entryMain}>
                  <span>{t(`cashbox.action.${p.action}`)}</span>
                  <span className={styles.entryAmount}>{money(p.amount_cents, p.currency)}</span>
                </span>
                <span className={styles.entryMeta}>
                  {brandName(intl, p.brand)} · {formatDateTime(intl, p.finished_at ?? p.created_at)}
                  {p.decline_reason ? ` · ${t(`cashbox.declineReason.${p.decline_reason}`)}` : ''}
                  {p.reject_reason ? ` · ${p.reject_reason}` : ''}
                </span>
                <span className={styles.entrySide}>
                  <span className={styles.state} data-state={p.state}>
                    {t(`cashbox.state.${p.state}`)}
                  </span>
                  {p.resume && (
                    <a
                      href={p.resume.url}
                      className={`${styles.button} ${styles.primary} ${styles.small}`}
                      aria-label={t('cashbox.dashboard.resumeLabel', { amount: money(p.amount_cents, p.currency) })}
                      data-testid="payment-resume"
                    >
                      {t('cashbox.dashboard.resume')}
                    </a>
                  )}
                  {p.cancelable && props.onCancel && (
                    <button
                      type="button"
                      className={`${styles.button} ${styles.secondary} ${styles.small}`}
                      disabled={props.cancellingId === p.id}
                      aria-label={t('cashbox.dashboard.cancelLabel', { amount: money(p.amount_cents, p.currency) })}
                      onClick={() => props.onCancel?.(p.id)}
                    >
                      {t('cashbox.dashboard.cancel')}
                    </button>
                  )}
                  {p.recallable && (
                    <button
                      type="button"
                      className={`${styles.button} ${styles.secondary} ${styles.small}`}
                      disabled={props.recallingId === p.id}
                      aria-label={t('cashbox.dashboard.recallLabel', { amount: money(p.amount_cents, p.currency) })}
                      onClick={() => props.onRecall(p.id)}
                    >
                      {t('cashbox.dashboard.recall')}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
