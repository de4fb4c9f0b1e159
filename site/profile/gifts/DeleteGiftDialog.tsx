'use client';

import { useIntl } from 'react-intl';
import { Modal } from '../../core/modals/Modal';
import { formatMoney } from '../../core/i18n/money';
import styles from '../Profile.module.css';

export interface DeleteGiftDialogProps {
  title: string;
  currency: string;
  /** What the delete forfeits (GET /api/player/bonuses/{id}/cancellation); null while it is asked. */
  forfeitCents: number | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before deleting a gift (issue 15: the forfeit is shown before the player confirms). */
export function DeleteGiftDialog({ title, currency, forfeitCents, busy, onConfirm, onClose }: DeleteGiftDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Modal titleId="delete-gift-title" onClose={onClose} closeLabel={t('shell.modal.close')} blockOverlayClose={busy}>
      <div className={styles.dialog} role="document">
        <h2 id="delete-gift-title" className={styles.heading}>
          {t('gifts.delete.title')}
        </h2>
        <p className={styles.lead}>{title}</p>
        <p data-testid="gift-forfeit" aria-live="polite">
          {forfeitCents === null
            ? t('gifts.delete.checking')
            : forfeitCents > 0
              ? t('gifts.delete.forfeit', { amount: formatMoney(forfeitCents, currency, intl.locale) })
              : t('gifts.delete.noForfeit')}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onClose} data-autofocus>
            {t('gifts.delete.keep')}
          </button>
          <button type="button" className={`${styles.button} ${styles.danger}`} disabled={busy || forfeitCents === null} onClick={onConfirm}>
            {t('gifts.delete.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
