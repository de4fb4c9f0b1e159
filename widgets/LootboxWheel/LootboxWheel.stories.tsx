import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { LootboxWheel } from './LootboxWheel';

const meta = {
  component: LootboxWheel,
  title: 'Widgets/LootboxWheel',
  args: {
    status: 'success',
    counts: { boxes: 2, spins: 1 },
    available: true,
    focus: 'boxes',
    boxesHref: '/en/lootboxes',
    wheelHref: '/en/wheel',
    onRetry: fn(),
  },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof LootboxWheel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', counts: null } };
/** Not available to this player (no boxes, spins or wheel group): the preview says so, the site shows nothing. */
export const Empty: Story = { args: { available: false, counts: { boxes: 0, spins: 0 } } };
export const Error: Story = { args: { status: 'error', counts: null } };
export const Populated: Story = {};
