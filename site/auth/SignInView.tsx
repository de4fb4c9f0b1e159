'use client';

import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from '../forms/form-errors';
import type { SignInStep } from './sign-in-flow';
import { TextField } from '../forms';
import { FormError, SubmitButton } from './fields';
import styles from './AuthForm.module.css';

export interface SignInValues {
  email: string;
  password: string;
  otp: string;
}

export interface SignInViewProps {
  titleId: string;
  step: SignInStep;
  values: SignInValues;
  errors: FormErrors;
  pending: boolean;
  onChange: (field: keyof SignInValues, value: string) => void;
  onSubmit: () => void;
  /** From the code step back to e-mail and password. */
  onBack: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
  /**
   * Set when the platform refused the login because a cooling-off or self-exclusion runs: the
   * player may still withdraw their real money (issue 5), so the refusal offers it.
   */
  onWithdraw?: (() => void) | undefined;
}

/**
 * The login popup's body (spec P2 "Modals", P4 "Two-factor"): e-mail and password, then, for an
 * account with two-factor on, the authenticator code. Errors from the platform are shown as sent.
 */
export function SignInView({ titleId, step, values, errors, pending, onChange, onSubmit, onBack, onForgotPassword, onRegister, onWithdraw }: SignInViewProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  if (step === 'otp') {
    return (
      // A key of its own, so the step mounts fresh and its code field takes the focus.
      <form key="otp" className={styles.form} onSubmit={submit} noValidate>
        <h2 id={titleId} className={styles.title}>
          {t('auth.twoFactor.title')}
        </h2>
        <p className={styles.lead}>{t('auth.twoFactor.lead')}</p>
        <TextField
          label={t('auth.twoFactor.code')}
          name="otp_attempt"
          className={styles.otp}
          value={values.otp}
          onChange={(e) => onChange('otp', e.target.value)}
          error={errors.fields.otp_attempt}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={9}
          required
          autoFocus
        />
        <FormError message={errors.form} />
        <SubmitButton pending={pending} pendingLabel={t('auth.common.pending')}>
          {t('auth.twoFactor.submit')}
        </SubmitButton>
        <div className={`${styles.footer} ${styles.centered}`}>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            {t('auth.twoFactor.back')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form key="credentials" className={styles.form} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.title}>
        {t('auth.signIn.title')}
      </h2>
      <p className={styles.lead}>{t('auth.signIn.lead')}</p>
      <TextField
        label={t('auth.field.email')}
        name="email"
        type="email"
        value={values.email}
        onChange={(e) => onChange('email', e.target.value)}
        error={errors.fields.email}
        autoComplete="username"
        required
        autoFocus
        data-autofocus
      />
      <TextField
        label={t('auth.field.password')}
        name="password"
        type="password"
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={errors.fields.password}
        autoComplete="current-password"
        required
      />
      <FormError message={errors.form} />
      {onWithdraw && (
        <button type="button" className={styles.linkButton} onClick={onWithdraw}>
          {t('exclusion.signIn.withdraw')}
        </button>
      )}
      <SubmitButton pending={pending} pendingLabel={t('auth.common.pending')}>
        {t('auth.signIn.submit')}
      </SubmitButton>
      <div className={styles.footer}>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          {t('auth.signIn.forgot')}
        </button>
        <span>
          {t('auth.signIn.noAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={onRegister}>
            {t('auth.signIn.register')}
          </button>
        </span>
      </div>
    </form>
  );
}
