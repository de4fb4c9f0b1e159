'use client';

import type { ComponentPropsWithRef } from 'react';
import { FieldNotes, useFieldIds, type FieldProps } from './Field';
import styles from './Fields.module.css';

export type TextFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id'>;

/** A labelled text input; spread react-hook-form's `register(name)` into it. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(Boolean(error), Boolean(hint));
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={[styles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
