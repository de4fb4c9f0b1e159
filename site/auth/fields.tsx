'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './AuthForm.module.css';

interface FieldBase {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input; its error and hint are tied to it with aria-describedby. */
export function TextField({ label, error, hint, className, ...input }: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={`${styles.input} ${className ?? ''}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled select. */
export function SelectField({ label, error, hint, children, ...select }: FieldBase & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        {children}
      </select>
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label text (which may hold links) beside it. */
export function CheckboxField({ label, error, ...input }: { label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The message for the whole form, announced when it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  );
}

export function SubmitButton({ children, pending, pendingLabel }: { children: ReactNode; pending: boolean; pendingLabel: string }) {
  return (
    <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : children}
    </button>
  );
}
