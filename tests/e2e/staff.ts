import { expect, type Page } from './fixtures';
import { generate } from 'otplib';
import type { DemoStaff } from '../../platform/staff/demo-accounts';

/**
 * Types the current TOTP code. A code is accepted once per time step, so when this account
 * already signed in during the current 30 s (another test, a retry), wait for the next step.
 * The platform's answer to the code decides, not the page: after a refusal the form's error
 * stays on screen while the retry's answer is on its way.
 */
export async function enterCode(page: Page, secret: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel('Authentication code').fill(await generate({ secret }));
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          new URL(r.url()).pathname.startsWith('/api/backoffice/') &&
          /\/(sign_in\/otp|two_factor\/confirm)$/.test(new URL(r.url()).pathname),
        { timeout: 15_000 },
      ),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    if (answer.ok()) {
      await page.waitForURL(/\/backoffice$/, { timeout: 15_000 });
      return;
    }
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error('TOTP code refused twice');
}

/** Signs a demo staff member in through the back office's sign-in form and two-factor step. */
export async function signIn(page: Page, who: DemoStaff) {
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await enterCode(page, who.totpSecret!);
}
