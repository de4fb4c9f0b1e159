'use client';

import { useIntl } from 'react-intl';
import type { DisplayedGift } from '../../schemas/gifts-display';
import { IntentLink } from '../../site/core/ui/IntentLink';
import { GiftCard, GiftSkeletons } from '../common/gifts/GiftCard';
import styles from '../common/gifts/Gifts.module.css';

export interface GiftsListProps {
  status: 'guest' | 'pending' | 'error' | 'success';
  gifts: readonly DisplayedGift[];
  now: number;
  /** The profile's gifts tab, where they are activated and deleted. */
  allHref: string;
  onLogin: () => void;
  /** Preview only: a retry after an error. */
  onRetry?: () => void;
}

/** `#GiftsList[]#`: the player's live gifts as cards (read-only; the "all gifts" link opens the gifts tab). Pure. */
export function GiftsList({ status, gifts, now, allHref, onLogin, onRetry }: GiftsListProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.section} aria-labelledby="gifts-list-title" aria-busy={status === 'pending'}>
      <div className={styles.head}>
        <h2 id="gifts-list-title" className={styles.sectionTitle}>
          {t('gifts.widget.giftsTitle')}
        </h2>
        {status === 'success' && (
          <IntentLink href={allHref} className={styles.all}>
            {t('gifts.widget.all')}
          </IntentLink>
        )}
      </div>
      {status === 'guest' ? (
        <p className={styles.empty}>
          {t('gifts.widget.guest')}{' '}
          <button type="button" className={styles.button} onClick={onLogin}>
            {t('gifts.widget.login')}
          </button>
        </p>
      ) : status === 'pending' ? (
        <GiftSkeletons count={3} />
      ) : status === 'error' ? (
        <p role="alert" className={styles.empty}>
          {t('gifts.widget.error')}{' '}
          {onRetry && (
            <button type="button" className={styles.button} onClick={onRetry}>
              {t('gifts.tab.retry')}
            </button>
          )}
        </p>
      ) : gifts.length === 0 ? (
        <p className={styles.empty}>{t('gifts.tab.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {gifts.map((d) => (
            <li key={d.gift.id}>
              <GiftCard gift={d.gift} title={d.title} image={d.image} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
