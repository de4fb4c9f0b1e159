import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { GameRoundsPageSchema, GamesPageSchema } from '../../schemas/games';
import { DisplayBalancesSchema } from '../../schemas/wallet';

/**
 * Issue 4 item 1 on a 390 px phone: the demo player with a bonus (platform/bonuses/seed.ts: Kiwi,
 * NZD 1,000.00 real and 50.00 bonus to wager x10) sees common, real and bonus money and the
 * wagering bar in the header dropdown; real spins move the bar live (private:balance) to what
 * GET /api/player/balance and the rounds say; the sidebar shows the balance with a cashbox button.
 * Screenshots go to /tmp/shots/balance-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/balance-${name}.png` });
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const KIWI = { email: 'kiwi@reelhouse.test', password: 'Demo-pass-2026' };
const nzd = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'NZD' }).format((cents / 100).toFixed(2) as `${number}`);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the bonus player sees real, bonus and wagering in the header and sidebar, and spins move the bar live', async ({ page }) => {
  test.setTimeout(180_000);
  const signIn = await page.request.post('/api/users/sign_in', { data: { user: KIWI }, headers: XHR });
  expect(signIn.status()).toBe(200);
  const balance = async () =>
    DisplayBalancesSchema.parse(await (await page.request.get('/api/player/balance', { headers: XHR })).json()).find((b) => b.active)!;
  const start = await balance();
  expect(start).toMatchObject({ currency: 'NZD', bonus_cents: 5_000, wager_target_cents: 50_000 });

  const games = GamesPageSchema.parse(
    await (
      await page.request.post('/api/games_filter', {
        data: { device: 'mobile', filter: { providers: ['aurora-reels'] }, page: 1, page_size: 100 },
        headers: XHR,
      })
    ).json(),
  );
  const game = games.data.find((g) => g.currencies.NZD)!;
  expect(game, 'a studio game with an NZD entry').toBeTruthy();
  await page.goto(`/en/play/${game.provider}/${game.seo_title}?mode=real`);

  const header = page.locator('header');
  await expect(header.getByTestId('header-balance-amount')).toHaveText(nzd(start.common_cents));
  await header.getByTestId('header-balance').click();
  const panel = header.getByRole('region', { name: 'Your balance' });
  await expect(panel).toContainText(`Real money${nzd(start.real_cents)}`);
  await expect(panel).toContainText(`Bonus money${nzd(start.bonus_cents)}`);
  const bar = panel.getByRole('progressbar', { name: 'Wagering' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(start.wager_percent));
  await expect(panel.getByTestId('wagering-progress')).toContainText(`${nzd(start.wagered_cents)} of ${nzd(50_000)} wagered`);
  // The dropdown fits the phone: nothing sticks out sideways.
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'dropdown-before-phone');
  await page.keyboard.press('Escape');

  // A big stake (at most 100.00, so three spins stay under the 500.00 target) moves the percent.
  const studio = page.frameLocator('[data-testid="game-frame"]');
  const select = studio.locator('#bet');
  const options = await select.locator('option').evaluateAll((els) => els.map((e) => Number((e as HTMLOptionElement).value)));
  await select.selectOption(String(Math.max(...options.filter((v) => v <= 10_000))));
  const spin = studio.getByRole('button', { name: /^spin/i });
  for (let i = 0; i < 3; i++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await spin.click();
  }
  await expect(spin).toBeEnabled({ timeout: 15_000 });

  // Every real stake counted towards the bonus; the header shows what the platform says.
  const rounds = GameRoundsPageSchema.parse(
    await (await page.request.get('/api/player/game_rounds', { params: { page: 1, page_size: 20 }, headers: XHR })).json(),
  );
  const staked = rounds.data.filter((r) => r.mode === 'real' && r.currency === 'NZD').reduce((s, r) => s + r.bet_cents, 0);
  const after = await balance();
  expect(after.wagered_cents).toBe(staked);
  expect(after.wager_percent).toBe(Math.floor((staked * 100) / 50_000));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header.getByTestId('header-balance-amount')).toHaveText(nzd(after.common_cents));
  await header.getByTestId('header-balance').click();
  await expect(bar).toHaveAttribute('aria-valuenow', String(after.wager_percent));
  await expect(panel.getByTestId('wagering-progress')).toContainText(`${nzd(after.wagered_cents)} of ${nzd(50_000)} wagered`);
  await shot(page, 'dropdown-after-phone');
  await page.keyboard.press('Escape');

  // The sidebar: the same balance with a cashbox button.
  await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Menu' });
  const block = sidebar.getByTestId('sidebar-balance');
  await expect(block.getByTestId('sidebar-balance-amount')).toHaveText(nzd(after.common_cents));
  await expect(block.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('aria-valuenow', String(after.wager_percent));
  await expect(block.getByRole('link', { name: 'Cashbox' })).toHaveAttribute('href', '/en/cashbox');
  // The picture once the sidebar has slid fully in.
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  await shot(page, 'sidebar-phone');
});
