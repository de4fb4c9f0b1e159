'use client';

import { useState, type ComponentPropsWithRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { FieldNotes, useFieldIds, type FieldProps } from './Field';
import styles from './Fields.module.css';

export type PasswordFieldProps = FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>;

/** A labelled password input with a show/hide toggle (a real button, so keyboard-usable). */
export function PasswordField({ label, error, hint, className, ...input }: PasswordFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(Boolean(error), Boolean(hint));
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.withToggle}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={[styles.control, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button type="button" className={styles.toggle} aria-controls={id} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          <FormattedMessage id={visible ? 'forms.password.hide' : 'forms.password.show'} />
        </button>
      </div>
      <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
