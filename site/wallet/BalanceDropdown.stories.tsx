import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../shell/story-theme';
import { BalanceDropdown } from './BalanceDropdown';

const meta = {
  component: BalanceDropdown,
  title: 'Wallet/BalanceDropdown',
  args: { status: 'loading', cashboxHref: '/en/cashbox', profileHref: '/en/profile' },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 24px', minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Error: Story = { args: { status: 'error', onRetry: fn(), defaultOpen: true } };
export const Populated: Story = { args: { status: 'ready', currency: 'EUR', balance: { common: 152_075, real: 120_000, bonus: 32_075 }, defaultOpen: true } };
/** A bitcoin player sees μBTC (spec P9 crypto units). */
export const Crypto: Story = { args: { status: 'ready', currency: 'BTC', balance: { common: 1_234_567, real: 1_234_567, bonus: 0 } } };
