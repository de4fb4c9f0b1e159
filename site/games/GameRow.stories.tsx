import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { GameRow } from '../../widgets/common/games/GameRow';
import { GameTile } from '../../widgets/common/games/GameTile';
import { makeGames } from '../../widgets/common/games/catalog/fixtures';

const meta = {
  component: GameRow,
  title: 'Games/GameRow',
  args: {
    title: 'Top games',
    allHref: '/en/pokies/top',
    status: 'success',
    games: makeGames(15),
    total: 120,
    onRetry: fn(),
    renderGame: (game) => (
      <GameTile game={game} access={{ kind: 'guest' }} playHref="/en/sign-up" demoHref={`/en/play/reelhouse/${game.seo_title}?mode=demo`} />
    ),
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', games: [], total: undefined } };
/** An empty row renders nothing: the lobby leaves it out. */
export const Empty: Story = { args: { games: [] } };
export const Error: Story = { args: { status: 'error', games: [] } };
export const Populated: Story = {};
