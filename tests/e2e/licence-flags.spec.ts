import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { DEMO_PLAYERS } from '../../platform/auth/demo-accounts';

/**
 * Issue 6 item 6 in Chromium: the Australian approval card (approve remembers it for about 1000
 * years; decline goes to /oops; crawlers never see it), the licence-dependent copyright line, the
 * /ffc feature-flag screen for testers (toggle, kept over a reload, reset; 404 for others) and the
 * translations route. Screenshots go to /tmp/shots/licence-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/licence-${name}.png` });
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const TESTER = DEMO_PLAYERS.find((p) => p.groups?.includes(21))!;
const PLAYER = DEMO_PLAYERS.find((p) => p.email === 'player@reelhouse.test')!;

const approvalCard = (page: Page) => page.getByRole('dialog', { name: 'Before you continue' });

test.describe('Australian approval card', () => {
  test('an Australian visitor approves: cookie for ~1000 years (capped by Chromium), card gone after reload', async ({ page, context }) => {
    await page.goto('/en-AU');
    const card = approvalCard(page);
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('aria-modal', 'true');
    // Keyboard: focus starts on approve, Tab stays inside the card, Escape does not dismiss it.
    const approve = card.getByRole('button', { name: 'I approve, continue' });
    await expect(approve).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Decline' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(approve).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeVisible();
    // The Estonian licence (en-AU) with the Australian note in the footer.
    await expect(page.getByTestId('copyright')).toHaveAttribute('data-licence', 'estonia');
    await expect(page.getByTestId('copyright')).toContainText('Australian visitors play only after approving');
    await shot(page, 'au-card');

    await page.keyboard.press('Enter');
    await expect(card).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'rh_au_approved');
    expect(cookie?.value).toBe('1');
    // Max-Age is 1000 years; Chromium keeps at most 400 days, which the card renews on each visit.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page.locator('footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(approvalCard(page)).toHaveCount(0);
    await page.goto('/en/pokies/all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(approvalCard(page)).toHaveCount(0);
  });

  test('another declines and lands on the OopsPage; the card asks again elsewhere', async ({ page, context }) => {
    await page.goto('/en-AU/pokies/all');
    const card = approvalCard(page);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/en-AU\/oops$/);
    await expect(page.getByRole('heading', { name: 'Oops' })).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === 'rh_au_approved')).toBe(false);
    await shot(page, 'oops');
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/en-AU$/);
    await expect(approvalCard(page)).toBeVisible();
  });

  test('a crawler and a visitor outside Australia never see it', async ({ browser, page }) => {
    const bot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const botPage = await bot.newPage();
    await botPage.goto('/en-AU');
    await expect(botPage.locator('footer')).toBeVisible();
    await botPage.waitForLoadState('networkidle');
    await expect(approvalCard(botPage)).toHaveCount(0);
    await bot.close();

    await page.goto('/en-NZ');
    await expect(page.locator('footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(approvalCard(page)).toHaveCount(0);
    // Curacao licence; the e2e server has no geo proxy, so the visitor is in DEFAULT_COUNTRY (CA): the Ontario note.
    await expect(page.getByTestId('copyright')).toHaveAttribute('data-licence', 'curacao');
    await expect(page.getByTestId('copyright')).toContainText('Not offered to residents of Ontario.');
  });
});

test.describe('/ffc feature flags', () => {
  test('a tester toggles a flag, it is kept over a reload, and reset brings the defaults back', async ({ page }) => {
    const signIn = await page.request.post('/api/users/sign_in', { data: { user: { email: TESTER.email, password: TESTER.password } }, headers: XHR });
    expect(signIn.status()).toBe(200);
    await page.goto('/en/ffc');
    const screen = page.getByTestId('feature-flags');
    await expect(screen.getByRole('heading', { name: 'Feature flags' })).toBeVisible();
    // The tester's copyright note (group rule).
    await expect(page.getByTestId('copyright')).toContainText('Test account');

    const www = screen.getByRole('switch', { name: 'disableWWW' });
    const jackpots = screen.getByRole('switch', { name: 'mysticJackpots' });
    await expect(www).toBeChecked();
    await expect(jackpots).not.toBeChecked();
    // By keyboard: focus the switch and press Space.
    await jackpots.focus();
    await page.keyboard.press('Space');
    await expect(jackpots).toBeChecked();
    await www.click();
    await expect(www).not.toBeChecked();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('rh_feature_flags'))) ?? '{}')).toEqual({ mysticJackpots: true, disableWWW: false });
    await shot(page, 'ffc');

    await page.reload();
    await expect(screen.getByRole('switch', { name: /mysticJackpots/ })).toBeChecked();
    await expect(screen.getByRole('switch', { name: /disableWWW/ })).not.toBeChecked();

    await screen.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(screen.getByRole('status')).toHaveText('All flags are back to their defaults.');
    await expect(screen.getByRole('switch', { name: /mysticJackpots/ })).not.toBeChecked();
    await expect(screen.getByRole('switch', { name: /disableWWW/ })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('rh_feature_flags'))).toBeNull();

    await screen.getByRole('link', { name: 'Go to the lobby' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a player who is not a tester, and a guest, get the 404 page', async ({ page }) => {
    const guest = await page.request.get('/en/ffc');
    expect(guest.status()).toBe(404);
    const signIn = await page.request.post('/api/users/sign_in', { data: { user: { email: PLAYER.email, password: PLAYER.password } }, headers: XHR });
    expect(signIn.status()).toBe(200);
    const res = await page.goto('/en/ffc');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
  });
});

test('a host in ESTONIA_LICENCE_HOSTS serves the Estonian licence to every visitor; other hosts follow locale and geography', async ({ request }) => {
  // playwright.config.ts starts the server with ESTONIA_LICENCE_HOSTS=ee.reelhouse.test; the
  // proxy in front names the host in X-Forwarded-Host.
  const licenceOf = async (headers: Record<string, string>) => /data-licence="(\w+)"/.exec(await (await request.get('/en', { headers })).text())?.[1];
  expect(await licenceOf({ 'x-forwarded-host': 'ee.reelhouse.test' })).toBe('estonia');
  expect(await licenceOf({ 'x-forwarded-host': 'www.reelhouse.test' })).toBe('curacao');
  expect(await licenceOf({})).toBe('curacao');
});

test('the whole catalog of a locale at /messages/{locale}.json with the five-minute bucket', async ({ request }) => {
  const t = Math.floor(Date.now() / 300_000);
  const res = await request.get(`/messages/de.json?t=${t}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('max-age=300');
  const body = (await res.json()) as Record<string, string>;
  expect(body['licence.auApproval.title']).toBe('Bevor du weitermachst');
  expect(body['shell.footer.copyright.curacao']).toContain('Curaçao');
  const etag = res.headers().etag!;
  expect((await request.get(`/messages/de.json?t=${t}`, { headers: { 'if-none-match': etag } })).status()).toBe(304);
  expect((await request.get('/messages/xx.json')).status()).toBe(404);
  expect((await request.get('/messages/de.json?t=soon')).status()).toBe(422);
});
