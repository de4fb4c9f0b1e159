import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { freespinsFixture, giftFixture } from '../common/gifts/fixtures';
import { GiftsList } from './GiftsList';

const meta = {
  component: GiftsList,
  title: 'Widgets/GiftsList',
  args: {
    status: 'success',
    gifts: [
      { gift: giftFixture(), title: 'Welcome pack: first deposit' },
      {
        gift: giftFixture({ id: 3, stage: 'activated', activatable: false, amount_wager_cents: 60000, valid_until: '2026-12-20T00:00:00Z' }),
        title: 'Weekend reload',
      },
      { gift: freespinsFixture({ freespins_performed: 5, stage: 'activated' }), title: '20 free spins' },
    ],
    now: Date.parse('2026-11-27T10:00:00Z'),
    allHref: '/en/profile/gifts',
    onLogin: fn(),
    onRetry: fn(),
  },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof GiftsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', gifts: [] } };
export const Empty: Story = { args: { gifts: [] } };
export const Error: Story = { args: { status: 'error', gifts: [] } };
export const Guest: Story = { args: { status: 'guest', gifts: [] } };
/** An issued bonus, one being wagered and free spins being played. */
export const Populated: Story = {};
