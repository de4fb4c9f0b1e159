import { queryOptions } from '@tanstack/react-query';
import { OfferViewsSchema, type OfferView } from '../../schemas/gifts';
import { PlayerFieldsInfoSchema, type PlayerFieldsInfo } from '../../schemas/info';
import {
  BonusCodeAnswerSchema,
  PaymentSchema,
  PaymentsSchema,
  PaymentStartAnswerSchema,
  type CashoutRequestBody,
  type DepositRequestBody,
  type Payment,
  type PaymentStartAnswer,
} from '../../schemas/payments';
import { api } from '../core/api';
import { uuidV4 } from '../core/api/uuid';

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
    queryFn: ({ signal }): Promise<Payment[]> =>
      api.get('/api/player/payments', { schema: PaymentsSchema, query: { page, per_page: HISTORY_PAGE_SIZE }, signal }),
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

/** GET /api/info/player_fields: which profile fields the deposit and cashout contexts require. */
export const playerFieldsQueryOptions = queryOptions({
  queryKey: ['/api/info/player_fields'] as const,
  queryFn: ({ signal }): Promise<PlayerFieldsInfo> => api.get('/api/info/player_fields', { schema: PlayerFieldsInfoSchema, signal }),
  staleTime: 60 * 60_000,
});

/**
 * GET /api/bonuses/deposit?currency&amount: the deposit bonuses the cashbox offers. Without an
 * amount: every offer of the currency with its minimum deposit (the list the choice is drawn
 * from); with one: those the amount qualifies for, with the bonus it would give. The answer
 * depends on the player's session (targeting, a held bonus code), so it is user data: logout
 * drops it.
 */
export const DEPOSIT_OFFERS_KEY = ['/api/bonuses/deposit'] as const;
export const depositOffersQueryOptions = (currency: string, amount?: bigint) =>
  queryOptions({
    queryKey: [...DEPOSIT_OFFERS_KEY, { currency, amount: amount === undefined ? null : String(amount) }] as const,
    queryFn: ({ signal }): Promise<OfferView[]> =>
      api.get('/api/bonuses/deposit', {
        schema: OfferViewsSchema,
        query: amount === undefined ? { currency } : { currency, amount: String(amount) },
        signal,
      }),
    staleTime: 30_000,
    meta: { userData: true },
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
