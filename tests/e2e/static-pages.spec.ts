import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { generate } from 'otplib';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { AU_APPROVAL_COOKIE } from '../../site/au-approval/rules';

/**
 * CMS static pages on the site (spec C2 "CMS and news", C3 "Static page", P2 static pages and
 * footer; issue 6 item 5): seeded pages in two locales, the licence/AU variant, noindex beyond 4
 * segments, footer links, unknown slugs, and a publish showing on the public page at once.
 */

const XRW = { 'x-requested-with': 'XMLHttpRequest' };

interface PublicPage {
  slug: string;
  title: string;
  locale: string;
  categories: string[];
  blocks?: { title?: string; description?: string; keywords?: string };
}

async function publicPage(request: APIRequestContext, path: string, locale: string): Promise<PublicPage | null> {
  const res = await request.get(`/api/cms/pages${path}?l=${locale}`, { headers: XRW });
  return res.ok() ? ((await res.json()) as PublicPage) : null;
}

/** Signs the request context in as the demo admin (who may edit content) through the back-office API. */
async function signInStaff(request: APIRequestContext) {
  const admin = demoStaff('admin');
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = await request.post('/api/backoffice/sign_in', { headers: XRW, data: { email: admin.email, password: admin.password } });
    expect(first.status()).toBe(200);
    const otp = await request.post('/api/backoffice/sign_in/otp', { headers: XRW, data: { code: await generate({ secret: admin.totpSecret! }) } });
    if (otp.status() === 200) return;
    // A code counts once per 30 s step and another test may have used this one: wait for the next.
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('staff sign-in refused twice');
}

async function createAndPublish(request: APIRequestContext, body: Record<string, unknown>): Promise<{ id: number; latest_version: number }> {
  const created = await request.post('/api/backoffice/cms/pages', { headers: XRW, data: body });
  expect(created.status(), await created.text()).toBe(200);
  const page = (await created.json()) as { id: number; latest_version: number };
  const published = await request.post(`/api/backoffice/cms/pages/${page.id}/publish`, { headers: XRW, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return (await published.json()) as { id: number; latest_version: number };
}

function footer(page: Page) {
  return page.locator('footer');
}

test('a seeded static page renders in English and German with its blocks as metadata', async ({ page, request }) => {
  for (const locale of ['en', 'de'] as const) {
    const cms = await publicPage(request, '/privacy-policy', locale);
    expect(cms, `privacy-policy is seeded in ${locale}`).not.toBeNull();
    const response = await page.goto(`/${locale}/privacy-policy`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: cms!.title })).toBeVisible();
    await expect(page.getByTestId('cms-content')).not.toBeEmpty();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/privacy-policy$`));
    expect(cms!.blocks?.description, `privacy-policy has a description in ${locale}`).toBeTruthy();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', cms!.blocks!.description!);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  await page.screenshot({ path: 'test-results/static-page-de.png', fullPage: true });
});

test('/terms-and-conditions shows the AU variant under en-AU and the plain page under en', async ({ page, context, request }) => {
  const plain = await publicPage(request, '/terms-and-conditions', 'en');
  const variant = await publicPage(request, '/terms-and-conditions/au', 'en-AU');
  expect(plain).not.toBeNull();
  expect(variant, 'the AU variant of terms-and-conditions is seeded in en-AU').not.toBeNull();
  expect(variant!.categories, 'the AU variant is a footer (bottom-menu) page').toContain('bottom-menu');
  expect(variant!.title).not.toBe(plain!.title);

  await page.goto('/en/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain!.title);

  // An approved Australian visitor (the approval card is licence-flags' own test).
  const base = new URL(page.url());
  await context.addCookies([{ name: AU_APPROVAL_COOKIE, value: '1', domain: base.hostname, path: '/' }]);
  await page.goto('/en-AU/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant!.title);
  // The footer links the page once, at its plain path, titled as this visitor sees it.
  const link = footer(page).getByRole('link', { name: variant!.title });
  await expect(link).toHaveAttribute('href', '/en-AU/terms-and-conditions');
  await page.screenshot({ path: 'test-results/static-page-en-AU-terms.png', fullPage: true });
});

test('footer info and help links come from the CMS categories and navigate', async ({ page, request }) => {
  const list = (await (await request.get('/api/cms/pages?l=en', { headers: XRW })).json()) as PublicPage[];
  const info = list.find((p) => p.categories.includes('bottom-menu') && !p.slug.includes('/'));
  const help = list.find((p) => p.categories.includes('bottom-menu-help') && !p.slug.includes('/'));
  expect(info, 'a bottom-menu page is seeded').toBeDefined();
  expect(help, 'a bottom-menu-help page is seeded').toBeDefined();

  await page.goto('/en');
  const infoNav = footer(page).getByRole('navigation', { name: 'Information' });
  await expect(infoNav.getByRole('link', { name: info!.title })).toBeVisible();
  const helpNav = footer(page).getByRole('navigation', { name: 'Help' });
  await expect(helpNav.getByRole('link')).toContainText([help!.title, 'Support']);

  await infoNav.getByRole('link', { name: info!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${info!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: info!.title })).toBeVisible();

  await footer(page).getByRole('navigation', { name: 'Help' }).getByRole('link', { name: help!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${help!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: help!.title })).toBeVisible();

  // Top-menu pages follow the built-in nav items (in the row or the More menu).
  const top = list.find((p) => p.categories.includes('top-menu'));
  expect(top, 'a top-menu page is seeded').toBeDefined();
  await expect(page.locator('header nav[aria-label="Main navigation"] a[href="/en/' + top!.slug + '"]')).toHaveCount(1);
});

test('an unknown slug answers the 404 page inside the shell', async ({ page }) => {
  const response = await page.goto('/en/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  const odd = await page.goto('/en/wp-login.php');
  expect(odd?.status()).toBe(404);
});

test('a published page is live at once: noindex beyond 4 segments, and an update shown by the first page load after the publish', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signInStaff(staff);
  const stamp = Date.now().toString(36);

  const deepSlug = `help/guides/payments/cards/e2e-${stamp}`;
  await createAndPublish(staff, {
    slug: deepSlug,
    locale: 'en',
    title: `Deep page ${stamp}`,
    content: '<p>Five segments deep.</p>',
    categories: ['custom-page'],
  });
  await page.goto(`/en/${deepSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Deep page ${stamp}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // A shallow page: indexable. Load it once so the server's memo holds v1, then publish v2.
  const slug = `e2e-live-${stamp}`;
  const v1 = await createAndPublish(staff, { slug, locale: 'en', title: `Live v1 ${stamp}`, content: '<p>First.</p>', categories: ['bottom-menu'] });
  await page.goto(`/en/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Live v1 ${stamp}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const before = await staff.get(`/en/${slug}`);
  expect(await before.text()).toContain(`Live v1 ${stamp}`);

  const saved = await staff.put(`/api/backoffice/cms/pages/${v1.id}`, {
    headers: XRW,
    data: { base_version: v1.latest_version, title: `Live v2 ${stamp}`, content: '<p>Second.</p>', categories: ['bottom-menu'] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The publish is live once it is answered: the very next page load shows it, no waiting and no
  // retry. How long publish and read take is a figure of `npm run bench` (tests/bench/cms-publish.ts).
  expect((await staff.post(`/api/backoffice/cms/pages/${v1.id}/publish`, { headers: XRW, data: {} })).status()).toBe(200);
  expect(await (await staff.get(`/en/${slug}`)).text(), 'the first page load after the publish shows the update').toContain(`Live v2 ${stamp}`);

  // The footer's info links follow the publish too.
  await page.goto('/en');
  await expect(
    footer(page)
      .getByRole('navigation', { name: 'Information' })
      .getByRole('link', { name: `Live v2 ${stamp}` }),
  ).toBeVisible();
  await staff.dispose();
});
