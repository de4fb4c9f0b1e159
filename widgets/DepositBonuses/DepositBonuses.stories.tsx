import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { offerFixture } from '../common/gifts/fixtures';
import { DepositBonuses } from './DepositBonuses';

const meta = {
  component: DepositBonuses,
  title: 'Widgets/DepositBonuses',
  args: {
    status: 'success',
    offers: [offerFixture(), offerFixture({ id: 2, title: 'Weekend reload', percent: 50, max_amount_cents: 20000, min_deposit_cents: 2000 })],
    currency: 'EUR',
    guest: true,
    depositHref: '/en/deposit',
    onSignUp: fn(),
    onRetry: fn(),
  },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof DepositBonuses>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', offers: [] } };
export const Empty: Story = { args: { offers: [] } };
export const Error: Story = { args: { status: 'error', offers: [] } };
/** A guest's offers with the sign-up button. */
export const Populated: Story = {};
export const Player: Story = { args: { guest: false } };
