import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { PointsShopCards } from './PointsShopCards';
import { shopFixture } from './fixtures';

const meta = {
  component: PointsShopCards,
  title: 'Widgets/PointsShopCards',
  args: { status: 'success', cards: shopFixture(), balance: 120, shopHref: '/en/rocket-mart', preview: false, onExchange: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof PointsShopCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', cards: [] } };
/** No card matches the placement: the preview says so (the public site shows nothing). */
export const Empty: Story = { args: { cards: [], preview: true } };
export const Error: Story = { args: { status: 'error', cards: [] } };
/** A player with 120 coins: the cards they can afford are marked. */
export const Populated: Story = {};
/** A guest: nothing marked; an exchange asks them to register. */
export const Guest: Story = { args: { balance: null } };
