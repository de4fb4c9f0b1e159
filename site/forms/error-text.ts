import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { parseValidationMessage } from '../../schemas/validation';
import { ApiError } from '../core/api/core';

const MESSAGE_ID = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

/**
 * A catalog id with its values, in the `id {json}` form of the validation keys. An id the page's
 * catalogs lack shows the values' `fallback` text when there is one (a platform refusal keyed by
 * site/forms/server-errors.ts carries its English sentence so).
 */
function withValues(intl: IntlShape, message: string): string | undefined {
  const space = message.indexOf(' ');
  const id = message.slice(0, space);
  if (space === -1 || !MESSAGE_ID.test(id)) return undefined;
  try {
    const values: unknown = JSON.parse(message.slice(space + 1));
    if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
    if (id in intl.messages) return intl.formatMessage({ id }, values as Record<string, string | number>);
    const fallback = (values as { fallback?: unknown }).fallback;
    return typeof fallback === 'string' && fallback ? fallback : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The message key of a refusal for too many attempts, with the wait in whole minutes
 * (`forms.error.rateLimited {"minutes":15}`, from the answer's `retry_after_s`), or null for any
 * other failure. The platform's own message is English; this one is translated by `errorText`.
 */
export function rateLimitedMessage(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.code !== 'rate_limited') return null;
  const seconds = (err.body as { retry_after_s?: unknown } | null)?.retry_after_s;
  if (typeof seconds !== 'number' || !(seconds > 0)) return 'forms.error.rateLimitedLater';
  return `forms.error.rateLimited ${JSON.stringify({ minutes: Math.ceil(seconds / 60) })}`;
}

/**
 * The text of a field or form error. Errors arrive as message keys (schemas/validation.ts
 * encodes `validation.minLength {"min":8}`; forms use ids such as `forms.error.network`) from the
 * client-side zod checks and from the platform's 422 field errors alike; both are translated
 * here, and so is any catalog id in that form (`rateLimitedMessage`, `serverErrorMessage` of
 * server-errors.ts). Any other text (a platform phrase such as "is invalid or was already used")
 * is shown as it came, as a sentence.
 */
export function errorText(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = parseValidationMessage(message);
  if (key) return intl.formatMessage({ id: key.id }, key.values);
  if (MESSAGE_ID.test(message) && message in intl.messages) return intl.formatMessage({ id: message });
  const formatted = withValues(intl, message);
  if (formatted !== undefined) return formatted;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

export function useErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback((message: string | undefined) => errorText(intl, message), [intl]);
}
