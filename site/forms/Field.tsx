'use client';

import { useId, type ReactNode } from 'react';
import { useErrorText } from './error-text';
import styles from './Fields.module.css';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldProps {
  /** The visible label (already translated). */
  label: ReactNode;
  /** The field's error: a message key (client zod or platform) or a platform text; translated here. */
  error?: string;
  /** A help text under the field (already translated). */
  hint?: ReactNode;
}

/** Ids tying a control to its error and hint (`aria-describedby`). */
export function useFieldIds(hasError: boolean, hasHint: boolean) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hasError ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

/** The hint and the translated error under a control. */
export function FieldNotes({ error, hint, errorId, hintId }: { error?: string; hint?: ReactNode; errorId: string; hintId: string }) {
  const text = useErrorText()(error);
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {text ? (
        <p id={errorId} className={styles.error}>
          {text}
        </p>
      ) : null}
    </>
  );
}

/** An error for the form as a whole (a failed call, a message without a field). */
export function FormError({ error }: { error?: string }) {
  const text = useErrorText()(error);
  if (!text) return null;
  return (
    <p role="alert" className={styles.formError}>
      {text}
    </p>
  );
}
