import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { EMPTY_CARD } from './card-input';
import { DepositForm } from './DepositForm';
import { DEPOSIT_METHODS, method } from './fixtures';
import { cashboxDecorators } from './story-frame';

const meta = {
  component: DepositForm,
  title: 'Cashbox/DepositForm',
  decorators: cashboxDecorators,
  args: {
    currency: 'EUR',
    methods: DEPOSIT_METHODS,
    method: DEPOSIT_METHODS[0],
    onMethod: fn(),
    amount: '50',
    onAmount: fn(),
    quick: [5000n, 10_000n, 20_000n, 50_000n],
    card: EMPTY_CARD,
    onCard: fn(),
    savedProfileId: '',
    onSavedProfile: fn(),
    errors: {},
    pending: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof DepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The methods are still coming: nothing to choose yet. */
export const Loading: Story = { args: { methods: [], method: undefined, amount: '', quick: [] } };
export const Empty: Story = {};
export const Error: Story = {
  args: {
    card: { number: '4111 1111 1111 1111', expiry: '10/26', cvv: '12', holder: '' },
    errors: {
      'card.number': 'validation.bankNotPossible',
      'card.expiry': 'validation.cardExpired',
      'card.cvv': 'validation.cardInvalid',
      'card.holder': 'validation.required',
      amount: 'validation.min {"min":"10 EUR"}',
    },
    formError: 'This deposit would exceed your deposit limit.',
  },
};
export const Populated: Story = {
  args: {
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' },
    bonus: { applied: 'WELCOME100', input: '', pending: false, onInput: fn(), onApply: fn(), onClear: fn() },
  },
};
/** Bitcoin in μBTC (spec P9): no card fields, the network on the information card. */
export const Crypto: Story = {
  args: {
    currency: 'BTC',
    methods: [
      method({ brand: 'bitcoin', currency: 'BTC', type: 'crypto', form: 'none', min_amount_cents: 10_000, max_amount_cents: 40_000_000, network: 'Bitcoin' }),
    ],
    method: method({
      brand: 'bitcoin',
      currency: 'BTC',
      type: 'crypto',
      form: 'none',
      min_amount_cents: 10_000,
      max_amount_cents: 40_000_000,
      network: 'Bitcoin',
    }),
    amount: '100',
    quick: [10_000n, 20_000n, 40_000n, 100_000n],
  },
};
