'use client';

import { useState } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import type { GiftView } from '../../schemas/gifts';
import { isLocale } from '../../schemas/locales';
import { toDisplayUnits } from '../../schemas/currency-units';
import { GiftCard } from '../../widgets/common/gifts/GiftCard';
import { GIFT_CATALOGS } from './gift-messages';

const money = (minor: number, currency: string) => {
  const { amount, unit } = toDisplayUnits(BigInt(minor), currency);
  return `${amount} ${unit}`;
};
const noop = () => undefined;

/**
 * The gift card as the player will see it: the site's own `GiftCard` (widgets/common/gifts, the
 * profile's gifts tab and the GiftsList widget draw it) fed the `GiftView` that `previewGift`
 * makes from the form, with the site's gifts texts in the staff member's language and the site's
 * colours. Under it, what the card shows only later (the wager to place, the lifetime once
 * active, the largest win).
 */
export function GiftPreview({ gift }: { gift: GiftView }) {
  const intl = useIntl();
  const [now] = useState(() => Date.now());
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  return (
    <figure className="bo-gift-preview" aria-label={intl.formatMessage({ id: 'backoffice.promo.preview.label' })} data-testid="gift-preview">
      <div className="bo-gift-frame">
        <IntlProvider locale={intl.locale} messages={{ ...(intl.messages as Record<string, string>), ...GIFT_CATALOGS[locale] }}>
          <GiftCard
            gift={gift}
            now={now}
            title={gift.title || intl.formatMessage({ id: 'backoffice.promo.preview.untitled' })}
            onActivate={noop}
            onDelete={noop}
          />
        </IntlProvider>
      </div>
      <figcaption>
        <dl className="bo-gift-facts">
          {gift.kind === 'bonus' ? (
            <>
              <dt>
                <FormattedMessage id="backoffice.promo.preview.wagerTitle" />
              </dt>
              <dd>
                <FormattedMessage
                  id="backoffice.promo.preview.wager"
                  values={{ x: gift.wager_multiplier, amount: money(gift.amount_wager_requirement_cents, gift.currency) }}
                />
              </dd>
            </>
          ) : (
            <>
              <dt>
                <FormattedMessage id="backoffice.promo.preview.spinsTitle" />
              </dt>
              <dd>
                <FormattedMessage id="backoffice.promo.preview.spins" values={{ n: gift.freespins_total ?? 0, bet: gift.bet_level ?? 0 }} />
              </dd>
            </>
          )}
          {gift.max_bet_cents !== null && (
            <>
              <dt>
                <FormattedMessage id="backoffice.promo.preview.maxBet" />
              </dt>
              <dd>{money(gift.max_bet_cents, gift.currency)}</dd>
            </>
          )}
          {gift.max_win_cents !== null && (
            <>
              <dt>
                <FormattedMessage id="backoffice.promo.preview.maxWin" />
              </dt>
              <dd>{money(gift.max_win_cents, gift.currency)}</dd>
            </>
          )}
        </dl>
      </figcaption>
    </figure>
  );
}
