'use client';

import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Payment, PaymentMethod } from '../../schemas/payments';
import { FormError, TextField } from '../forms';
import { Spinner } from '../core/ui/Spinner';
import { formatMoney } from '../core/i18n/money';
import { displayUnit } from '../cashbox/amount';
import { MethodInfoCard, MethodPicker } from '../cashbox/MethodPicker';
import styles from '../cashbox/Cashbox.module.css';

/** Where the excluded-cashout popup stands. */
export type ExcludedCashoutStage =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** A two-factor account: an authenticator code before the methods are listed (`error` when one was refused). */
  | { kind: 'code'; error?: string | undefined }
  | { kind: 'form' }
  | { kind: 'done'; payment: Payment };

export interface ExcludedCashoutViewProps {
  titleId: string;
  stage: ExcludedCashoutStage;
  methods: readonly PaymentMethod[];
  method: PaymentMethod | undefined;
  onMethod: (id: string) => void;
  amount: string;
  onAmount: (text: string) => void;
  iban: string;
  onIban: (value: string) => void;
  walletAddress: string;
  onWalletAddress: (value: string) => void;
  errors: Record<string, string | undefined>;
  formError?: string | undefined;
  pending: boolean;
  onSubmit: () => void;
  /** The account has two-factor on: every call takes a fresh code. */
  codeNeeded: boolean;
  otp: string;
  onOtp: (value: string) => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The withdrawal an excluded player may still make (issue 5): method, amount, and the IBAN or
 * wallet address the method needs, then the reserved cashout. The e-mail and password come from
 * the sign-in popup and are sent with each call; nothing here opens a session.
 */
export function ExcludedCashoutView(p: ExcludedCashoutViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  const m = p.method;
  const title = (
    <h2 id={p.titleId} className={styles.title}>
      {t('exclusion.cashout.title')}
    </h2>
  );

  if (p.stage.kind === 'loading')
    return (
      <div className={styles.section}>
        {title}
        <p className={styles.waiting}>
          <Spinner size={16} /> {t('cashbox.loading')}
        </p>
      </div>
    );
  if (p.stage.kind === 'failed')
    return (
      <div className={styles.section}>
        {title}
        <p className={styles.failure} role="alert">
          {p.stage.message}
        </p>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={p.onRetry}>
          {t('cashbox.retry')}
        </button>
      </div>
    );
  const codeField = (error: string | undefined, autoFocus: boolean) => (
    <TextField
      label={t('auth.twoFactor.code')}
      name="otp_attempt"
      value={p.otp}
      onChange={(e) => p.onOtp(e.target.value)}
      error={error}
      hint={t('exclusion.cashout.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={9}
      autoFocus={autoFocus}
    />
  );
  if (p.stage.kind === 'code')
    return (
      <form
        key="code"
        className={styles.form}
        noValidate
        aria-labelledby={p.titleId}
        onSubmit={(e) => {
          e.preventDefault();
          p.onRetry();
        }}
      >
        {title}
        <p className={styles.notice}>{t('exclusion.cashout.lead')}</p>
        {codeField(p.stage.error, true)}
        <button type="submit" className={`${styles.button} ${styles.primary}`}>
          {t('exclusion.cashout.continue')}
        </button>
      </form>
    );
  if (p.stage.kind === 'done') {
    const pay = p.stage.payment;
    return (
      <div className={styles.section} data-testid="excluded-cashout-result" data-state={pay.state}>
        {title}
        <p className={pay.state === 'reserved' ? styles.success : styles.notice} role="status">
          {t(`cashbox.result.cashout.${pay.state}`, { amount: formatMoney(pay.amount_cents, pay.currency, intl.locale) })}
        </p>
        <p className={styles.notice}>{t('exclusion.cashout.afterwards')}</p>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={p.onClose} autoFocus>
          {t('exclusion.cashout.close')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={p.titleId}>
      {title}
      <p className={styles.notice}>{t('exclusion.cashout.lead')}</p>
      {p.methods.length === 0 ? (
        <p className={styles.status}>{t('cashbox.method.none')}</p>
      ) : (
        <MethodPicker name="excluded-cashout-method" methods={p.methods} selectedId={m?.id} onSelect={p.onMethod} />
      )}
      {m && <MethodInfoCard method={m} />}
      <TextField
        label={t('cashbox.amount.label', { unit: displayUnit(m?.currency ?? '') })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={p.amount}
        onChange={(e) => p.onAmount(e.target.value)}
        error={p.errors.amount}
        hint={t('exclusion.cashout.amountHint')}
      />
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
      {p.codeNeeded && codeField(p.errors.otp_attempt, false)}
      <FormError error={p.formError} />
      <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={p.pending || !m}>
        {p.pending ? t('cashbox.pending') : t('exclusion.cashout.submit')}
      </button>
    </form>
  );
}
