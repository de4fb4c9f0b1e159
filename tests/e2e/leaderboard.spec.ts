import { expect, test } from './fixtures';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { GamesPageSchema } from '../../schemas/games';
import { signIn } from './staff';

/**
 * Issue 16 (site): the leaderboard page lists the running tournaments' boards (the run's fresh
 * database has the seeded Winter Wonders tournament, running from a day before the seed to four
 * weeks after), and the TournamentGamesByPage widget, placed on a CMS page an editor publishes,
 * draws the tournament's eligible games (GET /api/tournaments/{id}/games) as lobby tiles.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const run = Date.now().toString(36);

test('the leaderboard page shows the running tournament boards with a title from the catalog', async ({ page }) => {
  await page.goto('/en/leaderboard');
  await expect(page).toHaveTitle(/Tournament leaderboards/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament leaderboards' })).toBeVisible();
  const entry = page.locator('[data-testid="leaderboard-tournament"][data-identifier="winter-wonders"]');
  const board = entry.getByTestId('tournament-board-widget');
  await expect(board).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(board.getByRole('heading', { name: 'Winter Wonders tournament' })).toBeVisible();
  await expect(board.getByRole('link', { name: 'See the tournament' })).toHaveAttribute('href', '/en/tournaments/winter-wonders');

  // Other locales: the same page in their own words.
  await page.goto('/de/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Turnier-Ranglisten' })).toBeVisible();
});

test("an editor's page with #TournamentGamesByPage# shows the tournament's games as lobby tiles, a page at a time", async ({ page, browser }) => {
  const api = await page.request.get('/api/tournaments/winter-wonders/games?per_page=2', { headers: XHR });
  expect(api.status()).toBe(200);
  const first = GamesPageSchema.parse(await api.json());
  expect(first.data.length).toBeGreaterThan(0);

  await signIn(page, demoStaff('editor'));
  const slug = `e2e-tournament-games-${run}`;
  const created = await page.request.post('/api/backoffice/cms/pages', {
    headers: XHR,
    data: { slug, locale: 'en', title: 'Winter Wonders games', content: '<p>Play these to score.</p>\n#TournamentGamesByPage[id=winter-wonders;per_page=2]#' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const published = await page.request.post(`/api/backoffice/cms/pages/${id}/publish`, { headers: XHR, data: {} });
  expect(published.status(), await published.text()).toBe(200);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/en/${slug}`);
  const widget = guest.getByTestId('tournament-games-widget');
  await expect(widget.getByRole('heading', { name: 'Games in this tournament' })).toBeVisible({ timeout: 20_000 });
  const tiles = widget.getByTestId('game-tile');
  await expect(tiles).toHaveCount(Math.min(2, first.pagination.total_count));
  await expect(tiles.first()).toHaveAttribute('data-game', first.data[0]!.slug);
  if (first.pagination.total_count > 2) {
    await widget.getByRole('button', { name: 'Load more games' }).click();
    await expect(tiles).toHaveCount(Math.min(4, first.pagination.total_count));
  }
  await guest.context().close();
});
