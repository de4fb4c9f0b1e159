import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';

/**
 * Issue 13 item 1 "Done when", in Chromium: a visitor from Germany (the trusted proxy's
 * cf-ipcountry header, playwright.config.ts) signs up with Germany and EUR pre-set on /en, makes a
 * first card deposit after the personal-details step, which shows the country and takes the
 * German postcode 10117 (and refuses it for Canada), then withdraws from the cashbox's Withdraw tab
 * and from /en/withdraw under one rule: both ask for the phone until it is given, neither after.
 * Screenshots go to /tmp/shots/country-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/country-${name}.png` });
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/**
 * A popup after a full page load comes with its lazily loaded code: on a machine shared by
 * parallel runs that took 15 s (not a figure of the product, which `npm run bench` measures).
 */
const LOADED = { timeout: 45_000 };

/** Fills the card form of the open cashbox. */
async function typeCard(box: Locator, number: string) {
  await box.getByLabel('Card number').fill(number);
  await box.getByLabel('Expiry date (MM/YY)').fill('1230');
  await box.getByLabel('CVV').fill('123');
  await box.getByLabel('Cardholder name').fill('Ada Lovelace');
}

test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });

test('a visitor from Germany signs up (Germany, EUR), deposits first with the postcode 10117, and withdraws from both routes under one rule', async ({
  page,
}) => {
  // A hosted 3-D Secure round trip and five popups on a shared, loaded machine.
  test.setTimeout(180_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `de${stamp}@player.reelhouse.test`;

  // Sign-up: the geo country pre-filled, its currency with it; both changeable.
  await page.goto('/en#sign-up');
  const signUp = dialog(page, 'Sign up');
  await expect(signUp).toBeVisible(LOADED);
  const country = signUp.getByLabel('Country');
  const currency = signUp.getByLabel('Currency');
  await expect(country).toHaveValue('DE');
  await expect(country.locator('option:checked')).toHaveText('Germany');
  await expect(currency).toHaveValue('EUR');
  await shot(page, 'sign-up');
  await country.selectOption('CA');
  await expect(currency).toHaveValue('CAD');
  await country.selectOption('DE');
  await expect(currency).toHaveValue('EUR');
  await signUp.getByLabel('E-mail', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('Str0ng-pass-2026');
  await signUp.getByLabel(/terms and conditions/).check();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp).toBeHidden();
  await expect(page.locator('header').getByRole('link', { name: email.split('@')[0]! })).toBeVisible();
  const me = await page.request.get('/api/player', { headers: XHR });
  expect(await me.json()).toMatchObject({ email, country: 'DE', currency: 'EUR' });

  // First deposit: the personal-details step shows the country; the postcode is judged by it.
  await page.goto('/en/deposit');
  const info = dialog(page, 'Your personal details');
  await expect(info).toBeVisible(LOADED);
  const infoCountry = info.getByLabel('Country');
  await expect(infoCountry).toHaveValue('DE');
  await info.getByLabel('First name').fill('Ada');
  await info.getByLabel('Last name').fill('Lovelace');
  await info.getByLabel('Day').fill('10');
  await info.getByLabel('Month').fill('12');
  await info.getByLabel('Year').fill('1985');
  await info.getByLabel('City').fill('Berlin');
  await info.getByLabel('Address').fill('Unter den Linden 1');
  await info.getByLabel('Postal code').fill('10117');
  // 10117 is no Canadian postal code: refused under the field while Canada is chosen.
  await infoCountry.selectOption('CA');
  await info.getByRole('button', { name: 'Save and continue' }).click();
  await expect(info.getByText('Enter a valid postal code')).toBeVisible();
  // Germany again: the postcode is re-checked with the country, and the error goes at once.
  await infoCountry.selectOption('DE');
  await expect(info.getByText('Enter a valid postal code')).toHaveCount(0);
  await shot(page, 'personal-details');
  await info.getByRole('button', { name: 'Save and continue' }).click();

  const box = dialog(page, 'Cashbox');
  await expect(box).toBeVisible(LOADED);
  await expect(info).toBeHidden();
  await expect(box.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await box.getByRole('radio', { name: /Visa/ }).check();
  await box.getByLabel('Amount (EUR)').fill('50');
  await typeCard(box, SANDBOX_TEST_CARDS.approved[0]);
  await box.getByRole('button', { name: 'Deposit 50 EUR' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//, LOADED);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/deposit\?.*payment_id=\d+/);
  const result = dialog(page, 'Cashbox').getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'succeeded', LOADED);
  await expect(dialog(page, 'Cashbox').getByText('€50.00 has been added to your balance.')).toBeVisible();
  expect(await (await page.request.get('/api/player', { headers: XHR })).json()).toMatchObject({ country: 'DE', postal_code: '10117', city: 'Berlin' });

  // One withdrawal rule: /en/withdraw asks for the phone the cashout context requires...
  await page.goto('/en/withdraw');
  const routeInfo = dialog(page, 'Your personal details');
  await expect(routeInfo).toBeVisible(LOADED);
  await expect(routeInfo.getByLabel('Mobile phone')).toBeVisible();

  // ...and so does the cashbox's Withdraw tab; given there, the withdrawal goes through.
  await page.goto('/en/deposit');
  const cashbox = dialog(page, 'Cashbox');
  await expect(cashbox).toBeVisible(LOADED);
  await cashbox.getByRole('tab', { name: 'Withdraw' }).click();
  const tabInfo = dialog(page, 'Your personal details');
  await expect(tabInfo).toBeVisible(LOADED);
  await tabInfo.getByLabel('Mobile phone').fill('+49 30 1234567');
  await tabInfo.getByRole('button', { name: 'Save and continue' }).click();
  await expect(tabInfo).toBeHidden();
  await expect(cashbox.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await cashbox.getByLabel('Amount (EUR)').fill('20');
  await cashbox.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(cashbox.getByTestId('payment-result')).toHaveAttribute('data-state', 'reserved');
  await shot(page, 'withdraw-tab');

  // The route now asks nothing more either, and pays out under the same rule.
  await page.goto('/en/withdraw');
  const routeBox = dialog(page, 'Cashbox');
  await expect(routeBox.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true', LOADED);
  await expect(dialog(page, 'Your personal details')).toHaveCount(0);
  // What is left of the 50 EUR after the first 20, and the card's payout minimum.
  await expect(routeBox.getByText('You can withdraw €30.00.')).toBeVisible();
  await routeBox.getByLabel('Amount (EUR)').fill('20');
  await routeBox.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(routeBox.getByTestId('payment-result')).toHaveAttribute('data-state', 'reserved');
  await shot(page, 'withdraw-route');

  const payments = (await (await page.request.get('/api/player/payments', { headers: XHR })).json()) as {
    action: string;
    state: string;
    amount_cents: number;
  }[];
  const cashouts = payments.filter((p) => p.action === 'cashout').map((p) => [p.state, p.amount_cents]);
  expect(cashouts).toEqual([
    ['reserved', 2000],
    ['reserved', 2000],
  ]);
});
