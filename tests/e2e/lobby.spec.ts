import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_PLAYERS, DEMO_PLAYER_PASSWORD } from '../../platform/auth/demo-accounts';
import type { Game, GamesPage, Provider } from '../../schemas/games';
import { LOCALES } from '../../schemas/locales';

/**
 * The lobby of issue 3 (spec C2, C4, C5, C9) on the seeded site: every lobby route, infinite
 * loading, search, favourites, a guest's demo link, the currency lock. Screenshots of the main
 * pages go to /tmp/shots/lobby-*.png (desktop and a 390 px phone).
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

async function gamesPage(request: APIRequestContext, body: object): Promise<GamesPage> {
  const res = await request.post('/api/games_filter', { data: { device: 'desktop', page: 1, page_size: 40, ...body }, headers: XHR });
  expect(res.status()).toBe(200);
  return (await res.json()) as GamesPage;
}

async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/users/sign_in', { data: { user: { email, password: DEMO_PLAYER_PASSWORD } }, headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
}

const tiles = (page: Page) => page.getByTestId('game-tile');

test('a guest browses every lobby route; unknown slugs and pages are the 404 page', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Reelhouse' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Top games' });
  await expect(top.getByTestId('game-tile')).toHaveCount(15);
  await expect(page.getByRole('region', { name: 'New games' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live casino' })).toBeVisible();

  // The link's name is its visible words and the row's name, once ("All 120 Top games").
  await top.getByRole('link', { name: /^All \d+ Top games$/ }).click();
  await expect(page).toHaveURL(/\/en\/pokies\/top$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Top games' })).toBeVisible();
  // "top" lists put the random card last: not on the first of several pages.
  await expect(tiles(page)).toHaveCount(40);
  await expect(page.getByTestId('random-card')).toHaveCount(0);

  await page.goto('/en/pokies/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Pokies' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(40);
  const cells = page.getByRole('list', { name: 'Pokies' }).locator(':scope > li');
  await expect(cells.nth(9).getByTestId('random-card')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Pokies' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/en/live/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Live casino' }).locator(':scope > li').first().getByTestId('cashback-card')).toBeVisible();

  await page.goto('/en/categories/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New games' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/pokies\/new$/);

  const providers = (await (await request.get('/api/games/providers')).json()) as Provider[];
  const provider = providers.find((p) => p.games_count > 40)!;
  await page.goto(`/en/producers/${provider.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${provider.title} games` })).toBeVisible();
  await expect(tiles(page)).toHaveCount(40);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/producers/${provider.slug}/2$`));
  await expect(page.getByRole('heading', { level: 1, name: `${provider.title}: page 2` })).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();

  for (const path of [
    '/en/pokies/no-such-category',
    '/en/live/no-such-category',
    '/en/categories/no-such-category',
    '/en/producers/no-such-studio',
    `/en/producers/${provider.slug}/abc`,
    `/en/producers/${provider.slug}/999`,
    `/en/producers/${provider.slug}/0`,
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
  }
  const slots = await request.get('/en/slots', { maxRedirects: 0 });
  expect(slots.status()).toBe(308);
  expect(slots.headers().location).toMatch(/\/en\/pokies\/all$/);
});

test('infinite loading fetches page 2 when the end of the list comes near', async ({ page }) => {
  await page.goto('/en/pokies/all');
  await expect(tiles(page)).toHaveCount(40);
  const second = page.waitForRequest((r) => r.url().endsWith('/api/games_filter') && (r.postDataJSON() as { page?: number }).page === 2);
  await tiles(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await second;
  await expect(tiles(page)).toHaveCount(80);
});

test('search finds a seeded game and says "no results" with the recommended games for junk', async ({ page, request }) => {
  const game = (await gamesPage(request, { filter: { categories: { identifiers: ['pokies'], strategy: 'OR' } } })).data[3]!;
  await page.goto('/en');
  await page.locator('header').getByRole('button', { name: 'Search games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  const field = dialog.getByRole('searchbox', { name: 'Search games by title' });
  await expect(field).toBeFocused();
  await field.fill(game.title.slice(0, 2));
  await expect(dialog.getByText("Type at least 3 letters of a game's title.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  await field.fill(game.title);
  await expect(dialog.locator(`[data-game="${game.slug}"]`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear search' }).click();
  await expect(field).toHaveValue('');
  await field.fill('zzqx-no-such-game');
  await expect(dialog.getByText('No games found', { exact: true }).last()).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Recommended' }).getByTestId('game-tile').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("a guest's demo link opens the game page in demo mode; play goes to registration", async ({ page }) => {
  await page.goto('/en/pokies/all');
  const tile = tiles(page)
    .filter({ has: page.getByRole('link', { name: /^Demo / }) })
    .first();
  await tile.hover();
  const demo = tile.getByRole('link', { name: /^Demo / });
  const href = await demo.getAttribute('href');
  expect(href).toMatch(/^\/en\/play\/[a-z0-9-]+\/[a-z0-9-]+\?mode=demo$/);
  await demo.click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/en/play/') && url.searchParams.get('mode') === 'demo');

  await page.goto('/en/pokies/all');
  const first = tiles(page).first();
  const title = (await first.locator('p').first().textContent())!;
  await first.hover();
  await first.getByRole('link', { name: `Play ${title}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Sign up|Create/ })).toBeVisible();
});

/** A text of a locale's games catalog, as the page shows it. */
function gamesText(locale: string, id: string): string {
  const catalog = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', locale, 'games.json'), 'utf8')) as Record<string, string>;
  return catalog[id]!;
}

test('a guest on /favorite-games stays there and is invited to sign up, in every locale', async ({ page }) => {
  const res = await page.goto('/en/favorite-games');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/favorite-games$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite games' })).toBeVisible();
  const invite = page.getByTestId('favorites-guest');
  await expect(invite).toContainText(gamesText('en', 'games.favorites.guest'));
  await expect(page.getByTestId('game-tile')).toHaveCount(0);
  await invite.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const localized = await page.goto(`/${locale}/favorite-games`);
    expect(localized?.status(), locale).toBe(200);
    await expect(page.getByTestId('favorites-guest'), locale).toContainText(gamesText(locale, 'games.favorites.guest'));
  }
});

test('the live lobby’s cashback card leads to the cashback rules', async ({ page }) => {
  await page.goto('/en/live/all');
  await page.getByRole('link', { name: 'How cashback works' }).click();
  await expect(page).toHaveURL(/\/en\/promotions\/cashback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live cashback' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How much' })).toBeVisible();
  for (const [locale, title] of [
    ['de', 'Live-Cashback'],
    ['fr-CA', 'Remise en direct'],
    ['et', 'Live-kasiino raha tagasi'],
  ] as const) {
    const res = await page.goto(`/${locale}/promotions/cashback`);
    expect(res?.status(), locale).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title }), locale).toBeVisible();
  }
});

test('a logged-in demo player favourites a game and finds it on /favorite-games', async ({ page }) => {
  const player = DEMO_PLAYERS.find((p) => p.currency === 'EUR' && !p.totpSecret)!;
  await signIn(page, player.email);
  await page.goto('/en/pokies/all');
  const slug = await tiles(page)
    .filter({ has: page.getByRole('button', { name: /^Favourite / }) })
    .first()
    .getAttribute('data-game');
  const tile = page.locator(`[data-game="${slug}"]`);
  const title = (await tile.locator('p').first().textContent())!;
  await tile.hover();
  const heart = tile.getByRole('button', { name: `Favourite ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/player/favorite_games/'));
  await heart.click();
  expect((await saved).ok()).toBe(true);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/favorite-games');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite games' })).toBeVisible();
  const fav = page.getByRole('article', { name: title });
  await expect(fav).toBeVisible();
  // Taking it off again empties the page (the test leaves the seed as it found it).
  await fav.hover();
  await fav.getByRole('button', { name: `Favourite ${title}` }).click();
  await expect(page.getByText('No favourites yet. Press the heart on any game to keep it here.')).toBeVisible();
});

test('a game without the player currency shows the lock with the currency-unsupported texts', async ({ page, request }) => {
  const fiatPlayers = DEMO_PLAYERS.filter((p) => !p.totpSecret && ['EUR', 'CAD', 'AUD', 'NZD', 'NOK', 'USD'].includes(p.currency));
  let found: { game: Game; email: string; currency: string } | undefined;
  for (let p = 1; p <= 30 && !found; p++) {
    const list = await gamesPage(request, { page: p, page_size: 100 });
    for (const g of list.data) {
      const who = fiatPlayers.find((pl) => !g.currencies[pl.currency]);
      if (who) {
        found = { game: g, email: who.email, currency: who.currency };
        break;
      }
    }
  }
  expect(found, 'the seed has games without some currencies').toBeTruthy();
  await signIn(page, found!.email);
  await page.goto(`/en/producers/${found!.game.provider}`);
  await page.locator('header').getByRole('button', { name: 'Search games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await dialog.getByRole('searchbox').fill(found!.game.title);
  const tile = dialog.locator(`[data-game="${found!.game.slug}"]`);
  await expect(tile).toBeVisible();
  await tile.getByRole('group').focus();
  await expect(tile.getByText('Currency not supported')).toBeVisible();
  await expect(tile.getByText(`This game cannot be played in ${found!.currency}.`, { exact: false })).toBeVisible();
  await expect(tile.getByRole('link')).toHaveCount(0);
});

test('screenshots of the lobby on desktop and a 390 px phone', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [name, viewport, mobile] of [
    ['desktop', { width: 1366, height: 900 }, false],
    ['phone', { width: 390, height: 844 }, true],
  ] as const) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    for (const [path, label] of [
      ['/en', 'main'],
      ['/en/pokies/all', 'pokies'],
      ['/en/live/all', 'live'],
    ] as const) {
      await page.goto(path);
      await expect(tiles(page).first()).toBeVisible();
      // Rows and chips scroll inside the page; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} ${name}`).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `/tmp/shots/lobby-${label}-${name}.png` });
    }
    await page.locator('header').getByRole('button', { name: 'Search games' }).click();
    await page.getByRole('dialog', { name: 'Search games' }).getByRole('searchbox').fill('zzqx');
    await expect(page.getByRole('dialog', { name: 'Search games' }).getByTestId('game-tile').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/lobby-search-empty-${name}.png` });
    await context.close();
  }
});
