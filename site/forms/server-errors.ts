import { ApiError } from '../core/api/core';

/**
 * The platform's refusals a player can meet whose sentence the catalogs carry
 * (`messages/<locale>/errors.json`, `errors.{code in camelCase}`). The platform's own `message`
 * is English (for logs and other clients); the site words these codes in the page's language.
 */
export const TRANSLATED_ERROR_CODES = [
  'invalid_credentials',
  'account_locked',
  'already_confirmed',
  'invalid_token',
  'token_expired',
  'token_used',
  'invalid_code',
  'invalid_otp',
  'two_factor_already_enabled',
  'two_factor_not_started',
  'two_factor_not_enabled',
  'current_session',
  'exclusion_locked',
  'account_excluded',
  'not_excluded',
  'currency_not_available',
  'too_many_documents',
  'bonus_invalid',
  'bonus_not_found',
  'unauthorized',
  'payment_in_progress',
  'not_recallable',
  'not_cancelable',
  'session_expired',
  'game_unavailable',
  'game_not_found',
  'demo_unavailable',
  'restricted_region',
  'currency_unsupported',
  'bet_invalid',
] as const;

const CODES = new Set<string>(TRANSLATED_ERROR_CODES);

/** `invalid_credentials` -> `errors.invalidCredentials`. */
export function errorMessageId(code: string): string {
  return `errors.${code.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())}`;
}

/**
 * A refusal's text as a message key for `errorText` (site/forms/error-text.ts): the catalog id of
 * its code with the platform's English sentence as `fallback`, for a page that has not loaded the
 * `errors` namespace (`errors.invalidCredentials {"fallback":"Invalid e-mail or password"}`).
 * Null when the code is not one the catalogs word, and for no answer or a server error (the
 * caller's own "try again" fits those).
 */
export function serverErrorMessage(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || !CODES.has(err.code)) return null;
  return `${errorMessageId(err.code)} ${JSON.stringify({ fallback: err.message })}`;
}

/** The platform's own sentence inside a `serverErrorMessage` key, for a caller without catalogs; else null. */
export function serverErrorFallback(message: string): string | null {
  const match = /^errors\.[A-Za-z0-9]+ (\{.*\})$/.exec(message);
  if (!match) return null;
  try {
    const fallback = (JSON.parse(match[1]!) as { fallback?: unknown }).fallback;
    return typeof fallback === 'string' ? fallback : null;
  } catch {
    return null;
  }
}
