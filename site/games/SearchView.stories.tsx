import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { GameRow } from '../../widgets/common/games/GameRow';
import { GameTile } from '../../widgets/common/games/GameTile';
import { SearchView } from './SearchView';
import { makeGame, makeGames } from '../../widgets/common/games/catalog/fixtures';
import type { TileGame } from '../../widgets/common/games/catalog/rules';

const tile = (game: TileGame) => <GameTile game={game} access={{ kind: 'guest' }} playHref="/en/sign-up" demoHref={null} />;

const meta = {
  component: SearchView,
  title: 'Games/SearchView',
  args: {
    titleId: 'search-title',
    text: 'book',
    phase: 'results',
    showClear: true,
    games: [makeGame(1, { title: 'Book of Reels' }), makeGame(2, { title: 'Book of Gold' }), makeGame(3, { title: 'Bookworm Bonanza' })],
    total: 3,
    onInput: fn(),
    onFocus: fn(),
    onBlur: fn(),
    onClear: fn(),
    renderGame: tile,
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <div role="dialog" aria-labelledby="search-title" style={{ maxWidth: 520, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Too short to search: the hint. */
export const Hint: Story = { args: { text: 'bo', phase: 'hint', showClear: false, games: [] } };
export const Loading: Story = { args: { phase: 'loading', games: [] } };
/** Nothing found (or the search failed): SEARCH_POPUP.LIST_EMPTY and the recommended category. */
export const Empty: Story = {
  args: {
    text: 'zzqx',
    phase: 'empty',
    games: [],
    recommended: <GameRow title="Recommended" allHref="/en/pokies/recommended" status="success" games={makeGames(6, 20)} renderGame={tile} />,
  },
};
/** A failed search shows the same as an empty one (spec C8: logged, result empty). */
export const Error: Story = { args: { ...Empty.args } };
export const Populated: Story = {};
