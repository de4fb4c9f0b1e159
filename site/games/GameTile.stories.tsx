import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { GameTile, GameTileSkeleton } from '../../widgets/common/games/GameTile';
import { makeGame } from '../../widgets/common/games/catalog/fixtures';

const game = makeGame(4, { title: 'Book of Reels', badges: [{ type: 'new', theme: 'red' }] });

const meta = {
  component: GameTile,
  title: 'Games/GameTile',
  args: {
    game,
    access: { kind: 'guest' },
    playHref: '/en/sign-up?redirect=%2Fen%2Fplay%2Freelhouse%2Fgame-4%3Fmode%3Dreal',
    demoHref: '/en/play/reelhouse/game-4?mode=demo',
    onToggleFavourite: fn(),
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ width: 220, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grey card while the list loads. */
export const Loading: Story = { render: () => <GameTileSkeleton /> };
/** A guest: play goes to registration, demo is open. */
export const Populated: Story = {};
/** A player with an entry in their currency: the heart. */
export const Player: Story = { args: { access: { kind: 'player', favoriteId: 41 }, playHref: '/en/play/reelhouse/game-4?mode=real' } };
export const Favourite: Story = { args: { ...Player.args, favourite: true } };
/** No demo mode: no demo link. */
export const Empty: Story = { args: { demoHref: null, game: { ...game, has_demo_mode: false, badges: [] } } };
/** The player's fiat currency is missing: the lock with the GAME_HALL_BOTTOM texts. */
export const Error: Story = { name: 'Locked (currency unsupported)', args: { access: { kind: 'locked' }, currency: 'CAD' } };
