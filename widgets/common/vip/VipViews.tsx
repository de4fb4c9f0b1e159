'use client';

import { useIntl } from 'react-intl';
import type { VipProgress, VipStatus } from '../../../schemas/vip';
import { formatMoney } from '../../../site/core/i18n/money';
import { vipCards } from './level-cards';
import styles from './Vip.module.css';

/** A status's name (texts in the `widgets` area). */
export function useStatusName() {
  const intl = useIntl();
  return (s: VipStatus) => intl.formatMessage({ id: `shell.vip.status.${s}` });
}

/** The player's progress toward the next status: the two totals and the nearer of them as a bar. */
export function VipProgressView({ progress }: { progress: VipProgress }) {
  const intl = useIntl();
  const name = useStatusName();
  const money = (c: number) => formatMoney(c, progress.currency, intl.locale);
  return (
    <div className={styles.progress} data-testid="vip-progress" data-status={progress.activeStatus}>
      <p>
        {intl.formatMessage({ id: 'widgets.vip.yourStatus' })} <strong>{name(progress.activeStatus)}</strong>
      </p>
      {progress.nextStatus ? (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'widgets.vip.toNext' }, { status: name(progress.nextStatus) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.overallProgress}
          >
            <div className={styles.fill} style={{ width: `${progress.overallProgress}%` }} />
          </div>
          <p className={styles.muted}>
            {intl.formatMessage({ id: 'widgets.vip.toNext' }, { status: name(progress.nextStatus) })}: {progress.overallProgress}%
          </p>
          <p className={styles.muted} data-testid="vip-deposits">
            {intl.formatMessage(
              { id: 'widgets.vip.deposits' },
              { amount: money(progress.depositAmountCents), threshold: money(progress.depositThresholdCents) },
            )}
          </p>
          <p className={styles.muted}>
            {intl.formatMessage({ id: 'widgets.vip.bets' }, { amount: money(progress.betSumCents), threshold: money(progress.betSumThresholdCents) })}
          </p>
        </>
      ) : (
        <p className={styles.muted}>{intl.formatMessage({ id: 'widgets.vip.top' })}</p>
      )}
      {progress.expiresAt ? (
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'widgets.vip.expires' }, { date: intl.formatDate(progress.expiresAt, { dateStyle: 'medium', timeZone: 'UTC' }) })}
        </p>
      ) : null}
    </div>
  );
}

/** The ladder's cards (C4): current, before, future, lock. */
export function VipLevelCards({ progress }: { progress: VipProgress }) {
  const intl = useIntl();
  const name = useStatusName();
  const money = (c: number) => formatMoney(c, progress.currency, intl.locale);
  return (
    <ol className={styles.cards} aria-label={intl.formatMessage({ id: 'widgets.vip.levels' })}>
      {vipCards(progress).map((c) => (
        <li
          key={c.status}
          className={styles.card}
          data-state={c.state}
          data-testid={`vip-card-${c.status}`}
          aria-current={c.state === 'current' ? 'true' : undefined}
        >
          <span className={styles.state}>{intl.formatMessage({ id: `widgets.vip.card.${c.state}` })}</span>
          <h3 className={styles.cardTitle}>{name(c.status)}</h3>
          <p className={styles.muted}>{intl.formatMessage({ id: 'widgets.vip.cardDeposit' }, { threshold: money(c.depositThresholdCents) })}</p>
          <p className={styles.muted}>{intl.formatMessage({ id: 'widgets.vip.cardBets' }, { threshold: money(c.betSumThresholdCents) })}</p>
        </li>
      ))}
    </ol>
  );
}
