'use client';

import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from '../forms/form-errors';
import { TextField } from '../forms';
import { FormError, SubmitButton } from './fields';
import styles from './AuthForm.module.css';

/** Where the e-mail confirmation stands: no link followed, being checked, confirmed, or refused. */
export type VerifyState = 'check-inbox' | 'confirming' | 'confirmed' | 'failed';

export interface EmailVerifyViewProps {
  titleId: string;
  state: VerifyState;
  /** The platform's text when the link was refused. */
  failure?: string;
  email: string;
  errors: FormErrors;
  pending: boolean;
  loggedIn: boolean;
  onEmailChange: (email: string) => void;
  onResend: () => void;
  onContinue: () => void;
  onSignIn: () => void;
}

/** The email-verify popup's body: the result of a confirmation link, or a form to send it again. */
export function EmailVerifyView({
  titleId,
  state,
  failure,
  email,
  errors,
  pending,
  loggedIn,
  onEmailChange,
  onResend,
  onContinue,
  onSignIn,
}: EmailVerifyViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const resend = (e: FormEvent) => {
    e.preventDefault();
    onResend();
  };

  if (state === 'confirming') {
    return (
      <div className={styles.form} aria-busy="true">
        <h2 id={titleId} className={styles.title}>
          {t('auth.verify.confirmingTitle')}
        </h2>
        <p className={styles.lead}>{t('auth.verify.confirming')}</p>
      </div>
    );
  }

  if (state === 'confirmed') {
    return (
      <div className={styles.form}>
        <h2 id={titleId} className={styles.title}>
          {t('auth.verify.confirmedTitle')}
        </h2>
        <p className={styles.success} role="status">
          {t('auth.verify.confirmed')}
        </p>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={loggedIn ? onContinue : onSignIn} autoFocus data-autofocus>
          {loggedIn ? t('auth.verify.continue') : t('auth.signIn.submit')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={resend} noValidate>
      <h2 id={titleId} className={styles.title}>
        {state === 'failed' ? t('auth.verify.failedTitle') : t('auth.verify.checkTitle')}
      </h2>
      {state === 'failed' ? (
        <p className={styles.formError} role="alert">
          {failure ?? t('auth.verify.failed')}
        </p>
      ) : (
        <p className={styles.lead}>{t('auth.verify.checkLead')}</p>
      )}
      <p className={styles.hint}>{t('auth.verify.resendLead')}</p>
      <TextField
        label={t('auth.field.email')}
        name="email"
        type="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={errors.fields.email}
        autoComplete="email"
        required
        autoFocus={state === 'failed'}
        data-autofocus
      />
      <FormError message={errors.form} />
      <SubmitButton pending={pending} pendingLabel={t('auth.common.pending')}>
        {t('auth.verify.resend')}
      </SubmitButton>
    </form>
  );
}
