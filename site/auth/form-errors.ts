import { ApiError } from '../api';

/** What a form shows after a failed call: messages per field and one for the whole form. */
export interface FormErrors {
  /** By the form's own field name (`email`, `password`, `otp_attempt`, ...). */
  fields: Record<string, string>;
  /** A message for the form as a whole (shown above the submit button), if any. */
  form?: string;
}

export const NO_ERRORS: FormErrors = { fields: {} };

/** A field message of the platform is a phrase after the field name ("is invalid"): make it a sentence. */
function sentence(label: string | undefined, msg: string): string {
  const text = label ? `${label} ${msg}` : msg;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Turns a failed call into form errors. The platform keys field errors by dotted path
 * (`user.email`, `code`); the last segment is the form's field name. Spec P8: login and
 * two-factor errors show the server's answer, so its texts are shown as they come; only a call
 * that got no answer (network, timeout) or an answer without text gets the translated fallback.
 *
 * `labels` gives each field's visible label, so "is invalid" reads "E-mail is invalid" when the
 * message is shown for the form rather than beside its field; fields the form does not have
 * are reported that way.
 */
export function toFormErrors(err: unknown, knownFields: readonly string[], fallback: string, labels: Record<string, string> = {}): FormErrors {
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) return { fields: {}, form: fallback };
  const fields: Record<string, string> = {};
  const loose: string[] = [];
  for (const [path, msgs] of Object.entries(err.fieldErrors)) {
    const name = path.split('.').pop() ?? path;
    const msg = msgs.filter(Boolean).join(', ');
    if (!msg) continue;
    if (knownFields.includes(name)) fields[name] = sentence(undefined, msg);
    else loose.push(sentence(labels[name] ?? name.replace(/_/g, ' '), msg));
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  const form = loose.length ? loose.join(' ') : hasFieldErrors ? undefined : err.message || fallback;
  return { fields, form };
}

/** The platform's error code of a failed call ('' when it is not an ApiError). */
export function errorCode(err: unknown): string {
  return err instanceof ApiError ? err.code : '';
}
