import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { GamesPageSchema } from '../../schemas/games';
import { CompPointsBalanceSchema, PlayerLevelsSchema } from '../../schemas/loyalty';

/**
 * Issue 17 "Done when", comp-points part, in Chromium: the demo player Canuck (CAD) plays real
 * spins in the studio and sees the coins arrive live in the header's balance dropdown
 * (private:comps); reaching level 2 (seeded threshold 20 coins) issues the level's gift once (its
 * 50 coins); then exchanges coins for free spins and for money in /rocket-mart (result popup,
 * coins and cash move). Screenshots go to /tmp/shots/rocket-mart-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/rocket-mart-${name}.png` });
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const CANUCK = { email: 'canuck@reelhouse.test', password: 'Demo-pass-2026' };

test('a player earns coins live, reaches a level, and exchanges coins for free spins and for money', async ({ page }) => {
  test.setTimeout(240_000);
  const signIn = await page.request.post('/api/users/sign_in', { data: { user: CANUCK }, headers: XHR });
  expect(signIn.status()).toBe(200);
  const comps = async () => CompPointsBalanceSchema.parse(await (await page.request.get('/api/player/comp_points', { headers: XHR })).json());
  const start = await comps();

  const games = GamesPageSchema.parse(
    await (
      await page.request.post('/api/games_filter', {
        data: { device: 'desktop', filter: { providers: ['aurora-reels'] }, page: 1, page_size: 100 },
        headers: XHR,
      })
    ).json(),
  );
  const game = games.data.find((g) => g.currencies.CAD)!;
  expect(game, 'a studio game with a CAD entry').toBeTruthy();
  await page.goto(`/en-CA/play/${game.provider}/${game.seo_title}?mode=real`);

  const header = page.locator('header');
  await header.getByTestId('header-balance').click();
  const coins = header.getByTestId('balance-comp-points');
  await expect(coins).toHaveText(String(start.chargeable.points), { timeout: 30_000 });

  // Stakes of 10.00 CAD earn 40 coins each (seeded rate: 1 coin per 0.25).
  const studio = page.frameLocator('[data-testid="game-frame"]');
  const select = studio.locator('#bet');
  const options = await select.locator('option').evaluateAll((els) => els.map((e) => Number((e as HTMLOptionElement).value)));
  await select.selectOption(String(Math.max(...options.filter((v) => v <= 1_000))));
  const spin = studio.getByRole('button', { name: /^spin/i });
  for (let i = 0; i < 4; i++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await spin.click();
  }
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  // Live: the header shows more coins without a reload.
  await expect.poll(async () => Number(await coins.textContent()), { timeout: 30_000 }).toBeGreaterThan(start.chargeable.points + 100);
  await shot(page, 'coins-live');

  // Level 2 reached (persistent ≥ 20): its 50 coins were given once, on top of what was earned.
  const earned = await comps();
  expect(earned.level).toBeGreaterThanOrEqual(2);
  const levels = PlayerLevelsSchema.parse(await (await page.request.get('/api/player/levels', { headers: XHR })).json());
  expect(levels.levels[0]!.state).toBe('reached');
  expect(earned.chargeable.points - start.chargeable.points).toBe(
    earned.persistent.points - start.persistent.points + 50 * (earned.level - Math.max(1, start.level)),
  );

  // Free spins: 60 coins.
  await page.goto('/en-CA/rocket-mart/freespins');
  await expect(page.getByTestId('comp-points-balance')).toContainText(String(earned.chargeable.points));
  const spinsCard = page.locator('[data-testid="points-shop-card"][data-group="spins-20"]');
  await spinsCard.getByRole('button', { name: 'Exchange' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Exchange now' }).click();
  await expect(page.getByTestId('exchange-result')).toHaveAttribute('data-ok', 'true');
  await shot(page, 'result-freespins');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => (await comps()).chargeable.points).toBe(earned.chargeable.points - 60);

  // Money: 100 coins for 5.00 CAD in cash.
  const cashBefore = (await (await page.request.get('/api/player/balance', { headers: XHR })).json()) as { currency: string; real_cents: number }[];
  await page.goto('/en-CA/rocket-mart/money');
  await page.locator('[data-testid="points-shop-card"][data-group="money-5"]').getByRole('button', { name: 'Exchange' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exchange now' }).click();
  await expect(page.getByTestId('exchange-result')).toHaveAttribute('data-ok', 'true');
  await shot(page, 'result-money');
  const cashAfter = (await (await page.request.get('/api/player/balance', { headers: XHR })).json()) as { currency: string; real_cents: number }[];
  const cad = (rows: { currency: string; real_cents: number }[]) => rows.find((r) => r.currency === 'CAD')!.real_cents;
  expect(cad(cashAfter) - cad(cashBefore)).toBe(500);
  expect((await comps()).chargeable.points).toBe(earned.chargeable.points - 160);
});
