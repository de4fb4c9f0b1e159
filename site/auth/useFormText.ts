'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../forms/error-text';
import { reportValidationErrors } from '../forms/report';
import { reportedFieldErrors, type Translate } from '../forms/form-errors';
import type { Problems } from './validation';

export interface FormText {
  /** One error message (validation key or platform phrase) in the player's language. */
  translate: Translate;
  /** Every problem of a client-side check, translated. */
  translateAll: (problems: Problems) => Record<string, string>;
  /** "Something went wrong" for failures without a usable answer. */
  fallback: string;
}

export function useFormText(): FormText {
  const intl = useIntl();
  return useMemo(() => {
    const translate: Translate = (m) => errorText(intl, m) ?? m;
    return {
      translate,
      translateAll: (problems) => Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, translate(v)])),
      fallback: intl.formatMessage({ id: 'auth.error.generic' }),
    };
  }, [intl]);
}

/**
 * Issue 2 item 8: validation failures go to `PUT /metrics-errors-validation`, `frontEnd` for the
 * form's own checks, `backEnd` for a 422's field errors. Fire and forget.
 */
export function reportProblems(component: string, problems: Problems): void {
  void reportValidationErrors(
    component,
    'frontEnd',
    Object.entries(problems).map(([key, firstMessage]) => ({ key, firstMessage })),
  );
}

export function reportServerErrors(component: string, err: unknown): void {
  void reportValidationErrors(component, 'backEnd', reportedFieldErrors(err));
}
