import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { expect, test } from '../e2e/fixtures';
import { AdminPageSchema } from '../../schemas/cms';
import { GameLaunchResponseSchema, GamesPageSchema } from '../../schemas/games';
import { demoStaff } from '../../platform/staff/demo-accounts';

/**
 * Issue 19 item 1 through nginx (`npm run cluster`, two instances, round robin, no sticky
 * sessions): a session made through one instance holds on the other, a player's page keeps its
 * socket (WebSocket) and hears balance changes made through either instance, and one account's
 * sign-in window is counted once across both, and a CMS publish shows on both at once. Every
 * answer names its instance (`X-Instance`).
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PLAYER = { email: 'player@reelhouse.test', password: 'Demo-pass-2026' };
const PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3150);
const eur = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test('one session on both instances, and the socket hears balance changes made through either', async ({ page }) => {
  const signIn = await page.request.post('/api/users/sign_in', { data: { user: PLAYER }, headers: XHR });
  expect(signIn.status()).toBe(200);
  // Round robin: consecutive calls land on both instances, each knows the session.
  const seen = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const me = await page.request.get('/api/player', { headers: XHR });
    expect(me.status()).toBe(200);
    seen.add(me.headers()['x-instance'] ?? '?');
  }
  expect([...seen].sort()).toEqual(['a', 'b']);

  const games = GamesPageSchema.parse(
    await (
      await page.request.post('/api/games_filter', {
        data: { device: 'desktop', filter: { providers: ['aurora-reels'] }, page: 1, page_size: 100 },
        headers: XHR,
      })
    ).json(),
  );
  const game = games.data.find((g) => g.currencies.EUR);
  expect(game, 'a studio game with a EUR entry').toBeTruthy();
  const launch = GameLaunchResponseSchema.parse(
    await (await page.request.post('/api/games/launch', { data: { game_id: game!.id, mode: 'real' }, headers: XHR })).json(),
  );
  // The launch URL ends in the game session's token (platform/games/house-studio).
  const session = new URL(launch.url, 'http://x').pathname.split('/').pop()!;

  // The lobby opens its socket; only WebSocket frames may carry it (no long polling, which would
  // need every request of the socket to reach the same instance).
  const socketOpened = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  const polled: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/socket.io/')) polled.push(r.url());
  });
  await page.goto('/en');
  const ws = await socketOpened;
  await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).startsWith('40') });
  const amount = page.locator('header').getByTestId('header-balance-amount');

  // A spin sent straight to each instance (past the proxy): one of them is not the socket's.
  for (const port of [PORT + 1, PORT + 2]) {
    const spin = await page.request.post(`http://127.0.0.1:${port}/studio/api/spin`, { data: { session, bet: 100 }, headers: XHR });
    expect(spin.status(), await spin.text()).toBe(200);
    const { balance } = (await spin.json()) as { balance: number };
    await expect(amount).toHaveText(eur(balance));
  }
  expect(polled).toEqual([]);
});

test("one account's sign-in attempts are counted once across both instances", async ({ request }) => {
  const email = `nobody-${randomBytes(5).toString('hex')}@example.com`;
  const answers: { status: number; instance: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/users/sign_in', { data: { user: { email, password: 'Wrong-pass-1' } }, headers: XHR });
    answers.push({ status: res.status(), instance: res.headers()['x-instance'] ?? '?' });
  }
  // AUTH_RATE_SIGN_IN_ACCOUNT=4/1m (playwright.config.ts): two attempts on each instance pass, the fifth is refused.
  expect(new Set(answers.map((a) => a.instance)).size).toBe(2);
  expect(answers.slice(0, 4).map((a) => a.status)).not.toContain(429);
  expect(answers[4]!.status).toBe(429);
});

test('a CMS publish through the proxy shows on both instances at once', async ({ request }) => {
  const editor = demoStaff('editor');
  expect((await request.post('/api/backoffice/sign_in', { data: { email: editor.email, password: editor.password }, headers: XHR })).status()).toBe(200);
  const otp = await request.post('/api/backoffice/sign_in/otp', { data: { code: await generate({ secret: editor.totpSecret! }) }, headers: XHR });
  expect(otp.status(), await otp.text()).toBe(200);
  const publish = async (id: number) => {
    const res = await request.post(`/api/backoffice/cms/pages/${id}/publish`, { data: {}, headers: XHR });
    expect(res.status(), await res.text()).toBe(200);
    return AdminPageSchema.parse(await res.json());
  };
  const slug = `cluster-${randomBytes(4).toString('hex')}`;
  const created = await request.post('/api/backoffice/cms/pages', {
    data: { slug, locale: 'en', title: 'Version one', content: '<p>One</p>', categories: ['bottom-menu'] },
    headers: XHR,
  });
  expect(created.status(), await created.text()).toBe(200);
  const v1 = await publish(AdminPageSchema.parse(await created.json()).id);
  // Each instance renders (and keeps in its CMS memo) version one, asked past the proxy.
  const pageOn = async (port: number) => (await request.get(`http://127.0.0.1:${port}/en/${slug}`)).text();
  for (const port of [PORT + 1, PORT + 2]) expect(await pageOn(port)).toContain('Version one');

  const saved = await request.put(`/api/backoffice/cms/pages/${v1.id}`, {
    data: { base_version: v1.latest_version, title: 'Version two', content: '<p>Two</p>', categories: ['bottom-menu'] },
    headers: XHR,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await publish(v1.id);
  // The publishing instance drops its memo at once, the other on the Redis relay.
  for (const port of [PORT + 1, PORT + 2]) await expect.poll(() => pageOn(port), { timeout: 5_000 }).toContain('Version two');
});
