import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { widgetStoryDecorators } from '../../site/core/ui/story-theme';
import { TournamentBoard } from './TournamentBoard';
import { makeTournament } from './fixtures';

const meta = {
  component: TournamentBoard,
  title: 'Widgets/TournamentBoard',
  args: { status: 'success', tournament: makeTournament(10), limit: 10, href: '/en/tournaments/winter-wonders' },
  decorators: widgetStoryDecorators,
} satisfies Meta<typeof TournamentBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', tournament: null } };
/** A tournament nobody has scored in yet. */
export const Empty: Story = { args: { tournament: makeTournament(0) } };
export const Error: Story = { args: { status: 'error', tournament: null } };
export const Populated: Story = {};
/** The leaderboard page's board: prizes per place, and my row (place 14) under the top five. */
export const FullWithMyPlace: Story = {
  args: {
    limit: 5,
    full: true,
    tournament: makeTournament(20, {
      prizes: [
        { place: 1, template_id: 1, amount_cents: 10_000 },
        { place: 2, template_id: 1, amount_cents: 5_000 },
        { place: 3, template_id: 1, amount_cents: 2_500 },
      ],
      leaderboard: [{ award_place: 14, nickname: 'pl13***', points: 7_000, me: true }],
    }),
  },
};
