import type { Payment, PaymentMethod } from '../../schemas/payments';
import type { Account } from '../../schemas/wallet';

/** Contract-shaped examples for stories and tests (sandbox method ids, P9 limits). */
export const EUR_ACCOUNT: Account = {
  currency: 'EUR',
  amount_cents: 152_075,
  available_to_cashout_cents: 120_000,
  available_to_bet_with_locked_cent: 152_075,
  active: true,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
};

const range = (min: number, max: number) => ({ min_cents: min, max_cents: max });

export function method(over: Partial<PaymentMethod> & Pick<PaymentMethod, 'brand'>): PaymentMethod {
  const currency = over.currency ?? 'EUR';
  const min = over.min_amount_cents ?? 1_000;
  const max = over.max_amount_cents ?? 500_000;
  return {
    id: `sandbox:${over.brand}:${currency}`,
    provider: 'sandbox',
    currency,
    type: 'card',
    action: 'deposit',
    form: 'card',
    savedProfiles: [],
    termsOfService: { restrictions: { amountCurrencyCode: currency, minAmountValue: min, maxAmountValue: max } },
    processingTime: 'instant',
    fee: { percent: '0', fixed_cents: 0 },
    min_amount_cents: min,
    max_amount_cents: max,
    deposit: range(1_000, 500_000),
    cashout: range(2_000, 400_000),
    network: null,
    ...over,
  };
}

export const DEPOSIT_METHODS: PaymentMethod[] = [
  method({ brand: 'visa' }),
  method({ brand: 'mastercard' }),
  method({ brand: 'sofort', type: 'bank', form: 'none', processingTime: 'minutes', cashout: null }),
];

export const CASHOUT_METHODS: PaymentMethod[] = [
  method({
    brand: 'bank_transfer',
    type: 'bank',
    form: 'iban',
    action: 'cashout',
    processingTime: 'days_1_3',
    min_amount_cents: 2_000,
    max_amount_cents: 400_000,
    deposit: null,
    fee: { percent: '1.5', fixed_cents: 0 },
  }),
  method({
    brand: 'visa',
    action: 'cashout',
    form: 'none',
    processingTime: 'hours_24',
    min_amount_cents: 2_000,
    max_amount_cents: 400_000,
    savedProfiles: [{ id: 'p1', title: 'VISA •••• 4242', brand: 'visa', expiry: '12/30' }],
  }),
];

export function payment(over: Partial<Payment> & Pick<Payment, 'id' | 'state'>): Payment {
  return {
    action: 'deposit',
    amount_cents: 2_500,
    currency: 'EUR',
    created_at: '2026-11-23T10:00:00Z',
    finished_at: null,
    recallable: false,
    resume: null,
    cancelable: false,
    method_id: 'sandbox:visa:EUR',
    brand: 'visa',
    provider: 'sandbox',
    decline_reason: null,
    reject_reason: null,
    crypto: null,
    ...over,
  };
}

export const HISTORY: Payment[] = [
  payment({ id: 6, action: 'cashout', state: 'reserved', amount_cents: 2_000, recallable: true, brand: 'bank_transfer' }),
  payment({ id: 5, action: 'cashout', state: 'recalled', amount_cents: 2_000, brand: 'bank_transfer', finished_at: '2026-11-23T10:05:00Z' }),
  payment({
    id: 4,
    action: 'cashout',
    state: 'rejected',
    amount_cents: 5_000,
    brand: 'bank_transfer',
    reject_reason: 'Please verify your identity first.',
    finished_at: '2026-11-23T09:00:00Z',
  }),
  payment({ id: 3, state: 'declined', amount_cents: 3_000, decline_reason: 'insufficient_funds', finished_at: '2026-11-23T08:00:00Z' }),
  payment({ id: 2, state: 'succeeded', finished_at: '2026-11-23T07:00:00Z' }),
  payment({ id: 1, state: 'pending', brand: 'bitcoin', currency: 'BTC', amount_cents: 25_000 }),
];

/** A card deposit left on its 3-D Secure page: it may be resumed or cancelled. */
export const ABANDONED_DEPOSIT: Payment = payment({
  id: 7,
  state: 'pending',
  amount_cents: 4_000,
  cancelable: true,
  resume: { url: '/sandbox-pay/3ds/abc', expires_at: '2026-11-23T10:30:00Z' },
});
