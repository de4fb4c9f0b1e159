'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../core/api';
import { deviceFingerprint } from '../auth/dfpc';
import type { ProfileField } from '../../schemas/player';
import { useModals } from '../core/modals/useModals';
import { useSession } from '../core/stores/StoreProvider';
import { ACCOUNTS_QUERY_KEY } from '../wallet/queries';
import { Spinner } from '../core/ui/Spinner';
import { checkAmount, formatDisplay, missingAmount, parseAmount } from './amount';
import { paymentFormErrors } from './errors';
import { PaymentResultView } from './PaymentResultView';
import { newAttemptKey, PAYMENTS_KEY, paymentQueryOptions, playerFieldsQueryOptions, startCashout } from './queries';
import { paymentMethodsQueryOptions } from '../core/query/payment-methods-query';
import { missingProfileFields } from './route-rules';
import { WithdrawForm } from './WithdrawForm';
import styles from './Cashbox.module.css';

export interface WithdrawPanelProps {
  currency: string;
  /** Real money the player may cash out (available_to_cashout_cents of the account). */
  availableCents: number;
  onHistory: () => void;
}

/**
 * The withdrawal tab: POST /api/player/payments/cashout with one idempotency key per attempt.
 * The platform reserves the amount at once (state `reserved`) and staff approve it later; the
 * player may recall it from the dashboard meanwhile. An amount above what may be cashed out
 * opens the insufficient-funds popup with the missing amount.
 *
 * A withdrawal needs what player_fields requires for the cashout context, whichever way the tab
 * was reached (the /withdraw route asks before the cashbox opens; a tab change inside it did
 * not): missing fields open the same personal-info popup over the cashbox, and the platform's
 * own refusal (422 `profile_incomplete`, naming the fields) opens it too.
 */
export function WithdrawPanel({ currency, availableCents, onHistory }: WithdrawPanelProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { openModal } = useModals();
  const methods = useQuery(paymentMethodsQueryOptions('cashout', currency));
  const [methodId, setMethodId] = useState<string>();
  const [amount, setAmount] = useState('');
  const [iban, setIban] = useState('');
  const [walletAddress, setWalletAddress] = useState('');
  const [savedProfileId, setSavedProfileId] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ paymentId: number; ltIban: boolean } | null>(null);
  const attemptKey = useRef<string | null>(null);
  const payment = useQuery({ ...paymentQueryOptions(result?.paymentId ?? 0), enabled: result !== null });
  const player = useSession((s) => s.player);
  const info = useQuery({ ...playerFieldsQueryOptions, enabled: player !== null });
  const missing = useMemo(() => (player && info.data ? missingProfileFields('withdraw', player, currency, info.data) : []), [player, info.data, currency]);
  const askProfile = (fields: ProfileField[]) => openModal('cashbox-personal-info', { fields, context: 'cashout', onSaved: () => setFormError(undefined) });
  const asked = useRef(false);
  useEffect(() => {
    if (missing.length === 0 || asked.current) return;
    asked.current = true;
    openModal('cashbox-personal-info', { fields: missing, context: 'cashout', onSaved: () => setFormError(undefined) });
  }, [missing, openModal]);

  const list = useMemo(() => methods.data ?? [], [methods.data]);
  const method = list.find((m) => m.id === methodId) ?? list[0];
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      attemptKey.current = null;
      set(v);
    };

  const submit = async () => {
    if (pending || !method) return;
    const wanted = parseAmount(amount, currency);
    if (wanted.ok && wanted.minor > BigInt(availableCents)) {
      openModal('insufficient-funds', { currency, missingCents: Number(missingAmount(wanted.minor, BigInt(availableCents))) });
    }
    const checked = checkAmount(amount, currency, {
      min: BigInt(method.min_amount_cents),
      max: BigInt(method.max_amount_cents),
      available: BigInt(availableCents),
    });
    const problems: Record<string, string> = {};
    if (!checked.ok) problems.amount = checked.message;
    if (method.form === 'iban' && iban.trim() === '') problems.iban = 'validation.required';
    if (method.form === 'wallet_address' && walletAddress.trim() === '') problems.wallet_address = 'validation.required';
    const profile = savedProfileId || method.savedProfiles[0]?.id || '';
    setErrors(problems);
    setFormError(undefined);
    if (!checked.ok || Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      // Inside the try: a key that cannot be made is an error the player sees, not a dead button.
      attemptKey.current ??= newAttemptKey();
      const answer = await startCashout({
        idempotency_key: attemptKey.current,
        method_id: method.id,
        amount_cents: Number(checked.minor),
        currency,
        ...(method.form === 'iban' ? { iban } : {}),
        ...(method.form === 'wallet_address' ? { wallet_address: walletAddress.trim() } : {}),
        ...(method.type === 'card' && profile ? { saved_profile_id: profile } : {}),
        device_fingerprint: await deviceFingerprint(),
      });
      attemptKey.current = null;
      queryClient.setQueryData(paymentQueryOptions(answer.payment.id).queryKey, answer.payment);
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
      setAmount('');
      setResult({ paymentId: answer.payment.id, ltIban: answer.notices.includes('lt_iban') });
    } catch (err) {
      const mapped = paymentFormErrors(err, intl);
      setErrors(mapped.fields);
      setFormError(mapped.form);
      if (mapped.missingProfile?.length) askProfile(mapped.missingProfile);
      if (err instanceof ApiError && err.status !== 0) attemptKey.current = null;
    } finally {
      setPending(false);
    }
  };

  if (missing.length > 0)
    return (
      <div className={styles.section} data-testid="withdraw-profile-needed">
        <p className={styles.status}>{intl.formatMessage({ id: 'cashbox.personal.lead.cashout' })}</p>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => askProfile(missing)}>
          {intl.formatMessage({ id: 'cashbox.personal.open' })}
        </button>
      </div>
    );
  if (result) return <PaymentResultView payment={payment.data} ltIban={result.ltIban} onAgain={() => setResult(null)} onHistory={onHistory} />;
  if (methods.isPending)
    return (
      <p className={styles.waiting}>
        <Spinner size={16} /> {intl.formatMessage({ id: 'cashbox.loading' })}
      </p>
    );
  if (methods.isError || list.length === 0)
    return (
      <div className={styles.section}>
        <p className={methods.isError ? styles.failure : styles.status} role={methods.isError ? 'alert' : undefined}>
          {intl.formatMessage({ id: methods.isError ? 'cashbox.error.load' : 'cashbox.method.none' })}
        </p>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => void methods.refetch()}>
          {intl.formatMessage({ id: 'cashbox.retry' })}
        </button>
      </div>
    );
  return (
    <WithdrawForm
      currency={currency}
      availableCents={availableCents}
      methods={list}
      method={method}
      onMethod={change((id: string) => {
        setMethodId(id);
        setErrors({});
      })}
      amount={amount}
      onAmount={change(setAmount)}
      allText={formatDisplay(BigInt(availableCents), currency)}
      iban={iban}
      onIban={change(setIban)}
      walletAddress={walletAddress}
      onWalletAddress={change(setWalletAddress)}
      savedProfileId={savedProfileId || method?.savedProfiles[0]?.id || ''}
      onSavedProfile={change(setSavedProfileId)}
      errors={errors}
      formError={formError}
      pending={pending}
      onSubmit={() => void submit()}
    />
  );
}
