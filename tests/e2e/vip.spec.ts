import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { expect, test, type APIRequestContext, type Page } from './fixtures';

/**
 * Issue 17 "Done when", VIP part, in Chromium: marketing lowers the EUR thresholds through the back
 * office API; a fresh player's deposit raises the VIP progress on the VIP club page, and a second
 * deposit past BRONZE's threshold changes the status (the level card, the badge by the nickname).
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Str0ng-pass-2026';
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };

async function signInStaff(request: APIRequestContext) {
  const admin = demoStaff('admin');
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = await request.post('/api/backoffice/sign_in', { headers: XHR, data: { email: admin.email, password: admin.password } });
    expect(first.status()).toBe(200);
    const otp = await request.post('/api/backoffice/sign_in/otp', { headers: XHR, data: { code: await generate({ secret: admin.totpSecret! }) } });
    if (otp.status() === 200) return;
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('staff sign-in refused twice');
}

async function deposit(page: Page, amountCents: number) {
  const dep = await page.request.post('/api/player/payments/deposit', {
    headers: XHR,
    data: {
      idempotency_key: randomUUID(),
      method_id: 'sandbox:visa:EUR',
      amount_cents: amountCents,
      currency: 'EUR',
      card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Vera Test' },
      return_url: '/en/vip-club',
    },
  });
  expect(dep.status(), await dep.text()).toBe(200);
  await page.goto(((await dep.json()).next as { url: string }).url);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/vip-club/);
}

test('a deposit raises the VIP progress and, past the threshold, the status', async ({ page }) => {
  test.setTimeout(180_000);
  const request = page.request;
  await signInStaff(request);
  // BRONZE at 50 EUR of deposits (bets not counted), the higher statuses far away.
  const levels = (['BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'] as const).map((status, i) => ({
    status,
    deposit_cents: i === 0 ? 5_000 : 10_000_000 * i,
    bet_cents: 0,
  }));
  const set = await request.put('/api/backoffice/vip/thresholds/EUR', { headers: XHR, data: { levels } });
  expect(set.status(), await set.text()).toBe(200);

  const email = `vip${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const reg = await request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(reg.status()).toBe(200);
  const patched = await request.patch('/api/player', {
    headers: XHR,
    data: {
      context: 'deposit',
      user: { first_name: 'Vera', last_name: 'Test', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' },
    },
  });
  expect(patched.status()).toBe(200);

  // Not a VIP yet: the club shows the ladder with BRONZE next and the deposit prompt.
  await page.goto('/en/vip-club');
  await expect(page.getByRole('heading', { name: 'VIP club', level: 1 })).toBeVisible();
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('data-status', 'REGULAR');
  await expect(page.getByTestId('vip-deposit-prompt')).toBeVisible();
  await expect(page.getByTestId('vip-card-BRONZE')).toHaveAttribute('data-state', 'future');

  // 30 EUR: 60 % of the way to BRONZE (the stream moves the totals after the deposit commits).
  await deposit(page, 3_000);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('vip-deposits')).toContainText('€30.00');
  await page.screenshot({ path: `${SHOTS}/vip-progress.png`, fullPage: true });

  // 30 EUR more: past 50 EUR, the status is BRONZE: its card is current, the badge by the nickname shows it.
  await deposit(page, 3_000);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('vip-progress')).toHaveAttribute('data-status', 'BRONZE', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('vip-card-BRONZE')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('vip-card-SILVER')).toHaveAttribute('data-state', 'future');
  await expect(page.getByTestId('vip-deposit-prompt')).toHaveCount(0);
  await expect(page.getByTestId('vip-badge').first()).toHaveText('Bronze');
  await page.screenshot({ path: `${SHOTS}/vip-bronze.png`, fullPage: true });

  // The back office's thresholds page shows marketing's EUR values.
  await page.goto('/backoffice/vip');
  await expect(page.getByTestId('vip-thresholds-EUR')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'BRONZE deposits in EUR' })).toHaveValue('5000');
  await page.screenshot({ path: `${SHOTS}/vip-backoffice.png`, fullPage: true });
});
