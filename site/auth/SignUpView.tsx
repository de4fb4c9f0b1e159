'use client';

import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from '../forms/form-errors';
import { Checkbox, SelectField, TextField } from '../forms';
import { FormError, SubmitButton } from './fields';
import styles from './AuthForm.module.css';

export interface SignUpValues {
  email: string;
  password: string;
  /** ISO code of the player's country. */
  country: string;
  currency: string;
  terms: boolean;
  promos: boolean;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
}

export interface SignUpViewProps {
  titleId: string;
  values: SignUpValues;
  /** The country choices, named in the page's language. */
  countries: readonly { value: string; label: string }[];
  currencies: readonly string[];
  /** Ask for the birthday (the registration context of player_fields requires it). */
  showBirthday: boolean;
  errors: FormErrors;
  pending: boolean;
  /** Set after a registration that did not sign anyone in: the address to check. */
  sentTo?: string;
  termsHref: string;
  onChange: <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => void;
  /** The e-mail field lost focus (the address is checked with POST /check-email). */
  onEmailBlur: () => void;
  onSubmit: () => void;
  onSignIn: () => void;
  onClose: () => void;
  /** This browser has signed in before: lead with "Log in", a returning player's likely way. */
  returning?: boolean;
}

/** The registration popup's body (spec P2 "Modals", P5 validation). */
export function SignUpView({
  titleId,
  values,
  countries,
  currencies,
  showBirthday,
  errors,
  pending,
  sentTo,
  termsHref,
  onChange,
  onEmailBlur,
  onSubmit,
  onSignIn,
  onClose,
  returning = false,
}: SignUpViewProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  if (sentTo) {
    return (
      <div className={styles.form}>
        <h2 id={titleId} className={styles.title}>
          {t('auth.verify.checkTitle')}
        </h2>
        <p className={styles.lead}>{t('auth.signUp.sent', { email: sentTo })}</p>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onSignIn}>
          {t('auth.signUp.signIn')}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onClose}>
          {t('auth.common.close')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 id={titleId} className={styles.title}>
        {t('auth.signUp.title')}
      </h2>
      {returning && (
        <div className={styles.returning}>
          <p className={styles.lead}>{t('auth.signUp.returning')}</p>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onSignIn}>
            {t('auth.signUp.signIn')}
          </button>
        </div>
      )}
      <p className={styles.lead}>{t('auth.signUp.lead')}</p>
      <TextField
        label={t('auth.field.email')}
        name="email"
        type="email"
        value={values.email}
        onChange={(e) => onChange('email', e.target.value)}
        onBlur={onEmailBlur}
        error={errors.fields.email}
        autoComplete="email"
        required
        data-autofocus
      />
      <TextField
        label={t('auth.field.password')}
        name="password"
        type="password"
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={errors.fields.password}
        hint={t('auth.signUp.passwordHint')}
        autoComplete="new-password"
        required
      />
      <SelectField
        label={t('auth.field.country')}
        name="country"
        value={values.country}
        onChange={(e) => onChange('country', e.target.value)}
        error={errors.fields.country}
        options={countries}
        autoComplete="country"
        hint={t('auth.signUp.countryHint')}
      />
      <SelectField
        label={t('auth.field.currency')}
        name="currency"
        value={values.currency}
        onChange={(e) => onChange('currency', e.target.value)}
        error={errors.fields.currency}
        options={currencies.map((c) => ({ value: c, label: c }))}
      />
      {showBirthday && (
        <fieldset className={styles.fieldset} aria-describedby={errors.fields.date_of_birth ? 'signup-birthday-error' : undefined}>
          <legend className={styles.legend}>{t('auth.field.birthday')}</legend>
          <div className={styles.row}>
            <TextField
              label={t('auth.field.day')}
              name="birth_day"
              inputMode="numeric"
              maxLength={2}
              placeholder="DD"
              value={values.birthDay}
              onChange={(e) => onChange('birthDay', e.target.value)}
              error={errors.fields.birth_day}
              autoComplete="bday-day"
            />
            <TextField
              label={t('auth.field.month')}
              name="birth_month"
              inputMode="numeric"
              maxLength={2}
              placeholder="MM"
              value={values.birthMonth}
              onChange={(e) => onChange('birthMonth', e.target.value)}
              error={errors.fields.birth_month}
              autoComplete="bday-month"
            />
            <TextField
              label={t('auth.field.year')}
              name="birth_year"
              inputMode="numeric"
              maxLength={4}
              placeholder="YYYY"
              value={values.birthYear}
              onChange={(e) => onChange('birthYear', e.target.value)}
              error={errors.fields.birth_year}
              autoComplete="bday-year"
            />
          </div>
          {errors.fields.date_of_birth && (
            <p id="signup-birthday-error" className={styles.fieldError}>
              {errors.fields.date_of_birth}
            </p>
          )}
        </fieldset>
      )}
      <Checkbox
        name="terms_acceptance"
        checked={values.terms}
        onChange={(e) => onChange('terms', e.target.checked)}
        error={errors.fields.terms_acceptance}
        required
        label={intl.formatMessage(
          { id: 'auth.signUp.terms' },
          {
            link: (chunks) => (
              <a href={termsHref} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
          },
        )}
      />
      <Checkbox name="receive_promos" checked={values.promos} onChange={(e) => onChange('promos', e.target.checked)} label={t('auth.signUp.promos')} />
      <FormError message={errors.form} />
      <SubmitButton pending={pending} pendingLabel={t('auth.common.pending')}>
        {t('auth.signUp.submit')}
      </SubmitButton>
      <div className={`${styles.footer} ${styles.centered}`}>
        <span>
          {t('auth.signUp.haveAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={onSignIn}>
            {t('auth.signUp.signIn')}
          </button>
        </span>
      </div>
    </form>
  );
}
