'use client';

import { useIntl } from 'react-intl';
import { usePathname, useRouter } from 'next/navigation';
import type { Locale } from '../../schemas/locales';
import { localePath, splitLocale } from '../core/i18n/locale-path';
import type { ModalInjectedProps } from '../core/modals/types';
import { formatMoney } from '../core/i18n/money';
import styles from './Cashbox.module.css';

export interface InsufficientFundsPopupProps {
  currency: string;
  /** How much is missing, in minor units (spec P8: the popup shows the missing amount). */
  missingCents: number;
}

/**
 * The insufficient-funds popup (spec P8): says how much is missing and offers a deposit. Pure
 * apart from the navigation of its deposit button.
 */
export default function InsufficientFundsPopup({ currency, missingCents, close, titleId }: InsufficientFundsPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  const router = useRouter();
  const locale = (splitLocale(usePathname()).locale ?? 'en') as Locale;
  const amount = formatMoney(missingCents, currency, intl.locale);
  return (
    <div className={styles.root} data-testid="insufficient-funds">
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'cashbox.insufficient.title' })}
      </h2>
      <p className={styles.lead}>{intl.formatMessage({ id: 'cashbox.insufficient.lead' })}</p>
      <p className={styles.big}>{amount}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => {
            close();
            router.push(localePath(locale, '/deposit'));
          }}
        >
          {intl.formatMessage({ id: 'cashbox.insufficient.deposit' })}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={close}>
          {intl.formatMessage({ id: 'cashbox.insufficient.back' })}
        </button>
      </div>
    </div>
  );
}
