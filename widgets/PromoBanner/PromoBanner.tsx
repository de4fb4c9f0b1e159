'use client';

import { useIntl } from 'react-intl';
import type { BannerView } from '../../cms-adapters/banners';
import { BannerCard, BannerSkeleton, type BannerCardProps } from '../common/banner/Banner';
import styles from './PromoBanner.module.css';

export interface PromoBannerProps extends Omit<BannerCardProps, 'banner'> {
  status: 'pending' | 'error' | 'success';
  banner: BannerView | null;
  /** The visitor hid it less than 2 minutes ago. */
  hidden: boolean;
  onHide: () => void;
  /** Said instead of nothing (the back-office preview). */
  note?: string;
}

/**
 * A promo banner (spec C4): one banner with a hide button. Hidden, it is gone for 2 minutes and
 * then back (widgets/PromoBanner/dismiss.ts); the editors' preview says so instead of hiding.
 */
export function PromoBanner({ status, banner, hidden, onHide, note, ...card }: PromoBannerProps) {
  const intl = useIntl();
  if (status === 'pending') return <BannerSkeleton />;
  if (status === 'error' || !banner || hidden) return note ? <p className={styles.note}>{note}</p> : null;
  return (
    <div className={styles.promo} data-testid="promo-banner">
      <BannerCard banner={banner} {...card} />
      <button type="button" className={styles.hide} onClick={onHide} aria-label={intl.formatMessage({ id: 'widgets.promoBanner.hide' })}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
