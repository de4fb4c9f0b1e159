'use client';

import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './AuApproval.module.css';

export interface AuApprovalCardProps {
  titleId: string;
  onApprove: () => void;
  onDecline: () => void;
}

/**
 * The Australian approval card (spec P1): what the visitor agrees to, approve and decline. A pure
 * view: the popup (AuApprovalPopup) sets the cookie and navigates. Focus moves to approve when
 * the card appears, so the keyboard lands on the answer: the modal frame focuses what it holds at
 * its own mount, which for a lazily loaded popup is still the loading line.
 */
export function AuApprovalCard({ titleId, onApprove, onDecline }: AuApprovalCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const approveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => approveRef.current?.focus(), []);
  return (
    <div className={styles.card} data-testid="au-approval">
      <h2 id={titleId} className={styles.title}>
        {t('licence.auApproval.title')}
      </h2>
      <p className={styles.text}>{t('licence.auApproval.body')}</p>
      <p className={styles.text}>{t('licence.auApproval.question')}</p>
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onApprove} ref={approveRef} data-autofocus="true">
          {t('licence.auApproval.approve')}
        </button>
        <button type="button" className={styles.button} onClick={onDecline}>
          {t('licence.auApproval.decline')}
        </button>
      </div>
    </div>
  );
}
