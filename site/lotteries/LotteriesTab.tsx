'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { LotteryView } from '../../schemas/lotteries';
import { formatDateTime } from '../core/i18n/dates';
import { localePath } from '../core/i18n/locale-path';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { lotteriesQueryOptions } from './queries';
import styles from '../core/ui/PromoPage.module.css';

export type LotteriesTabViewProps = { locale: Locale } & (
  { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; lotteries: LotteryView[] }
);

/** One lottery's card: title, time status, dates, ticket count, a link to its page. */
export function LotteryCardView({ lottery: l, locale }: { lottery: LotteryView; locale: Locale }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <article className={styles.card} data-testid="lottery-card">
      <span className={styles.badge}>
        {t(l.state === 'drawn' ? 'lotteries.state.drawn' : l.state === 'canceled' ? 'lotteries.state.canceled' : `lotteries.status.${l.status}`)}
      </span>
      <h3 className={styles.subtitle}>{l.title}</h3>
      <p className={styles.muted}>
        {t('lotteries.dates', { start: formatDateTime(intl, l.start_at), end: formatDateTime(intl, l.end_at), draw: formatDateTime(intl, l.draw_at) })}
      </p>
      <p className={styles.muted}>{t('lotteries.ticketsCount', { count: l.tickets_count })}</p>
      <Link href={localePath(locale, `/lottery/${l.frontend_identifier}`)} className={styles.link}>
        {t('lotteries.open')}
      </Link>
    </article>
  );
}

/** The /tournaments "lotteries" tab (spec C2): running and future lotteries first, then the drawn ones. */
export function LotteriesTabView(props: LotteriesTabViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (props.status === 'loading')
    return (
      <p className={styles.muted} aria-busy="true">
        {t('lotteries.loading')}
      </p>
    );
  if (props.status === 'error')
    return (
      <div>
        <p role="alert">{t('lotteries.error')}</p>
        <button type="button" className={styles.button} onClick={props.onRetry}>
          {t('lotteries.retry')}
        </button>
      </div>
    );
  if (props.lotteries.length === 0) return <p className={styles.muted}>{t('lotteries.empty')}</p>;
  const order = { active: 0, future: 1, archive: 2 } as const;
  const sorted = [...props.lotteries].sort((a, b) => order[a.status] - order[b.status] || Date.parse(b.end_at) - Date.parse(a.end_at));
  return (
    <div className={styles.grid} data-testid="lotteries-tab">
      {sorted.map((l) => (
        <LotteryCardView key={l.id} lottery={l} locale={props.locale} />
      ))}
    </div>
  );
}

/** The lotteries tab with its data (the merger wires it into /tournaments; its page loads the `lotteries` namespace). */
export function LotteriesTab({ locale }: { locale: Locale }) {
  const q = useQuery(lotteriesQueryOptions(locale));
  if (q.isPending) return <LotteriesTabView status="loading" locale={locale} />;
  if (q.isError) return <LotteriesTabView status="error" locale={locale} onRetry={() => void q.refetch()} />;
  return <LotteriesTabView status="ready" locale={locale} lotteries={q.data} />;
}
