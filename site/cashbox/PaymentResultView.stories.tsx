import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { payment } from './fixtures';
import { PaymentResultView } from './PaymentResultView';
import { CryptoAddressView } from './CryptoAddressView';
import { cashboxDecorators } from './story-frame';

const meta = {
  component: PaymentResultView,
  title: 'Cashbox/PaymentResult',
  decorators: cashboxDecorators,
  args: { onAgain: fn(), onHistory: fn() },
} satisfies Meta<typeof PaymentResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { payment: undefined } };
export const Succeeded: Story = { args: { payment: payment({ id: 1, state: 'succeeded' }) } };
export const Error: Story = { args: { payment: payment({ id: 2, state: 'declined', decline_reason: 'insufficient_funds' }) } };
export const Waiting: Story = { args: { payment: payment({ id: 3, state: 'pending' }) } };
/** A withdrawal to a Lithuanian IBAN: reserved, with the LT message (spec P5). */
export const ReservedLt: Story = { args: { payment: payment({ id: 4, action: 'cashout', state: 'reserved', amount_cents: 2_000 }), ltIban: true } };
/** The crypto deposit's waiting panel. */
export const CryptoAddress: Story = {
  args: { payment: undefined },
  render: () => (
    <CryptoAddressView
      next={{
        type: 'crypto_address',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        network: 'Bitcoin',
        amount_cents: 25_000,
        currency: 'BTC',
        uri: 'bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh?amount=0.00025',
        expires_at: '2026-11-23T13:00:00Z',
      }}
      onCopy={() => Promise.resolve(true)}
    />
  ),
};
