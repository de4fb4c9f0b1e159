'use client';

import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { Payment } from '../../schemas/payments';
import { ApiError } from '../core/api';
import { deviceFingerprint } from '../auth/dfpc';
import { normaliseOtp } from '../auth/sign-in-flow';
import { paymentFormErrors } from '../cashbox/errors';
import { newAttemptKey } from '../cashbox/queries';
import type { ModalInjectedProps } from '../core/modals/types';
import { excludedCashoutMethods, startExcludedCashout, type ExcludedCredentials } from './api';
import { checkExcludedCashout, codeError, needsCode } from './rules';
import { ExcludedCashoutView, type ExcludedCashoutStage } from './ExcludedCashoutView';

/** Props of modal `excluded-cashout`: the credentials just typed into the sign-in popup (kept in memory only). */
export interface ExcludedCashoutPopupProps {
  credentials: ExcludedCredentials;
}

/**
 * The withdrawal of an excluded player (modal `excluded-cashout`, opened from the sign-in popup's
 * refusal): lists the cashout methods and starts one cashout through the session-less
 * `excluded_cashout` calls, one idempotency key per attempt so a retried click cannot pay twice.
 */
export default function ExcludedCashoutPopup({ credentials, close, titleId }: ExcludedCashoutPopupProps & ModalInjectedProps) {
  const intl = useIntl();
  // A two-factor account sends a fresh authenticator code with each call (a code counts once).
  const [otp, setOtp] = useState('');
  const [codeNeeded, setCodeNeeded] = useState(false);
  const withCode = (): ExcludedCredentials => {
    const code = normaliseOtp(otp);
    return code ? { ...credentials, otp_attempt: code } : credentials;
  };
  // The password is sent, never kept in a cache key; nothing is kept once the popup closes.
  const listed = useQuery({
    queryKey: ['excluded-cashout-methods', credentials.email],
    queryFn: async () => {
      try {
        return await excludedCashoutMethods(withCode());
      } catch (err) {
        if (needsCode(err)) setCodeNeeded(true);
        throw err;
      } finally {
        setOtp('');
      }
    },
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  const [done, setDone] = useState<Payment | null>(null);
  const [methodId, setMethodId] = useState<string>();
  const [amount, setAmount] = useState('');
  const [iban, setIban] = useState('');
  const [walletAddress, setWalletAddress] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const attemptKey = useRef<string | null>(null);

  const methods = listed.data ?? [];
  const stage: ExcludedCashoutStage = done
    ? { kind: 'done', payment: done }
    : listed.isPending || listed.isRefetching
      ? { kind: 'loading' }
      : listed.isError && needsCode(listed.error)
        ? { kind: 'code', error: codeError(listed.error) }
        : listed.isError
          ? { kind: 'failed', message: paymentFormErrors(listed.error, intl).form ?? intl.formatMessage({ id: 'cashbox.error.load' }) }
          : { kind: 'form' };
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      attemptKey.current = null;
      set(v);
    };

  const submit = async () => {
    if (pending || !method) return;
    const checked = checkExcludedCashout(method, { amount, iban, walletAddress });
    const codeProblem = codeNeeded && !normaliseOtp(otp) ? { otp_attempt: 'auth.error.otpFormat' } : null;
    setFormError(undefined);
    if (!checked.ok || codeProblem) {
      setErrors({ ...(checked.ok ? {} : checked.problems), ...codeProblem });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      // Inside the try: a key that cannot be made is an error the player sees, not a dead button.
      attemptKey.current ??= newAttemptKey();
      const user = withCode();
      setOtp('');
      const answer = await startExcludedCashout(user, {
        ...checked.request,
        idempotency_key: attemptKey.current,
        device_fingerprint: await deviceFingerprint(),
      });
      attemptKey.current = null;
      setDone(answer.payment);
    } catch (err) {
      const mapped = paymentFormErrors(err, intl);
      if (needsCode(err)) {
        setCodeNeeded(true);
        setErrors({ otp_attempt: codeError(err) ?? 'auth.error.otpFormat' });
      } else {
        setErrors(mapped.fields);
        setFormError(mapped.form);
      }
      // A network failure may have reached the platform: the same key retries the same cashout.
      if (err instanceof ApiError && err.status !== 0) attemptKey.current = null;
    } finally {
      setPending(false);
    }
  };

  return (
    <ExcludedCashoutView
      titleId={titleId}
      stage={stage}
      methods={methods}
      method={method}
      onMethod={change((id: string) => {
        setMethodId(id);
        setErrors({});
      })}
      amount={amount}
      onAmount={change(setAmount)}
      iban={iban}
      onIban={change(setIban)}
      walletAddress={walletAddress}
      onWalletAddress={change(setWalletAddress)}
      errors={errors}
      formError={formError}
      pending={pending}
      onSubmit={() => void submit()}
      codeNeeded={codeNeeded}
      otp={otp}
      onOtp={setOtp}
      onRetry={() => void listed.refetch()}
      onClose={close}
    />
  );
}
