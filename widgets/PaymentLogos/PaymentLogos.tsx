'use client';

import { IntentLink as Link } from '../../site/core/ui/IntentLink';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CarouselStrip } from '../common/carousel/CarouselStrip';
import styles from '../common/carousel/Carousel.module.css';

export interface PaymentLogosProps {
  status: 'pending' | 'error' | 'success';
  /** Brand ids (`visa`, `bitcoin_cash`). */
  brands: readonly string[];
  /** The cashbox dashboard (`/{locale}/dashboard`): the site opens it as a popup over the page. */
  dashboardHref: string;
}

/** A brand id as people read it: `bitcoin_cash` -> `bitcoin cash` (brand names are not translated). */
export function brandLabel(brand: string): string {
  return brand.replace(/_/g, ' ');
}

/**
 * Payment logos (spec C2 footer): one per brand, each a link to the cashbox dashboard (the
 * cashbox opens over the current page for a player, CashboxLinks; a guest is sent to sign up by
 * the route guard). Nothing when there are no brands or they could not be loaded.
 */
export function PaymentLogos({ status, brands, dashboardHref }: PaymentLogosProps) {
  const intl = useIntl();
  const headingId = useId();
  if (status === 'error' || (status === 'success' && brands.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="payment-logos">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {intl.formatMessage({ id: 'widgets.paymentLogos.title' })}
        </h2>
      </div>
      <CarouselStrip
        labelledBy={headingId}
        busy={status === 'pending'}
        items={
          status === 'pending'
            ? Array.from({ length: 5 }, (_, i) => ({ key: `s${i}`, node: <span className={styles.skeleton} aria-hidden="true" /> }))
            : brands.map((brand) => ({
                key: brand,
                node: (
                  <Link
                    className={styles.logo}
                    href={dashboardHref}
                    aria-label={intl.formatMessage({ id: 'widgets.paymentLogos.open' }, { brand: brandLabel(brand) })}
                    data-brand={brand}
                  >
                    {brandLabel(brand)}
                  </Link>
                ),
              }))
        }
      />
    </section>
  );
}
