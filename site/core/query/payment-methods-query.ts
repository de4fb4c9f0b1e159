import { queryOptions } from '@tanstack/react-query';
import { PaymentMethodsSchema, type PaymentAction, type PaymentMethod } from '../../../schemas/payments';
import { api } from '../api';
import { loadUntilNonEmpty } from './method-loading';
import { PAYMENT_METHODS_KEY } from './payment-methods';

/**
 * GET /api/player/payment_methods?action=&currency=, asked again up to 3 more times while the
 * list is empty (spec P4 "Payment method loading"). The cashbox and the payment-logo widget
 * (widgets/PaymentLogos) share it, so they share one answer and logout clears it.
 */
export const paymentMethodsQueryOptions = (action: PaymentAction, currency: string) =>
  queryOptions({
    queryKey: [...PAYMENT_METHODS_KEY, { action, currency }] as const,
    queryFn: ({ signal }): Promise<PaymentMethod[]> =>
      loadUntilNonEmpty(() => api.get('/api/player/payment_methods', { schema: PaymentMethodsSchema, query: { action, currency }, signal }), { signal }),
    staleTime: 60_000,
    meta: { userData: true },
  });
