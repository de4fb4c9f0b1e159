'use client';

import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentMethod } from '../../schemas/payments';
import { FormError, SelectField, TextField } from '../forms';
import { formatMoney } from '../core/i18n/money';
import { displayUnit } from './amount';
import { MethodInfoCard, MethodPicker } from './MethodPicker';
import styles from './Cashbox.module.css';

export interface WithdrawFormProps {
  currency: string;
  /** What may be withdrawn: real money only (available_to_cashout_cents). */
  availableCents: number;
  methods: readonly PaymentMethod[];
  method: PaymentMethod | undefined;
  onMethod: (id: string) => void;
  amount: string;
  onAmount: (text: string) => void;
  /** The whole withdrawable amount as typed text, for the "all" button. */
  allText: string;
  iban: string;
  onIban: (value: string) => void;
  walletAddress: string;
  onWalletAddress: (value: string) => void;
  savedProfileId: string;
  onSavedProfile: (id: string) => void;
  errors: Record<string, string | undefined>;
  formError?: string | undefined;
  pending: boolean;
  onSubmit: () => void;
}

/**
 * The withdrawal form (spec P2 "cashbox withdraw"): method, amount up to what may be cashed out,
 * and the destination the method needs: an IBAN for a bank transfer, a wallet address for
 * crypto, a card paid with before for a card payout.
 */
export function WithdrawForm(p: WithdrawFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  const m = p.method;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('cashbox.withdraw.form')}>
      <p className={styles.notice} data-testid="withdrawable">
        {t('cashbox.withdraw.available', { amount: formatMoney(p.availableCents, p.currency, intl.locale) })}
      </p>
      <MethodPicker name="withdraw-method" methods={p.methods} selectedId={m?.id} onSelect={p.onMethod} />
      {m && <MethodInfoCard method={m} />}
      <div className={styles.section}>
        <TextField
          label={t('cashbox.amount.label', { unit: displayUnit(p.currency) })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={p.amount}
          onChange={(e) => p.onAmount(e.target.value)}
          error={p.errors.amount}
        />
        <div className={styles.chips}>
          <button type="button" className={styles.chip} aria-pressed={p.amount === p.allText} onClick={() => p.onAmount(p.allText)}>
            {t('cashbox.withdraw.all')}
          </button>
        </div>
      </div>
      {m?.form === 'iban' && (
        <TextField
          label={t('cashbox.withdraw.iban')}
          name="iban"
          autoComplete="off"
          spellCheck={false}
          value={p.iban}
          onChange={(e) => p.onIban(e.target.value.toUpperCase())}
          error={p.errors.iban}
        />
      )}
      {m?.form === 'wallet_address' && (
        <TextField
          label={t('cashbox.withdraw.wallet', { network: m.network ?? '' })}
          name="wallet_address"
          autoComplete="off"
          spellCheck={false}
          value={p.walletAddress}
          onChange={(e) => p.onWalletAddress(e.target.value)}
          error={p.errors.wallet_address}
        />
      )}
      {m && m.type === 'card' && m.savedProfiles.length > 0 && (
        <SelectField
          label={t('cashbox.withdraw.card')}
          name="saved_profile_id"
          value={p.savedProfileId}
          onChange={(e) => p.onSavedProfile(e.target.value)}
          options={m.savedProfiles.map((s) => ({ value: s.id, label: s.expiry ? `${s.title} (${s.expiry})` : s.title }))}
          error={p.errors.saved_profile_id}
        />
      )}
      <FormError error={p.formError} />
      <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={p.pending || !m}>
        {p.pending ? t('cashbox.pending') : t('cashbox.withdraw.submit')}
      </button>
    </form>
  );
}
