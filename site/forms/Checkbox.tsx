'use client';

import type { ComponentPropsWithRef } from 'react';
import { FieldNotes, useFieldIds, type FieldProps } from './Field';
import styles from './Fields.module.css';

export type CheckboxProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

/** A checkbox with its label beside it (the label may hold links, e.g. to the terms). */
export function Checkbox({ label, error, hint, ...input }: CheckboxProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(Boolean(error), Boolean(hint));
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
