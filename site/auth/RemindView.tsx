'use client';

import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from '../forms/form-errors';
import { TextField } from '../forms';
import { FormError, SubmitButton } from './fields';
import styles from './AuthForm.module.css';

export interface RemindViewProps {
  titleId: string;
  email: string;
  errors: FormErrors;
  pending: boolean;
  /** The address the reset request was accepted for; the view then says to check the mail. */
  sentTo?: string;
  onChange: (email: string) => void;
  onSubmit: () => void;
  onSignIn: () => void;
}

/**
 * The remind-password popup's body. The platform answers the same for every address, so after
 * sending, the view says only that a link is on its way if an account exists.
 */
export function RemindView({ titleId, email, errors, pending, sentTo, onChange, onSubmit, onSignIn }: RemindViewProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.title}>
        {t('auth.remind.title')}
      </h2>
      {sentTo ? (
        <p className={styles.success} role="status">
          {t('auth.remind.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{t('auth.remind.lead')}</p>
          <TextField
            label={t('auth.field.email')}
            name="email"
            type="email"
            value={email}
            onChange={(e) => onChange(e.target.value)}
            error={errors.fields.email}
            autoComplete="email"
            required
            data-autofocus
          />
          <FormError message={errors.form} />
          <SubmitButton pending={pending} pendingLabel={t('auth.common.pending')}>
            {t('auth.remind.submit')}
          </SubmitButton>
        </>
      )}
      <div className={`${styles.footer} ${styles.centered}`}>
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          {t('auth.remind.back')}
        </button>
      </div>
    </form>
  );
}
