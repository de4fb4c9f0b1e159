'use client';

import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { StaffMeSchema, StaffSignInResultSchema, StaffTwoFactorSetupSchema, type StaffTwoFactorSetup } from '../schemas/staff';
import { BackofficeApiError, backofficeFetch } from './api';
import { LanguageSelect } from './LanguageSelect';
import { meQuery } from './queries';

type Step = { kind: 'password' } | { kind: 'otp' } | { kind: 'enrol'; setup: StaffTwoFactorSetup };

/** Message id for a failed step; a step that ended the pending sign-in sends the staff member back to the password. */
function errorMessageId(err: unknown): string {
  if (!(err instanceof BackofficeApiError)) return 'backoffice.error';
  switch (err.code) {
    case 'invalid_credentials':
      return 'backoffice.signIn.invalidCredentials';
    case 'too_many_attempts':
    case 'rate_limited':
      return 'backoffice.signIn.tooManyAttempts';
    case 'staff_sign_in_expired':
      return 'backoffice.signIn.expired';
    case 'invalid_code':
      return 'backoffice.otp.invalid';
    case 'validation_failed':
      return err.fields.code ? 'backoffice.otp.invalid' : 'backoffice.signIn.invalidCredentials';
    default:
      return 'backoffice.error';
  }
}

/**
 * Staff sign-in: e-mail and password, then either the TOTP code or, for staff without two-factor
 * yet, the enrolment step (QR code and manual key, then the first code). Two-factor is required.
 */
export function SignInForm() {
  const intl = useIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const ids = { email: useId(), password: useId(), code: useId(), error: useId() };
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [errorId, setErrorId] = useState<string | null>(null);

  const fail = (err: unknown) => {
    const id = errorMessageId(err);
    setErrorId(id);
    if (err instanceof BackofficeApiError && err.code === 'staff_sign_in_expired') setStep({ kind: 'password' });
  };

  const password = useMutation({
    mutationFn: async (body: { email: string; password: string }) => {
      const result = await backofficeFetch('/api/backoffice/sign_in', StaffSignInResultSchema, { method: 'POST', body });
      if (result.next === 'otp') return { kind: 'otp' } as const;
      const setup = await backofficeFetch('/api/backoffice/two_factor', StaffTwoFactorSetupSchema, { method: 'POST' });
      return { kind: 'enrol', setup } as const;
    },
    onSuccess: (next) => {
      setErrorId(null);
      setStep(next);
    },
    onError: fail,
  });

  const code = useMutation({
    mutationFn: (body: { code: string }) =>
      backofficeFetch(step.kind === 'enrol' ? '/api/backoffice/two_factor/confirm' : '/api/backoffice/sign_in/otp', StaffMeSchema, { method: 'POST', body }),
    onSuccess: (me) => {
      queryClient.setQueryData(meQuery().queryKey, me);
      router.replace('/backoffice');
    },
    onError: fail,
  });

  const onPassword = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    password.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  };
  const onCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    code.mutate({ code: String(new FormData(e.currentTarget).get('code') ?? '') });
  };
  const startOver = () => {
    setErrorId(null);
    setStep({ kind: 'password' });
  };

  const error = errorId ? (
    <p id={ids.error} role="alert" className="bo-error">
      <FormattedMessage id={errorId} />
    </p>
  ) : null;
  const busy = password.isPending || code.isPending;

  return (
    <main className="bo-signin">
      <div className="bo-card">
        <p className="bo-brand">
          <FormattedMessage id="backoffice.title" />
        </p>
        {step.kind === 'password' ? (
          <form onSubmit={onPassword} aria-describedby={errorId ? ids.error : undefined}>
            <h1>
              <FormattedMessage id="backoffice.signIn.heading" />
            </h1>
            {error}
            <label htmlFor={ids.email}>
              <FormattedMessage id="backoffice.signIn.email" />
            </label>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
              aria-invalid={errorId === 'backoffice.signIn.invalidCredentials' || undefined}
            />
            <label htmlFor={ids.password}>
              <FormattedMessage id="backoffice.signIn.password" />
            </label>
            <input
              id={ids.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={256}
              aria-invalid={errorId === 'backoffice.signIn.invalidCredentials' || undefined}
            />
            <button type="submit" disabled={busy}>
              <FormattedMessage id={busy ? 'backoffice.loading' : 'backoffice.signIn.submit'} />
            </button>
          </form>
        ) : (
          <form onSubmit={onCode}>
            <h1>
              <FormattedMessage id={step.kind === 'enrol' ? 'backoffice.enrol.heading' : 'backoffice.otp.heading'} />
            </h1>
            {step.kind === 'enrol' ? (
              <>
                <p>
                  <FormattedMessage id="backoffice.enrol.intro" />
                </p>
                <img className="bo-qr" src={step.setup.qr_data_url} width={240} height={240} alt={intl.formatMessage({ id: 'backoffice.enrol.qrAlt' })} />
                <p className="bo-manual-key">
                  <FormattedMessage id="backoffice.enrol.manualKey" />: <code data-testid="totp-secret">{step.setup.secret}</code>
                </p>
              </>
            ) : (
              <p>
                <FormattedMessage id="backoffice.otp.intro" />
              </p>
            )}
            {error}
            <label htmlFor={ids.code}>
              <FormattedMessage id="backoffice.otp.code" />
            </label>
            <input
              id={ids.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              required
              autoFocus
              aria-invalid={errorId === 'backoffice.otp.invalid' || undefined}
              aria-describedby={errorId ? ids.error : undefined}
            />
            <button type="submit" disabled={busy}>
              <FormattedMessage id={busy ? 'backoffice.loading' : step.kind === 'enrol' ? 'backoffice.enrol.submit' : 'backoffice.otp.submit'} />
            </button>
            <button type="button" className="bo-link-button" onClick={startOver}>
              <FormattedMessage id="backoffice.signIn.startOver" />
            </button>
          </form>
        )}
      </div>
      <LanguageSelect />
    </main>
  );
}
