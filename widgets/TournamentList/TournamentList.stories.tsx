import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { makeTournament } from './fixtures';
import { TournamentList } from './TournamentList';

const meta = {
  component: TournamentList,
  title: 'Widgets/TournamentList',
  args: {
    status: 'success',
    kind: 'tournaments',
    locale: 'en',
    list: [
      makeTournament(12),
      makeTournament(0, { id: 8, frontend_identifier: 'spring-sprint', title: 'Spring sprint', status: 'future', start_at: '2099-03-01T00:00:00Z' }),
    ],
  },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof TournamentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', list: [] } };
export const Empty: Story = { args: { list: [] } };
export const Error: Story = { args: { status: 'error', list: [] } };
export const Populated: Story = {};
