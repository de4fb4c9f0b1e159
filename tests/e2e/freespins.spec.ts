import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { CouponAnswerSchema, GiftViewSchema } from '../../schemas/gifts';
import { GamesPageSchema, GameRoundsPageSchema } from '../../schemas/games';
import { DisplayBalancesSchema } from '../../schemas/wallet';

/**
 * Issue 15 item 3: a new player redeems the seeded coupon WELCOME-SPINS (20 free spins on a studio
 * game, platform/gifts/seed.ts) and activates them through the API, opens the game page in real
 * mode, and the studio plays them: "Free spins: N left" counts down, the spins cost nothing, every
 * spin is a free round in the history and the winnings are bonus money. Screenshots go to
 * /tmp/shots/freespins-*.png.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/freespins-${name}.png` });
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const IDENTITY = { first_name: 'Fria', last_name: 'Spinn', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' };

test('a coupon’s free spins play in the studio: the count goes down and the winnings are bonus money', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `fs${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const reg = await page.request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: 'Str0ng-pass-2026', currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(reg.status()).toBe(200);
  expect((await page.request.patch('/api/player', { headers: XHR, data: { context: 'deposit', user: IDENTITY } })).status()).toBe(200);

  const redeemed = await page.request.post('/api/bonuses/coupon', { headers: XHR, data: { coupon_code: 'WELCOME-SPINS' } });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  const { gift } = CouponAnswerSchema.parse(await redeemed.json());
  expect(gift).toMatchObject({ kind: 'freespins', stage: 'issued', freespins_total: 20 });
  const activated = await page.request.post(`/api/player/freespins/${gift.id}/activation`, { headers: XHR });
  expect(activated.status()).toBe(200);
  expect(GiftViewSchema.parse(await activated.json()).stage).toBe('activated');

  // The gift's game, found in the catalogue by its id.
  let game: { provider: string; seo_title: string } | undefined;
  for (let p = 1; !game && p <= 20; p++) {
    const res = await page.request.post('/api/games_filter', { data: { device: 'desktop', filter: {}, page: p, page_size: 100 }, headers: XHR });
    const data = GamesPageSchema.parse(await res.json());
    game = data.data.find((g) => g.id === gift.game_ids[0]);
    if (data.data.length < 100) break;
  }
  expect(game, 'the free spins game is in the catalogue').toBeTruthy();
  await page.goto(`/en/play/${game!.provider}/${game!.seo_title}?mode=real`);

  const studio = page.frameLocator('[data-testid="game-frame"]');
  const banner = studio.locator('#fs');
  await expect(banner).toHaveText('Free spins: 20 left', { timeout: 30_000 });
  await expect(studio.locator('#bet')).toBeDisabled();
  await shot(page, 'before');

  const spin = studio.getByRole('button', { name: /^spin/i });
  for (let i = 1; i <= 3; i++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await spin.click();
    await expect(banner).toHaveText(`Free spins: ${20 - i} left`, { timeout: 15_000 });
  }
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await shot(page, 'after-three');

  // Nothing was staked; every spin is a free round; what they won is bonus money.
  const rounds = GameRoundsPageSchema.parse(await (await page.request.get('/api/player/game_rounds', { headers: XHR })).json());
  expect(rounds.data).toHaveLength(3);
  expect(rounds.data.every((r) => r.free_spin && r.bet_cents === 0 && r.mode === 'real')).toBe(true);
  const won = rounds.data.reduce((s, r) => s + r.win_cents, 0);
  const eur = DisplayBalancesSchema.parse(await (await page.request.get('/api/player/balance', { headers: XHR })).json()).find((b) => b.currency === 'EUR')!;
  expect(eur).toMatchObject({ real_cents: 0, bonus_cents: won });
  const list = await (await page.request.get('/api/player/freespins', { headers: XHR })).json();
  expect(list[0]).toMatchObject({ id: gift.id, stage: 'handle_bets', freespins_performed: 3 });
  if (won > 0) await expect(studio.locator('#balance')).not.toHaveText(/^0[.,]00/);
});
