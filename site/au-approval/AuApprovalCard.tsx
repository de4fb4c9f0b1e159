'use client';

import { useIntl } from 'react-intl';
import styles from './AuApproval.module.css';

export interface AuApprovalCardProps {
  titleId: string;
  onApprove: () => void;
  onDecline: () => void;
}

/**
 * The Australian approval card (spec P1): what the visitor agrees to, approve and decline. A pure
 * view: the popup (AuApprovalPopup) sets the cookie and navigates. Approve carries autofocus so
 * the keyboard lands on the answer, not on the page behind.
 */
export function AuApprovalCard({ titleId, onApprove, onDecline }: AuApprovalCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.card} data-testid="au-approval">
      <h2 id={titleId} className={styles.title}>
        {t('licence.auApproval.title')}
      </h2>
      <p className={styles.text}>{t('licence.auApproval.body')}</p>
      <p className={styles.text}>{t('licence.auApproval.question')}</p>
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onApprove} data-autofocus="true">
          {t('licence.auApproval.approve')}
        </button>
        <button type="button" className={styles.button} onClick={onDecline}>
          {t('licence.auApproval.decline')}
        </button>
      </div>
    </div>
  );
}
