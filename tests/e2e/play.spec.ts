import { mkdirSync } from 'node:fs';
import { expect, nextFrames, test, type APIRequestContext, type Page } from './fixtures';
import { GameRoundsPageSchema, GamesPageSchema, type Game, type GameRound } from '../../schemas/games';
import { AccountsSchema } from '../../schemas/wallet';

/**
 * Issue 3 "Done when", the game half: a guest opens a demo game (the studio page in the iframe
 * spins in demo and resets its play money), a guest's real link goes to registration; a demo
 * player logs in from there, lands on the real game, spins several times inside the iframe,
 * watches the header balance change, and the games history call lists those rounds with bets,
 * wins and balances that agree with the header. Screenshots (desktop and a 390 px phone) go to
 * /tmp/shots/play-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/play-${name}.png` });

/** platform/auth/demo-accounts.ts: the first demo player, EUR, no two-factor. */
const PLAYER = { email: 'player@reelhouse.test', password: 'Demo-pass-2026' };

/**
 * A game of `provider` with a demo mode and a EUR entry, found through the lobby call as the site
 * would. Aurora Reels asks for no profile fields; Ember Forge asks for first and last name, date
 * of birth and country (platform/games/catalog/generate.ts).
 */
async function pickGame(request: APIRequestContext, provider = 'aurora-reels'): Promise<Game> {
  const res = await request.post('/api/games_filter', {
    data: { device: 'desktop', filter: { providers: [provider] }, page: 1, page_size: 100 },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
  const { data } = GamesPageSchema.parse(await res.json());
  const game = data.find((g) => g.has_demo_mode && g.currencies.EUR);
  expect(game, 'a studio game with demo and EUR').toBeTruthy();
  return game!;
}

const playPath = (g: Game, mode: 'real' | 'demo') => `/en/play/${g.provider}/${g.seo_title}?mode=${mode}`;
const header = (page: Page) => page.locator('header');

/** The studio's spin button inside the game iframe. */
const spinButton = (page: Page) => page.frameLocator('[data-testid="game-frame"]').getByRole('button', { name: /^spin/i });

async function headerBalance(page: Page): Promise<string> {
  const amount = header(page).getByTestId('header-balance-amount');
  await expect(amount).toBeVisible();
  return (await amount.textContent()) ?? '';
}

test('a guest opens a demo game and spins in demo; the real link goes to registration', async ({ page, request }) => {
  const game = await pickGame(request);
  await page.goto(playPath(game, 'demo'));
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('title', `${game.title} (Demo)`);
  await expect(spinButton(page)).toBeEnabled();
  await spinButton(page).click();
  await expect(spinButton(page)).toBeEnabled();
  // The play money goes back to its start with the studio's reset button (demo only).
  const studio = page.frameLocator('[data-testid="game-frame"]');
  await studio.getByRole('button', { name: 'Reset play money' }).click();
  await expect(studio.getByRole('status')).toHaveText('Play money reset to 1,000.00 FUN.');
  await expect(studio.locator('#balance')).toHaveText('1,000.00 FUN');
  await shot(page, 'demo-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'demo-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  // A guest has no balance in the header; demo play moved nothing of theirs.
  await expect(header(page).getByTestId('header-balance')).toHaveCount(0);

  // The toolbar's switch to real money goes to registration with the full target.
  await page.getByRole('link', { name: 'Play for real' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/sign-up' && url.searchParams.get('redirect') === playPath(game, 'real'));
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();

  // Opening the real link directly does the same (server redirect).
  await page.goto(playPath(game, 'real'));
  await expect(page).toHaveURL((url) => url.pathname === '/en/sign-up' && url.searchParams.get('redirect') === playPath(game, 'real'));
});

test('an unknown game is the 404 page, and a restricted region blocks the game without launching', async ({ page, request }) => {
  const missing = await page.goto('/en/play/no-such-provider/no-such-game?mode=demo');
  expect(missing?.status()).toBe(404);

  const game = await pickGame(request);
  let launches = 0;
  await page.route('**/api/games/launch', (route) => {
    launches += 1;
    return route.continue();
  });
  await page.route('**/client-context', (route) =>
    route.fulfill({
      json: {
        ip: '127.0.0.1',
        country: 'US',
        country_detected: true,
        registration_restricted: true,
        login_restricted: true,
        license: 'CW',
        default_currency: 'USD',
      },
    }),
  );
  await page.goto(playPath(game, 'demo'));
  await expect(page.getByRole('heading', { name: 'Games are not available in your country' })).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  expect(launches).toBe(0);
  await shot(page, 'restricted-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'restricted-phone');
});

test('a player logs in from the real link, spins real rounds, sees the header balance move and the rounds in the history', async ({ page, request }) => {
  test.setTimeout(180_000);
  const game = await pickGame(request);

  // The guest's real link: registration, "Log in instead", then the guard brings the player back.
  await page.goto(playPath(game, 'real'));
  await page
    .getByRole('dialog', { name: 'Sign up' })
    .getByRole('button', { name: /Log in/ })
    .click();
  const signIn = page.getByRole('dialog', { name: 'Log in' });
  await signIn.getByLabel('E-mail', { exact: true }).fill(PLAYER.email);
  await signIn.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await signIn.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === playPath(game, 'real'));

  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('title', `${game.title} (Real money)`);
  await expect(spinButton(page)).toBeEnabled();

  // The header shows the active account, formatted as the site formats EUR.
  const accountsBefore = AccountsSchema.parse(await (await page.request.get('/api/player/accounts')).json());
  const eurBefore = accountsBefore.find((a) => a.active)!;
  expect(eurBefore.currency).toBe('EUR');
  const eur = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format((cents / 100).toFixed(2) as `${number}`);
  expect(await headerBalance(page)).toBe(eur(eurBefore.amount_cents));
  await shot(page, 'real-before-desktop');

  // Spin several times; after each the header follows the game's balance.
  const shown: string[] = [await headerBalance(page)];
  const SPINS = 5;
  for (let i = 0; i < SPINS; i++) {
    await spinButton(page).click();
    await expect(spinButton(page)).toBeEnabled({ timeout: 15_000 });
    shown.push(await headerBalance(page));
  }
  await shot(page, 'real-after-desktop');

  // The history call lists the rounds (newest first) with bet, win and balances...
  const history = GameRoundsPageSchema.parse(await (await page.request.get('/api/player/game_rounds', { params: { page: 1, page_size: 20 } })).json());
  const rounds: GameRound[] = history.data
    .filter((r) => r.mode === 'real' && r.game_title === game.title)
    .slice(0, SPINS)
    .reverse();
  expect(rounds).toHaveLength(SPINS);
  expect(rounds[0]!.balance_before_cents).toBe(eurBefore.amount_cents);
  for (const [i, r] of rounds.entries()) {
    expect(r.currency).toBe('EUR');
    expect(r.bet_cents).toBeGreaterThan(0);
    expect(r.balance_after_cents).toBe(r.balance_before_cents - r.bet_cents + r.win_cents);
    if (i > 0) expect(r.balance_before_cents).toBe(rounds[i - 1]!.balance_after_cents);
  }
  // ...consistent with the header: it moved by the sum of wins minus bets, and shows the last balance.
  const last = rounds[rounds.length - 1]!;
  await expect(header(page).getByTestId('header-balance-amount')).toHaveText(eur(last.balance_after_cents));
  const accountsAfter = AccountsSchema.parse(await (await page.request.get('/api/player/accounts')).json());
  expect(accountsAfter.find((a) => a.active)!.amount_cents).toBe(last.balance_after_cents);
  expect(new Set(shown).size).toBeGreaterThan(1);

  // The dropdown: common balance, cashbox and profile.
  await header(page).getByTestId('header-balance').click();
  const panel = header(page).getByRole('region', { name: 'Your balance' });
  await expect(panel.getByRole('link', { name: 'Cashbox' })).toHaveAttribute('href', '/en/cashbox');
  await expect(panel.getByRole('link', { name: 'Go to profile' })).toHaveAttribute('href', '/en/profile');
  await shot(page, 'balance-dropdown-desktop');
  await page.keyboard.press('Escape');

  // The same page on a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(spinButton(page)).toBeEnabled();
  await spinButton(page).click();
  await expect(spinButton(page)).toBeEnabled({ timeout: 15_000 });
  // The click scrolled the page to the button; the picture shows the page from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'real-phone');
  await header(page).getByTestId('header-balance').click();
  await shot(page, 'balance-dropdown-phone');
});

test('a provider that needs profile fields opens the profile-edit popup, which only saving or the lobby button leaves; then the game launches', async ({
  page,
  request,
}) => {
  const game = await pickGame(request, 'ember-forge');
  // A player of its own (registration signs in), so no other test's profile edits matter.
  const email = `e2e-play-${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const registered = await page.request.post('/api/users', {
    data: { user: { email, password: 'Str0ng-pass-2026', currency: 'EUR', country: 'DE', terms_acceptance: true, locale: 'en' } },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(registered.ok()).toBe(true);

  await page.goto(playPath(game, 'real'));
  const popup = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(popup).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await expect(popup.getByLabel('First name')).toBeVisible();
  await expect(popup.getByLabel('Last name')).toBeVisible();
  await expect(popup.getByRole('group', { name: 'Date of birth' })).toBeVisible();
  // Only the provider's fields the player has not filled: the country came with the registration.
  await expect(popup.getByLabel('Country')).toHaveCount(0);
  await expect(popup.getByLabel('City')).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await shot(page, 'profile-popup-desktop');

  // Neither Escape nor a click outside closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 300);
  await nextFrames(page);
  await expect(popup).toBeVisible();

  await popup.getByRole('button', { name: 'Save and play' }).click();
  await expect(popup.getByText('This field is required').first()).toBeVisible();
  await popup.getByLabel('First name').fill('Ada');
  await popup.getByLabel('Last name').fill('Lovelace');
  await popup.getByLabel('Day').fill('10');
  await popup.getByLabel('Month').fill('12');
  await popup.getByLabel('Year').fill('1985');
  await shot(page, 'profile-popup-filled-desktop');
  await popup.getByRole('button', { name: 'Save and play' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('title', `${game.title} (Real money)`);
  await expect(spinButton(page)).toBeEnabled();
  const me = await (await page.request.get('/api/player')).json();
  expect(me).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1985-12-10', country: 'DE' });
});
