'use client';

import { IntentLink as Link } from '../../site/core/ui/IntentLink';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Provider } from '../../schemas/games';
import { CarouselStrip } from '../common/carousel/CarouselStrip';
import styles from '../common/carousel/Carousel.module.css';

export interface ProvidersProps {
  status: 'pending' | 'error' | 'success';
  providers: readonly Provider[];
  limit: number;
  /** The provider's games page (`/{locale}/producers/{slug}`, spec C2). */
  hrefOf: (slug: string) => string;
  onRetry?: () => void;
}

/**
 * The providers carousel (spec C2 footer): each provider links to its games. Providers without
 * games are left out (their page would be empty); nothing at all when none are left.
 */
export function Providers({ status, providers, limit, hrefOf, onRetry }: ProvidersProps) {
  const intl = useIntl();
  const headingId = useId();
  const shown = providers.filter((p) => p.games_count > 0).slice(0, limit);
  if (status === 'success' && shown.length === 0) return null;
  if (status === 'error' && !onRetry) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="providers">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {intl.formatMessage({ id: 'widgets.providers.title' })}
        </h2>
      </div>
      {status === 'error' ? (
        <p className={styles.state} role="alert">
          {intl.formatMessage({ id: 'widgets.providers.error' })}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {intl.formatMessage({ id: 'widgets.carousel.retry' })}
          </button>
        </p>
      ) : (
        <CarouselStrip
          labelledBy={headingId}
          busy={status === 'pending'}
          items={
            status === 'pending'
              ? Array.from({ length: 6 }, (_, i) => ({ key: `s${i}`, node: <span className={styles.skeleton} aria-hidden="true" /> }))
              : shown.map((p) => ({
                  key: p.slug,
                  node: (
                    <Link className={styles.chip} href={hrefOf(p.slug)} data-testid="provider">
                      <span className={styles.chipName}>{p.title || p.name}</span>
                      <span className={styles.chipMeta}>{intl.formatMessage({ id: 'widgets.providers.games' }, { count: p.games_count })}</span>
                    </Link>
                  ),
                }))
          }
        />
      )}
    </section>
  );
}
