import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 15 item 5, in Chromium: a player redeems the seeded coupon WELCOME-SPINS in the promo-code
 * tab and sees the free-spins card in the gifts tab and the header counter (pulsing for free
 * spins); a first deposit with the 100 % bonus activates it at once; a second deposit with the
 * bonus code RELOAD50 waits (one money bonus at a time); the player deletes the first bonus (the
 * confirmation shows the forfeit), activates the reload bonus and sees its wager bar.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Str0ng-pass-2026';
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const IDENTITY = { first_name: 'Anna', last_name: 'Test', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' };

interface Gift {
  id: number;
  kind: string;
  stage: string;
  title: string;
  group_key: string | null;
}

async function gifts(page: Page): Promise<Gift[]> {
  const res = await page.request.get('/api/v2/bonuses', { headers: XHR });
  expect(res.status()).toBe(200);
  return (await res.json()) as Gift[];
}

/** A card deposit through the sandbox's 3-D Secure page, on a tab of its own. */
async function deposit(page: Page, amountCents: number, bonusId?: number) {
  const payer = await page.context().newPage();
  const res = await payer.request.post('/api/player/payments/deposit', {
    headers: XHR,
    data: {
      idempotency_key: randomUUID(),
      method_id: 'sandbox:visa:EUR',
      amount_cents: amountCents,
      currency: 'EUR',
      card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Anna Test' },
      return_url: '/en',
      ...(bonusId === undefined ? {} : { bonus_id: bonusId }),
    },
  });
  expect(res.status()).toBe(200);
  await payer.goto(((await res.json()) as { next: { url: string } }).next.url);
  await payer.getByRole('button', { name: 'Approve' }).click();
  await payer.close();
}

test('coupon, gift cards, header counter, delete with the forfeit shown, activation with the wager bar', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `gift${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  expect(
    (
      await page.request.post('/api/users', {
        headers: XHR,
        data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
      })
    ).status(),
  ).toBe(200);
  expect((await page.request.patch('/api/player', { headers: XHR, data: { context: 'deposit', user: IDENTITY } })).status()).toBe(200);

  // No gifts yet: the tab says so.
  await page.goto('/en/profile/gifts');
  await expect(page.getByText('You have no gifts right now.', { exact: false })).toBeVisible();
  const counter = page.locator('header').getByTestId('gifts-counter');
  await expect(counter).toHaveAccessibleName('Gifts');

  // The promo-code tab: a wrong coupon is refused with its reason, the seeded one issues free spins.
  await page.goto('/en/profile/promocode');
  const coupon = page.getByTestId('coupon-form');
  await coupon.getByLabel('Coupon code').fill('NOPE-NOT-A-CODE');
  await coupon.getByRole('button', { name: 'Redeem' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('This code does not exist or is not valid at the moment.');
  await coupon.getByLabel('Coupon code').fill('WELCOME-SPINS');
  await coupon.getByRole('button', { name: 'Redeem' }).click();
  await expect(coupon.getByRole('status')).toContainText('“20 free spins” is in your gifts.');
  await coupon.getByLabel('Coupon code').fill('WELCOME-SPINS');
  await coupon.getByRole('button', { name: 'Redeem' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('You have already used this code.');

  // The header counter counts it live and pulses for free spins.
  await expect(counter).toHaveAttribute('data-pulse', 'true');
  await expect(counter.getByTestId('gifts-count')).toHaveText('1');

  // First deposit with the 100 % bonus: issued and activated at once (the gift follows the stream).
  const offers = (await (await page.request.get('/api/bonuses/deposit?currency=EUR&amount=5000', { headers: XHR })).json()) as { id: number; title: string }[];
  const first = offers.find((o) => o.title.startsWith('First deposit'));
  expect(first).toBeTruthy();
  await deposit(page, 5000, first!.id);
  await expect.poll(async () => (await gifts(page)).find((g) => g.group_key === 'deposit_first')?.stage, { timeout: 30_000 }).toBe('activated');

  // Second deposit with the bonus code: the reload bonus waits while the first is wagered.
  expect((await page.request.patch('/api/player/set_bonus_code', { headers: XHR, data: { deposit_bonus_code: 'reload50' } })).status()).toBe(200);
  await deposit(page, 3000);
  await expect.poll(async () => (await gifts(page)).find((g) => g.group_key === 'deposit_reload')?.stage, { timeout: 30_000 }).toBe('issued');

  // The gifts tab shows all three, live (the pushes refreshed it; no reload).
  await page.goto('/en/profile/gifts');
  const cards = page.getByTestId('gift-card');
  await expect(cards).toHaveCount(3);
  const spins = cards.filter({ hasText: '20 free spins' });
  await expect(spins).toHaveAttribute('data-stage', 'issued');
  await expect(spins.getByTestId('gift-amount')).toHaveText('20 of 20 free spins left');
  const firstCard = cards.filter({ hasText: 'First deposit' });
  await expect(firstCard).toHaveAttribute('data-stage', 'activated');
  await expect(firstCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(firstCard.getByTestId('gift-timer')).toContainText('Expires in');
  const reload = cards.filter({ hasText: 'Weekend reload' });
  await expect(reload.getByTestId('gift-timer')).toContainText('Activate within');
  // Activating the reload now is refused: one money bonus at a time.
  await expect(reload.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await expect(counter.getByTestId('gifts-count')).toHaveText('1');
  await page.screenshot({ path: `${SHOTS}/gifts-tab.png`, fullPage: true });

  // Delete the first bonus: the confirmation shows what is forfeited (its €50.00 bonus money, nothing played).
  await firstCard.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this gift?' });
  await expect(dialog.getByTestId('gift-forfeit')).toHaveText('€50.00 of bonus money will be forfeited. This cannot be undone.');
  await page.screenshot({ path: `${SHOTS}/gifts-delete-dialog.png` });
  await dialog.getByRole('button', { name: 'Delete gift' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Gift deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Earlier gifts' })).toBeVisible();
  await expect(cards.filter({ hasText: 'First deposit' })).toHaveAttribute('data-stage', 'canceled');

  // Now the reload bonus can be activated: its wager bar shows.
  await expect(reload.getByRole('button', { name: 'Activate' })).toBeVisible();
  await reload.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Gift activated.')).toBeVisible();
  await expect(reload).toHaveAttribute('data-stage', 'activated');
  await expect(reload.getByRole('progressbar')).toBeVisible();
  await expect(reload.getByTestId('gift-wager')).toContainText('€0.00 of €375.00 wagered (0%)');
  await page.screenshot({ path: `${SHOTS}/gifts-tab-after.png`, fullPage: true });

  // The bonus balance page shows the wagering left.
  await page.goto('/en/bonus-balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus balance' })).toBeVisible();
  await expect(page.getByTestId('bonus-money')).toHaveText('€15.00');
  await expect(page.getByTestId('bonus-wager-left')).toHaveText('€375.00');
});
