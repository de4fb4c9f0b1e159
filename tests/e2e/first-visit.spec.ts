import { expect, test } from './fixtures';

/**
 * Issue 13 items 8 and 17 in a real browser: the dialog a guest lands on leads with "Log in" once
 * this browser has signed in; the favicon, robots.txt and sitemap.xml answer; the awards and news
 * pages say their content once.
 */

const RETURNING = 'You have logged in on this device before.';

test('a guest on a guarded page lands on sign-up; after a sign-in in this browser it leads with "Log in"', async ({ page }) => {
  await page.goto('/en/deposit');
  await expect(page).toHaveURL(/\/en\/sign-up\?redirect=/);
  const first = page.getByRole('dialog');
  await expect(first.getByLabel('E-mail', { exact: true })).toBeVisible();
  await expect(first.getByText(RETURNING)).toHaveCount(0);

  await page.goto('/en/sign-in');
  const signIn = page.getByRole('dialog');
  await signIn.getByLabel('E-mail', { exact: true }).fill('player@reelhouse.test');
  await signIn.getByLabel('Password', { exact: true }).fill('Demo-pass-2026');
  await signIn.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('header').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await page.context().clearCookies();

  await page.goto('/en/profile');
  await expect(page).toHaveURL(/\/en\/sign-up\?redirect=/);
  const again = page.getByRole('dialog');
  await expect(again.getByText(RETURNING)).toBeVisible();
  await again.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Password', { exact: true })).toBeVisible();
});

test('favicon, robots.txt and sitemap.xml', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Disallow: \/backoffice[\s\S]*Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/de/about</loc>');
  expect(xml).toContain('/en/news</loc>');
  expect(xml).not.toMatch(/\/(profile|deposit|sign-up)<\/loc>/);
});

test('the awards page lists the awards once, the news page says "News" once', async ({ page }) => {
  await page.goto('/en/awards');
  await expect(page.getByTestId('awards-grid')).toBeVisible();
  await expect(page.getByTestId('awards')).toHaveCount(0);
  await page.goto('/en/news');
  await expect(page.getByRole('heading', { name: 'News', exact: true })).toHaveCount(1);
});
