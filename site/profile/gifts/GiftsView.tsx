'use client';

import { useIntl } from 'react-intl';
import type { GiftView } from '../../../schemas/gifts';
import type { AdditionalGift, DisplayedGift } from '../../../schemas/gifts-display';
import { GiftCard, GiftSkeletons } from '../../../widgets/common/gifts/GiftCard';
import { isLiveGift } from '../../../widgets/common/gifts/gift-card';
import { IntentLink } from '../../core/ui/IntentLink';
import giftStyles from '../../../widgets/common/gifts/Gifts.module.css';
import styles from '../Profile.module.css';

export interface GiftsViewProps {
  status: 'pending' | 'error' | 'success';
  gifts: readonly DisplayedGift[];
  additional: readonly AdditionalGift[];
  now: number;
  /** The gift whose call runs. */
  busyId: number | null;
  depositHref: string;
  bonusBalanceHref: string;
  onActivate: (gift: GiftView) => void;
  onDelete: (gift: GiftView) => void;
  onRetry: () => void;
}

/**
 * The profile's gifts tab (spec P2, C3 "Gift or bonus"): the live gifts as cards with activate
 * and delete, then the ended ones, then the additional offers of C7; the empty text when there is
 * nothing. Pure: GiftsTab feeds it.
 */
export function GiftsView({ status, gifts, additional, now, busyId, depositHref, bonusBalanceHref, onActivate, onDelete, onRetry }: GiftsViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const live = gifts.filter((d) => isLiveGift(d.gift));
  const ended = gifts.filter((d) => !isLiveGift(d.gift));
  const card = (d: DisplayedGift, actions: boolean) => (
    <li key={d.gift.id}>
      <GiftCard
        gift={d.gift}
        title={d.title}
        image={d.image}
        now={now}
        busy={busyId === d.gift.id}
        onActivate={actions ? onActivate : undefined}
        onDelete={actions ? onDelete : undefined}
      />
    </li>
  );
  return (
    <section className={styles.section} aria-labelledby="gifts-title" aria-busy={status === 'pending'}>
      <h2 id="gifts-title" className={styles.heading}>
        {t('profile.tab.gifts')}
      </h2>
      {status === 'pending' ? (
        <>
          <p className={styles.lead}>{t('gifts.tab.loading')}</p>
          <GiftSkeletons count={3} />
        </>
      ) : status === 'error' ? (
        <p role="alert" className={styles.empty}>
          {t('gifts.tab.error')}{' '}
          <button type="button" className={styles.button} onClick={onRetry}>
            {t('gifts.tab.retry')}
          </button>
        </p>
      ) : (
        <>
          {live.length === 0 && <p className={styles.empty}>{t('gifts.tab.empty')}</p>}
          {live.length > 0 && <ul className={giftStyles.list}>{live.map((d) => card(d, true))}</ul>}
          <p className={styles.lead}>
            <IntentLink href={bonusBalanceHref}>{t('gifts.tab.bonusBalance')}</IntentLink>
          </p>
          {additional.length > 0 && (
            <>
              <h3 className={styles.heading}>{t('gifts.tab.more')}</h3>
              <ul className={giftStyles.list}>
                {additional.map((a) => (
                  <li key={a.group_key}>
                    <article className={giftStyles.card} data-testid="additional-gift">
                      {a.image ? <img className={giftStyles.image} src={a.image} alt="" loading="lazy" decoding="async" /> : null}
                      <div className={giftStyles.body}>
                        <h4 className={giftStyles.title}>{a.title}</h4>
                        {a.description && <p className={giftStyles.detail}>{a.description}</p>}
                        <div className={giftStyles.actions}>
                          <IntentLink href={depositHref} className={`${giftStyles.button} ${giftStyles.primary}`}>
                            {t('gifts.tab.deposit')}
                          </IntentLink>
                        </div>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            </>
          )}
          {ended.length > 0 && (
            <>
              <h3 className={styles.heading}>{t('gifts.tab.history')}</h3>
              <ul className={giftStyles.list}>{ended.map((d) => card(d, false))}</ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
