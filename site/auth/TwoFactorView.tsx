'use client';

import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from '../forms/form-errors';
import { TextField } from '../forms';
import { FormError, SubmitButton } from './fields';
import styles from './AuthForm.module.css';

/** The secret being set up: the QR code and, for manual entry, the secret itself. */
export interface TwoFactorSetup {
  qrDataUrl: string;
  secret: string;
}

export interface TwoFactorViewProps {
  /** null while the status loads. */
  enabled: boolean | null;
  setup?: TwoFactorSetup;
  code: string;
  errors: FormErrors;
  pending: boolean;
  onCodeChange: (code: string) => void;
  /** Ask the platform for a new secret and QR code. */
  onStart: () => void;
  /** Turn two-factor on with the first code (setup) or off with a current one. */
  onSubmit: () => void;
  onCancel: () => void;
}

/** The two-factor block of the profile's security tab: enable with a QR code and a first code, disable with a code. */
export function TwoFactorView({ enabled, setup, code, errors, pending, onCodeChange, onStart, onSubmit, onCancel }: TwoFactorViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const codeField = (
    <TextField
      label={t('auth.twoFactor.code')}
      name="code"
      className={styles.otp}
      value={code}
      onChange={(e) => onCodeChange(e.target.value)}
      error={errors.fields.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={9}
      required
    />
  );

  return (
    <section className={styles.form} aria-labelledby="two-factor-title" aria-busy={enabled === null || undefined}>
      <h2 id="two-factor-title" className={styles.title}>
        {t('auth.security.twoFactorTitle')}
      </h2>
      <p className={styles.status}>
        <span className={`${styles.dot} ${enabled ? styles.dotOn : ''}`} aria-hidden="true" />
        {enabled === null ? t('auth.common.loading') : enabled ? t('auth.security.statusOn') : t('auth.security.statusOff')}
      </p>
      {enabled === false && !setup && (
        <>
          <p className={styles.lead}>{t('auth.security.offLead')}</p>
          <FormError message={errors.form} />
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onStart} disabled={pending}>
            {t('auth.security.start')}
          </button>
        </>
      )}
      {enabled === false && setup && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>{t('auth.security.scan')}</p>
          {/* A data URL from the platform: next/image would add nothing. */}
          <img className={styles.qr} src={setup.qrDataUrl} alt={t('auth.security.qrAlt')} width={200} height={200} />
          <p className={styles.hint}>{t('auth.security.manual')}</p>
          <code className={styles.secret} data-testid="two-factor-secret">
            {setup.secret}
          </code>
          {codeField}
          <FormError message={errors.form} />
          <SubmitButton pending={pending} pendingLabel={t('auth.common.pending')}>
            {t('auth.security.enable')}
          </SubmitButton>
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onCancel}>
            {t('auth.common.cancel')}
          </button>
        </form>
      )}
      {enabled === true && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>{t('auth.security.onLead')}</p>
          {codeField}
          <FormError message={errors.form} />
          <SubmitButton pending={pending} pendingLabel={t('auth.common.pending')}>
            {t('auth.security.disable')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
