/**
 * Where a player's payment methods are cached: the cashbox's lists, the payment-logo widget's
 * deposit brands and the realtime `private:payment_methods` event meet on this key. Kept apart from
 * the query itself (payment-methods-query.ts), whose schemas a guest's first page does not load.
 */
export const PAYMENT_METHODS_KEY = ['/api/player/payment_methods'] as const;
