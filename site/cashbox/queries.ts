import { queryOptions } from '@tanstack/react-query';
import { PlayerFieldsInfoSchema, type PlayerFieldsInfo } from '../../schemas/info';
import {
  BonusCodeAnswerSchema,
  PaymentMethodsSchema,
  PaymentSchema,
  PaymentsSchema,
  PaymentStartAnswerSchema,
  type CashoutRequestBody,
  type DepositRequestBody,
  type Payment,
  type PaymentAction,
  type PaymentMethod,
  type PaymentStartAnswer,
} from '../../schemas/payments';
import { api } from '../api';
import { uuidV4 } from '../api/uuid';
import { PAYMENT_METHODS_KEY } from '../realtime/cache-effects';
import { loadUntilNonEmpty } from './method-loading';

/**
 * Data hooks of the cashbox (ARCHITECTURE "Data hooks"): one queryOptions factory per call, keys
 * starting with the API path, so the realtime `private:payments` and `private:payment_methods`
 * events (site/realtime/cache-effects) and logout (`/api/player` prefix) reach them.
 */

/** GET /api/player/payments (newest first): the dashboard history. */
export const PAYMENTS_KEY = ['/api/player/payments'] as const;
export const HISTORY_PAGE_SIZE = 20;

export const paymentsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, { page, per_page: HISTORY_PAGE_SIZE }] as const,
    queryFn: ({ signal }): Promise<Payment[]> => api.get('/api/player/payments', { schema: PaymentsSchema, query: { page, per_page: HISTORY_PAGE_SIZE }, signal }),
    staleTime: 10_000,
    meta: { userData: true },
  });

/** GET /api/player/payments/{id}: one payment, while the cashbox waits for it to settle. */
export const paymentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, id] as const,
    queryFn: ({ signal }): Promise<Payment> => api.get(`/api/player/payments/${id}`, { schema: PaymentSchema, signal }),
    meta: { userData: true },
  });

/**
 * GET /api/player/payment_methods?action=&currency=, asked again up to 3 more times while the
 * list is empty (spec P4 "Payment method loading").
 */
export const paymentMethodsQueryOptions = (action: PaymentAction, currency: string) =>
  queryOptions({
    queryKey: [...PAYMENT_METHODS_KEY, { action, currency }] as const,
    queryFn: ({ signal }): Promise<PaymentMethod[]> =>
      loadUntilNonEmpty(() => api.get('/api/player/payment_methods', { schema: PaymentMethodsSchema, query: { action, currency }, signal }), { signal }),
    staleTime: 60_000,
    meta: { userData: true },
  });

/** GET /api/info/player_fields: which profile fields the deposit and cashout contexts require. */
export const playerFieldsQueryOptions = queryOptions({
  queryKey: ['/api/info/player_fields'] as const,
  queryFn: ({ signal }): Promise<PlayerFieldsInfo> => api.get('/api/info/player_fields', { schema: PlayerFieldsInfoSchema, signal }),
  staleTime: 60 * 60_000,
});

/**
 * POST /api/player/payments/deposit. The key is made once per attempt by the caller (a double
 * click or the client's own retry after a timeout sends the same key, so money moves once).
 */
export function startDeposit(body: DepositRequestBody): Promise<PaymentStartAnswer> {
  return api.post('/api/player/payments/deposit', body, { schema: PaymentStartAnswerSchema });
}

/** POST /api/player/payments/cashout, idempotent by its key like the deposit. */
export function startCashout(body: CashoutRequestBody): Promise<PaymentStartAnswer> {
  return api.post('/api/player/payments/cashout', body, { schema: PaymentStartAnswerSchema });
}

/** POST /api/player/payments/{id}/recall: a reserved cashout back to the balance. */
export function recallPayment(id: number): Promise<Payment> {
  return api.post(`/api/player/payments/${id}/recall`, {}, { schema: PaymentSchema });
}

/** POST /api/player/payments/{id}/cancel: a deposit left on its hosted page, cancelled at the provider and here. */
export function cancelPayment(id: number): Promise<Payment> {
  return api.post(`/api/player/payments/${id}/cancel`, {}, { schema: PaymentSchema });
}

/** PATCH /api/player/set_bonus_code (spec P4 deposit-promo flow). */
export function setBonusCode(code: string): Promise<string | null> {
  return api.patch('/api/player/set_bonus_code', { deposit_bonus_code: code }, { schema: BonusCodeAnswerSchema }).then((a) => a.deposit_bonus_code);
}

/** DELETE /api/player/clear_bonus_code. */
export function clearBonusCode(): Promise<string | null> {
  return api.delete('/api/player/clear_bonus_code', undefined, { schema: BonusCodeAnswerSchema }).then((a) => a.deposit_bonus_code);
}

/** A fresh idempotency key for one payment attempt (a random UUID v4 that plain-HTTP hosts can make too). */
export function newAttemptKey(): string {
  return uuidV4();
}
