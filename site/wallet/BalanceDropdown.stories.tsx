import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { BalanceDropdown } from './BalanceDropdown';

const meta = {
  component: BalanceDropdown,
  title: 'Wallet/BalanceDropdown',
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
// The props are a union by status, so each story gives its whole set of args.
type Story = StoryObj<typeof BalanceDropdown>;
const links = { cashboxHref: '/en/cashbox', profileHref: '/en/profile' };

export const Loading: Story = { args: { status: 'loading', ...links } };
export const Error: Story = { args: { status: 'error', onRetry: fn(), defaultOpen: true, ...links } };
export const Populated: Story = {
  args: { status: 'ready', currency: 'EUR', balance: { common: 152_075, real: 120_000, bonus: 32_075 }, defaultOpen: true, ...links },
};
/** A bonus being wagered: the bar shows the platform's floored percent (spec C3 "Balance display"). */
export const Wagering: Story = {
  args: {
    status: 'ready',
    currency: 'EUR',
    balance: { common: 152_075, real: 20_000, bonus: 132_075, wagering: { target: 350_000, wagered: 118_250, percent: 33 } },
    defaultOpen: true,
    ...links,
  },
};
/** A bitcoin player sees μBTC (spec P9 crypto units). */
export const Crypto: Story = { args: { status: 'ready', currency: 'BTC', balance: { common: 1_234_567, real: 1_234_567, bonus: 0 }, ...links } };
