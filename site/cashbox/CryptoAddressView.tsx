'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../core/i18n/dates';
import type { PaymentNext } from '../../schemas/payments';
import { Spinner } from '../core/ui/Spinner';
import { formatMoney } from '../core/i18n/money';
import styles from './Cashbox.module.css';

export type CryptoAddress = Extract<PaymentNext, { type: 'crypto_address' }>;

export interface CryptoAddressViewProps {
  next: CryptoAddress;
  /** Copies the address; answers whether it worked (the clipboard may be refused). */
  onCopy: (address: string) => Promise<boolean>;
}

/**
 * A crypto deposit waiting for the coins: the address with a copy button, the network it is on,
 * the amount to send and until when the address is valid. The panel above it swaps to the
 * result once the payment event says the deposit was credited.
 */
export function CryptoAddressView({ next, onCopy }: CryptoAddressViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className={styles.section} data-testid="crypto-address">
      <p className={styles.lead}>{t('cashbox.crypto.lead', { amount: formatMoney(next.amount_cents, next.currency, intl.locale), network: next.network })}</p>
      <p className={styles.big}>{formatMoney(next.amount_cents, next.currency, intl.locale)}</p>
      <dl className={styles.infoCard}>
        <dt>{t('cashbox.info.network')}</dt>
        <dd>{next.network}</dd>
        <dt>{t('cashbox.crypto.expires')}</dt>
        <dd>{formatDateTime(intl, next.expires_at)}</dd>
      </dl>
      <div className={styles.section}>
        <span className={styles.sectionTitle} id="crypto-address-label">
          {t('cashbox.crypto.address')}
        </span>
        <div className={styles.address}>
          <code className={styles.addressValue} aria-labelledby="crypto-address-label" data-testid="crypto-address-value">
            {next.address}
          </code>
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => void onCopy(next.address).then(setCopied)}>
            {t('cashbox.crypto.copy')}
          </button>
        </div>
        <p className={styles.status} aria-live="polite">
          {copied === true ? t('cashbox.crypto.copied') : copied === false ? t('cashbox.crypto.copyFailed') : ''}
        </p>
      </div>
      <p className={styles.waiting}>
        <Spinner size={16} /> {t('cashbox.crypto.waiting')}
      </p>
    </div>
  );
}
