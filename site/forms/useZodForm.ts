'use client';

import { useCallback, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError } from '../core/api';
import { logger } from '../core/telemetry/logger';
import { collectFieldErrors, reportValidationErrors, type ReportedError, type ValidationSide } from './report';
import { rateLimitedMessage } from './error-text';
import { serverErrorMessage } from './server-errors';
import { parseValidationMessage } from '../../schemas/validation';

/** Message ids of form-level errors that are not the platform's (messages/<locale>/forms.json). */
export const FORM_ERRORS = { network: 'forms.error.network', generic: 'forms.error.generic' } as const;

export interface UseZodFormOptions<TIn extends FieldValues, TOut extends FieldValues> extends Omit<UseFormProps<TIn, unknown, TOut>, 'resolver'> {
  /** The form's rules, built from schemas/validation.ts so errors are message keys. */
  schema: z.ZodType<TOut, TIn>;
  /** The form's name in validation reports (e.g. `RegistrationForm`). */
  component: string;
  /**
   * Maps a platform field path (`user.email`) to this form's field; null puts the message at the
   * form level. Default: the path's last segment.
   */
  serverField?: (path: string) => string | null;
  /** Where validation reports go; default `PUT /metrics-errors-validation`. */
  report?: (component: string, side: ValidationSide, errors: ReportedError[]) => void;
}

export interface ZodForm<TIn extends FieldValues, TOut extends FieldValues> extends UseFormReturn<TIn, unknown, TOut> {
  /**
   * The submit handler for `<form onSubmit>`: validates with the schema (failures shown beside
   * their fields and reported), then runs `onValid`; if it throws, `applyServerErrors` shows why.
   */
  onSubmit: (onValid: (values: TOut) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Puts a failed call's field errors beside their fields and any other reason at the form level. */
  applyServerErrors: (err: unknown) => void;
  /** The form-level error (a message key or platform text) for `<FormError error={...} />`. */
  formError: string | undefined;
}

const lastSegment = (path: string) => path.split('.').pop() ?? path;

/** react-hook-form with the zod resolver, translated-error conventions and validation reporting. */
export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>({
  schema,
  component,
  serverField = lastSegment,
  report = (c, side, errors) => void reportValidationErrors(c, side, errors),
  ...props
}: UseZodFormOptions<TIn, TOut>): ZodForm<TIn, TOut> {
  const form = useForm<TIn, unknown, TOut>({ mode: 'onTouched', ...props, resolver: zodResolver(schema) });
  const { setError, getValues, clearErrors, handleSubmit } = form;

  const applyServerErrors = useCallback(
    (err: unknown) => {
      if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) {
        if (!(err instanceof ApiError)) logger.error('FORM_SUBMIT_ERROR', err, { component });
        setError('root.server', { type: 'server', message: err instanceof ApiError && err.status === 0 ? FORM_ERRORS.network : FORM_ERRORS.generic });
        return;
      }
      const reported: ReportedError[] = [];
      const refusal = serverErrorMessage(err);
      let placed = 0;
      for (const [path, messages] of Object.entries(err.fieldErrors)) {
        const message = messages.find(Boolean);
        if (!message) continue;
        reported.push({ key: path.slice(0, 128), firstMessage: message.slice(0, 512) });
        const name = serverField(path);
        if (name !== null && getValues(name as Path<TIn>) !== undefined) {
          // A platform phrase after the field's name ("is invalid or has expired") is English: a
          // refusal the catalogs word shows its sentence beside the field instead.
          const shown = refusal && !parseValidationMessage(message) ? refusal : message;
          setError(name as Path<TIn>, { type: 'server', message: shown }, { shouldFocus: placed === 0 });
          placed += 1;
        }
      }
      if (reported.length) report(component, 'backEnd', reported);
      // Field errors the form has no field for, or an error without fields: the refusal in the
      // page's language where the catalogs word its code, else the platform's message.
      if (placed < reported.length || reported.length === 0)
        setError('root.server', { type: 'server', message: rateLimitedMessage(err) ?? serverErrorMessage(err) ?? (err.message || FORM_ERRORS.generic) });
    },
    [component, getValues, report, serverField, setError],
  );

  const onSubmit = useCallback(
    (onValid: (values: TOut) => unknown) => {
      const run = handleSubmit(
        async (values) => {
          try {
            await onValid(values);
          } catch (err) {
            applyServerErrors(err);
          }
        },
        (errors) => report(component, 'frontEnd', collectFieldErrors(errors)),
      );
      return (event?: BaseSyntheticEvent) => {
        clearErrors('root.server');
        return run(event);
      };
    },
    [applyServerErrors, clearErrors, component, handleSubmit, report],
  );

  // A new object each render: react-hook-form updates its form state in place.
  return { ...form, onSubmit, applyServerErrors, formError: form.formState.errors.root?.server?.message };
}
