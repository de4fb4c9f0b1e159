'use client';

import { IntlProvider, useIntl } from 'react-intl';
import { isLocale } from '../../schemas/locales';
import type { CompCard } from '../../schemas/loyalty';
import { PointsShopCard } from '../../widgets/common/loyalty/PointsShopCard';
import { LOYALTY_CATALOGS } from './loyalty-messages';

const noop = () => undefined;

/**
 * The card as players see it on /rocket-mart: the site's own `PointsShopCard` (widgets/common/
 * loyalty, the shop page and the PointsShopCards widget draw it) fed the `CompCard` that
 * `previewCard` makes from the form, with the site's shop texts in the staff member's language.
 */
export function CardPreview({ card }: { card: CompCard }) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  return (
    <figure className="bo-gift-preview" aria-label={intl.formatMessage({ id: 'backoffice.shop.preview.label' })} data-testid="card-preview">
      <div className="bo-gift-frame bo-shop-frame">
        <IntlProvider locale={intl.locale} messages={{ ...(intl.messages as Record<string, string>), ...LOYALTY_CATALOGS[locale] }}>
          <PointsShopCard
            card={{ ...card, title: card.title || intl.formatMessage({ id: 'backoffice.shop.preview.untitled' }) }}
            affordable
            onExchange={noop}
          />
        </IntlProvider>
      </div>
    </figure>
  );
}
