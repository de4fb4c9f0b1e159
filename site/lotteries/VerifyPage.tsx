'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { drawWinners, ownerOf, seedHash } from '../../schemas/lottery-draw';
import type { Locale } from '../../schemas/locales';
import type { LotteryDetail } from '../../schemas/lotteries';
import { localePath } from '../core/i18n/locale-path';
import { IntentLink as Link } from '../core/ui/IntentLink';
import { lotteryQueryOptions } from './queries';
import styles from '../core/ui/PromoPage.module.css';

/** One place as this browser recomputed it, beside what the platform published. */
export interface RecomputedPlace {
  place: number;
  ticket: number;
  owner: string | null;
  published: { ticket: number; owner: string } | null;
}

export interface Verification {
  hashMatches: boolean;
  places: RecomputedPlace[];
  /** Every place equal to the published one, and no published place left over. */
  allMatch: boolean;
}

/**
 * Recomputes a drawn lottery's result in this browser (WebCrypto) from the published data only:
 * SHA-256 of the revealed seed against the hash published at creation, then the winners by the
 * algorithm of schemas/lottery-draw.ts over tickets 1..N and their published owners.
 */
export async function verifyLottery(
  l: Pick<LotteryDetail, 'seed' | 'seed_hash' | 'tickets_count' | 'prizes' | 'ticket_runs' | 'winners'>,
): Promise<Verification> {
  if (!l.seed) return { hashMatches: false, places: [], allMatch: false };
  const hashMatches = (await seedHash(l.seed)) === l.seed_hash;
  const drawn = await drawWinners(l.seed, l.tickets_count, l.prizes.length);
  const places = drawn.map((d) => {
    const pub = l.winners.find((w) => w.place === d.place);
    return { place: d.place, ticket: d.ticket, owner: ownerOf(l.ticket_runs, d.ticket), published: pub ? { ticket: pub.ticket, owner: pub.owner } : null };
  });
  const allMatch =
    hashMatches &&
    places.length === l.winners.length &&
    places.every((p) => p.published !== null && p.published.ticket === p.ticket && p.published.owner === p.owner);
  return { hashMatches, places, allMatch };
}

export type VerifyViewProps = { locale: Locale } & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'not-drawn'; lottery: LotteryDetail }
  | { status: 'ready'; lottery: LotteryDetail; result: Verification }
);

/** The verify page: the algorithm in words, the inputs, and the recomputed winners beside the published ones. */
export function VerifyView(props: VerifyViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (props.status === 'loading')
    return (
      <section className={styles.page} aria-busy="true">
        <p className={styles.muted}>{t('lotteries.verify.computing')}</p>
      </section>
    );
  if (props.status === 'error')
    return (
      <section className={styles.page}>
        <p role="alert">{t('lotteries.error')}</p>
        <button type="button" className={styles.button} onClick={props.onRetry}>
          {t('lotteries.retry')}
        </button>
      </section>
    );
  const l = props.lottery;
  return (
    <article className={styles.page} data-testid="lottery-verify">
      <header className={styles.card}>
        <h1 className={styles.title}>{t('lotteries.verify.title', { title: l.title })}</h1>
        <p>{t('lotteries.verify.algorithm')}</p>
        <Link href={localePath(props.locale, `/lottery/${l.frontend_identifier}`)} className={styles.link}>
          {t('lotteries.verify.back')}
        </Link>
      </header>
      {props.status === 'not-drawn' ? (
        <p className={styles.card}>{t('lotteries.proof.before')}</p>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="verify-inputs">
            <h2 id="verify-inputs" className={styles.subtitle}>
              {t('lotteries.verify.inputs')}
            </h2>
            <p className={styles.muted}>{t('lotteries.proof.hash')}</p>
            <p className={styles.mono}>{l.seed_hash}</p>
            <p className={styles.muted}>{t('lotteries.proof.seed')}</p>
            <p className={styles.mono}>{l.seed}</p>
            <p className={styles.muted}>{t('lotteries.ticketsCount', { count: l.tickets_count })}</p>
            <p className={props.result.hashMatches ? styles.ok : styles.bad} data-testid="verify-hash">
              {t(props.result.hashMatches ? 'lotteries.verify.hashOk' : 'lotteries.verify.hashBad')}
            </p>
          </section>
          <section className={styles.card} aria-labelledby="verify-result">
            <h2 id="verify-result" className={styles.subtitle}>
              {t('lotteries.verify.result')}
            </h2>
            {props.result.places.length === 0 ? (
              <p>{t('lotteries.results.none')}</p>
            ) : (
              <table className={styles.table} data-testid="verify-places">
                <thead>
                  <tr>
                    <th scope="col">{t('lotteries.results.place')}</th>
                    <th scope="col">{t('lotteries.verify.computed')}</th>
                    <th scope="col">{t('lotteries.verify.published')}</th>
                    <th scope="col">{t('lotteries.results.owner')}</th>
                  </tr>
                </thead>
                <tbody>
                  {props.result.places.map((p) => (
                    <tr key={p.place}>
                      <td>{p.place}</td>
                      <td>#{p.ticket}</td>
                      <td>{p.published ? `#${p.published.ticket}` : '—'}</td>
                      <td>{p.owner ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className={props.result.allMatch ? styles.ok : styles.bad} data-testid="verify-verdict">
              {t(props.result.allMatch ? 'lotteries.verify.match' : 'lotteries.verify.mismatch')}
            </p>
          </section>
        </>
      )}
    </article>
  );
}

/** The verify page's data: the lottery as published, recomputed here once it has loaded. */
export function VerifyPage({ slug, locale }: { slug: string; locale: Locale }) {
  const lottery = useQuery(lotteryQueryOptions(slug, locale));
  const [result, setResult] = useState<{ for: LotteryDetail; value: Verification } | null>(null);
  useEffect(() => {
    const l = lottery.data;
    if (!l?.seed) return;
    let live = true;
    void verifyLottery(l).then((value) => {
      if (live) setResult({ for: l, value });
    });
    return () => {
      live = false;
    };
  }, [lottery.data]);
  if (lottery.isError) return <VerifyView status="error" locale={locale} onRetry={() => void lottery.refetch()} />;
  if (!lottery.data) return <VerifyView status="loading" locale={locale} />;
  if (!lottery.data.seed) return <VerifyView status="not-drawn" locale={locale} lottery={lottery.data} />;
  if (!result || result.for !== lottery.data) return <VerifyView status="loading" locale={locale} />;
  return <VerifyView status="ready" locale={locale} lottery={lottery.data} result={result.value} />;
}
