'use client';

import { useIntl } from 'react-intl';
import type { CouponAnswer } from '../../schemas/gifts';
import { CodeForm } from '../common/gifts/CodeForm';
import styles from '../common/gifts/Gifts.module.css';

export interface CouponFormProps {
  kind: 'coupon' | 'promo';
  guest: boolean;
  giftsHref: string;
  redeem: (kind: 'coupon' | 'promo', code: string) => Promise<CouponAnswer>;
  onLogin: () => void;
  onRedeemed?: (answer: CouponAnswer) => void;
}

/** `#CouponForm[kind=coupon]#`: a coupon or promo-code field (the profile's CodeForm); guests are asked to log in. Pure. */
export function CouponForm({ kind, guest, giftsHref, redeem, onLogin, onRedeemed }: CouponFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.section} aria-labelledby={`coupon-form-${kind}`}>
      <h2 id={`coupon-form-${kind}`} className={styles.sectionTitle}>
        {t(kind === 'coupon' ? 'gifts.code.couponTitle' : 'gifts.code.promoTitle')}
      </h2>
      <p className={styles.empty}>{t(kind === 'coupon' ? 'gifts.code.couponLead' : 'gifts.code.promoLead')}</p>
      {guest ? (
        <p>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onLogin}>
            {t('gifts.widget.login')}
          </button>
        </p>
      ) : (
        <CodeForm kind={kind} redeem={redeem} giftsHref={giftsHref} onRedeemed={onRedeemed} />
      )}
    </section>
  );
}
