'use client';

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from './error-text';
import styles from './Fields.module.css';

type PartInput = Omit<ComponentPropsWithRef<'input'>, 'id'>;

export interface BirthdayFieldsProps {
  /** The group's visible name, e.g. "Date of birth" (already translated). */
  legend: ReactNode;
  /** Input attributes of each part; spread react-hook-form's `register('birthday.day')` etc. */
  day: PartInput;
  month: PartInput;
  year: PartInput;
  /** Errors of the parts and of the date as a whole (message keys or platform texts). */
  errors?: { day?: string; month?: string; year?: string; date?: string };
  hint?: ReactNode;
}

const PARTS = [
  { key: 'day', label: 'forms.birthday.day', placeholder: 'forms.birthday.dayPlaceholder', maxLength: 2, autoComplete: 'bday-day' },
  { key: 'month', label: 'forms.birthday.month', placeholder: 'forms.birthday.monthPlaceholder', maxLength: 2, autoComplete: 'bday-month' },
  { key: 'year', label: 'forms.birthday.year', placeholder: 'forms.birthday.yearPlaceholder', maxLength: 4, autoComplete: 'bday-year' },
] as const;

/**
 * Date of birth as separate day, month and year fields (spec P5), a fieldset whose legend names
 * the group; each part has its own label, and its error (or the whole date's) is tied to it.
 * Validate with `birthdayParts()` of schemas/validation.ts.
 */
export function BirthdayFields({ legend, day, month, year, errors = {}, hint }: BirthdayFieldsProps) {
  const id = useId();
  const intl = useIntl();
  const text = useErrorText();
  const inputs = { day, month, year };
  const dateError = text(errors.date);
  const hintId = `${id}-hint`;
  const dateErrorId = `${id}-date-error`;
  return (
    <fieldset className={styles.field} aria-describedby={[hint ? hintId : null, dateError ? dateErrorId : null].filter(Boolean).join(' ') || undefined}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.parts}>
        {PARTS.map((part) => {
          const partError = text(errors[part.key]);
          const partId = `${id}-${part.key}`;
          const errorId = `${partId}-error`;
          const invalid = Boolean(partError || dateError);
          const describedBy = [partError ? errorId : null, dateError ? dateErrorId : null].filter(Boolean).join(' ') || undefined;
          return (
            <div key={part.key} className={styles.part}>
              <label htmlFor={partId} className={styles.partLabel}>
                {intl.formatMessage({ id: part.label })}
              </label>
              <input
                id={partId}
                className={styles.control}
                inputMode="numeric"
                maxLength={part.maxLength}
                autoComplete={part.autoComplete}
                placeholder={intl.formatMessage({ id: part.placeholder })}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={describedBy}
                {...inputs[part.key]}
              />
              {partError ? (
                <p id={errorId} className={styles.error}>
                  {partError}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {dateError ? (
        <p id={dateErrorId} className={styles.error}>
          {dateError}
        </p>
      ) : null}
    </fieldset>
  );
}
