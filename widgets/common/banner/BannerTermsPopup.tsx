'use client';

import { useIntl } from 'react-intl';
import type { ModalInjectedProps } from '../../../site/core/modals/types';
import styles from './Banner.module.css';

/** The second button's popup (spec C3 Banner `secondButton.popup`): title, second title and description. */
export interface BannerTermsPopupProps {
  title: string;
  secondTitle: string;
  desc: string;
}

/**
 * Body of modal `banner-terms` (site/modals/registry.ts): the modal frame gives the dialog role,
 * focus trap, Escape and the close button; this adds the texts and a button to close it.
 */
export default function BannerTermsPopup({ title, secondTitle, desc, close, titleId }: BannerTermsPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  return (
    <div className={styles.terms} data-testid="banner-terms">
      <h2 id={titleId} className={styles.termsTitle}>
        {title}
      </h2>
      {secondTitle && <p className={styles.termsSubtitle}>{secondTitle}</p>}
      {desc && <p className={styles.termsBody}>{desc}</p>}
      <button type="button" className={styles.termsOk} onClick={close} data-autofocus>
        {intl.formatMessage({ id: 'widgets.banner.terms.ok' })}
      </button>
    </div>
  );
}
