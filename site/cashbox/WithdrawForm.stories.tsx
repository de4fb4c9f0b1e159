import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { CASHOUT_METHODS } from './fixtures';
import { cashboxDecorators } from './story-frame';
import { WithdrawForm } from './WithdrawForm';

const meta = {
  component: WithdrawForm,
  title: 'Cashbox/WithdrawForm',
  decorators: cashboxDecorators,
  args: {
    currency: 'EUR',
    availableCents: 120_000,
    methods: CASHOUT_METHODS,
    method: CASHOUT_METHODS[0],
    onMethod: fn(),
    amount: '',
    onAmount: fn(),
    allText: '1200',
    iban: '',
    onIban: fn(),
    walletAddress: '',
    onWalletAddress: fn(),
    savedProfileId: '',
    onSavedProfile: fn(),
    errors: {},
    pending: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof WithdrawForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { methods: [], method: undefined } };
export const Empty: Story = {};
export const Error: Story = { args: { amount: '5000', iban: 'LT00 0000', errors: { amount: 'validation.notEnoughMoney', iban: 'validation.ibanInvalid' } } };
export const Populated: Story = { args: { amount: '200', iban: 'DE89 3704 0044 0532 0130 00' } };
/** A card payout to a card used for a deposit before. */
export const SavedCard: Story = { args: { method: CASHOUT_METHODS[1], amount: '50', savedProfileId: 'p1' } };
