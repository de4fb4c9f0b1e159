import { api } from '../core/api';
import { PaymentMethodsSchema, PaymentStartAnswerSchema, type CashoutRequestBody, type PaymentMethod, type PaymentStartAnswer } from '../../schemas/payments';

/**
 * The credentials an excluded player proves themselves with in each call (no session exists
 * during a cooling-off or self-exclusion: platform/limits/README.md "Excluded cashout").
 */
export interface ExcludedCredentials {
  email: string;
  password: string;
  otp_attempt?: string;
}

/** POST /api/user_limits/excluded_cashout/methods: the cashout methods of an excluded player. */
export function excludedCashoutMethods(user: ExcludedCredentials): Promise<PaymentMethod[]> {
  return api.post('/api/user_limits/excluded_cashout/methods', { user }, { schema: PaymentMethodsSchema });
}

/** POST /api/user_limits/excluded_cashout: starts the withdrawal (reserved, then staff approve it). */
export function startExcludedCashout(user: ExcludedCredentials, cashout: CashoutRequestBody): Promise<PaymentStartAnswer> {
  return api.post('/api/user_limits/excluded_cashout', { user, cashout }, { schema: PaymentStartAnswerSchema });
}
