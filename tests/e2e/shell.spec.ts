import { expect, test, type Page } from './fixtures';

/** The page shell, locale routing and guards (spec P1, P2 "Router behaviour", "Page shell"). */

async function openLanguageSelect(page: Page, scope = page.locator('header')) {
  await scope.getByRole('button', { name: /Language|Sprache/ }).click();
}

test.describe('desktop shell', () => {
  test('a guest sees the logged-out shell in English', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const header = page.locator('header');
    await expect(header.getByText('18+ only')).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main navigation' });
    // Built-in items in the spec's order, then the seeded CMS top-menu page (some sit in More).
    await expect(nav.locator('a')).toHaveText(['Lobby', 'Pokies', 'Live casino', 'Tournaments', 'Achievements', 'VIP club', 'Pokies guide']);
    await expect(nav.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
    await expect(page.locator('footer')).toContainText('Curaçao');
    // The mobile bottom bar is not shown on desktop.
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
  });

  test('unprefixed paths go to a locale, and a trailing slash is removed by redirect', async ({ request }) => {
    const root = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(root.status()).toBe(307);
    expect(root.headers().location).toMatch(/\/de$/);
    const slash = await request.get('/en/pokies/all/?x=1', { maxRedirects: 0 });
    expect([301, 308]).toContain(slash.status());
    expect(slash.headers().location).toMatch(/\/en\/pokies\/all\?x=1$/);
  });

  test('the language switch keeps the path and query', async ({ page }) => {
    await page.goto('/en/tournaments/all?sort=new');
    await expect(page.getByRole('heading', { name: 'Tournaments' })).toBeVisible();
    await openLanguageSelect(page);
    await page.locator('header').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/tournaments\/all\?sort=new$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('header').getByRole('link', { name: 'Turniere' })).toHaveAttribute('aria-current', 'page');
  });

  test('a guest opening /profile is sent to registration with the full target as redirect', async ({ page }) => {
    await page.goto('/en/profile/limits?tab=loss');
    await expect(page).toHaveURL((url) => url.pathname === '/en/sign-up' && url.searchParams.get('redirect') === '/en/profile/limits?tab=loss');
  });

  test('#sign-in opens the sign-in popup over the page', async ({ page }) => {
    await page.goto('/en#sign-in');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('nav items that do not fit move into a keyboard-usable More menu', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/en/vip-club');
    const nav = page.locator('header').getByRole('navigation', { name: 'Main navigation' });
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible();
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = nav.locator(`#${await more.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link').first()).toBeFocused();
    // The active item sits in More; arrows walk the list.
    const vip = list.getByRole('link', { name: 'VIP club' });
    await expect(vip).toHaveAttribute('aria-current', 'page');
    for (let i = 0; i < 6 && !(await vip.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await expect(vip).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(vip).toBeHidden();
    await expect(more).toBeFocused();
  });
});

test.describe('mobile shell', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('bottom bar and sidebar open and close', async ({ page }) => {
    await page.goto('/en');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('header').getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    const menu = bar.getByRole('button', { name: 'Menu' });
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await menu.click();
    await expect(sidebar).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await menu.click();
    await expect(sidebar).toBeVisible();
    await page.mouse.click(380, 400);
    await expect(sidebar).toBeHidden();

    await menu.click();
    // Exact: the CMS top-menu page "Pokies guide" is in the sidebar's menu too.
    await sidebar.getByRole('link', { name: 'Pokies', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/pokies\/all$/);
    await expect(sidebar).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Pokies' })).toHaveAttribute('aria-current', 'page');
  });
});
