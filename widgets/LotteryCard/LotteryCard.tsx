'use client';

import { useIntl } from 'react-intl';
import type { LotteryView } from '../../schemas/lotteries';
import { IntentLink as Link } from '../../site/core/ui/IntentLink';
import styles from '../../site/core/ui/PromoCard.module.css';

export interface LotteryCardProps {
  status: 'pending' | 'error' | 'success';
  /** null: no such lottery (or none at all). */
  lottery: LotteryView | null;
  /** The lottery page, `/{locale}/lottery/{slug}`. */
  href: string | null;
  onRetry?: () => void;
}

/**
 * A lottery's card (issue 16 item 6): title, time status, prizes, tickets in the draw and a link
 * to its page. On the public site an error or a missing lottery shows nothing; the preview says so.
 */
export function LotteryCard({ status, lottery, href, onRetry }: LotteryCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (status === 'pending')
    return (
      <section className={styles.card} aria-busy="true" data-testid="lottery-card-widget">
        <p className={styles.muted}>{t('widgets.lotteryCard.loading')}</p>
      </section>
    );
  if (status === 'error')
    return onRetry ? (
      <section className={styles.card} data-testid="lottery-card-widget">
        <p role="alert">{t('widgets.lotteryCard.error')}</p>
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('widgets.lotteryCard.retry')}
        </button>
      </section>
    ) : null;
  if (!lottery) return onRetry ? <p className={styles.muted}>{t('widgets.lotteryCard.empty')}</p> : null;
  const state = lottery.state === 'drawn' ? 'drawn' : lottery.state === 'canceled' ? 'canceled' : lottery.status;
  return (
    <section className={styles.card} aria-labelledby={`lottery-card-${lottery.id}`} data-testid="lottery-card-widget">
      <span className={styles.badge}>{t(`widgets.lotteryCard.state.${state}`)}</span>
      <h2 id={`lottery-card-${lottery.id}`} className={styles.title}>
        {lottery.title}
      </h2>
      {lottery.prizes.length > 0 ? (
        <ol className={styles.prizes}>
          {lottery.prizes.slice(0, 3).map((p) => (
            <li key={p.place}>{p.title}</li>
          ))}
        </ol>
      ) : null}
      <p className={styles.muted}>{t('widgets.lotteryCard.tickets', { count: lottery.tickets_count })}</p>
      {href ? (
        <Link href={href} className={styles.link}>
          {t('widgets.lotteryCard.open')}
        </Link>
      ) : null}
    </section>
  );
}
