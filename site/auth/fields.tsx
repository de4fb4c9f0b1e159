'use client';

/* The labelled fields come from site/forms; what stays here is the auth popups' own form chrome. */

import type { ReactNode } from 'react';
import styles from './AuthForm.module.css';

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
