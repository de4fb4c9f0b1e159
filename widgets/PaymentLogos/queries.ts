import type { PaymentMethod } from '../../schemas/payments';
import { paymentMethodsQueryOptions } from '../../site/cashbox/queries';

/**
 * A player's deposit methods: the cashbox's own options (key `['/api/player/payment_methods',
 * {action, currency}]`), so the logos and the cashbox share one answer and logout clears it.
 * Guests have no methods: the widget shows the brands its params name.
 */
export function playerMethodsQuery(currency: string) {
  return paymentMethodsQueryOptions('deposit', currency);
}

/** The brands of a method list, once each, in the list's order. */
export function brandsOf(methods: readonly Pick<PaymentMethod, 'brand'>[]): string[] {
  return [...new Set(methods.map((m) => m.brand))];
}
