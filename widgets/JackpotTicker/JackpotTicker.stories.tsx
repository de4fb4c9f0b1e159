import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { makeJackpot } from '../common/jackpots/fixtures';
import { JackpotTicker } from './JackpotTicker';

const meta = {
  component: JackpotTicker,
  title: 'Widgets/JackpotTicker',
  args: { status: 'success', jackpot: makeJackpot(), href: '/en/mystic-jackpot', onRetry: fn() },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof JackpotTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', jackpot: null } };
/** No such jackpot: the ticker is left out. */
export const Empty: Story = { args: { jackpot: null } };
export const Error: Story = { args: { status: 'error', jackpot: null } };
export const Populated: Story = {};
