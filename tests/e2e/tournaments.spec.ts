import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { GamesPageSchema } from '../../schemas/games';
import { TournamentViewSchema } from '../../schemas/tournaments';
import { DisplayBalancesSchema } from '../../schemas/wallet';
import { demoStaff } from '../../platform/staff/demo-accounts';

/**
 * Issue 16 "Done when", tournaments part, in Chromium: marketing (through the back-office API)
 * creates a tournament starting now on three studio games with money prizes for places 1 and 2;
 * two new players deposit through the sandbox and play studio spins; the first player's open
 * tournament page shows the leaderboard move live (no reload) as each one plays; the platform
 * clock passes the end and the settlement job (every 5 s) pays the places once; each winner's
 * balance holds the prize and the bell lists the prize notification; the archive lists the
 * tournament. Screenshots: /tmp/shots/tournaments-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/tournaments-${name}.png`, fullPage: true });
const PASSWORD = 'Str0ng-pass-2026';
// A fresh connection per API call: a kept-alive one the server closed meanwhile answers ECONNRESET.
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const MINUTE = 60_000;
const IDENTITY = { first_name: 'Tina', last_name: 'Turnier', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' };
const eur = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const bell = (page: Page) => page.locator('header').getByTestId('notification-bell');

async function signInMarketing(request: APIRequestContext) {
  const who = demoStaff('marketing');
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = await request.post('/api/backoffice/sign_in', { headers: XHR, data: { email: who.email, password: who.password } });
    expect(first.status()).toBe(200);
    const otp = await request.post('/api/backoffice/sign_in/otp', { headers: XHR, data: { code: await generate({ secret: who.totpSecret! }) } });
    if (otp.status() === 200) return;
    // A code counts once per 30 s step and another test may have used this one: wait for the next.
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('staff sign-in refused twice');
}

async function setClockOffset(request: APIRequestContext, offsetMs: number) {
  const res = await request.post('/api/dev/clock', { headers: XHR, data: { offset_ms: offsetMs } });
  expect(res.status()).toBe(200);
}

/** A new EUR player, signed in on `page`, with `cents` (30 EUR by default) deposited through the sandbox's 3-D Secure page. */
async function newPlayerWithDeposit(page: Page, name: string, cents = 3_000) {
  const email = `${name}${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const reg = await page.request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  expect((await page.request.patch('/api/player', { headers: XHR, data: { context: 'deposit', user: IDENTITY } })).status()).toBe(200);
  const dep = await page.request.post('/api/player/payments/deposit', {
    headers: XHR,
    data: {
      idempotency_key: randomUUID(),
      method_id: 'sandbox:visa:EUR',
      amount_cents: cents,
      currency: 'EUR',
      card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Tina Turnier' },
      return_url: '/en/deposit',
    },
  });
  expect(dep.status(), await dep.text()).toBe(200);
  await page.goto(((await dep.json()).next as { url: string }).url);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(async () => (await balance(page)).real_cents, { timeout: 30_000 }).toBe(cents);
}

const balance = async (page: Page) =>
  DisplayBalancesSchema.parse(await (await page.request.get('/api/player/balance', { headers: XHR })).json()).find((b) => b.currency === 'EUR')!;

/**
 * Plays real-money spins of the studio game at the stake `choose` picks from its options (minor
 * units; by default the smallest of at least 1.00): `spins` of them, or as many as it takes to
 * stake `spins` as an amount when given as `{ total }`. Returns the stake.
 */
async function playSpins(
  page: Page,
  game: { provider: string; seo_title: string },
  count: number | { total: number },
  choose: (options: number[]) => number = (options) => Math.min(...options.filter((v) => v >= 100)),
): Promise<number> {
  await page.goto(`/en/play/${game.provider}/${game.seo_title}?mode=real`);
  const studio = page.frameLocator('[data-testid="game-frame"]');
  const select = studio.locator('#bet');
  await expect(select).toBeVisible({ timeout: 30_000 });
  const options = await select.locator('option').evaluateAll((els) => els.map((e) => Number((e as HTMLOptionElement).value)));
  const stake = choose(options);
  const spins = typeof count === 'number' ? count : Math.ceil(count.total / stake);
  await select.selectOption(String(stake));
  const spin = studio.getByRole('button', { name: /^spin/i });
  for (let i = 0; i < spins; i++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await spin.click();
    // The spin is under way (disabled) and then done (enabled again).
    await expect(spin).toBeEnabled({ timeout: 15_000 });
  }
  return stake;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  // Later specs (two-factor codes) need the platform on real time again.
  await setClockOffset(request, 0);
});

test('marketing creates a tournament; two players play and watch the board move live; the end pays the winners; the archive lists it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);

  // Three studio games with an EUR entry.
  const catalogue = GamesPageSchema.parse(
    await (
      await page.request.post('/api/games_filter', {
        data: { device: 'desktop', filter: { providers: ['aurora-reels'] }, page: 1, page_size: 100 },
        headers: XHR,
      })
    ).json(),
  );
  const games = catalogue.data.filter((g) => g.currencies.EUR).slice(0, 3);
  expect(games, 'three studio games with an EUR entry').toHaveLength(3);

  // Marketing: two money prizes (rocket gifts, wagering x1) and the tournament, running from a minute ago.
  const staff = await playwright.request.newContext({ baseURL });
  await signInMarketing(staff);
  const template = async (title: string, cents: number) => {
    const res = await staff.post('/api/backoffice/bonus-templates', {
      headers: XHR,
      data: { title, type: 'rocket_lite', amounts: { EUR: cents }, wager_multiplier: 1 },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { id: number }).id;
  };
  const tag = randomUUID().slice(0, 8);
  const FIRST = 5_000;
  const SECOND = 2_500;
  const now = Date.now();
  const slug = `e2e-tournament-${tag}`;
  const title = `Spin sprint ${tag}`;
  const created = await staff.post('/api/backoffice/tournaments', {
    headers: XHR,
    data: {
      frontend_identifier: slug,
      texts: { en: { title, description: 'Every real-money spin on the three games scores its stake.' } },
      currency: 'EUR',
      start_at: new Date(now - MINUTE).toISOString(),
      end_at: new Date(now + 10 * MINUTE).toISOString(),
      strategy: 'sum_bets',
      game_ids: games.map((g) => g.id),
      prizes: [
        { place: 1, template_id: await template(`Sprint first ${tag}`, FIRST), amount_cents: FIRST },
        { place: 2, template_id: await template(`Sprint second ${tag}`, SECOND), amount_cents: SECOND },
      ],
      money_budget_cents: FIRST + SECOND,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const tournamentId = ((await created.json()) as { id: number }).id;

  // Player one opens the tournament page and keeps it open (never reloaded below).
  await newPlayerWithDeposit(page, 'tourone');
  await page.goto(`/en/tournaments/${slug}`);
  const detail = page.getByTestId('tournament-page');
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(detail).toHaveAttribute('data-status', 'active');
  await expect(detail).toContainText(eur(FIRST));
  const top = detail.getByTestId('tournament-board').first();

  // Player one plays two spins in another tab; the open page's board shows them first.
  const oneGame = await page.context().newPage();
  const stakeOne = await playSpins(oneGame, games[0]!, 2);
  await expect(top.locator('tbody tr')).toHaveCount(1, { timeout: 20_000 });
  await expect(top.locator('tbody tr').first()).toContainText(eur(2 * stakeOne), { timeout: 20_000 });
  await expect(top.locator('tbody tr').first()).toHaveAttribute('data-me', 'true');
  await oneGame.close();

  // Player two (another browser) plays one spin on another of the games: the board gains a second row live.
  const twoContext = await browser.newContext();
  const two = await twoContext.newPage();
  await newPlayerWithDeposit(two, 'tourtwo');
  const stakeTwo = await playSpins(two, games[1]!, 1);
  expect(stakeTwo).toBeLessThan(2 * stakeOne);
  await expect(top.locator('tbody tr')).toHaveCount(2, { timeout: 20_000 });
  await expect(top.locator('tbody tr').nth(1)).toContainText(eur(stakeTwo));
  await expect(top.locator('tbody tr').nth(1)).not.toHaveAttribute('data-me', 'true');
  await detail.scrollIntoViewIfNeeded();
  await shot(page, 'leaderboard');

  const beforeOne = await balance(page);
  const beforeTwo = await balance(two);

  // The platform clock passes the end; the settlement job freezes the places and pays each once.
  await setClockOffset(staff, 11 * MINUTE);
  await expect
    .poll(
      async () => {
        const res = await staff.get(`/api/backoffice/tournaments/${tournamentId}`, { headers: XHR });
        const body = (await res.json()) as { state: string; results: { place: number; outcome: string }[] };
        return { state: body.state, outcomes: body.results.map((r) => `${r.place}:${r.outcome}`) };
      },
      { timeout: 60_000 },
    )
    .toEqual({ state: 'settled', outcomes: ['1:paid', '2:paid'] });

  // Each winner's balance holds the prize (a rocket gift activates into bonus money).
  await expect.poll(async () => (await balance(page)).bonus_cents, { timeout: 20_000 }).toBe(beforeOne.bonus_cents + FIRST);
  await expect.poll(async () => (await balance(two)).bonus_cents, { timeout: 20_000 }).toBe(beforeTwo.bonus_cents + SECOND);

  // The open page turns to the archive with the final board; the bell lists the prize.
  await expect(detail).toHaveAttribute('data-status', 'archive', { timeout: 20_000 });
  await expect(top.locator('tbody tr')).toHaveCount(2);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification-item').filter({ hasText: 'you finished in place 1 of a tournament' })).toBeVisible({ timeout: 20_000 });
  await shot(page, 'settled');
  await page.keyboard.press('Escape');

  await two.goto(`/en/tournaments/${slug}`);
  await bell(two).click();
  await expect(
    two.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').filter({ hasText: 'you finished in place 2 of a tournament' }),
  ).toBeVisible({ timeout: 20_000 });
  await twoContext.close();

  // The archive (the 'all' tab and the recent call) lists it.
  const recent = TournamentViewSchema.array().parse(await (await page.request.get('/api/tournaments/recent', { headers: XHR })).json());
  expect(recent.find((t) => t.id === tournamentId)).toMatchObject({ status: 'archive', state: 'settled' });
  await page.goto('/en/tournaments/all');
  const archive = page.getByTestId('tournaments-archive');
  await expect(archive.getByRole('link', { name: title })).toBeVisible();
  await shot(page, 'archive');
  await staff.dispose();
  // The next test signs staff in with a two-factor code: the platform back on real time.
  await setClockOffset(page.request, 0);
});

test('a quest’s level rises with real-money bets on /action/{slug}', async ({ page, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const catalogue = GamesPageSchema.parse(
    await (
      await page.request.post('/api/games_filter', {
        data: { device: 'desktop', filter: { providers: ['aurora-reels'] }, page: 1, page_size: 100 },
        headers: XHR,
      })
    ).json(),
  );
  const game = catalogue.data.find((g) => g.currencies.EUR)!;
  expect(game, 'a studio game with an EUR entry').toBeTruthy();

  // Marketing: a size-xs quest (EUR thresholds 0, 150, 500, ...) on that game, running from a minute ago.
  const staff = await playwright.request.newContext({ baseURL });
  await signInMarketing(staff);
  const tag = randomUUID().slice(0, 8);
  const slug = `e2e-quest-${tag}`;
  const title = `Climb quest ${tag}`;
  const created = await staff.post('/api/backoffice/tournaments', {
    headers: XHR,
    data: {
      frontend_identifier: slug,
      texts: { en: { title, description: 'Bet to climb the levels.' } },
      currency: 'EUR',
      start_at: new Date(Date.now() - MINUTE).toISOString(),
      end_at: new Date(Date.now() + 60 * MINUTE).toISOString(),
      game_ids: [game.id],
      quest_size: 'xs',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await staff.dispose();

  await newPlayerWithDeposit(page, 'questor', 40_000);
  await page.goto(`/en/action/${slug}`);
  const quest = page.getByTestId('quest');
  await expect(quest.getByRole('heading', { name: title })).toBeVisible();
  await expect(quest.getByTestId('quest-level')).toHaveText('Level 1');
  await expect(quest).toContainText('Bet €150.00 in total to reach the next level.');

  // 150 EUR staked in as few spins as the game's largest stakes allow.
  await playSpins(page, game, { total: 15_000 }, (options) => Math.max(...options.filter((v) => v <= 15_000)));
  await page.goto(`/en/action/${slug}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('quest-level')).toHaveText('Level 2', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('quest')).toHaveAttribute('data-level', '2');
  await expect(page.getByTestId('quest')).toContainText('Bet €500.00 in total to reach the next level.');
  await expect(page.getByTestId('quest').locator('li[data-state]').first()).toHaveAttribute('data-state', 'completed');
  await shot(page, 'quest');
});
