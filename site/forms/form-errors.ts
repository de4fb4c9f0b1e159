import { ApiError } from '../core/api';
import { REGION_ERRORS, SIGN_IN_ERRORS } from '../../schemas/auth';
import { parseValidationMessage } from '../../schemas/validation';
import { rateLimitedMessage } from './error-text';
import { serverErrorFallback, serverErrorMessage } from './server-errors';

/** What a form shows after a failed call: messages per field and one for the whole form. */
export interface FormErrors {
  /** By the form's own field name (`email`, `password`, `otp_attempt`, ...). */
  fields: Record<string, string>;
  /** A message for the form as a whole (shown above the submit button), if any. */
  form?: string;
}

export const NO_ERRORS: FormErrors = { fields: {} };

/** Turns one error message into display text (`site/forms` `errorText` bound to the locale). */
export type Translate = (message: string) => string;

/** Without catalogs: the text as a sentence (a refusal's key shows the platform's own sentence). */
const asSentence: Translate = (m) => {
  const text = serverErrorFallback(m) ?? m;
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * Refusals whose field text is a fragment after the field's name ("is invalid or was already
 * used"): shown as the catalog's whole sentence instead, beside the field.
 */
const CODE_MESSAGES: Record<string, string> = {
  [SIGN_IN_ERRORS.invalidOtp]: 'auth.error.otpInvalid',
  invalid_code: 'auth.error.otpInvalid',
};

/**
 * Turns a failed call into form errors. The platform keys field errors by dotted path
 * (`user.email`, `code`); the last segment is the form's field name. Its messages are either
 * validation keys (schemas/validation.ts, translated by `translate`) or phrases after the field
 * name ("is invalid or was already used"), shown as sent (spec P8: login and two-factor errors
 * show the server's answer). A call that got no answer (network, timeout) or a server error gets
 * the translated `fallback`. Fields the form does not have are reported for the whole form,
 * named by `labels`.
 */
export function toFormErrors(
  err: unknown,
  knownFields: readonly string[],
  fallback: string,
  translate: Translate = asSentence,
  labels: Record<string, string> = {},
): FormErrors {
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) return { fields: {}, form: fallback };
  const limited = rateLimitedMessage(err);
  if (limited) return { fields: {}, form: translate(limited) };
  const fields: Record<string, string> = {};
  const loose: string[] = [];
  // A refusal the catalogs word (site/forms/server-errors.ts) shows its sentence in the player's
  // language, beside the field or for the form, instead of the platform's English phrase.
  const refusal = serverErrorMessage(err);
  const byCode = CODE_MESSAGES[err.code] ?? refusal;
  for (const [path, msgs] of Object.entries(err.fieldErrors)) {
    const name = path.split('.').pop() ?? path;
    const message = msgs.find(Boolean);
    if (!message) continue;
    const first = byCode && !parseValidationMessage(message) && (knownFields.includes(name) || byCode === refusal) ? byCode : message;
    if (knownFields.includes(name)) {
      fields[name] = translate(first);
      continue;
    }
    const label = labels[name] ?? name.replace(/_/g, ' ');
    const text = first === refusal ? translate(first) : parseValidationMessage(first) ? `${label}: ${translate(first)}` : asSentence(`${label} ${first}`);
    if (!loose.includes(text)) loose.push(text);
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  const form = loose.length ? loose.join(' ') : hasFieldErrors ? undefined : refusal ? translate(refusal) : err.message || fallback;
  return { fields, form };
}

/** The platform's error code of a failed call ('' when it is not an ApiError). */
export function errorCode(err: unknown): string {
  return err instanceof ApiError ? err.code : '';
}

/** The field errors of a 422 as the validation report wants them (`PUT /metrics-errors-validation`). */
export function reportedFieldErrors(err: unknown): { key: string; firstMessage: string }[] {
  if (!(err instanceof ApiError) || err.status !== 422) return [];
  return Object.entries(err.fieldErrors).flatMap(([key, msgs]) => (msgs[0] ? [{ key, firstMessage: msgs[0] }] : []));
}

/** Regional refusals carry no field errors; the popups show the shell's translated regional text. */
const REGION_MESSAGE_IDS: Record<string, string> = {
  [REGION_ERRORS.login]: 'shell.restricted.login',
  [REGION_ERRORS.registration]: 'shell.restricted.registration',
};

/** The react-intl id of the regional message for a refused call, or null for any other failure. */
export function regionMessageId(err: unknown): string | null {
  return REGION_MESSAGE_IDS[errorCode(err)] ?? null;
}
