import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './fixtures';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { GamesPageSchema, GameRoundsPageSchema } from '../../schemas/games';
import { DisplayBalancesSchema } from '../../schemas/wallet';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { signIn } from './staff';

/**
 * Issue 15 "Done when", as one flow in Chromium, through the pages:
 * 1. marketing creates in the back office's Promotions a 100 % deposit bonus up to 100 EUR with x30
 *    wagering, a free-spins template and a shared coupon for it;
 * 2. player A (two tabs: one watches the gifts tab, the other pays and plays) sees the offer in the
 *    cashbox, deposits 50 with it through the sandbox's 3-D Secure page, has 50 bonus money, plays a
 *    studio game while the gifts tab's wager bar moves, then deletes the bonus there with the forfeit
 *    shown in the confirmation;
 * 3. player B redeems the coupon in the promo-code tab, activates the free spins in the gifts tab
 *    (which opens their game), plays them in the studio and sees the winnings as bonus money;
 * 4. each player's bell counts their notifications live; logout clears bell and gifts counter.
 * Every wait is on a state (a text, an attribute, an answer), never on time.
 * Screenshots: /tmp/shots/gifts-done-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/gifts-done-${name}.png` });
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const PASSWORD = 'Str0ng-pass-2026';
const IDENTITY = { first_name: 'Dana', last_name: 'Done', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' };
const eur = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format((cents / 100).toFixed(2) as `${number}`);
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const BONUS_TITLE = `Done 100 % ${stamp}`;
const SPINS_TITLE = `Done spins ${stamp}`;
const COUPON = `DONE-${stamp}`;
const SPINS = 15;

const bell = (page: Page) => page.locator('header').getByTestId('notification-bell');
const giftsCounter = (page: Page) => page.locator('header').getByTestId('gifts-counter');
const balance = async (page: Page) =>
  DisplayBalancesSchema.parse(await (await page.request.get('/api/player/balance', { headers: XHR })).json()).find((b) => b.currency === 'EUR')!;

/** A new EUR player in a browser context of their own, with the identity a deposit asks for. */
async function newPlayer(browser: Browser, name: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const email = `done-${name}${stamp}@player.reelhouse.test`;
  const reg = await context.request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  expect((await context.request.patch('/api/player', { headers: XHR, data: { context: 'deposit', user: IDENTITY } })).status()).toBe(200);
  return context;
}

/** Logs out from the profile once the realtime socket runs over its websocket (see notifications.spec.ts). */
async function logout(page: Page) {
  let upgraded = false;
  page.on('websocket', (ws) => ws.on('framereceived', (f) => (upgraded ||= String(f.payload).startsWith('40'))));
  await page.goto('/en/profile');
  await expect.poll(() => upgraded, { timeout: 30_000 }).toBe(true);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(bell(page)).toHaveCount(0);
  await expect(giftsCounter(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('rh_notifications'))).toBeNull();
}

test('issue 15 done: marketing creates a deposit bonus and a coupon; one player deposits, wagers and cancels, another plays coupon spins; the bell counts live; logout clears it', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);

  // 1. Marketing, in the back office's Promotions.
  await signIn(page, demoStaff('marketing'));
  await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByTestId('template-form');
  await form.getByLabel('Title').fill(BONUS_TITLE);
  await expect(form.getByLabel('Type', { exact: true })).toHaveValue('deposit');
  await form.getByLabel('Percent of the deposit').fill('100');
  await form.getByLabel('Wager multiplier (x)').fill('30');
  const cap = form.getByRole('group', { name: 'Cap', exact: true });
  await expect(cap.getByLabel('Currency to add to Cap')).toHaveValue('EUR');
  await cap.getByRole('button', { name: 'Add currency' }).click();
  await cap.getByLabel('Cap EUR').fill('100');
  await expect(page.getByTestId('gift-preview')).toContainText('Wager x30: 3000.00 EUR to play');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${BONUS_TITLE}”.` })).toBeVisible();
  const table = page.getByTestId('templates-table');
  await expect(table.getByRole('row', { name: new RegExp(BONUS_TITLE) })).toContainText('100 % ≤ 100 EUR');

  // The free spins play on the studio game the seeded spins use (its catalogue id, as the form asks).
  const templates = (await (await page.request.get('/api/backoffice/bonus-templates', { headers: XHR })).json()) as {
    id: number;
    type: string;
    title: string;
    game_ids: number[];
  }[];
  const gameId = templates.find((t) => t.type === 'freespins')!.game_ids[0]!;
  await page.getByRole('button', { name: 'New template' }).click();
  const spins = page.getByTestId('template-form');
  await spins.getByLabel('Title').fill(SPINS_TITLE);
  await spins.getByLabel('Type', { exact: true }).selectOption('freespins');
  await spins.getByLabel('Games (catalogue ids)').fill(String(gameId));
  await spins.getByLabel('Number of spins').fill(String(SPINS));
  await spins.getByLabel('Bet level per spin').fill('1');
  await expect(page.getByTestId('gift-card')).toContainText(`${SPINS} of ${SPINS} free spins left`);
  await spins.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${SPINS_TITLE}”.` })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(SPINS_TITLE) })).toBeVisible();
  await shot(page, 'bo-templates');

  // A shared coupon for the spins.
  await page.getByRole('link', { name: 'Code batches' }).click();
  const batch = page.getByTestId('batch-form');
  const spinsId = ((await (await page.request.get('/api/backoffice/bonus-templates', { headers: XHR })).json()) as { id: number; title: string }[]).find(
    (t) => t.title === SPINS_TITLE,
  )!.id;
  await batch.getByLabel('Template').selectOption(String(spinsId));
  await batch.getByLabel('Kind of code').selectOption('coupon');
  await batch.getByLabel('Shared or unique').selectOption('shared');
  await batch.getByLabel('Shared code').fill(COUPON);
  await batch.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/Batch \d+ created with 1 codes?\./)).toBeVisible();
  await shot(page, 'bo-coupon');

  // 2. Player A: one tab watches the gifts tab, the other pays and plays.
  const contextA = await newPlayer(browser, 'a');
  const watchA = await contextA.newPage();
  await watchA.goto('/en/profile/gifts');
  await expect(watchA.getByText('You have no gifts right now.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(bell(watchA)).toHaveAccessibleName('Notifications');
  await expect(watchA.getByTestId('notification-count')).toHaveCount(0);

  const payA = await contextA.newPage();
  await payA.goto('/en/deposit');
  const box = payA.getByRole('dialog', { name: 'Cashbox' });
  await expect(box).toBeVisible({ timeout: 30_000 });
  await expect(box.getByLabel('Amount (EUR)')).toHaveValue('50');
  const choice = box.getByRole('group', { name: 'Choose your bonus' });
  const offer = choice.getByRole('radio', { name: new RegExp(BONUS_TITLE) });
  await expect(offer).toBeEnabled({ timeout: 30_000 });
  await expect(choice.getByRole('radio', { name: 'No bonus' })).toBeChecked();
  await offer.check();
  await expect(offer).toBeChecked();
  await expect(choice.locator('[data-offer]').filter({ hasText: BONUS_TITLE })).toContainText('You get €50.00 bonus money');
  await box.getByRole('radio', { name: /Visa/ }).check();
  await offer.scrollIntoViewIfNeeded();
  await shot(payA, 'a-cashbox-offer');
  await box.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.approved[0]);
  await box.getByLabel('Expiry date (MM/YY)').fill('1230');
  await box.getByLabel('CVV').fill('123');
  await box.getByLabel('Cardholder name').fill('Dana Done');
  await box.getByRole('button', { name: 'Deposit 50 EUR' }).click();
  await expect(payA).toHaveURL(/\/sandbox-pay\/3ds\//, { timeout: 30_000 });
  await payA.getByRole('button', { name: 'Approve' }).click();
  await expect(payA).toHaveURL(/\/en\/deposit\?.*payment_id=\d+/, { timeout: 30_000 });
  await expect(payA.getByRole('dialog', { name: 'Cashbox' }).getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded', { timeout: 30_000 });

  // The watching tab, not reloaded: the bell counts the deposit and the bonus; the card is active with 50 and its bar at zero.
  await expect(watchA.getByTestId('notification-count')).toHaveText('2', { timeout: 30_000 });
  await expect(bell(watchA)).toHaveAccessibleName('Notifications, 2 new');
  const card = watchA.getByTestId('gift-card').filter({ hasText: BONUS_TITLE });
  await expect(card).toHaveAttribute('data-stage', 'activated', { timeout: 30_000 });
  await expect(card.getByTestId('gift-amount')).toHaveText(eur(5_000));
  await expect(card.getByTestId('gift-wager')).toContainText(`${eur(0)} of ${eur(150_000)} wagered`);
  expect(await balance(watchA)).toMatchObject({ real_cents: 5_000, bonus_cents: 5_000, wager_target_cents: 150_000 });
  await shot(watchA, 'a-gifts-before-play');

  // The paying tab plays a studio game for real; the watching tab's wager bar moves (no reload).
  const games = GamesPageSchema.parse(
    await (
      await payA.request.post('/api/games_filter', {
        data: { device: 'desktop', filter: { providers: ['aurora-reels'] }, page: 1, page_size: 100 },
        headers: XHR,
      })
    ).json(),
  );
  const game = games.data.find((g) => g.currencies.EUR && g.id !== gameId) ?? games.data.find((g) => g.currencies.EUR)!;
  await payA.goto(`/en/play/${game.provider}/${game.seo_title}?mode=real`);
  const spinA = payA.frameLocator('[data-testid="game-frame"]').getByRole('button', { name: /^spin/i });
  for (let i = 0; i < 3; i++) {
    await expect(spinA).toBeEnabled({ timeout: 30_000 });
    await spinA.click();
  }
  await expect(spinA).toBeEnabled({ timeout: 30_000 });
  await shot(payA, 'a-studio');
  await expect(card.getByTestId('gift-wager')).not.toContainText(`${eur(0)} of ${eur(150_000)} wagered`, { timeout: 30_000 });
  const wagered = (await balance(watchA)).wagered_cents;
  expect(wagered).toBeGreaterThan(0);
  await shot(watchA, 'a-gifts-after-play');

  // Delete it in the gifts tab: the confirmation shows the bonus money to be forfeited.
  const bonusNow = (await balance(watchA)).bonus_cents;
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = watchA.getByRole('dialog', { name: 'Delete this gift?' });
  await expect(dialog.getByTestId('gift-forfeit')).toHaveText(`${eur(bonusNow)} of bonus money will be forfeited. This cannot be undone.`);
  await shot(watchA, 'a-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete gift' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveAttribute('data-stage', 'canceled');
  await expect(card).toContainText(`Forfeited: ${eur(bonusNow)}`);
  await expect.poll(async () => (await balance(watchA)).bonus_cents).toBe(0);
  // A stage after issued makes no notification (the drop rule): the bell still says 2.
  await expect(watchA.getByTestId('notification-count')).toHaveText('2');
  await shot(watchA, 'a-gifts-canceled');
  await payA.close();
  await logout(watchA);
  await shot(watchA, 'a-logged-out');
  await contextA.close();

  // 3. Player B: the coupon in the promo-code tab.
  const contextB = await newPlayer(browser, 'b');
  const b = await contextB.newPage();
  await b.goto('/en/profile/promocode');
  await expect(bell(b)).toHaveAccessibleName('Notifications', { timeout: 30_000 });
  await expect(b.getByTestId('notification-count')).toHaveCount(0);
  const coupon = b.getByTestId('coupon-form');
  await coupon.getByLabel('Coupon code').fill(COUPON.toLowerCase());
  await coupon.getByRole('button', { name: 'Redeem' }).click();
  await expect(coupon.getByRole('status')).toContainText(`“${SPINS_TITLE}” is in your gifts.`);
  await expect(b.getByTestId('notification-count')).toHaveText('1', { timeout: 30_000 });
  await expect(giftsCounter(b).getByTestId('gifts-count')).toHaveText('1');
  await shot(b, 'b-coupon');

  // Activate in the gifts tab: the spins' game opens in real mode and plays them for nothing.
  await giftsCounter(b).click();
  await expect(b).toHaveURL(/\/en\/profile\/gifts$/);
  const spinsCard = b.getByTestId('gift-card').filter({ hasText: SPINS_TITLE });
  await expect(spinsCard.getByTestId('gift-amount')).toHaveText(`${SPINS} of ${SPINS} free spins left`);
  await shot(b, 'b-gifts-issued');
  await spinsCard.getByRole('button', { name: 'Activate' }).click();
  await expect(b).toHaveURL(/\/en\/play\/.+mode=real/, { timeout: 30_000 });
  const studio = b.frameLocator('[data-testid="game-frame"]');
  const banner = studio.locator('#fs');
  await expect(banner).toHaveText(`Free spins: ${SPINS} left`, { timeout: 30_000 });
  const spinB = studio.getByRole('button', { name: /^spin/i });
  for (let left = SPINS - 1; left >= 0; left--) {
    await expect(spinB).toBeEnabled({ timeout: 30_000 });
    await spinB.click();
    if (left > 0) await expect(banner).toHaveText(`Free spins: ${left} left`, { timeout: 30_000 });
  }
  await expect(spinB).toBeEnabled({ timeout: 30_000 });
  await shot(b, 'b-studio-after-spins');

  // Every spin a free round; the winnings are bonus money in the header's balance display.
  const rounds = GameRoundsPageSchema.parse(await (await b.request.get('/api/player/game_rounds', { headers: XHR })).json());
  expect(rounds.data).toHaveLength(SPINS);
  expect(rounds.data.every((r) => r.free_spin && r.bet_cents === 0)).toBe(true);
  const won = rounds.data.reduce((s, r) => s + r.win_cents, 0);
  await expect.poll(async () => (await balance(b)).bonus_cents, { timeout: 30_000 }).toBe(won);
  expect((await balance(b)).real_cents).toBe(0);
  await b.goto('/en/profile/gifts');
  await expect(spinsCard).toHaveAttribute('data-stage', /finished|wager_done|handle_bets|activated/);
  await expect(giftsCounter(b).getByTestId('gifts-count')).toHaveCount(0);
  await b.locator('header').getByTestId('header-balance').click();
  const panel = b.locator('header').getByRole('region', { name: 'Your balance' });
  await expect(panel).toContainText(`Bonus money${eur(won)}`);
  await shot(b, 'b-bonus-money');
  await b.keyboard.press('Escape');
  // Activation and the spins' stages make no notification: the bell still counts the coupon's gift.
  await expect(b.getByTestId('notification-count')).toHaveText('1');

  // 4. Logout clears the bell and the gifts counter.
  await logout(b);
  await shot(b, 'b-logged-out');
  await contextB.close();
});
