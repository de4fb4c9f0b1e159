import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withShellTheme } from '../../site/core/ui/story-theme';
import { makeGames, makePage } from '../common/games/catalog/fixtures';
import { StoryWidgetProviders, stubPlatform } from '../common/testing/story-support';
import { GameRowWidget } from './GameRow.widget';

/** `#GameRow[category=new;limit=10]#` with the platform answering the row's games_filter call. */
const meta = {
  component: GameRowWidget,
  title: 'Widgets/GameRow',
  args: {
    params: { source: { category: 'new' }, limit: 10, title: undefined },
    context: { id: 'w0', preview: false, device: 'desktop', locale: 'en', depth: 0 },
  },
  decorators: [
    withShellTheme,
    (Story) => (
      <StoryWidgetProviders>
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </StoryWidgetProviders>
    ),
  ],
  beforeEach: () => stubPlatform({ kind: 'page', page: () => makePage(makeGames(15), 1, 8, 120) }),
} satisfies Meta<typeof GameRowWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { beforeEach: () => stubPlatform({ kind: 'pending' }) };
/** A source with no games renders nothing (as an empty lobby row). */
export const Empty: Story = {
  beforeEach: () => stubPlatform({ kind: 'page', page: () => makePage([], 1, 0, 0) }),
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(canvasElement).queryByTestId('game-row')).toBeNull();
  },
};
export const Error: Story = {
  beforeEach: () => stubPlatform({ kind: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
/** The row is cut to the placeholder's limit (10 of the 15 answered) and links to its category. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(10));
    await expect(canvas.getByRole('heading', { name: /new/i })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /all/i })).toHaveAttribute('href', '/en/categories/new');
  },
};
/** A provider row takes its heading from the provider's name in the games. */
export const ProviderRow: Story = { args: { params: { source: { provider: 'reelhouse' }, limit: 6, title: undefined } } };
export const WithTitle: Story = { args: { params: { source: { collection: 'summer' }, limit: 15, title: 'Summer hits' } } };
