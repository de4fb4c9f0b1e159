import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { generate } from 'otplib';

/**
 * Issue 2 "Done when": register -> confirmation mail in the outbox -> confirm -> log out -> log in
 * -> enable two-factor -> log out -> log in with a TOTP code -> an auth-required route sends a
 * guest to registration and back after login -> the language switch keeps the path.
 * Screenshots of every popup go to /tmp/shots for a visual check.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const STEP_S = 30;

/**
 * A TOTP code the platform will accept now: within its one step of drift and newer than the last
 * step it accepted (it never takes a step twice). Waits for the next step when none is left.
 */
async function freshCode(secret: string, lastStep: number | null): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const current = Math.floor(now / STEP_S);
    // Not the step right at its end: the request needs a moment to arrive.
    const candidates = [current, current + 1].filter((s) => lastStep === null || s > lastStep);
    const step = candidates[0];
    if (step !== undefined && (step > current || now % STEP_S < STEP_S - 3)) {
      return { code: await generate({ secret, epoch: step * STEP_S + 1 }), step };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const header = (page: Page) => page.locator('header');
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function logOut(page: Page) {
  await page.goto('/en/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  // A guest on /profile is sent to registration (spec P2 guard); start the next step from main.
  await expect(page).toHaveURL(/\/en\/sign-up\?redirect=/);
  await page.goto('/en');
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
}

async function fillSignIn(dialog: Locator, email: string, password: string) {
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

test('register, confirm, log in, two-factor, guard redirect and language switch', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e${stamp}@player.reelhouse.test`;
  const nickname = email.split('@')[0]!;
  const password = 'Str0ng-pass-2026';

  // Register through the #sign-up popup.
  await page.goto('/en#sign-up');
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  await shot(page, 'sign-up-empty');
  // Client-side validation first (spec P5): required, e-mail, must-be-checked.
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp.getByText('This box must be ticked')).toBeVisible();
  await shot(page, 'sign-up-errors');
  await signUp.getByLabel('E-mail', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await expect(signUp.getByLabel('Currency')).not.toHaveValue('');
  await signUp.getByLabel(/terms and conditions/).check();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp).toBeHidden();
  await expect(toast(page, `We sent a confirmation e-mail to ${email}.`)).toBeVisible();
  await expect(header(page).getByRole('link', { name: nickname })).toBeVisible();

  // The confirmation mail is in the outbox; its link confirms the address.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  const confirmLink = page.getByRole('link', { name: /\/confirmation\?confirmation_token=/ }).first();
  await expect(confirmLink).toBeVisible();
  await shot(page, 'outbox');
  await confirmLink.click();
  await expect(page).toHaveURL(/\/en\/confirmation\?confirmation_token=/);
  const confirmed = page.getByRole('dialog', { name: 'E-mail confirmed' });
  await expect(confirmed).toBeVisible();
  await shot(page, 'email-verify-confirmed');
  await confirmed.getByRole('button', { name: 'Continue' }).click();
  await expect(confirmed).toBeHidden();
  await page.goto('/en/profile/security');
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();

  // A used link is refused and offers to send a new one.
  await page.goto(`/en/confirmation?confirmation_token=spent-or-wrong`);
  const failed = page.getByRole('dialog', { name: 'The link did not work' });
  await expect(failed).toBeVisible();
  await shot(page, 'email-verify-failed');
  await page.keyboard.press('Escape');
  await expect(failed).toBeHidden();

  // Log out, then log in with e-mail and password (a wrong password first shows the server's text).
  await logOut(page);
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Log in' });
  await expect(signIn).toBeVisible();
  await shot(page, 'sign-in');
  await fillSignIn(signIn, email, 'wrong-password-1');
  await expect(signIn.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await shot(page, 'sign-in-error');
  await fillSignIn(signIn, email, password);
  await expect(signIn).toBeHidden();
  await expect(header(page).getByRole('link', { name: nickname })).toBeVisible();

  // Enable two-factor on the security tab with the secret the page shows.
  await page.goto('/en/profile/security');
  await expect(page.getByText('Two-factor authentication is off')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await shot(page, 'security-setup');
  let last = await freshCode(secret, null);
  await page.getByLabel('Authentication code').fill(last.code);
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(toast(page, 'Two-factor authentication is now on.')).toBeVisible();
  await expect(page.getByText('Two-factor authentication is on', { exact: true })).toBeVisible();
  await shot(page, 'security-on');

  // Log out and log in again: the password step, then the code step.
  await logOut(page);
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await fillSignIn(signIn, email, password);
  const twoFactor = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(twoFactor).toBeVisible();
  await expect(twoFactor.getByLabel('Authentication code')).toBeFocused();
  await twoFactor.getByLabel('Authentication code').fill('000000');
  await twoFactor.getByRole('button', { name: 'Verify' }).click();
  await expect(twoFactor.getByText('This code is not valid or was already used.', { exact: false })).toBeVisible();
  await expect(twoFactor.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'two-factor-step');
  last = await freshCode(secret, last.step);
  await twoFactor.getByLabel('Authentication code').fill(last.code);
  await twoFactor.getByRole('button', { name: 'Verify' }).click();
  await expect(twoFactor).toBeHidden();
  await expect(header(page).getByRole('link', { name: nickname })).toBeVisible();

  // A guest opening /profile goes to registration with the target, logs in there, and lands on it.
  await logOut(page);
  await page.goto('/en/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/en/sign-up' && url.searchParams.get('redirect') === '/en/profile');
  const registration = page.getByRole('dialog', { name: 'Sign up' });
  await expect(registration).toBeVisible();
  // This browser has signed in before: the dialog leads with "Log in" (its first button of that name).
  await expect(registration.getByText('You have logged in on this device before.')).toBeVisible();
  await registration.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/sign-in' && url.searchParams.get('redirect') === '/en/profile');
  const signInRoute = page.getByRole('dialog', { name: 'Log in' });
  await fillSignIn(signInRoute, email, password);
  last = await freshCode(secret, last.step);
  await page.getByRole('dialog', { name: 'Two-factor authentication' }).getByLabel('Authentication code').fill(last.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

  // The language switch keeps the path.
  const footer = page.locator('footer');
  await footer.getByRole('button', { name: /Language/ }).click();
  await footer.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Dein Profil' })).toBeVisible();
});

test('remind and new-password popups', async ({ page }) => {
  await page.goto('/en#remind');
  const remind = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(remind).toBeVisible();
  await shot(page, 'remind');
  await remind.getByLabel('E-mail', { exact: true }).fill('nobody-here@player.reelhouse.test');
  await remind.getByRole('button', { name: 'Send the link' }).click();
  await expect(remind.getByRole('status')).toContainText('If an account exists for nobody-here@player.reelhouse.test');
  await shot(page, 'remind-sent');
  await page.keyboard.press('Escape');

  // The alias of spec P2 forwards to the popup route with the query kept.
  await page.goto('/en/users/password/edit?reset_password_token=not-a-real-token');
  await expect(page).toHaveURL(/\/en\/new-password\?reset_password_token=not-a-real-token$/);
  const fresh = page.getByRole('dialog', { name: 'New password' });
  await expect(fresh).toBeVisible();
  await fresh.getByLabel('New password').fill('Another-pass-2026');
  await fresh.getByLabel('Repeat the password').fill('Another-pass-2026');
  await fresh.getByRole('button', { name: 'Save the new password' }).click();
  await expect(fresh.getByRole('alert')).toHaveText('This link is invalid or has expired. Ask for a new one.');
  await shot(page, 'new-password');
});

test('restricted-region guests get the warning instead of the popups', async ({ page }) => {
  // The platform decides by the trusted proxy's country header; here its answer is simulated.
  await page.route('**/client-context', (route) =>
    route.fulfill({
      json: {
        ip: '127.0.0.1',
        country: 'US',
        country_detected: true,
        registration_restricted: true,
        login_restricted: true,
        license: 'CW',
        default_currency: 'USD',
      },
    }),
  );
  await page.goto('/en');
  await expect(page.getByRole('note')).toContainText('Registration restricted in your country');
  await header(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(toast(page, 'Registration restricted in your country')).toBeVisible();
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Login not available in your country')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'restricted');
});

test('on a phone the popups fill the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/sign-up');
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  const box = await signUp.boundingBox();
  expect(box?.width).toBe(390);
  await shot(page, 'mobile-sign-up');
  await signUp.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await shot(page, 'mobile-sign-in');
});
