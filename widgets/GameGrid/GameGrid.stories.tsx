import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withShellTheme } from '../../site/core/ui/story-theme';
import { makeGames, makePage } from '../common/games/catalog/fixtures';
import { StoryWidgetProviders, stubPlatform } from '../common/testing/story-support';
import { GameGridWidget } from './GameGrid.widget';

/** 30 games served 12 a page, as games_filter pages them. */
const paged = (body: { page?: number; page_size?: number }) => {
  const page = body.page ?? 1;
  const size = body.page_size ?? 12;
  const all = makeGames(30);
  return makePage(all.slice((page - 1) * size, page * size), page, Math.ceil(all.length / size), all.length);
};

/** `#GameGrid[provider=reelhouse;limit=12]#` with the platform answering its games_filter pages. */
const meta = {
  component: GameGridWidget,
  title: 'Widgets/GameGrid',
  args: {
    params: { source: { provider: 'reelhouse' }, limit: 12, more: true, title: undefined },
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
  beforeEach: () => stubPlatform({ kind: 'page', page: paged }),
} satisfies Meta<typeof GameGridWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { beforeEach: () => stubPlatform({ kind: 'pending' }) };
export const Empty: Story = { beforeEach: () => stubPlatform({ kind: 'page', page: () => makePage([], 1, 0, 0) }) };
export const Error: Story = {
  beforeEach: () => stubPlatform({ kind: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
/** 12 games, then "load more" fetches the next page of 12. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(12));
    await userEvent.click(canvas.getByRole('button', { name: /more/i }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(24));
  },
};
/** `more=false`: one page, no "load more". */
export const OnePage: Story = { args: { params: { source: { category: 'new' }, limit: 12, more: false, title: 'New this week' } } };
