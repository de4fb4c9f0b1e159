'use client';

import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  COOLINGOFF_PERIODS,
  LIMIT_PERIODS,
  LIMIT_TYPES,
  SESSION_LIMIT_MINUTES,
  isExclusionLimitType,
  isMoneyLimitType,
  limitAmountInput,
  type CreateLimitBody,
  type LimitType,
} from '../../../schemas/limits';
import { fromMinorUnits, isCurrencyCode } from '../../../schemas/currency';
import { Checkbox, SelectField, TextField, errorText } from '../../forms';
import styles from '../Profile.module.css';

/** The limits contract's amount phrases (schemas/limits.ts, also the platform's 422 texts) as message ids. */
const LIMIT_PHRASES: Record<string, string> = {
  'must be a number': 'validation.number',
  'must be more than zero': 'profile.limits.error.positive',
  'has too many decimals for the currency': 'profile.limits.error.decimals',
  'must be a whole number of the currency’s smallest unit': 'profile.limits.error.decimals',
  'is too large': 'profile.limits.error.tooLarge',
};

/** What the form starts from: empty, or an existing limit the player wants to change. */
export interface LimitDraft {
  type: LimitType;
  period?: string;
  amountCents?: number;
  minutes?: number;
}

export interface LimitFormProps {
  currency: string;
  draft: LimitDraft | null;
  pending: boolean;
  /** Field errors (message keys or platform phrases) and a form-level one, from the last call. */
  errors: Record<string, string>;
  formError?: string;
  onSubmit: (body: CreateLimitBody) => void;
}

/** Sets a limit: type, then its period and amount (money), minutes (session) or period (breaks). */
export function LimitForm({ currency, draft, pending, errors, formError, onSubmit }: LimitFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // A "change" press on a limit remounts the form (its `key`) filled with that limit.
  const [type, setType] = useState<LimitType>(draft?.type ?? 'deposit');
  const [period, setPeriod] = useState(draft?.period ?? 'day');
  const [amount, setAmount] = useState(() =>
    draft?.amountCents === undefined ? '' : isCurrencyCode(currency) ? fromMinorUnits(BigInt(draft.amountCents), currency) : String(draft.amountCents / 100),
  );
  const [minutes, setMinutes] = useState(String(draft?.minutes ?? 60));
  const [understood, setUnderstood] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});

  const periods = type === 'coolingoff' ? COOLINGOFF_PERIODS : LIMIT_PERIODS;
  const shownPeriod = (periods as readonly string[]).includes(period) ? period : periods[0]!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    let body: CreateLimitBody | null = null;
    if (isMoneyLimitType(type)) {
      const parsed = limitAmountInput(currency).safeParse(amount);
      if (parsed.success) body = { type, period: shownPeriod, amount_cents: parsed.data, currency } as CreateLimitBody;
      else problems.amount_cents = parsed.error.issues[0]?.message ?? 'validation.required';
    } else if (type === 'session') {
      const n = Number(minutes);
      if (!Number.isInteger(n) || n < SESSION_LIMIT_MINUTES.min || n > SESSION_LIMIT_MINUTES.max)
        problems.minutes = t('profile.limits.minutesRange', SESSION_LIMIT_MINUTES);
      else body = { type, minutes: n };
    } else {
      if (!understood) problems.understood = 'validation.mustBeChecked';
      else body = { type, period: shownPeriod } as CreateLimitBody;
    }
    setLocal(problems);
    if (body && Object.keys(problems).length === 0) onSubmit(body);
  };

  const err = (name: string) => {
    const message = local[name] ?? errors[name];
    return errorText(intl, message && message in LIMIT_PHRASES ? LIMIT_PHRASES[message] : message);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="limit-form-title">
      <h3 id="limit-form-title" className={styles.cardTitle}>
        {t('profile.limits.formTitle')}
      </h3>
      <div className={styles.formRow}>
        <SelectField
          label={t('profile.limits.field.type')}
          name="type"
          value={type}
          onChange={(e) => {
            setType(e.target.value as LimitType);
            setLocal({});
          }}
          options={LIMIT_TYPES.map((v) => ({ value: v, label: t(`profile.limits.type.${v}`) }))}
        />
        {type !== 'session' && (
          <SelectField
            label={isExclusionLimitType(type) ? t('profile.limits.field.duration') : t('profile.limits.field.period')}
            name="period"
            value={shownPeriod}
            onChange={(e) => setPeriod(e.target.value)}
            options={periods.map((v) => ({ value: v, label: t(`profile.limits.period.${v}`) }))}
            error={err('period')}
          />
        )}
        {isMoneyLimitType(type) && (
          <TextField
            label={t('profile.limits.field.amount', { currency })}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={err('amount_cents')}
          />
        )}
        {type === 'session' && (
          <TextField
            label={t('profile.limits.field.minutes')}
            name="minutes"
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            error={err('minutes')}
          />
        )}
      </div>
      {isExclusionLimitType(type) && (
        <>
          <p className={styles.pending}>{t(`profile.limits.explain.${type}`)}</p>
          <Checkbox
            label={t('profile.limits.understood')}
            name="understood"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
            error={err('understood')}
          />
        </>
      )}
      {!isExclusionLimitType(type) && <p className={styles.muted}>{t('profile.limits.rules')}</p>}
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={pending}>
          {isExclusionLimitType(type) ? t(`profile.limits.submit.${type}`) : t('profile.limits.submit.set')}
        </button>
      </div>
    </form>
  );
}
