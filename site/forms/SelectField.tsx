'use client';

import type { ComponentPropsWithRef } from 'react';
import { FieldNotes, useFieldIds, type FieldProps } from './Field';
import styles from './Fields.module.css';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldProps &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Choose a currency"), already translated. */
    placeholder?: string;
  };

/** A labelled select. */
export function SelectField({ label, error, hint, options, placeholder, className, ...select }: SelectFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(Boolean(error), Boolean(hint));
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={[styles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
