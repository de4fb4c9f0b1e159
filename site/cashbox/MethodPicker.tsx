'use client';

import { useIntl } from 'react-intl';
import type { PaymentMethod } from '../../schemas/payments';
import { formatMoney } from '../core/i18n/money';
import { brandName } from '../core/i18n/payment-brand';
import styles from './Cashbox.module.css';

export interface MethodPickerProps {
  methods: readonly PaymentMethod[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Group name of the radio buttons (one picker per form). */
  name: string;
}

/**
 * The payment methods of one action as a radio group (keyboard: arrows move, the choice is the
 * checked radio), each labelled with its brand, type and processing time.
 */
export function MethodPicker({ methods, selectedId, onSelect, name }: MethodPickerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.sectionTitle} style={{ marginBottom: 8 }}>
        {t('cashbox.method.legend')}
      </legend>
      {methods.map((m) => (
        <label key={m.id} className={styles.method} data-method={m.id}>
          <input type="radio" name={name} value={m.id} checked={m.id === selectedId} onChange={() => onSelect(m.id)} />
          <span className={styles.methodName}>{brandName(intl, m.brand)}</span>
          <span className={styles.methodMeta}>
            {m.network ?? t(`cashbox.methodType.${m.type}`)} · {t(`cashbox.processingTime.${m.processingTime}`)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The method's information card (spec C3 "Payment method information card", C9): processing
 * time, fee, currency, and min and max for this action. A withdrawal shows the fee row always.
 */
export function MethodInfoCard({ method }: { method: PaymentMethod }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatMoney(cents, method.currency, intl.locale);
  const hasFee = method.fee.percent !== '0' || method.fee.fixed_cents !== 0;
  const feeText = hasFee
    ? [
        method.fee.percent !== '0' ? `${intl.formatNumber(Number(method.fee.percent) / 100, { style: 'percent', maximumFractionDigits: 2 })}` : null,
        method.fee.fixed_cents ? money(method.fee.fixed_cents) : null,
      ]
        .filter(Boolean)
        .join(' + ')
    : t('cashbox.info.free');
  return (
    <dl className={styles.infoCard} data-testid="method-info">
      <dt>{t('cashbox.info.processingTime')}</dt>
      <dd>{t(`cashbox.processingTime.${method.processingTime}`)}</dd>
      {(method.action === 'cashout' || hasFee) && (
        <>
          <dt>{t('cashbox.info.fee')}</dt>
          <dd>{feeText}</dd>
        </>
      )}
      <dt>{t('cashbox.info.limits')}</dt>
      <dd>{t('cashbox.info.range', { min: money(method.min_amount_cents), max: money(method.max_amount_cents) })}</dd>
      {method.network && (
        <>
          <dt>{t('cashbox.info.network')}</dt>
          <dd>{method.network}</dd>
        </>
      )}
    </dl>
  );
}
