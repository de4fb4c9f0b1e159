import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { withShellTheme } from '../core/ui/story-theme';
import { GameGrid } from '../../widgets/common/games/GameGrid';
import { GameTile } from '../../widgets/common/games/GameTile';
import { gridItems } from '../../widgets/common/games/catalog/rules';
import { CashbackCard, RandomGameCard } from './SpecialCards';
import { makeGames } from '../../widgets/common/games/catalog/fixtures';

const meta = {
  component: GameGrid,
  title: 'Games/GameGrid',
  args: {
    labelledBy: 'grid-title',
    status: 'success',
    items: gridItems(makeGames(16), { categorySlug: 'live', random: true, cashback: true }),
    hasMore: true,
    onLoadMore: fn(),
    onRetry: fn(),
    total: 160,
    renderItem: (item) =>
      item.kind === 'game' ? (
        <GameTile
          game={item.game}
          access={{ kind: 'player', favoriteId: item.game.id }}
          playHref="/en/play"
          demoHref="/en/play?mode=demo"
          onToggleFavourite={fn()}
        />
      ) : item.kind === 'random' ? (
        <RandomGameCard onPick={fn()} />
      ) : (
        <CashbackCard href="/en/promotions/cashback" />
      ),
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <div style={{ padding: 24 }}>
        <h1 id="grid-title" style={{ margin: '0 0 16px' }}>
          Live casino
        </h1>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'pending', items: [] } };
export const Empty: Story = { args: { items: [] } };
export const Error: Story = { args: { status: 'error', items: [] } };
/** A live list: the cashback card first, the random card at position 10, more to load. */
export const Populated: Story = {};
export const LoadingMore: Story = { args: { loadingMore: true } };
