import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { expect, test, type APIRequestContext } from './fixtures';

/**
 * Issue 17 "Done when", adventure part, in Chromium: marketing publishes a `vip-adventures`
 * calendar starting today for a group; a player in that group sees day 1 active with its timer;
 * the platform clock moves a day on (the tester clock offset): day 1 is missed, day 2 active; a
 * deposit through the sandbox completes day 2 from the event stream and its prize is paid once.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Str0ng-pass-2026';
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const DAY = 86_400_000;
/** Live chat (writable): a group the player can join themselves, so the calendar's group is reachable here. */
const GROUP = 545;

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

async function setClockOffset(request: APIRequestContext, offsetMs: number) {
  const res = await request.post('/api/dev/clock', { headers: XHR, data: { offset_ms: offsetMs } });
  expect(res.status()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await setClockOffset(request, 0);
});

test('an adventure day completes on the test clock from a deposit, and the calendar shows it', async ({ page }) => {
  test.setTimeout(180_000);
  const request = page.request;
  await setClockOffset(request, 0);
  await signInStaff(request);
  const template = await request.post('/api/backoffice/bonus-templates', {
    headers: XHR,
    data: { title: 'Adventure prize', type: 'rocket_lite', amounts: { EUR: 500 }, wager_multiplier: 1 },
  });
  expect(template.status(), await template.text()).toBe(200);
  const templateId = (await template.json()).id as number;
  const url = '/api/backoffice/cms/config/vip-adventures';
  const current = await request.get(url, { headers: XHR });
  const base = current.status() === 200 ? ((await current.json()) as { latest_version: number }).latest_version : 0;
  const today = new Date().toISOString().slice(0, 10);
  const saved = await request.put(url, {
    headers: XHR,
    data: {
      base_version: base,
      document: {
        enabled: true,
        group_ids: [GROUP],
        starts_on: today,
        days: [
          { day: 1, prize: { type: 'fs', title: '10 free spins' }, condition: { minDep: 5_000, wager: 0, periodActivationDays: 1 }, super: false },
          {
            day: 2,
            prize: { type: 'bonus', title: '€5 bonus', template_id: templateId },
            condition: { minDep: 2_000, wager: 0, periodActivationDays: 1 },
            super: false,
          },
          {
            day: 3,
            prize: { type: 'bonus', title: '€20 super bonus', template_id: templateId },
            condition: { minDep: 2_000, wager: 0, periodActivationDays: 1 },
            super: true,
          },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await request.post(`${url}/publish`, { headers: XHR, data: {} })).status()).toBe(200);

  // A fresh player in the calendar's group, with the identity a deposit needs.
  const email = `adventure${Date.now()}${Math.floor(Math.random() * 1000)}@player.reelhouse.test`;
  const reg = await request.post('/api/users', {
    headers: XHR,
    data: { user: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_acceptance: true } },
  });
  expect(reg.status()).toBe(200);
  expect((await request.post('/api/player/groups', { headers: XHR, data: { groups: { add: [GROUP] } } })).status()).toBe(200);
  const patched = await request.patch('/api/player', {
    headers: XHR,
    data: {
      context: 'deposit',
      user: { first_name: 'Anna', last_name: 'Test', date_of_birth: '15/04/1990', city: 'Berlin', address: 'Unter den Linden 1', postal_code: '10117' },
    },
  });
  expect(patched.status()).toBe(200);

  await page.goto('/en/adventure');
  const states = page.getByTestId('adventure-day-state');
  await expect(states).toHaveText(['Today', 'Coming', 'Coming']);
  await expect(page.getByText(/^Ends in \d\d:\d\d:\d\d$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/adventure-day1.png`, fullPage: true });

  // The platform clock a day on: day 1 missed, day 2 active.
  await setClockOffset(request, DAY);
  await page.reload();
  await expect(states).toHaveText(['Missed', 'Today', 'Coming']);

  // A 30 EUR deposit through the sandbox's 3-D Secure page completes day 2 from the event stream.
  const dep = await request.post('/api/player/payments/deposit', {
    headers: XHR,
    data: {
      idempotency_key: randomUUID(),
      method_id: 'sandbox:visa:EUR',
      amount_cents: 3_000,
      currency: 'EUR',
      card: { number: '4242424242424242', expiry: '12/30', cvv: '123', holder: 'Anna Test' },
      return_url: '/en/adventure',
    },
  });
  expect(dep.status(), await dep.text()).toBe(200);
  await page.goto(((await dep.json()).next as { url: string }).url);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/adventure/);
  await expect(async () => {
    await page.reload();
    await expect(states).toHaveText(['Missed', 'Completed', 'Coming'], { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByText(/^Activate your prize within/)).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/adventure-day2-completed.png`, fullPage: true });

  // The prize was paid once through the gifts port.
  const cal = await (await request.get('/api/player/adventure', { headers: XHR })).json();
  expect(cal.days[1]).toMatchObject({ state: 'completed', is_completed: true, gift: { id: expect.any(Number) } });
});
