import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { DashboardView } from './DashboardView';
import { EUR_ACCOUNT, HISTORY } from './fixtures';
import { cashboxDecorators } from './story-frame';

const meta = {
  component: DashboardView,
  title: 'Cashbox/Dashboard',
  decorators: cashboxDecorators,
} satisfies Meta<typeof DashboardView>;
export default meta;
// The props are a union by status, so each story gives its whole set of args.
type Story = StoryObj<typeof DashboardView>;
const actions = { onRecall: fn(), onRetry: fn() };

export const Loading: Story = { args: { status: 'loading', ...actions } };
export const Error: Story = { args: { status: 'error', ...actions } };
export const Empty: Story = { args: { status: 'ready', account: EUR_ACCOUNT, payments: [], ...actions } };
/** Every payment state; the reserved cashout offers its recall button. */
export const Populated: Story = { args: { status: 'ready', account: EUR_ACCOUNT, payments: HISTORY, ...actions } };
export const Recalling: Story = { args: { status: 'ready', account: EUR_ACCOUNT, payments: HISTORY, recallingId: 6, ...actions } };
