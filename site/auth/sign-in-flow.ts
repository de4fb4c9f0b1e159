import { SIGN_IN_ERRORS } from '../../schemas/auth';
import { LIMIT_ERRORS } from '../../schemas/limits';
import { ApiError } from '../core/api';
import { errorCode, regionMessageId, toFormErrors, type FormErrors, type Translate } from '../forms/form-errors';

/** The two steps of the sign-in popup (spec P4 "Two-factor"). */
export type SignInStep = 'credentials' | 'otp';

/** What the popup does after a failed `POST /api/users/sign_in`. */
export interface SignInFailure {
  step: SignInStep;
  errors: FormErrors;
}

export const CREDENTIAL_FIELDS = ['email', 'password'] as const;
export const OTP_FIELDS = ['otp_attempt'] as const;

/**
 * Decides the next step after a failed sign-in. `two_factor_required` means the password was
 * right and the account has two-factor on: ask for the code, without an error. A wrong or reused
 * code stays on the code step with the server's text. Any other failure on the code step
 * (the 5-minute pending session ran out, the password changed meanwhile, a lock) starts over.
 */
export function afterSignInFailure(step: SignInStep, err: unknown, fallback: string, translate?: Translate): SignInFailure {
  const code = errorCode(err);
  const region = regionMessageId(err);
  if (region) return { step: 'credentials', errors: { fields: {}, form: translate ? translate(region) : region } };
  if (code === SIGN_IN_ERRORS.twoFactorRequired) return { step: 'otp', errors: { fields: {} } };
  if (step === 'otp' && (code === SIGN_IN_ERRORS.invalidOtp || code === 'validation_failed' || code === 'rate_limited')) {
    return { step: 'otp', errors: toFormErrors(err, OTP_FIELDS, fallback, translate) };
  }
  if (step === 'otp' && code === SIGN_IN_ERRORS.invalidCredentials)
    return { step: 'credentials', errors: toFormErrors(err, CREDENTIAL_FIELDS, fallback, translate) };
  return { step, errors: toFormErrors(err, step === 'otp' ? OTP_FIELDS : CREDENTIAL_FIELDS, fallback, translate) };
}

/** A TOTP code as typed (spaces and dashes allowed between digit groups), or null if it cannot be one. */
export function normaliseOtp(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * Whether a failed sign-in was refused because a cooling-off or self-exclusion runs (403
 * `account_excluded`): the popup then offers the excluded cash-out (site/exclusion), which builds on
 * this flow, so the rule lives here.
 */
export function isExclusionRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.code === LIMIT_ERRORS.excluded;
}
