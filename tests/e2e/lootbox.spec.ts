import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { expect, test, type APIRequestContext } from './fixtures';

/**
 * Issue 17 "Done when", loot-box part, in Chromium: marketing creates a loot-box set and the
 * wheel's segments through the back-office API; staff issue a fresh player a box and a wheel
 * spin (a gift with a `manual_wheel` group key); the player opens the box on /lootboxes, the
 * proof checks in the browser (WebCrypto), and spins the wheel, whose proof checks too.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Str0ng-pass-2026';
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };

async function signInStaff(request: APIRequestContext) {
  const admin = demoStaff('admin');
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = await request.post('/api/backoffice/sign_in', { headers: XHR, data: { email: admin.email, password: admin.password } });
    expect(first.status()).toBe(200);
    const otp = await request.post('/api/backoffice/sign_in/otp', { headers: XHR, data: { code: await generate({ secret: admin.totpSecret! }) } });
    if (otp.status() === 200) return;
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('staff sign-in refused twice');
}

test('a loot box is opened and its draw checks in the browser; the wheel spins from a wheel gift', async ({ page }) => {
  test.setTimeout(180_000);
  const request = page.request;
  await signInStaff(request);
  const template = async (data: object) => {
    const res = await request.post('/api/backoffice/bonus-templates', { headers: XHR, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).id as number;
  };
  const prize = await template({ title: 'E2E box prize', type: 'rocket_lite', amounts: { EUR: 500 }, wager_multiplier: 3 });
  const spin = await template({ title: 'E2E wheel spin', type: 'rocket_lite', amounts: { EUR: 1 }, wager_multiplier: 1, group_key: 'manual_wheel_e2e' });
  const set = await request.post('/api/backoffice/lootbox-sets', {
    headers: XHR,
    data: {
      title: 'E2E box',
      group_key: 'e2e_box',
      items: [
        { title: 'Five bonus', weight: 3, template_id: prize },
        { title: 'Another five', weight: 1, template_id: prize },
      ],
    },
  });
  expect(set.status(), await set.text()).toBe(200);
  const setId = (await set.json()).id as number;
  const segments = await request.put('/api/backoffice/wheel-segments/0', {
    headers: XHR,
    data: {
      segments: [
        { title: 'Five bonus', weight: 2, template_id: prize },
        { title: 'Try again', weight: 1, template_id: null },
      ],
    },
  });
  expect(segments.status(), await segments.text()).toBe(200);

  const email = `loot${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const reg = await request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(reg.status()).toBe(200);
  const playerId = (await (await request.get('/api/player', { headers: XHR })).json()).id as number;
  const box = await request.post('/api/backoffice/lootboxes', { headers: XHR, data: { player_id: playerId, set_id: setId, key: randomUUID() } });
  expect(box.status(), await box.text()).toBe(200);
  const seedHash = (await box.json()).proof.seed_hash as string;
  const gift = await request.post(`/api/backoffice/bonus-templates/${spin}/issue`, {
    headers: XHR,
    data: { player_ids: [playerId], reason: 'e2e wheel spin', idempotency_key: randomUUID() },
  });
  expect(gift.status(), await gift.text()).toBe(200);
  expect((await gift.json()).issued).toBe(1);

  // The box: its commitment shown before opening; opened, the prize and a proof that checks here.
  await page.goto('/en/lootboxes');
  const card = page.getByTestId('lootbox').first();
  await expect(card).toContainText(seedHash);
  await expect(card).toContainText('Ready to open');
  await page.screenshot({ path: `${SHOTS}/lootbox-before.png`, fullPage: true });
  await card.getByRole('button', { name: 'Open the box' }).click();
  await expect(card.getByTestId('lootbox-prize')).toContainText('You won:');
  await card.getByRole('button', { name: 'Check the draw' }).click();
  await expect(card.getByTestId('proof-verdict')).toContainText('the seed matches the commitment');
  await page.screenshot({ path: `${SHOTS}/lootbox-opened.png`, fullPage: true });

  // The wheel: one spin from the gift, its commitment, the spin, the proof.
  await page.goto('/en/wheel/segments');
  await expect(page.getByTestId('wheel-spins')).toHaveText('1 spin left');
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(page.getByTestId('wheel-result')).toBeVisible();
  await page.getByTestId('wheel-result').getByRole('button', { name: 'Check the draw' }).click();
  await expect(page.getByTestId('proof-verdict')).toContainText('the seed matches the commitment');
  await expect(page.getByTestId('wheel-spins')).toHaveText('No spins left');
  await page.screenshot({ path: `${SHOTS}/wheel-spun.png`, fullPage: true });

  // C5: the promo-subscription click subscribes once; a second click is ignored with an info message.
  await page.getByRole('button', { name: 'Get our promo news' }).click();
  await expect(page.getByText('Subscribed: promo news is on its way.')).toBeVisible();
  expect((await (await request.get('/api/subscriptions', { headers: XHR })).json()).receive_promos).toBe(true);
  await page.getByRole('button', { name: 'Get our promo news' }).click();
  await expect(page.getByText('You already receive our promos.')).toBeVisible();

  // /rocket-chance is switched off in the demo's manage-promotion-pages: a player lands on /promotions.
  await page.goto('/en/rocket-chance');
  await expect(page).toHaveURL(/\/en\/promotions$/);
});
