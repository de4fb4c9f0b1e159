import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PLAYER_PASSWORD } from '../../platform/auth/demo-accounts';

/**
 * Banners aimed at someone else never reach a visitor (issue 13 item 6): the platform answers
 * banners-config for the caller's audience, so the lobby's raw HTML (markup, hydration data,
 * image addresses) holds only this visitor's banners; the guest page cache keeps one copy per
 * audience. Seeded banners (platform/cms/seed/banners.ts): `winter-wonders` and the coming
 * `spring-festival` for anyone, `welcome-pack` for the welcome stag 131811, `weekly-reload` for
 * fiat players, `crypto-boost` for crypto players, `vip-diamond` for the Diamond and Platinum groups.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** What must never be in the HTML of a visitor outside a banner's audience: its markup, its title, its image. */
const HIDDEN = {
  vip: ['data-banner="vip-diamond"', 'Your Diamond perks', 'banner-vip-diamond.png'],
  crypto: ['data-banner="crypto-boost"', 'Crypto boost', 'banner-crypto-boost.png'],
  reload: ['data-banner="weekly-reload"', 'Weekend reload', 'banner-weekly-reload.png'],
  welcome: ['data-banner="welcome-pack"', 'Welcome pack up to', 'banner-welcome-pack.png'],
};

function expectNone(html: string, needles: readonly string[]) {
  for (const needle of needles) expect(html, `the HTML carries ${needle}`).not.toContain(needle);
}

async function signIn(request: APIRequestContext, email: string) {
  const res = await request.post('/api/users/sign_in', { headers: XHR, data: { user: { email, password: DEMO_PLAYER_PASSWORD } } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Image addresses the page asked for while it loaded and hydrated. */
function imageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') seen.push(r.url());
  });
  return seen;
}

test('a guest’s lobby HTML holds only the guests’ banners; the page cache keeps the welcome-stag copy apart', async ({ request, page }) => {
  test.setTimeout(120_000);
  const res = await request.get('/en');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('data-banner="winter-wonders"');
  expectNone(html, [...HIDDEN.vip, ...HIDDEN.crypto, ...HIDDEN.reload, ...HIDDEN.welcome]);

  // The same lobby for a visitor carrying the welcome stag cookie: a copy of its own, with the
  // welcome pack; the plain guests' copy never gets it.
  const stagged = async () => request.get('/en', { headers: { cookie: 'stag=131811_e2e' } });
  const withStag = await stagged();
  expect(withStag.headers()['x-page-cache'], 'a stag visitor is a cacheable guest').toBeDefined();
  const stagHtml = await withStag.text();
  expect(stagHtml).toContain('data-banner="welcome-pack"');
  expectNone(stagHtml, [...HIDDEN.vip, ...HIDDEN.crypto, ...HIDDEN.reload]);
  expect((await stagged()).headers()['x-page-cache']).toBe('hit');
  const plainAgain = await request.get('/en');
  expect(plainAgain.headers()['x-page-cache']).toBe('hit');
  expectNone(await plainAgain.text(), HIDDEN.welcome);

  // In the browser: the slider shows the guest's banner, hydrates without a mismatch (the
  // fixture fails on any page error) and never fetches a hidden banner's picture.
  const images = imageRequests(page);
  await page.goto('/en');
  const slider = page.getByTestId('slot-lobby-top');
  await expect(slider.getByTestId('banner')).toHaveAttribute('data-banner', 'winter-wonders');
  await slider.hover();
  await expect(slider.getByTestId('banner')).toHaveCount(1);
  await expect(page.locator('[data-banner="vip-diamond"], [data-banner="crypto-boost"], [data-banner="weekly-reload"]')).toHaveCount(0);
  expect(images.filter((u) => /banner-(vip-diamond|crypto-boost)\.png/.test(u))).toEqual([]);
});

test('a signed-in player’s lobby holds their audience’s banners and no one else’s', async ({ browser }) => {
  test.setTimeout(120_000);
  // Satoshi plays in BTC: the crypto boost, not the fiat reload, not the VIP perks.
  const crypto = await browser.newContext();
  await signIn(crypto.request, 'satoshi@reelhouse.test');
  const cryptoRes = await crypto.request.get('/en');
  expect(cryptoRes.headers()['x-page-cache'], 'a player is never answered from the guest cache').toBeUndefined();
  const cryptoHtml = await cryptoRes.text();
  for (const needle of ['data-banner="crypto-boost"', 'Crypto boost', 'banner-crypto-boost.png', 'data-banner="winter-wonders"'])
    expect(cryptoHtml).toContain(needle);
  expectNone(cryptoHtml, [...HIDDEN.vip, ...HIDDEN.reload, ...HIDDEN.welcome]);

  // The page hydrates on the same audience the server rendered for: the banner stays, nothing flashes in.
  const page = await crypto.newPage();
  const images = imageRequests(page);
  await page.goto('/en');
  const slider = page.getByTestId('slot-lobby-top');
  await expect(slider.locator('[data-testid="banner"][data-banner="crypto-boost"]')).toHaveCount(1);
  await slider.hover();
  await expect(slider.getByRole('heading', { name: 'Crypto boost' })).toBeVisible();
  await expect(page.locator('[data-banner="vip-diamond"], [data-banner="weekly-reload"]')).toHaveCount(0);
  expect(images.filter((u) => /banner-vip-diamond\.png/.test(u))).toEqual([]);
  await crypto.close();

  // A euro player: the reload, not the crypto boost nor the VIP perks.
  const fiat = await browser.newContext();
  await signIn(fiat.request, 'player@reelhouse.test');
  const fiatHtml = await (await fiat.request.get('/en')).text();
  for (const needle of ['data-banner="weekly-reload"', 'Weekend reload', 'data-banner="winter-wonders"']) expect(fiatHtml).toContain(needle);
  expectNone(fiatHtml, [...HIDDEN.vip, ...HIDDEN.crypto, ...HIDDEN.welcome]);
  await fiat.close();
});

test('signing in on the lobby swaps the banners for the player’s without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  const slider = page.getByTestId('slot-lobby-top');
  await expect(slider.getByTestId('banner')).toHaveAttribute('data-banner', 'winter-wonders');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const logIn = page.locator('header').getByRole('button', { name: 'Log in' });
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // The header's buttons work once their part hydrates: hover, then click until the dialog opens
  // (its code loads with the first click, which takes a while on a loaded machine).
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await logIn.hover();
      await logIn.click();
    }
    await expect(dialog).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await dialog.getByLabel('E-mail', { exact: true }).fill('satoshi@reelhouse.test');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  // The player's audience is asked for and its banner shows; the guest's page stayed.
  await expect(slider.locator('[data-testid="banner"][data-banner="crypto-boost"]')).toBeVisible();
  await expect(page.locator('[data-banner="vip-diamond"], [data-banner="weekly-reload"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
