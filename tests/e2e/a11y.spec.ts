import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { signIn } from './staff';

/**
 * Issue 19 item 6: axe (WCAG 2.1 A and AA rules) on the lobby, a game page, the cashbox (deposit and
 * withdraw), every profile tab, sign-up and sign-in, and the back-office page editor: no serious
 * or critical violation. Then the deposit and the sign-up done with the keyboard alone (Tab,
 * typing, Space, Enter: no click).
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const PASSWORD = 'Str0ng-pass-2026';
const PROFILE_TABS = ['', '/level', '/gifts', '/verification', '/limits', '/security', '/games-history', '/promocode'];

/** The serious and critical violations axe finds on the page as it is now (the open popup included). */
async function axe(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      bad.map(
        (v) =>
          `${what}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`)
            .join(' | ')}`,
      ),
      `axe on ${what}`,
    )
    .toEqual([]);
}

/** A new player signed in on this page's context, with the details the cashbox asks for. */
async function newPlayer(request: APIRequestContext, tag: string): Promise<string> {
  const email = `${tag}${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const res = await request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(res.status()).toBe(200);
  const profile = await request.patch('/api/player', {
    headers: XHR,
    data: {
      context: 'cashout',
      user: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: '1985-12-10',
        city: 'Berlin',
        address: 'Unter den Linden 1',
        postal_code: '10117',
        mobile_phone: '+49 30 1234567',
      },
    },
  });
  expect(profile.status()).toBe(200);
  return email;
}

/** Presses Tab until the focused element matches, at most `max` times; fails otherwise. */
async function tabTo(page: Page, matches: (el: { tag: string; label: string; type: string; name: string }) => boolean, what: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a) return { tag: '', label: '', type: '', name: '' };
      const labelled =
        a.getAttribute('aria-label') ?? (a.id ? document.querySelector(`label[for="${a.id}"]`)?.textContent : null) ?? a.closest('label')?.textContent ?? '';
      return {
        tag: a.tagName.toLowerCase(),
        label: (labelled || a.textContent || '').trim(),
        type: a.getAttribute('type') ?? '',
        name: a.getAttribute('name') ?? '',
      };
    });
    if (matches(el)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

test('axe: lobby, sign-up, sign-in, a game page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  await expect(page.getByRole('main')).toBeVisible();
  await axe(page, 'lobby (guest)');

  await page.goto('/en#sign-up');
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await axe(page, 'sign-up');

  await page.goto('/en/sign-in');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await axe(page, 'sign-in');

  await page.goto('/en/play/aurora-reels/raging-shark?mode=demo');
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await axe(page, 'game page');
});

test('axe: cashbox deposit and withdraw, every profile tab, the lobby signed in', async ({ page }) => {
  // Eleven pages, each analysed in full.
  test.setTimeout(360_000);
  await newPlayer(page.request, 'a11y');
  await page.goto('/en');
  await expect(page.locator('header').getByTestId('header-balance-amount')).toBeVisible();
  await axe(page, 'lobby (player)');

  await page.goto('/en/deposit');
  const box = page.getByRole('dialog', { name: 'Cashbox' });
  await expect(box.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await box.getByRole('radio', { name: /Visa/ }).check();
  await expect(box.getByLabel('Card number')).toBeVisible();
  await axe(page, 'cashbox deposit');

  await page.goto('/en/withdraw');
  await expect(box.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await axe(page, 'cashbox withdraw');

  for (const tab of PROFILE_TABS) {
    await page.goto(`/en/profile${tab}`);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await axe(page, `profile${tab || ' (personal data)'}`);
  }
});

test('axe: the back-office page editor', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoStaff('editor'));
  await page.goto('/backoffice/pages?l=en');
  await page.getByLabel('Slug').fill(`a11y-${Date.now()}`);
  await page.getByLabel('Title', { exact: true }).fill('Accessibility check');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/backoffice\/pages\/\d+$/);
  await expect(page.getByLabel('Page content (HTML and widget placeholders)')).toBeVisible();
  await axe(page, 'back-office page editor');
});

test('keyboard only: sign up', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `kbd${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  await page.goto('/en#sign-up');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();
  await tabTo(page, (el) => el.tag === 'input' && el.type === 'email', 'the e-mail field');
  await page.keyboard.type(email);
  await tabTo(page, (el) => el.tag === 'input' && el.type === 'password', 'the password field');
  await page.keyboard.type(PASSWORD);
  await tabTo(page, (el) => el.tag === 'input' && el.type === 'checkbox' && /terms/i.test(el.label), 'the terms box');
  await page.keyboard.press('Space');
  await tabTo(page, (el) => el.tag === 'button' && el.label === 'Sign up', 'the Sign up button');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('header').getByRole('link', { name: email.split('@')[0]! })).toBeVisible();
});

test('keyboard only: a card deposit through 3-D Secure', async ({ page }) => {
  test.setTimeout(120_000);
  await newPlayer(page.request, 'kbddep');
  await page.goto('/en/deposit');
  const box = page.getByRole('dialog', { name: 'Cashbox' });
  await expect(box.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  // The method list is a radio group: Tab into it, arrows to Visa (the browser checks what it moves to).
  await tabTo(page, (el) => el.tag === 'input' && el.type === 'radio', 'the method list');
  for (let i = 0; i < 10 && !(await box.getByRole('radio', { name: /Visa/ }).isChecked()); i++) {
    await page.keyboard.press((await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)) ? 'ArrowDown' : 'Space');
  }
  await expect(box.getByRole('radio', { name: /Visa/ })).toBeChecked();
  await tabTo(page, (el) => el.label.startsWith('Amount'), 'the amount');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('20');
  await tabTo(page, (el) => el.label === 'Card number', 'the card number');
  await page.keyboard.type(SANDBOX_TEST_CARDS.approved[0]);
  await tabTo(page, (el) => el.label.startsWith('Expiry'), 'the expiry');
  await page.keyboard.type('1230');
  await tabTo(page, (el) => el.label === 'CVV', 'the CVV');
  await page.keyboard.type('123');
  await tabTo(page, (el) => el.label === 'Cardholder name', 'the holder');
  await page.keyboard.type('Ada Lovelace');
  await tabTo(page, (el) => el.tag === 'button' && /^Deposit/.test(el.label), 'the Deposit button');
  await page.keyboard.press('Enter');
  // The hosted 3-D Secure page, by keyboard too.
  await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
  await tabTo(page, (el) => el.tag === 'button' && el.label === 'Approve', 'Approve');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/deposit\?.*payment_id=\d+/);
  await expect(page.getByRole('dialog', { name: 'Cashbox' }).getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
});
