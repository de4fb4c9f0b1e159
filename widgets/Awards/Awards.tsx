'use client';

import { IntentLink as Link } from '../../site/core/ui/IntentLink';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Award } from '../../schemas/cms';
import { CarouselStrip } from '../common/carousel/CarouselStrip';
import styles from '../common/carousel/Carousel.module.css';

/** One award (spec C3 Awards: name, nomination, prize, year, imgUrl). */
export function AwardCard({ award }: { award: Award }) {
  const intl = useIntl();
  return (
    <article className={styles.award} data-testid="award">
      <img className={styles.awardImg} src={award.imgUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <div className={styles.awardText}>
        <h3 className={styles.awardName}>{award.name}</h3>
        <p className={styles.awardMeta}>{award.nomination}</p>
        <p className={styles.awardMeta}>{[award.prize, intl.formatMessage({ id: 'widgets.awards.year' }, { year: award.year })].filter(Boolean).join(' · ')}</p>
      </div>
    </article>
  );
}

export interface AwardsProps {
  status: 'pending' | 'error' | 'success';
  awards: readonly Award[];
  /** At most this many in the carousel; the rest are on /awards. */
  limit: number;
  /** The show-all page (`/{locale}/awards`). */
  allHref: string;
  onRetry?: () => void;
}

/**
 * The awards carousel (spec C2 footer: "awards carousel with show-all to /awards"): heading, a
 * show-all link and the awards in a scrolling strip. Nothing at all when there are none.
 */
export function Awards({ status, awards, limit, allHref, onRetry }: AwardsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  if (status === 'success' && awards.length === 0) return null;
  if (status === 'error' && !onRetry) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="awards">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('widgets.awards.title')}
        </h2>
        {status === 'success' && (
          <Link className={styles.all} href={allHref}>
            {t('widgets.awards.showAll')} <span className="rh-sr-only">{t('widgets.awards.showAllLabel')}</span>
          </Link>
        )}
      </div>
      {status === 'error' ? (
        <p className={styles.state} role="alert">
          {t('widgets.awards.error')}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('widgets.carousel.retry')}
          </button>
        </p>
      ) : (
        <CarouselStrip
          labelledBy={headingId}
          focusable
          busy={status === 'pending'}
          items={
            status === 'pending'
              ? Array.from({ length: 4 }, (_, i) => ({ key: `s${i}`, node: <span className={styles.skeleton} aria-hidden="true" /> }))
              : awards.slice(0, limit).map((a, i) => ({ key: `${a.name}-${a.year}-${i}`, node: <AwardCard award={a} /> }))
          }
        />
      )}
    </section>
  );
}

/** The /awards page body: every award in a grid, or a line saying there are none yet. */
export function AwardsGrid({ awards }: { awards: readonly Award[] }) {
  const intl = useIntl();
  return (
    <div className={styles.section}>
      {awards.length === 0 ? (
        <p className={styles.state}>{intl.formatMessage({ id: 'widgets.awards.empty' })}</p>
      ) : (
        <ul className={styles.grid} data-testid="awards-grid">
          {awards.map((a, i) => (
            <li key={`${a.name}-${a.year}-${i}`}>
              <AwardCard award={a} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
