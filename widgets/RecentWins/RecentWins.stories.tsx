import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { RecentWins } from './RecentWins';

const wins = Array.from({ length: 6 }, (_, i) => ({
  game_identifier: `reelhouse:fruit-${i}`,
  game_title: ['Fruit Fiesta', 'Lucky Sevens', 'Gem Rush'][i % 3]!,
  player_name: `winner${i}***`,
  currency: 'EUR',
  amount_cents: 12_000 + i * 3_100,
  at: new Date(Date.UTC(2026, 10, 20, 12, i)).toISOString(),
}));

const meta = {
  component: RecentWins,
  title: 'Widgets/RecentWins',
  args: { status: 'success', wins, limit: 8 },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof RecentWins>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', wins: [] } };
export const Empty: Story = { args: { wins: [] } };
export const Error: Story = { args: { status: 'error', wins: [] } };
export const Populated: Story = {};
