import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { signIn } from './staff';

/**
 * Issue 15 item 6, in Chromium: a player's deposit makes the header bell count up live (on another
 * tab of theirs, with a toast), the panel lists it and marks it read, the sidebar item shows while
 * new ones exist, and logout forgets it all; marketing puts a notice in the header strip from the
 * back office and a guest sees it.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Str0ng-pass-2026';
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const IDENTITY = { first_name: 'Anna', last_name: 'Test', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' };

const bell = (page: Page) => page.locator('header').getByTestId('notification-bell');

test.describe.configure({ mode: 'serial' });

test('a deposit counts up the bell live; the panel lists it and marks it read; logout clears it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = `ntf${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  expect(
    (
      await page.request.post('/api/users', {
        headers: XHR,
        data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
      })
    ).status(),
  ).toBe(200);
  expect((await page.request.patch('/api/player', { headers: XHR, data: { context: 'deposit', user: IDENTITY } })).status()).toBe(200);

  // The watching tab: the bell is there, 'off', without a count; the panel says there is nothing.
  await page.goto('/en');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).locator('svg')).toHaveAttribute('data-icon', 'off');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('You have no notifications yet.');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Another tab of the same player deposits 50 EUR by card through the sandbox's 3-D Secure page.
  const payer = await context.newPage();
  const res = await payer.request.post('/api/player/payments/deposit', {
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
  expect(res.status()).toBe(200);
  await payer.goto(((await res.json()) as { next: { url: string } }).next.url);
  await payer.getByRole('button', { name: 'Approve' }).click();
  await payer.close();

  // The first tab was not reloaded: the push counts the bell up and shows a toast.
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new');
  await expect(bell(page).locator('svg')).toHaveAttribute('data-icon', 'on');
  await expect(page.getByText('Your deposit of €50.00 has arrived.').first()).toBeVisible();

  // The sidebar's notifications item shows while there are new ones (phone width, menu button).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await expect(page.getByTestId('sidebar-notifications')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notifications-sidebar-phone.png` });
  await page.getByTestId('sidebar-notifications').click();
  await expect(panel).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });

  // The panel: the deposit, new; marked read with its own button (by keyboard).
  const item = panel.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-state', 'new');
  await expect(item).toContainText('Your deposit of €50.00 has arrived.');
  await page.screenshot({ path: `${SHOTS}/notifications-panel-desktop.png` });
  await panel.getByRole('button', { name: 'Mark as read: Your deposit of €50.00 has arrived.' }).focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('data-state', 'read');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  // The platform has it read too: a reload (the browser's copy is fetched again) agrees.
  await expect
    .poll(async () => ((await (await page.request.get('/api/player/notifications', { headers: XHR })).json()) as { new_count: number }).new_count)
    .toBe(0);
  await page.reload();
  await expect(bell(page).locator('svg')).toHaveAttribute('data-icon', 'on');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('rh_notifications'))).toContain('payment.deposit.succeeded');

  // Logout: the bell goes with the player and the browser's copy is forgotten. The realtime socket
  // is first let connect over its websocket (the first transport; long polling is only the
  // fallback): a long-poll still open when sign-out closes the session's sockets is answered 400,
  // which the browser logs as an error.
  let upgraded = false;
  page.on('websocket', (ws) => ws.on('framereceived', (f) => (upgraded ||= String(f.payload).startsWith('40'))));
  await page.goto('/en/profile');
  await expect.poll(() => upgraded).toBe(true);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(bell(page)).toHaveCount(0);
  // The shell may turn guest (the revoked socket's profile check) a moment before logout's clearing has run.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('rh_notifications'))).toBeNull();
});

test('marketing puts a notice in the header strip from the back office; a guest sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, demoStaff('marketing'));
  await page.goto('/backoffice/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  // Marketing may write to players and edit the strip.
  await expect(page.getByRole('heading', { name: 'Send a personal notification' })).toBeVisible();
  const text = `Maintenance tonight ${Date.now()}`;
  const form = page.getByTestId('new-header-notice');
  await form.getByLabel('en', { exact: true }).fill(text);
  await form.getByLabel('de', { exact: true }).fill(`Wartung heute Nacht ${Date.now()}`);
  await form.getByRole('button', { name: 'Add notice' }).click();
  await expect(page.getByTestId('header-notices-table')).toContainText(text);

  const guest = await browser.newPage();
  await guest.goto('/en');
  await expect(guest.getByTestId('header-notices')).toContainText(text);
  await guest.screenshot({ path: `${SHOTS}/notifications-header-notice.png` });
  await guest.close();

  // Switched off again, so the rest of the suite sees the strip as seeded (the box follows the platform's answer).
  await page.getByRole('checkbox', { name: `Show "${text}"` }).click();
  await expect(page.getByRole('checkbox', { name: `Show "${text}"` })).not.toBeChecked();
});
