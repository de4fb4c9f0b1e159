'use client';

import { useIntl } from 'react-intl';
import type { CompCard } from '../../schemas/loyalty';
import { IntentLink } from '../../site/core/ui/IntentLink';
import styles from '../../site/core/ui/PromoPage.module.css';
import { PointsShopCard } from '../common/loyalty/PointsShopCard';

export interface PointsShopCardsProps {
  status: 'pending' | 'error' | 'success';
  /** The cards picked for this placement (queries.ts pickShopCards). */
  cards: readonly CompCard[];
  /** The player's chargeable coins (null: a guest, or not known yet): marks the cards they can afford. */
  balance: number | null;
  /** The shop's page for the "all" link. */
  shopHref: string;
  /** Back-office preview: an empty pick is explained instead of hidden. */
  preview: boolean;
  onExchange: (card: CompCard) => void;
}

/**
 * Comp-points shop cards placed by editors, with the shop's own card (widgets/common/loyalty) and
 * a link to the shop. Pure view: the exchange popup is the wiring's. Nothing on the public site
 * when no card matches (a sale that ended, a type marketing has not stocked).
 */
export function PointsShopCards({ status, cards, balance, shopHref, preview, onExchange }: PointsShopCardsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (status === 'pending')
    return (
      <p className={styles.muted} aria-busy="true">
        {t('loyalty.loading')}
      </p>
    );
  if (status === 'error')
    return (
      <p className={styles.muted} role="status">
        {t('loyalty.error')}
      </p>
    );
  if (cards.length === 0) return preview ? <p className={styles.muted}>{t('widgets.pointsShop.empty')}</p> : null;
  return (
    <section data-testid="points-shop-cards">
      <div className={styles.grid}>
        {cards.map((c) => (
          <PointsShopCard key={c.id} card={c} affordable={balance !== null && c.points <= balance} onExchange={onExchange} />
        ))}
      </div>
      <p>
        <IntentLink className={styles.link} href={shopHref}>
          {t('widgets.pointsShop.all')}
        </IntentLink>
      </p>
    </section>
  );
}
