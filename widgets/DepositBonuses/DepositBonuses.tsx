'use client';

import { useIntl } from 'react-intl';
import type { OfferView } from '../../schemas/gifts';
import { formatMoney } from '../../site/core/i18n/money';
import { IntentLink } from '../../site/core/ui/IntentLink';
import { GiftSkeletons } from '../common/gifts/GiftCard';
import styles from '../common/gifts/Gifts.module.css';

export interface DepositBonusesProps {
  status: 'pending' | 'error' | 'success';
  offers: readonly OfferView[];
  currency: string;
  /** Guests get a sign-up button, players a link to the deposit. */
  guest: boolean;
  depositHref: string;
  onSignUp: () => void;
  onRetry?: () => void;
}

/** `#DepositBonuses[]#`: the deposit offers for a currency (GET /api/bonuses/deposit), with sign-up for guests. Pure. */
export function DepositBonuses({ status, offers, currency, guest, depositHref, onSignUp, onRetry }: DepositBonusesProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatMoney(cents, currency, intl.locale);
  const amount = (o: OfferView) =>
    o.freespins_total !== null
      ? t('gifts.offer.spins', { count: o.freespins_total })
      : o.percent !== null && o.max_amount_cents !== null
        ? t('gifts.offer.percent', { percent: o.percent, max: money(o.max_amount_cents) })
        : o.amount_cents !== null
          ? money(o.amount_cents)
          : null;
  return (
    <section className={styles.section} aria-labelledby="deposit-bonuses-title" aria-busy={status === 'pending'}>
      <h2 id="deposit-bonuses-title" className={styles.sectionTitle}>
        {t('gifts.offer.title')}
      </h2>
      {status === 'pending' ? (
        <GiftSkeletons count={2} />
      ) : status === 'error' ? (
        <p role="alert" className={styles.empty}>
          {t('gifts.widget.error')}{' '}
          {onRetry && (
            <button type="button" className={styles.button} onClick={onRetry}>
              {t('gifts.tab.retry')}
            </button>
          )}
        </p>
      ) : offers.length === 0 ? (
        <p className={styles.empty}>{t('gifts.offer.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {offers.map((o) => (
            <li key={o.id}>
              <article className={styles.card} data-testid="deposit-offer">
                <div className={styles.body}>
                  <h3 className={styles.title}>{o.title}</h3>
                  {amount(o) && <p className={styles.amount}>{amount(o)}</p>}
                  {o.wager_multiplier > 1 && <p className={styles.detail}>{t('gifts.card.wager', { times: o.wager_multiplier })}</p>}
                  {o.min_deposit_cents !== null && <p className={styles.detail}>{t('gifts.offer.minDeposit', { amount: money(o.min_deposit_cents) })}</p>}
                  <div className={styles.actions}>
                    {guest ? (
                      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onSignUp}>
                        {t('gifts.offer.signUp')}
                      </button>
                    ) : (
                      <IntentLink href={depositHref} className={`${styles.button} ${styles.primary}`}>
                        {t('gifts.offer.deposit')}
                      </IntentLink>
                    )}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
