import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { LotteryCard } from './LotteryCard';
import { makeLottery } from './fixtures';

const meta = {
  component: LotteryCard,
  title: 'Widgets/LotteryCard',
  args: { status: 'success', lottery: makeLottery(), href: '/en/lottery/winter-lottery', onRetry: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof LotteryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', lottery: null } };
/** No such lottery: the preview says so (the public site shows nothing). */
export const Empty: Story = { args: { lottery: null, href: null } };
export const Error: Story = { args: { status: 'error', lottery: null } };
export const Populated: Story = {};
