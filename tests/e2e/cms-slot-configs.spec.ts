import { expect, test, type Page } from './fixtures';
import { DEMO_PLAYERS } from '../../platform/auth/demo-accounts';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { signIn } from './staff';

/**
 * Marketing's slot configs on the public site (issue 6): menu-categories-games decides the
 * category chips of /pokies and /live, manage-promotion-pages hides a promotion page's nav item
 * and 404s its route (testers still see it). Each test publishes a changed document and puts the
 * seeded one back, since the other specs read the seeded menus and nav.
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const TESTER = DEMO_PLAYERS.find((p) => p.groups?.includes(21))!;

/** Publishes `change(live document)` as a new version of config `name`; answers a function that republishes what was live. */
async function publishConfig<D>(page: Page, name: string, change: (live: D) => unknown): Promise<() => Promise<void>> {
  const url = `/api/backoffice/cms/config/${name}`;
  const publish = async (document: unknown) => {
    const current = await (await page.request.get(url, { headers: XHR })).json();
    const saved = await page.request.put(url, { headers: XHR, data: { base_version: current.latest_version, document } });
    expect(saved.status(), await saved.text()).toBe(200);
    const published = await page.request.post(`${url}/publish`, { headers: XHR, data: { version: (await saved.json()).latest_version } });
    expect(published.status(), await published.text()).toBe(200);
  };
  const live = (await (await page.request.get(url, { headers: XHR })).json()).live_document;
  await publish(change(live as D));
  return () => publish(live);
}

test('marketing’s menu-categories-games orders the pokies chips; the built-in list is back when the section has no entry', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, demoStaff('marketing'));
  const restore = await publishConfig(page, 'menu-categories-games', () => ({
    // Pokies: top before new (an unknown slug is left out); live: no entry at all.
    categories: [
      { slug: 'new', section: 'pokies', order: 2 },
      { slug: 'top', section: 'pokies', order: 1 },
      { slug: 'no-such-category', section: 'pokies', order: 0 },
    ],
  }));
  try {
    const guest = await browser.newPage();
    await guest.goto('/en/pokies/new');
    const chips = guest.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    await expect(chips).toHaveText(['Top games', 'New games']);
    await expect(guest.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'New games' })).toHaveAttribute('aria-current', 'page');
    // The live menu has no entry in the document: the catalogue's own list, the section first.
    await guest.goto('/en/live/all');
    await expect(guest.getByRole('navigation', { name: 'Categories' }).getByRole('link').first()).toHaveText('Live casino');
    await expect(guest.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Table games' })).toBeVisible();
    await guest.close();
  } finally {
    await restore();
  }
  const after = await browser.newPage();
  await after.goto('/en/pokies/all');
  await expect(after.getByRole('navigation', { name: 'Categories' }).getByRole('link').first()).toHaveText('Pokies');
  await after.close();
});

test('a promotion page marketing switches off leaves the nav and answers 404; a tester still sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const nav = (p: Page) => p.locator('header').getByRole('navigation', { name: 'Main navigation' });
  // Counted in the DOM: an item may sit in the closed More dropdown.
  const achievements = (p: Page) => nav(p).locator('a', { hasText: 'Achievements' });
  const guest = await browser.newPage();
  await guest.goto('/en');
  await expect(achievements(guest)).toHaveCount(1);
  expect((await guest.request.get('/en/achievements')).status()).toBe(200);

  await signIn(page, demoStaff('marketing'));
  type Pages = { pages: { slug: string; enabled: boolean }[] };
  const restore = await publishConfig(page, 'manage-promotion-pages', (live: Pages) => ({
    pages: live.pages.map((p) => (p.slug === 'achievements' ? { ...p, enabled: false } : p)),
  }));
  try {
    await guest.goto('/en');
    await expect(nav(guest).locator('a')).toHaveText(['Lobby', 'Pokies', 'Live casino', 'Tournaments', 'VIP club', 'Pokies guide']);
    const res = await guest.goto('/en/achievements');
    expect(res?.status()).toBe(404);
    await expect(guest.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    const tester = await browser.newPage();
    const signedIn = await tester.request.post('/api/users/sign_in', { data: { user: { email: TESTER.email, password: TESTER.password } }, headers: XHR });
    expect(signedIn.status()).toBe(200);
    await tester.goto('/en');
    await expect(achievements(tester)).toHaveCount(1);
    const own = await tester.goto('/en/achievements');
    expect(own?.status()).toBe(200);
    await expect(tester.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    await tester.close();
  } finally {
    await restore();
  }
  await guest.goto('/en');
  await expect(achievements(guest)).toHaveCount(1);
  await guest.close();
});
