import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * Issue 5: cooling-off and self-exclusion refuse login and play but still allow a withdrawal of
 * real money. A fresh player deposits, self-excludes, is refused at login, and withdraws through
 * the refusal's "Withdraw my balance" step (POST /api/user_limits/excluded_cashout): reserved.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Str0ng-pass-2026';
// A fresh connection per API call: a kept-alive one the server closed meanwhile answers ECONNRESET.
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };

test('a self-excluded player is refused at login and withdraws their balance from the refusal', async ({ page }) => {
  test.setTimeout(120_000);
  const request = page.request;
  const email = `excl${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  expect(
    (
      await request.post('/api/users', { headers: XHR, data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } } })
    ).status(),
  ).toBe(200);
  // The identity and phone of the cashout context (GET /api/info/player_fields).
  const patched = await request.patch('/api/player', {
    headers: XHR,
    data: {
      context: 'cashout',
      user: {
        first_name: 'Anna',
        last_name: 'Test',
        date_of_birth: '15/04/1990',
        city: 'Berlin',
        address: 'Unter den Linden 1',
        postal_code: '10117',
        mobile_phone: '+49 30 1234567',
      },
    },
  });
  expect(patched.status()).toBe(200);

  // 50 EUR of real money through the sandbox's 3-D Secure page.
  const dep = await request.post('/api/player/payments/deposit', {
    headers: XHR,
    data: {
      idempotency_key: randomUUID(),
      method_id: 'sandbox:visa:EUR',
      amount_cents: 5000,
      currency: 'EUR',
      card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Anna Test' },
      return_url: '/en',
    },
  });
  expect(dep.status()).toBe(200);
  await page.goto(((await dep.json()).next as { url: string }).url);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(async () => {
    const accounts = (await (await request.get('/api/player/accounts', { headers: XHR })).json()) as { currency: string; available_to_cashout_cents: number }[];
    expect(accounts.find((a) => a.currency === 'EUR')?.available_to_cashout_cents).toBe(5000);
  }).toPass({ timeout: 30_000 });

  // Self-exclusion (the limits page's own flow is covered by limits.spec.ts).
  const excluded = await request.post('/api/user_limits', { headers: XHR, data: { type: 'selfexclusion', period: 'month' } });
  expect(excluded.status()).toBe(200);

  await page.goto('/en/sign-in');
  const signIn = page.getByRole('dialog', { name: 'Log in' });
  await signIn.getByLabel('E-mail', { exact: true }).fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Log in' }).click();
  await expect(signIn.getByRole('alert')).toBeVisible();
  const withdraw = signIn.getByRole('button', { name: 'Withdraw my balance' });
  await expect(withdraw).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/exclusion-login-refused.png` });
  // Keyboard: the button is reachable and opens the step with Enter.
  await withdraw.focus();
  await page.keyboard.press('Enter');

  const box = page.getByRole('dialog', { name: 'Withdraw your balance' });
  await expect(box).toBeVisible();
  await box.getByRole('radio', { name: /Bank transfer/ }).check();
  await box.getByLabel('Amount (EUR)').fill('30');
  await box.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.screenshot({ path: `${SHOTS}/exclusion-cashout-form.png` });
  await box.getByRole('button', { name: 'Request withdrawal' }).click();
  const result = box.getByTestId('excluded-cashout-result');
  await expect(result).toHaveAttribute('data-state', 'reserved');
  await expect(result).toContainText('Your withdrawal of €30.00 has been requested.');
  await page.screenshot({ path: `${SHOTS}/exclusion-cashout-reserved.png` });

  // Still no session: the login stays refused.
  const again = await request.post('/api/users/sign_in', { headers: XHR, data: { user: { email, password: PASSWORD } } });
  expect(again.status()).toBe(403);
  expect((await again.json()).error).toBe('account_excluded');
});
