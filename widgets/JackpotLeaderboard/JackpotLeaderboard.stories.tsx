import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { makeWinners } from '../common/jackpots/fixtures';
import { JackpotLeaderboard } from './JackpotLeaderboard';

const meta = {
  component: JackpotLeaderboard,
  title: 'Widgets/JackpotLeaderboard',
  args: { status: 'success', winners: makeWinners(8), limit: 5, initialTab: 'biggest' },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof JackpotLeaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', winners: [] } };
export const Empty: Story = { args: { winners: [] } };
/** Winners fail silently empty (spec C8): an error looks like no winners. */
export const Error: Story = { args: { status: 'error', winners: [] } };
export const Populated: Story = {};
