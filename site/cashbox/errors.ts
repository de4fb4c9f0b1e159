import type { IntlShape } from 'react-intl';
import type { ProfileField } from '../../schemas/player';
import { DepositRefusalSchema } from '../../schemas/payments';
import { ApiError } from '../core/api';
import { formatMoney } from '../core/i18n/money';
import { errorText } from '../forms/error-text';
import { serverErrorMessage } from '../forms/server-errors';

/** Where a platform field error goes in the cashbox forms (the wire's `amount_cents` is the typed `amount`). */
const FIELD_ALIASES: Record<string, string> = { amount_cents: 'amount' };

/** A failed payment call as the form shows it: errors beside fields, and one line for the rest. */
export interface PaymentFormErrors {
  fields: Record<string, string>;
  form?: string | undefined;
  /**
   * The platform refused the payment because of the player's own responsible-gambling limit
   * (403 `limit_reached`): the form links the sentence to the limits page, where the player can
   * see what is used up and ask for a change.
   */
  limitReached?: boolean;
  /**
   * The platform refused a withdrawal for missing personal details (422 `profile_incomplete`,
   * the cashout context of player_fields): the fields to ask for.
   */
  missingProfile?: ProfileField[];
}

/** The sentence of a deposit-limit refusal: how much is still left of it, in its currency, when the platform says. */
function limitSentence(err: ApiError, intl: IntlShape): string {
  const refusal = DepositRefusalSchema.safeParse(err.body);
  const left = refusal.success ? refusal.data.limit : undefined;
  if (!left) return intl.formatMessage({ id: 'cashbox.error.limit_reached' });
  if (left.remaining_cents <= 0) return intl.formatMessage({ id: 'cashbox.error.limitUsedUp' });
  return intl.formatMessage({ id: 'cashbox.error.limitLeft' }, { amount: formatMoney(left.remaining_cents, left.currency, intl.locale) });
}

/**
 * Turns a failed call into form errors. Field errors keep their validation keys (TextField
 * translates them); known codes get the cashbox's own sentence (`cashbox.error.<code>`: limit
 * reached, account excluded, fraud, method unavailable, ...); an unknown code shows the
 * platform's message; a network failure says so.
 */
export function paymentFormErrors(err: unknown, intl: IntlShape): PaymentFormErrors {
  if (!(err instanceof ApiError)) return { fields: {}, form: intl.formatMessage({ id: 'cashbox.error.generic' }) };
  const fields: Record<string, string> = {};
  for (const [key, messages] of Object.entries(err.fieldErrors)) {
    const first = messages[0];
    if (first) fields[FIELD_ALIASES[key] ?? key] = first;
  }
  const id = `cashbox.error.${err.code}`;
  if (Object.keys(fields).length > 0 && (err.code === 'validation_failed' || err.code === 'insufficient_funds')) return { fields };
  if (err.code === 'limit_reached') return { fields, form: limitSentence(err, intl), limitReached: true };
  if (err.code === 'profile_incomplete') {
    const missing = Object.keys(err.fieldErrors).map((k) => k.replace(/^user\./, '') as ProfileField);
    return { fields: {}, form: intl.formatMessage({ id }), missingProfile: missing };
  }
  if (id in intl.messages) return { fields, form: intl.formatMessage({ id }) };
  if (err.status === 0) return { fields, form: intl.formatMessage({ id: 'cashbox.error.network' }) };
  const refusal = serverErrorMessage(err);
  return { fields, form: (refusal && errorText(intl, refusal)) || err.message || intl.formatMessage({ id: 'cashbox.error.generic' }) };
}
