import { SIGN_IN_ERRORS } from '../../schemas/auth';
import type { CashoutRequestBody, PaymentMethod } from '../../schemas/payments';
import { validationMessage, VALIDATION_MESSAGES } from '../../schemas/validation';
import { ApiError } from '../core/api';
import { checkAmount } from '../cashbox/amount';

/**
 * Whether a call needs (another) authenticator code: each excluded_cashout call checks the
 * two-factor code like a sign-in, and a code counts once, so listing and withdrawing take one each.
 */
export function needsCode(err: unknown): boolean {
  return err instanceof ApiError && (err.code === SIGN_IN_ERRORS.twoFactorRequired || err.code === SIGN_IN_ERRORS.invalidOtp);
}

/** The platform's text for a refused code (beside the code field); none when a code was only asked for. */
export function codeError(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.code !== SIGN_IN_ERRORS.invalidOtp) return undefined;
  return err.fieldErrors['user.otp_attempt']?.[0] ?? err.message;
}

/** What the excluded-cashout form holds as typed. */
export interface ExcludedCashoutInput {
  amount: string;
  iban: string;
  walletAddress: string;
}

/** The checked request, or the field problems (validation keys) to show beside the fields. */
export type ExcludedCashoutCheck =
  { ok: true; request: Omit<CashoutRequestBody, 'idempotency_key' | 'device_fingerprint'> } | { ok: false; problems: Record<string, string> };

/**
 * Checks the form before the call: an amount inside the method's bounds and the destination the
 * method needs (IBAN for a bank transfer, wallet address for crypto; a card payout goes to the
 * card paid with before). The balance itself is not known here (no session); the platform refuses more
 * than the withdrawable real money with a field error on the amount.
 */
export function checkExcludedCashout(method: PaymentMethod, input: ExcludedCashoutInput): ExcludedCashoutCheck {
  const problems: Record<string, string> = {};
  const amount = checkAmount(input.amount, method.currency, { min: BigInt(method.min_amount_cents), max: BigInt(method.max_amount_cents) });
  if (!amount.ok) problems.amount = amount.message;
  const iban = input.iban.replace(/\s+/g, '').toUpperCase();
  const wallet = input.walletAddress.trim();
  if (method.form === 'iban' && !iban) problems.iban = validationMessage(VALIDATION_MESSAGES.required);
  if (method.form === 'wallet_address' && !wallet) problems.wallet_address = validationMessage(VALIDATION_MESSAGES.required);
  const profile = method.type === 'card' ? method.savedProfiles[0]?.id : undefined;
  if (!amount.ok || Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: {
      method_id: method.id,
      amount_cents: Number(amount.minor),
      currency: method.currency,
      ...(method.form === 'iban' ? { iban } : {}),
      ...(method.form === 'wallet_address' ? { wallet_address: wallet } : {}),
      ...(profile ? { saved_profile_id: profile } : {}),
    },
  };
}
