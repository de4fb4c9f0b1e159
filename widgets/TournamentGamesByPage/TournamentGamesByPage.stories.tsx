import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withShellTheme } from '../../site/core/ui/story-theme';
import { makeGames, makePage } from '../common/games/catalog/fixtures';
import { StoryWidgetProviders, stubPlatform } from '../common/testing/story-support';
import { TournamentGamesByPageWidget } from './TournamentGamesByPage.widget';

/** 20 eligible games served `per_page` at a time, as GET /api/tournaments/{id}/games pages them. */
const paged = (body: { page?: number; page_size?: number }) => {
  const page = body.page ?? 1;
  const size = body.page_size ?? 8;
  const all = makeGames(20);
  return makePage(all.slice((page - 1) * size, page * size), page, Math.ceil(all.length / size), all.length);
};

/** `#TournamentGamesByPage[id=winter-wonders;per_page=8]#` with the platform's fetch stubbed (the widget's real query runs). */
const meta = {
  component: TournamentGamesByPageWidget,
  title: 'Widgets/TournamentGamesByPage',
  args: {
    params: { id: 'winter-wonders', per_page: 8, more: true },
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
} satisfies Meta<typeof TournamentGamesByPageWidget>;
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
/** 8 games, then "load more" fetches the next 8. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(8));
    await userEvent.click(canvas.getByRole('button', { name: /more/i }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(16));
  },
};
