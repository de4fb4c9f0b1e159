'use client';

import { useIntl } from 'react-intl';
import type { OfferView } from '../../schemas/gifts';
import { formatMoney } from '../core/i18n/money';
import styles from './Cashbox.module.css';

/** One deposit bonus as the cashbox shows it: available for the typed amount, or not (below its minimum). */
export interface BonusOfferChoice {
  offer: OfferView;
  /** The bonus the typed amount would give (minor units), or null when the amount does not qualify. */
  amountCents: number | null;
  available: boolean;
}

export interface BonusOffersProps {
  currency: string;
  offers: readonly BonusOfferChoice[];
  /** The chosen offer's id, or null for "no bonus". */
  chosenId: number | null;
  onChoose: (id: number | null) => void;
  /** A code the player holds: "no bonus" then removes it (its bonus would be applied otherwise). */
  heldCode?: string | null | undefined;
  /** The platform refused the chosen bonus for this deposit (422 on `bonus_id`). */
  error?: string | undefined;
}

/**
 * The deposit bonus choice (spec C4 "Deposit-promo flow", issue 15): the offers of
 * `GET /api/bonuses/deposit` for the currency and the typed amount as a radio group (arrow keys
 * move, the checked radio is the choice), each labelled with what it gives, its wagering and its
 * minimum deposit, and "No bonus". An offer the amount is too small for stays visible, disabled,
 * with the minimum to reach.
 */
export function BonusOffers({ currency, offers, chosenId, onChoose, heldCode, error }: BonusOffersProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatMoney(cents, currency, intl.locale);
  const errorId = error ? 'deposit-bonus-error' : undefined;
  return (
    <fieldset className={styles.offers} aria-describedby={errorId} data-testid="deposit-bonus-offers">
      <legend className={styles.sectionTitle} style={{ marginBottom: 8 }}>
        {t('cashbox.offers.legend')}
      </legend>
      {offers.map(({ offer, amountCents, available }) => {
        const headline =
          offer.percent !== null
            ? offer.max_amount_cents !== null
              ? t('cashbox.offers.percentUpTo', { percent: offer.percent, max: money(offer.max_amount_cents) })
              : t('cashbox.offers.percent', { percent: offer.percent })
            : offer.amount_cents !== null
              ? t('cashbox.offers.fixed', { amount: money(offer.amount_cents) })
              : offer.freespins_total !== null
                ? t('cashbox.offers.freespins', { count: offer.freespins_total })
                : '';
        return (
          <label key={offer.id} className={styles.method} data-offer={offer.id} aria-disabled={!available || undefined}>
            <input
              type="radio"
              name="deposit-bonus"
              value={String(offer.id)}
              checked={available && chosenId === offer.id}
              disabled={!available}
              onChange={() => onChoose(offer.id)}
            />
            <span className={styles.methodName}>{offer.title}</span>
            <span className={styles.methodMeta}>
              {headline}
              {offer.wager_multiplier > 0 ? ` · ${t('cashbox.offers.wager', { multiplier: offer.wager_multiplier })}` : ''}
            </span>
            {available && amountCents !== null && amountCents > 0 && (
              <span className={styles.offerGain}>{t('cashbox.offers.youGet', { amount: money(amountCents) })}</span>
            )}
            {offer.min_deposit_cents !== null && (
              <span className={available ? styles.methodMeta : styles.offerShort}>
                {t(available ? 'cashbox.offers.minDeposit' : 'cashbox.offers.belowMin', { amount: money(offer.min_deposit_cents) })}
              </span>
            )}
          </label>
        );
      })}
      <label className={styles.method} data-offer="none">
        <input type="radio" name="deposit-bonus" value="" checked={chosenId === null} onChange={() => onChoose(null)} />
        <span className={styles.methodName}>{t('cashbox.offers.none')}</span>
        {heldCode && <span className={styles.methodMeta}>{t('cashbox.offers.noneRemovesCode', { code: heldCode })}</span>}
      </label>
      {error && (
        <p id={errorId} role="alert" className={styles.failure}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
