import { randomUUID } from 'node:crypto';
import { expect, test, type APIResponse, type Page } from './fixtures';
import { GamesPageSchema, type Game } from '../../schemas/games';
import { PaymentStartAnswerSchema, SANDBOX_TEST_CARDS } from '../../schemas/payments';

/**
 * Issue 12 item 5: every page Next renders (the site, the back office) and every platform answer
 * carries the security headers, and the pages pass their Content-Security-Policy: loading the
 * lobby, a game (the studio page in its frame), the back office's sign-in and the sandbox's 3-D
 * Secure page logs no CSP violation, and Next's scripts run (the page hydrates).
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** platform/auth/demo-accounts.ts: a EUR player no other spec pays with. */
const PLAYER = { email: 'tester@reelhouse.test', password: 'Demo-pass-2026' };

function expectPageHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = h['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  return /'nonce-([^']+)'/.exec(csp)![1]!;
}

/** Every CSP violation the page (or one of its frames) reports, as console errors and as events. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to (execute|load|apply|frame|connect)/i.test(msg.text())) seen.push(msg.text());
  });
  page.on('pageerror', (err) => seen.push(`page error: ${err.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`),
    );
  });
  return seen;
}

/** Next's client runtime ran: the page's scripts were allowed. */
async function expectHydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: { version?: string } }).next?.version)).toBe('string');
}

test('a page, the back office, a tester page and an API answer carry the security headers', async ({ request }) => {
  const lobby = await request.get('/en');
  expect(lobby.status()).toBe(200);
  const first = expectPageHeaders(lobby);
  expect(lobby.headers()['x-frame-options']).toBe('SAMEORIGIN');
  // The guest lobby comes from the page cache: still a fresh nonce, on the policy and the scripts.
  const again = await request.get('/en');
  const second = expectPageHeaders(again);
  expect(second).not.toBe(first);
  const html = await again.text();
  expect(html).toContain(`nonce="${second}"`);
  expect(html).not.toContain(first);

  const backoffice = await request.get('/backoffice/sign-in');
  expect(backoffice.status()).toBe(200);
  expect(await backoffice.text()).toContain(`nonce="${expectPageHeaders(backoffice)}"`);

  expectPageHeaders(await request.get('/dev/outbox'));

  for (const path of ['/api/player', '/health']) {
    const api = await request.get(path, { headers: XHR });
    expect(api.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(api.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(api.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

test('the lobby, a game, the back-office sign-in and the 3-D Secure page load without a CSP violation', async ({ page }) => {
  const violations = watchViolations(page);

  await page.goto('/en');
  await expect(page.locator('header')).toBeVisible();
  await expectHydrated(page);

  const res = await page.request.post('/api/games_filter', {
    data: { device: 'desktop', filter: { providers: ['aurora-reels'] }, page: 1, page_size: 100 },
    headers: XHR,
  });
  const game: Game | undefined = GamesPageSchema.parse(await res.json()).data.find((g) => g.has_demo_mode);
  expect(game, 'a studio game with a demo mode').toBeTruthy();
  await page.goto(`/en/play/${game!.provider}/${game!.seo_title}?mode=demo`);
  const studio = page.frameLocator('[data-testid="game-frame"]');
  const spin = studio.getByRole('button', { name: /^spin/i });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(spin).toBeEnabled();
  await expectHydrated(page);

  await page.goto('/backoffice/sign-in');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expectHydrated(page);

  await page.goto('/en/sign-in?redirect=%2Fen');
  const form = page.getByRole('dialog', { name: 'Log in' });
  await form.getByLabel('E-mail', { exact: true }).fill(PLAYER.email);
  await form.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  const start = await page.request.post('/api/player/payments/deposit', {
    headers: XHR,
    data: {
      idempotency_key: randomUUID(),
      method_id: 'sandbox:visa:EUR',
      amount_cents: 2500,
      currency: 'EUR',
      card: { number: SANDBOX_TEST_CARDS.approved[0], expiry: '12/30', cvv: '123', holder: 'Ada Lovelace' },
      return_url: '/en/deposit',
    },
  });
  expect(start.status(), await start.text()).toBeLessThan(300);
  const next = PaymentStartAnswerSchema.parse(await start.json()).next;
  if (next.type !== 'redirect') throw new Error(`expected the 3-D Secure redirect, got ${next.type}`);
  await page.goto(next.url);
  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/deposit\?.*payment_id=\d+/);
  await expectHydrated(page);

  expect(violations).toEqual([]);
});
