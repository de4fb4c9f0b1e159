import type { FieldErrors, FieldValues } from 'react-hook-form';
import { VALIDATION_ERRORS_MAX, type ValidationErrorsReport } from '../../schemas/telemetry';
import { api, type ApiClient } from '../core/api';

export type ValidationSide = ValidationErrorsReport['side'];
export type ReportedError = ValidationErrorsReport['errors'][number];

/**
 * The first message of every failing field of a react-hook-form error tree, keyed by its dotted
 * path (`birthday.day`). Form-level errors (`root`) are not field errors and are left out.
 */
export function collectFieldErrors<T extends FieldValues>(errors: FieldErrors<T>): ReportedError[] {
  const out: ReportedError[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (path && typeof message === 'string' && message) out.push({ key: path.slice(0, 128), firstMessage: message.slice(0, 512) });
    for (const [k, child] of Object.entries(node)) {
      if (k === 'ref' || k === 'message' || k === 'type' || k === 'types' || (path === '' && k === 'root')) continue;
      walk(child, path ? `${path}.${k}` : k);
    }
  };
  walk(errors, '');
  return out.slice(0, VALIDATION_ERRORS_MAX);
}

/**
 * Reports a form's validation failures to `PUT /metrics-errors-validation` (spec P7 "Other",
 * issue 2 item 8): `frontEnd` for what the form's own checks refused, `backEnd` for the field
 * errors of a 422. Fire and forget: a failed report is logged by the API client and otherwise
 * ignored; it must never disturb the form.
 */
export function reportValidationErrors(component: string, side: ValidationSide, errors: ReportedError[], client: ApiClient = api): Promise<void> {
  if (errors.length === 0) return Promise.resolve();
  const body: ValidationErrorsReport = { side, component: component.slice(0, 64), errors: errors.slice(0, VALIDATION_ERRORS_MAX) };
  return client.put('/metrics-errors-validation', body).then(
    () => undefined,
    () => undefined,
  );
}
