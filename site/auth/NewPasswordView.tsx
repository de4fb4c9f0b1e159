'use client';

import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from '../forms/form-errors';
import { TextField } from '../forms';
import { FormError, SubmitButton } from './fields';
import styles from './AuthForm.module.css';

export interface NewPasswordViewProps {
  titleId: string;
  /** The link carried no token: the view offers to ask for a new link instead of the form. */
  missingToken: boolean;
  password: string;
  confirmation: string;
  errors: FormErrors;
  pending: boolean;
  done: boolean;
  onChange: (field: 'password' | 'confirmation', value: string) => void;
  onSubmit: () => void;
  onSignIn: () => void;
  onRemind: () => void;
}

/** The new-password popup's body: the new password twice, then a way to log in. */
export function NewPasswordView({
  titleId,
  missingToken,
  password,
  confirmation,
  errors,
  pending,
  done,
  onChange,
  onSubmit,
  onSignIn,
  onRemind,
}: NewPasswordViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  if (done || missingToken) {
    return (
      <div className={styles.form}>
        <h2 id={titleId} className={styles.title}>
          {t('auth.newPassword.title')}
        </h2>
        {done ? (
          <p className={styles.success} role="status">
            {t('auth.newPassword.done')}
          </p>
        ) : (
          <p className={styles.formError} role="alert">
            {t('auth.newPassword.missingToken')}
          </p>
        )}
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={done ? onSignIn : onRemind}>
          {done ? t('auth.signIn.submit') : t('auth.newPassword.requestLink')}
        </button>
      </div>
    );
  }
  const tokenProblem = errors.fields.reset_password_token;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.title}>
        {t('auth.newPassword.title')}
      </h2>
      <p className={styles.lead}>{t('auth.newPassword.lead')}</p>
      <TextField
        label={t('auth.field.newPassword')}
        name="password"
        type="password"
        value={password}
        onChange={(e) => onChange('password', e.target.value)}
        error={errors.fields.password}
        hint={t('auth.signUp.passwordHint')}
        autoComplete="new-password"
        required
        data-autofocus
      />
      <TextField
        label={t('auth.field.passwordRepeat')}
        name="password_confirmation"
        type="password"
        value={confirmation}
        onChange={(e) => onChange('confirmation', e.target.value)}
        error={errors.fields.password_confirmation}
        autoComplete="new-password"
        required
      />
      <FormError message={tokenProblem ? t('auth.newPassword.invalidToken') : errors.form} />
      <SubmitButton pending={pending} pendingLabel={t('auth.common.pending')}>
        {t('auth.newPassword.submit')}
      </SubmitButton>
      {tokenProblem && (
        <div className={`${styles.footer} ${styles.centered}`}>
          <button type="button" className={styles.linkButton} onClick={onRemind}>
            {t('auth.newPassword.requestLink')}
          </button>
        </div>
      )}
    </form>
  );
}
