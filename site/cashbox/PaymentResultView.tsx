'use client';

import { useIntl } from 'react-intl';
import type { Payment } from '../../schemas/payments';
import { Spinner } from '../core/ui/Spinner';
import { formatMoney } from '../core/i18n/money';
import styles from './Cashbox.module.css';

export interface PaymentResultViewProps {
  payment: Payment | undefined;
  /** The LT IBAN message (spec P5: an IBAN starting with LT). */
  ltIban?: boolean;
  onAgain: () => void;
  onHistory: () => void;
}

/**
 * Where a payment stands after the hosted page, the crypto confirmation or a cashout request:
 * credited, declined with its reason, reserved for approval, or still waiting.
 */
export function PaymentResultView({ payment, ltIban, onAgain, onHistory }: PaymentResultViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!payment)
    return (
      <p className={styles.waiting}>
        <Spinner size={16} /> {t('cashbox.loading')}
      </p>
    );
  const amount = formatMoney(payment.amount_cents, payment.currency, intl.locale);
  const kind = payment.action === 'deposit' ? 'deposit' : 'cashout';
  const tone =
    payment.state === 'succeeded' || payment.state === 'reserved'
      ? styles.success
      : payment.state === 'pending' || payment.state === 'processing'
        ? styles.notice
        : styles.failure;
  const reason = payment.decline_reason ? t(`cashbox.declineReason.${payment.decline_reason}`) : payment.reject_reason;
  return (
    <div className={styles.section} data-testid="payment-result" data-state={payment.state} data-payment-id={payment.id}>
      <p className={tone} role={tone === styles.failure ? 'alert' : 'status'}>
        {t(`cashbox.result.${kind}.${payment.state}`, { amount })}
        {reason ? ` ${reason}` : ''}
      </p>
      {(payment.state === 'pending' || payment.state === 'processing') && (
        <p className={styles.waiting}>
          <Spinner size={16} /> {t('cashbox.result.waiting')}
        </p>
      )}
      {ltIban && (
        <p className={styles.notice} role="status" data-testid="lt-iban">
          {t('cashbox.withdraw.ltIban')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onAgain}>
          {t(kind === 'deposit' ? 'cashbox.result.depositAgain' : 'cashbox.result.withdrawAgain')}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onHistory}>
          {t('cashbox.result.history')}
        </button>
      </div>
    </div>
  );
}
