import { queryOptions } from '@tanstack/react-query';
import type { PaymentMethod } from '../../schemas/payments';
import { PAYMENT_METHODS_KEY } from '../../site/core/query/payment-methods';

/**
 * A player's deposit methods: the cashbox's own query (key `['/api/player/payment_methods',
 * {action, currency}]`, site/core/query/payment-methods-query.ts), so the logos and the
 * cashbox share one answer and logout clears it. Guests have no methods: the widget shows the
 * brands its params name. The query's module (and its schemas) loads with the first call, which
 * only a player makes; the footer of a guest's first page does not carry it.
 */
export function playerMethodsQuery(currency: string) {
  return queryOptions({
    queryKey: [...PAYMENT_METHODS_KEY, { action: 'deposit' as const, currency }] as const,
    queryFn: async (context): Promise<PaymentMethod[]> => {
      const { paymentMethodsQueryOptions } = await import('../../site/core/query/payment-methods-query');
      return paymentMethodsQueryOptions('deposit', currency).queryFn!(context);
    },
    staleTime: 60_000,
    meta: { userData: true },
  });
}

/** The brands of a method list, once each, in the list's order. */
export function brandsOf(methods: readonly Pick<PaymentMethod, 'brand'>[]): string[] {
  return [...new Set(methods.map((m) => m.brand))];
}
