'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '../../schemas/locales';
import type { LotteryDetail, LotteryStatus } from '../../schemas/lotteries';
import { formatDateTime } from '../core/i18n/dates';
import { localePath } from '../core/i18n/locale-path';
import { formatMoney } from '../core/i18n/money';
import { useSession } from '../core/stores/StoreProvider';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { Countdown } from './Countdown';
import { lotteryQueryOptions, lotteryStatusQueryOptions } from './queries';
import styles from '../core/ui/PromoPage.module.css';

export type LotteryPageViewProps = { locale: Locale } & (
  { status: 'loading' } | { status: 'error'; notFound: boolean; onRetry: () => void } | { status: 'ready'; lottery: LotteryDetail; mine: LotteryStatus | null }
);

/**
 * A lottery's page (spec C2 /lottery/{slug} and /lottery/{id}): texts, the countdown by time status
 * (C4: future → to start, active → to end, archive → finished), how deposits earn tickets, the
 * prizes, the player's tickets, and after the draw the winners with the proof (the published seed
 * hash, the revealed seed, and a link to recompute the result in the browser).
 */
export function LotteryPageView(props: LotteryPageViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (props.status === 'loading')
    return (
      <section className={styles.page} aria-busy="true">
        <p className={styles.muted}>{t('lotteries.loading')}</p>
      </section>
    );
  if (props.status === 'error')
    return (
      <section className={styles.page}>
        <p role="alert">{t(props.notFound ? 'lotteries.notFound' : 'lotteries.error')}</p>
        {props.notFound ? null : (
          <button type="button" className={styles.button} onClick={props.onRetry}>
            {t('lotteries.retry')}
          </button>
        )}
      </section>
    );
  const l = props.lottery;
  const verifyHref = localePath(props.locale, `/lottery/${l.frontend_identifier}/verify`);
  return (
    <article className={styles.page} data-testid="lottery-page">
      <header className={styles.card}>
        <span className={styles.badge} data-testid="lottery-status">
          {t(l.state === 'canceled' ? 'lotteries.state.canceled' : l.state === 'drawn' ? 'lotteries.state.drawn' : `lotteries.status.${l.status}`)}
        </span>
        <h1 className={styles.title}>{l.title}</h1>
        {l.description ? <p>{l.description}</p> : null}
        {l.state === 'scheduled' && l.status === 'future' ? <Countdown to={l.start_at} labelId="lotteries.countdown.toStart" /> : null}
        {l.state === 'scheduled' && l.status === 'active' ? <Countdown to={l.end_at} labelId="lotteries.countdown.toEnd" /> : null}
        {l.state === 'scheduled' && l.status === 'archive' ? <p className={styles.muted}>{t('lotteries.finished')}</p> : null}
        <p className={styles.muted}>
          {t('lotteries.dates', { start: formatDateTime(intl, l.start_at), end: formatDateTime(intl, l.end_at), draw: formatDateTime(intl, l.draw_at) })}
        </p>
        {l.cancel_reason ? <p>{t('lotteries.canceledBecause', { reason: l.cancel_reason })}</p> : null}
      </header>

      <section className={styles.card} aria-labelledby="lottery-rules">
        <h2 id="lottery-rules" className={styles.subtitle}>
          {t('lotteries.rules.title')}
        </h2>
        <ul className={styles.list}>
          {l.deposit_scale_rules.map((r) => (
            <li key={r.currency}>{t('lotteries.rules.deposit', { tickets: r.tickets, amount: formatMoney(r.amount_cents, r.currency, intl.locale) })}</li>
          ))}
        </ul>
        <p className={styles.muted}>{t('lotteries.ticketsCount', { count: l.tickets_count })}</p>
      </section>

      <section className={styles.card} aria-labelledby="lottery-prizes">
        <h2 id="lottery-prizes" className={styles.subtitle}>
          {t('lotteries.prizes.title')}
        </h2>
        <ol className={styles.list}>
          {l.prizes.map((p) => (
            <li key={p.place}>{p.title}</li>
          ))}
        </ol>
      </section>

      {props.mine ? (
        <section className={styles.card} aria-labelledby="lottery-mine">
          <h2 id="lottery-mine" className={styles.subtitle}>
            {t('lotteries.mine.title', { count: props.mine.tickets.length })}
          </h2>
          {props.mine.tickets.length > 0 ? (
            <ul className={styles.tickets} data-testid="my-tickets">
              {props.mine.tickets.slice(0, 200).map((n) => (
                <li key={n}>#{n}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('lotteries.mine.none')}</p>
          )}
          {props.mine.won_places.length > 0 ? <p className={styles.ok}>{t('lotteries.mine.won', { places: props.mine.won_places.join(', ') })}</p> : null}
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="lottery-proof">
        <h2 id="lottery-proof" className={styles.subtitle}>
          {t(l.state === 'drawn' ? 'lotteries.results.title' : 'lotteries.proof.title')}
        </h2>
        {l.state === 'drawn' ? (
          l.winners.length === 0 ? (
            <p>{t('lotteries.results.none')}</p>
          ) : (
            <table className={styles.table} data-testid="lottery-winners">
              <thead>
                <tr>
                  <th scope="col">{t('lotteries.results.place')}</th>
                  <th scope="col">{t('lotteries.results.ticket')}</th>
                  <th scope="col">{t('lotteries.results.owner')}</th>
                  <th scope="col">{t('lotteries.results.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {l.winners.map((w) => (
                  <tr key={w.place}>
                    <td>{w.place}</td>
                    <td>#{w.ticket}</td>
                    <td>{w.owner}</td>
                    <td>{w.prize}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
        <p className={styles.muted}>{t('lotteries.proof.hash')}</p>
        <p className={styles.mono} data-testid="lottery-seed-hash">
          {l.seed_hash}
        </p>
        {l.seed ? (
          <>
            <p className={styles.muted}>{t('lotteries.proof.seed')}</p>
            <p className={styles.mono} data-testid="lottery-seed">
              {l.seed}
            </p>
            <Link href={verifyHref} className={styles.link}>
              {t('lotteries.proof.verify')}
            </Link>
          </>
        ) : (
          <p className={styles.muted}>{t('lotteries.proof.before')}</p>
        )}
      </section>
    </article>
  );
}

/** The page's data: the lottery by slug or id, and the signed-in player's tickets in it. */
export function LotteryPage({ slug, locale }: { slug: string; locale: Locale }) {
  const player = useSession((s) => s.player);
  const lottery = useQuery(lotteryQueryOptions(slug, locale));
  const id = lottery.data?.id;
  const mine = useQuery({ ...lotteryStatusQueryOptions(id ?? 0), enabled: player !== null && id !== undefined });
  if (lottery.isPending) return <LotteryPageView status="loading" locale={locale} />;
  if (lottery.isError)
    return (
      <LotteryPageView status="error" locale={locale} notFound={(lottery.error as { status?: number }).status === 404} onRetry={() => void lottery.refetch()} />
    );
  return <LotteryPageView status="ready" locale={locale} lottery={lottery.data} mine={mine.data ?? null} />;
}
