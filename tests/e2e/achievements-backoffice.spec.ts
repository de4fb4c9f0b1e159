import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { DisplayBalancesSchema } from '../../schemas/wallet';
import { expect, test, type Page } from './fixtures';
import { signIn } from './staff';

/**
 * Issue 16 items 5 and 7 in Chromium: marketing signs in to the back office, defines a
 * first-deposit badge in the generated form (its preview draws the player's card), sees it listed;
 * a new player deposits through the sandbox and finds the badge earned on /en/achievements; the
 * back office then counts one player who earned it, and disabling it hides it from the player.
 * Screenshots: /tmp/shots/achievements-backoffice-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/achievements-backoffice-${name}.png`, fullPage: true });
const PASSWORD = 'Str0ng-pass-2026';
// A fresh connection per API call: a kept-alive one the server closed meanwhile answers ECONNRESET.
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const IDENTITY = { first_name: 'Bea', last_name: 'Badge', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' };

const balance = async (page: Page) =>
  DisplayBalancesSchema.parse(await (await page.request.get('/api/player/balance', { headers: XHR })).json()).find((b) => b.currency === 'EUR')!;

/** A new EUR player, signed in on `page`, with `cents` deposited through the sandbox's 3-D Secure page. */
async function newPlayerWithDeposit(page: Page, cents = 2_000) {
  const email = `badge${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const reg = await page.request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  expect((await page.request.patch('/api/player', { headers: XHR, data: { context: 'deposit', user: IDENTITY } })).status()).toBe(200);
  const dep = await page.request.post('/api/player/payments/deposit', {
    headers: XHR,
    data: {
      idempotency_key: randomUUID(),
      method_id: 'sandbox:visa:EUR',
      amount_cents: cents,
      currency: 'EUR',
      card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Bea Badge' },
      return_url: '/en/deposit',
    },
  });
  expect(dep.status(), await dep.text()).toBe(200);
  await page.goto(((await dep.json()).next as { url: string }).url);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(async () => (await balance(page)).real_cents, { timeout: 30_000 }).toBe(cents);
}

test('marketing defines a first-deposit badge in the back office; a new player deposits and sees it earned', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, demoStaff('marketing'));
  await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Achievements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();

  await page.getByRole('button', { name: 'New achievement' }).click();
  const form = page.getByTestId('achievement-form');
  // The schema's messages beside the fields before anything is sent.
  await form.getByRole('button', { name: 'Save achievement' }).click();
  await expect(form.getByTestId('achievement-errors')).toBeVisible();
  await expect(form.getByLabel('Title (en)', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const slug = `e2e-first-${randomUUID().slice(0, 8)}`;
  const title = `Welcome aboard ${slug.slice(-4)}`;
  await form.getByLabel('Slug', { exact: true }).fill(slug);
  await form.getByLabel('Rule', { exact: true }).selectOption('first_deposit');
  await expect(form.getByLabel(/^Target/)).toHaveValue('1');
  await form.getByLabel('Title (en)', { exact: true }).fill(title);
  await form.getByLabel('Description (en)', { exact: true }).fill('Your first deposit at Reelhouse.');
  await form.getByLabel('Title (de)', { exact: true }).fill(`Willkommen an Bord ${slug.slice(-4)}`);
  const preview = page.getByTestId('achievement-preview');
  await expect(preview.getByTestId('achievement').first()).toContainText(title);
  await expect(preview.getByTestId('achievement').first()).toContainText('Make your first deposit');
  await shot(page, 'form');
  await form.getByRole('button', { name: 'Save achievement' }).click();

  await expect(page.getByRole('status').filter({ hasText: `Saved “${title}”.` })).toBeVisible();
  const row = page.getByTestId('achievements-table').getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Shown to players');
  await expect(row).toContainText('First deposit');
  await shot(page, 'list');

  // A new player deposits once: the badge shows earned on /en/achievements.
  const context = await browser.newContext({ baseURL: baseURL! });
  const player = await context.newPage();
  await newPlayerWithDeposit(player);
  const badge = player.getByTestId('achievement').filter({ hasText: title });
  // The stream records the deposit a moment after it is credited: read the page again until then.
  await expect(async () => {
    await player.goto('/en/achievements');
    await expect(badge).toHaveAttribute('data-earned', 'true', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(badge).toContainText('Earned on');
  await shot(player, 'player');

  // The back office counts the player; disabled, the badge leaves the player's page (nothing deleted).
  await page.reload();
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await row.getByRole('button', { name: `Disable ${title}` }).click();
  await expect(row).toContainText('Disabled');
  await player.reload();
  await expect(player.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  await expect(player.getByText('Loading achievements…')).toHaveCount(0, { timeout: 15_000 });
  await expect(badge).toHaveCount(0);
  await row.getByRole('button', { name: `Enable ${title}` }).click();
  await expect(row).toContainText('Shown to players');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await context.close();
});
