import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { SidebarBalanceView } from './SidebarBalance';

const meta = {
  component: SidebarBalanceView,
  title: 'Wallet/SidebarBalance',
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ width: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarBalanceView>;
export default meta;
// The props are a union by status, so each story gives its whole set of args.
type Story = StoryObj<typeof SidebarBalanceView>;
const base = { cashboxHref: '/en/cashbox', onNavigate: fn() };

export const Loading: Story = { args: { status: 'loading', ...base } };
export const Error: Story = { args: { status: 'error', onRetry: fn(), ...base } };
export const Populated: Story = { args: { status: 'ready', currency: 'EUR', balance: { common: 120_000, real: 120_000, bonus: 0, wagering: null }, ...base } };
/** Real and bonus money with the active bonus's wagering bar. */
export const Wagering: Story = {
  args: {
    status: 'ready',
    currency: 'EUR',
    balance: { common: 152_075, real: 20_000, bonus: 132_075, wagering: { target: 350_000, wagered: 262_500, percent: 75 } },
    ...base,
  },
};
/** Crypto in its display units (μBTC). */
export const Crypto: Story = { args: { status: 'ready', currency: 'BTC', balance: { common: 1_234_567, real: 1_234_567, bonus: 0, wagering: null }, ...base } };
