import { expect, test } from './fixtures';
import { generate } from 'otplib';
import { DEMO_STAFF, demoStaff } from '../../platform/staff/demo-accounts';
import { signIn } from './staff';

test('admin signs in with a TOTP code, finds the sign-in in the audit log, and signs out', async ({ page }) => {
  const admin = demoStaff('admin');
  await signIn(page, admin);

  await expect(page.getByTestId('staff-identity')).toContainText(admin.name);
  await expect(page.getByTestId('staff-identity')).toContainText('Administrator');
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Pages',
    'Snippets',
    'Banners',
    'Slots',
    'Logo',
    'Files',
    'Notifications',
    'Promotions',
    'Code batches',
    'Player gifts',
    'Withdrawals',
    'Lotteries',
    'VIP thresholds',
    'Rocket mart',
    'Loot boxes',
    'Tournaments',
    'Jackpots',
    'Achievements',
    'Affiliates',
    'Audit log',
    'Staff',
    'Event stream',
  ]);

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const ownSignIn = page
    .getByTestId('audit-log')
    .locator('tbody tr')
    .filter({ has: page.locator('td[data-action="sign_in"]') })
    .filter({ hasText: admin.email });
  await expect(ownSignIn.first()).toBeVisible();
  await page.getByLabel('Action').selectOption('sign_in');
  await expect(page.getByTestId('audit-log').locator('td[data-action]').first()).toHaveAttribute('data-action', 'sign_in');
  await page.screenshot({ path: 'test-results/backoffice-audit-log.png', fullPage: true });

  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByTestId('staff-list')).toContainText('editor@reelhouse.test');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
  await page.goto('/backoffice');
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
  const me = await page.request.get('/api/backoffice/me');
  expect(me.status()).toBe(401);
});

test('an admin sees the event stream: its consumers and their positions, and no parked events on a healthy platform', async ({ page }) => {
  await signIn(page, demoStaff('admin'));
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await nav.getByRole('link', { name: 'Event stream' }).click();
  await expect(page.getByRole('heading', { name: 'Event stream' })).toBeVisible();
  await expect(page.getByTestId('parked-empty')).toHaveText('No parked events: every consumer is handling the stream.');
  const consumers = page.getByTestId('event-consumers');
  for (const name of ['realtime.balance', 'realtime.payments', 'realtime.limits', 'realtime.groups'])
    await expect(consumers.getByRole('row').filter({ hasText: name })).toContainText('Up to date');
  await page.screenshot({ path: 'test-results/backoffice-event-stream.png', fullPage: true });
  expect((await page.request.get('/api/backoffice/events/parked')).status()).toBe(200);
});

test('an editor sees only the pages of the role and is refused the admin pages', async ({ page }) => {
  const editor = demoStaff('editor');
  await signIn(page, editor);
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Pages', 'Snippets', 'Banners', 'Slots', 'Logo', 'Files', 'Notifications']);
  await page.goto('/backoffice/audit-log');
  await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
  expect((await page.request.get('/api/backoffice/audit_log')).status()).toBe(403);
  await page.goto('/backoffice/events');
  await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
  expect((await page.request.get('/api/backoffice/events/parked')).status()).toBe(403);
});

test('the sign-in page speaks the language chosen with ?lang= and the select', async ({ page }) => {
  await page.goto('/backoffice/sign-in?lang=de');
  await expect(page.getByRole('heading', { name: 'Anmeldung für Mitarbeitende' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('Sprache').selectOption('fr-CA');
  await expect(page.getByRole('heading', { name: 'Connexion du personnel' })).toBeVisible();
  await expect(page).toHaveURL(/lang=fr-CA/);
});

test('a new staff member must set up two-factor with the QR code before reaching the back office', async ({ page }) => {
  const newHire = DEMO_STAFF.find((s) => s.totpSecret === null)!;
  await page.goto('/backoffice/sign-in');
  await page.getByLabel('E-mail').fill(newHire.email);
  await page.getByLabel('Password').fill(newHire.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const enrol = page.getByRole('heading', { name: 'Set up two-factor authentication' });
  // The e2e server always starts on a fresh database (scripts/e2e-server.mjs), so the new hire has not enrolled yet.
  await expect(enrol).toBeVisible();

  const qr = page.getByRole('img', { name: 'QR code to add the back office to your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.screenshot({ path: 'test-results/backoffice-enrolment.png', fullPage: true });
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${newHire.name}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/backoffice-dashboard.png', fullPage: true });
});
