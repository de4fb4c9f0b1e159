import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { generate } from 'otplib';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { CancelPreviewSchema, GiftViewSchema, GiftViewsSchema, type GiftView } from '../../schemas/gifts';
import { GamesPageSchema } from '../../schemas/games';
import { DisplayBalancesSchema } from '../../schemas/wallet';
import { demoStaff } from '../../platform/staff/demo-accounts';

/**
 * Issue 15 "Done when", the deposit-bonus half, in Chromium: marketing creates (through the back
 * office's API) a 100 % deposit bonus up to 100 EUR with x30 wagering; a new player opens the
 * cashbox, sees the offer for the typed amount (and its minimum when the amount is too small),
 * deposits 50 with it through the sandbox's 3-D Secure page, has 50 bonus money in the balance
 * display, plays a studio game and sees the wagered amount move, and cancels the bonus with the
 * forfeit shown first (through the API: the profile gifts tab is another branch's work). Then the
 * deposit-promo flow (C4): a valid promo code in the link opens the deposit popup with its bonus
 * chosen; an invalid one is deleted and the popup opens anyway.
 * Screenshots: /tmp/shots/deposit-bonus-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PASSWORD = 'Str0ng-pass-2026';
const IDENTITY = { first_name: 'Bea', last_name: 'Bonus', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' };
const eur = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format((cents / 100).toFixed(2) as `${number}`);

const cashbox = (page: Page) => page.getByRole('dialog', { name: 'Cashbox' });
const offers = (box: Locator) => box.getByRole('group', { name: 'Choose your bonus' });

/** Signs the request context in as the demo marketing manager through the back-office API (TOTP). */
async function signInMarketing(request: APIRequestContext) {
  const who = demoStaff('marketing');
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = await request.post('/api/backoffice/sign_in', { headers: XHR, data: { email: who.email, password: who.password } });
    expect(first.status()).toBe(200);
    const otp = await request.post('/api/backoffice/sign_in/otp', { headers: XHR, data: { code: await generate({ secret: who.totpSecret! }) } });
    if (otp.status() === 200) return;
    // A code counts once per 30 s step and another test may have used this one: wait for the next.
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('staff sign-in refused twice');
}

async function createTemplate(request: APIRequestContext, body: Record<string, unknown>): Promise<{ id: number }> {
  const res = await request.post('/api/backoffice/bonus-templates', { headers: XHR, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: number };
}

/** A new EUR player with the identity the deposit context asks for, signed in on `page`. */
async function newPlayer(page: Page) {
  const email = `depbonus${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const reg = await page.request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  expect((await page.request.patch('/api/player', { headers: XHR, data: { context: 'deposit', user: IDENTITY } })).status()).toBe(200);
}

const balance = async (page: Page) =>
  DisplayBalancesSchema.parse(await (await page.request.get('/api/player/balance', { headers: XHR })).json()).find((b) => b.currency === 'EUR')!;
const bonusGifts = async (page: Page): Promise<GiftView[]> =>
  GiftViewsSchema.parse(await (await page.request.get('/api/player/bonuses', { headers: XHR })).json());

test.describe.configure({ mode: 'serial' });

const tag = randomUUID().slice(0, 6);
const TITLE = `Welcome 100% ${tag}`;
const CODE = `E2E${tag}`.toUpperCase();
const CODE_TITLE = `Code bonus ${tag}`;

test('marketing creates a 100% deposit bonus; a new player deposits 50 with it, has 50 bonus money, plays, and cancels it with the forfeit shown', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const staff = await playwright.request.newContext({ baseURL });
  await signInMarketing(staff);
  const tpl = await createTemplate(staff, {
    title: TITLE,
    type: 'deposit',
    percent: 100,
    max_amounts: { EUR: 10_000 },
    min_deposit: { EUR: 2_000 },
    wager_multiplier: 30,
  });
  await createTemplate(staff, { title: CODE_TITLE, type: 'deposit', amounts: { EUR: 1_500 }, wager_multiplier: 20, bonus_code: CODE });
  await staff.dispose();

  await newPlayer(page);
  await page.goto('/en/deposit');
  const box = cashbox(page);
  // The machine this runs on is shared and slow: the popup's first paint may take a while.
  await expect(box).toBeVisible({ timeout: 30_000 });
  await expect(box.getByLabel('Amount (EUR)')).toHaveValue('50');
  const choice = offers(box);
  const offer = choice.getByRole('radio', { name: new RegExp(TITLE) });
  // The default 50: the offer gives 50 (100 %, capped at 100), wagering x30, minimum 20.
  await expect(choice.locator(`[data-offer="${tpl.id}"]`)).toContainText('You get €50.00 bonus money');
  await expect(choice.locator(`[data-offer="${tpl.id}"]`)).toContainText('100% up to €100.00 · wagering x30');
  await expect(choice.locator(`[data-offer="${tpl.id}"]`)).toContainText('Minimum deposit €20.00');
  // The code's bonus is never listed to a player without the code.
  await expect(choice.getByRole('radio', { name: new RegExp(CODE_TITLE) })).toHaveCount(0);
  // "No bonus" is the default; the choice is a keyboard radio group.
  await expect(choice.getByRole('radio', { name: 'No bonus' })).toBeChecked();

  // Too small an amount: the offer stays, disabled, with the minimum to reach; re-asked as the amount changes.
  await box.getByLabel('Amount (EUR)').fill('10');
  await expect(offer).toBeDisabled();
  await expect(choice.locator(`[data-offer="${tpl.id}"]`)).toContainText('Deposit at least €20.00 to get this bonus');
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/deposit-bonus-below-minimum.png` });
  await box.getByLabel('Amount (EUR)').fill('50');
  await expect(offer).toBeEnabled();
  await expect(choice.locator(`[data-offer="${tpl.id}"]`)).toContainText('You get €50.00 bonus money');
  await offer.focus();
  await page.keyboard.press('Space');
  await expect(offer).toBeChecked();
  await box.getByRole('radio', { name: /Visa/ }).check();
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/deposit-bonus-offers-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/deposit-bonus-offers-phone.png` });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Deposit 50 with the sandbox's approved card through its 3-D Secure page.
  await box.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.approved[0]);
  await box.getByLabel('Expiry date (MM/YY)').fill('1230');
  await box.getByLabel('CVV').fill('123');
  await box.getByLabel('Cardholder name').fill('Bea Bonus');
  await box.getByRole('button', { name: 'Deposit 50 EUR' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/deposit\?.*payment_id=\d+/);
  await expect(cashbox(page).getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');

  // 50 real and 50 bonus money (granted from the event stream), wagering target 30 x 50.
  await expect.poll(async () => (await balance(page)).bonus_cents, { timeout: 20_000 }).toBe(5_000);
  const start = await balance(page);
  expect(start).toMatchObject({ real_cents: 5_000, bonus_cents: 5_000, wager_target_cents: 150_000, wagered_cents: 0, wager_percent: 0 });
  const [gift] = (await bonusGifts(page)).filter((g) => g.title === TITLE);
  expect(gift).toMatchObject({ type: 'deposit', stage: 'activated', amount_cents: 5_000, amount_wager_requirement_cents: 150_000, amount_wager_cents: 0 });
  await page.keyboard.press('Escape');

  // The balance display in the header: bonus money and the wagering bar.
  const header = page.locator('header');
  await header.getByTestId('header-balance').click();
  const panel = header.getByRole('region', { name: 'Your balance' });
  await expect(panel).toContainText(`Bonus money${eur(5_000)}`);
  await expect(panel.getByTestId('wagering-progress')).toContainText(`${eur(0)} of ${eur(150_000)} wagered`);
  await page.screenshot({ path: `${SHOTS}/deposit-bonus-balance-before.png` });
  await page.keyboard.press('Escape');

  // A few real spins in a studio game: the wagered amount moves.
  const games = GamesPageSchema.parse(
    await (
      await page.request.post('/api/games_filter', {
        data: { device: 'desktop', filter: { providers: ['aurora-reels'] }, page: 1, page_size: 100 },
        headers: XHR,
      })
    ).json(),
  );
  const game = games.data.find((g) => g.currencies.EUR)!;
  expect(game, 'a studio game with an EUR entry').toBeTruthy();
  await page.goto(`/en/play/${game.provider}/${game.seo_title}?mode=real`);
  const spin = page.frameLocator('[data-testid="game-frame"]').getByRole('button', { name: /^spin/i });
  for (let i = 0; i < 3; i++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await spin.click();
  }
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await expect.poll(async () => (await balance(page)).wagered_cents, { timeout: 15_000 }).toBeGreaterThan(0);
  const after = await balance(page);
  await header.getByTestId('header-balance').click();
  await expect(panel.getByTestId('wagering-progress')).toContainText(`${eur(after.wagered_cents)} of ${eur(150_000)} wagered`);
  await page.screenshot({ path: `${SHOTS}/deposit-bonus-balance-after-spins.png` });
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await bonusGifts(page)).find((g) => g.id === gift!.id)?.amount_wager_cents ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);

  // Cancel: the forfeit is shown first (what the confirmation says), then the bonus money is gone.
  const preview = CancelPreviewSchema.parse(await (await page.request.get(`/api/player/bonuses/${gift!.id}/cancellation`, { headers: XHR })).json());
  const bonusNow = (await balance(page)).bonus_cents;
  expect(preview).toMatchObject({ id: gift!.id, currency: 'EUR', stage: 'activated', forfeit_cents: bonusNow });
  expect(preview.forfeit_cents).toBeGreaterThan(0);
  const canceled = GiftViewSchema.parse(await (await page.request.delete(`/api/player/bonuses/${gift!.id}`, { headers: XHR })).json());
  expect(canceled).toMatchObject({ stage: 'canceled', forfeit_cents: preview.forfeit_cents });
  await expect.poll(async () => (await balance(page)).bonus_cents).toBe(0);
  await header.getByTestId('header-balance').click();
  await expect(panel).not.toContainText('wagered');
});

test('deposit-promo flow: a valid promo code opens the deposit popup with its bonus chosen; an invalid one is deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await newPlayer(page);

  // A promo link with a valid deposit code: on main the code is set and the deposit popup opens with its bonus chosen.
  await page.goto(`/en?deposit_promo=${CODE.toLowerCase()}`);
  const box = cashbox(page);
  await expect(page).toHaveURL(/\/en\/deposit-bonus$/, { timeout: 30_000 });
  await expect(box).toBeVisible();
  await expect(box.getByText(`Bonus code ${CODE} will be used for this deposit.`)).toBeVisible();
  const coded = offers(box).getByRole('radio', { name: new RegExp(CODE_TITLE) });
  await expect(coded).toBeChecked();
  await expect(offers(box)).toContainText('Removes the bonus code');
  await expect(offers(box)).toContainText('€15.00 bonus');
  await coded.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/deposit-bonus-promo-code.png` });
  expect(((await (await page.request.get('/api/player', { headers: XHR })).json()) as { deposit_bonus_code: string | null }).deposit_bonus_code).toBe(CODE);

  // An invalid code: deleted (the held one is cleared too), and the popup opens anyway.
  await page.goto('/en?deposit_promo=NOT-A-CODE');
  await expect(page).toHaveURL(/\/en\/deposit-bonus$/, { timeout: 30_000 });
  await expect(cashbox(page)).toBeVisible();
  await expect(cashbox(page).getByLabel('Bonus code')).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/player', { headers: XHR })).json()) as { deposit_bonus_code: string | null }).deposit_bonus_code)
    .toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('rh.depositPromo'))).toBeNull();
  await expect(offers(cashbox(page)).getByRole('radio', { name: new RegExp(CODE_TITLE) })).toHaveCount(0);
});
