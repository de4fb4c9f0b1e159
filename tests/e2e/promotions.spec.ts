import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { DEMO_BONUS_CODE } from '../../platform/gifts/seed';
import { signIn } from './staff';

/**
 * Issue 15 item 7, in Chromium: marketing signs into the back office, creates a 100 % deposit
 * bonus up to 100 with x30 wagering in the generated form (the schema's and the platform's
 * messages beside the fields, the player's card previewed), a free-spins template and a coupon
 * batch for it, exports the codes as CSV and sees a redemption, issues the template to a player
 * with a reason and cancels that gift with a reason; an editor cannot issue.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.describe.configure({ mode: 'serial' });

async function newTemplate(page: Page) {
  await page.getByRole('button', { name: 'New template' }).click();
  await expect(page.getByRole('heading', { name: 'New bonus template' })).toBeVisible();
  return page.getByTestId('template-form');
}

test('marketing creates templates and a coupon batch, exports it, issues to a player and cancels with a reason', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A player (their own browser context) to issue to and to redeem a coupon.
  const playerContext = await browser.newContext();
  const player = playerContext.request;
  const email = `promo${stamp}@player.reelhouse.test`;
  expect(
    (
      await player.post('/api/users', {
        headers: XHR,
        data: { user: { email, password: 'Str0ng-pass-2026', currency: 'EUR', country: 'DE', terms_acceptance: true } },
      })
    ).status(),
  ).toBe(200);
  const playerId = ((await (await player.get('/api/player', { headers: XHR })).json()) as { id: number }).id;

  await signIn(page, demoStaff('marketing'));
  await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();

  // 1. A 100 % deposit bonus up to 100 EUR with x30 wagering, through the generated form.
  const title = `Reload 100 % ${stamp}`;
  const form = await newTemplate(page);
  await form.getByLabel('Title').fill(title);
  await expect(form.getByLabel('Type', { exact: true })).toHaveValue('deposit');
  await form.getByLabel('Percent of the deposit').fill('100');
  await form.getByLabel('Wager multiplier (x)').fill('30');
  // The schema judges before anything is sent: a percent needs a cap, said beside the cap.
  await form.getByRole('button', { name: 'Save template' }).click();
  const cap = form.getByRole('group', { name: 'Cap', exact: true });
  await expect(cap).toContainText('a percent bonus needs a cap per currency');
  await expect(form.getByTestId('template-errors')).toBeVisible();
  await expect(cap.getByLabel('Currency to add to Cap')).toHaveValue('EUR');
  await cap.getByRole('button', { name: 'Add currency' }).click();
  await cap.getByLabel('Cap EUR').fill('100');
  const maxBet = form.getByRole('group', { name: 'Maximum bet while wagering' });
  await maxBet.getByLabel('Currency to add to Maximum bet while wagering').selectOption('EUR');
  await maxBet.getByRole('button', { name: 'Add currency' }).click();
  await maxBet.getByLabel('Maximum bet while wagering EUR').fill('5');
  // The platform's 422 lands beside its field too: the seeded reload bonus owns this code.
  await form.getByLabel('Deposit bonus code').fill(DEMO_BONUS_CODE);
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(form.getByText('is already used by another template')).toBeVisible();
  await expect(form.getByLabel('Deposit bonus code')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Deposit bonus code').fill('');
  // The preview: the site's gift card as the player sees it (for a deposit reaching the cap), and what it shows only later.
  const preview = page.getByTestId('gift-preview');
  const card = preview.getByTestId('gift-card');
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText('Ready to activate');
  await expect(card.getByTestId('gift-amount')).toContainText('100.00');
  await expect(card).toContainText('Wager ×30');
  await expect(card).toContainText('Max bet while wagering');
  await expect(card.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(preview).toContainText('Wager x30: 3000.00 EUR to play');
  await page.screenshot({ path: `${SHOTS}/promotions-template-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${title}”.` })).toBeVisible();
  const table = page.getByTestId('templates-table');
  await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('100 % ≤ 100 EUR');
  await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('×30');

  // 2. A free-spins template on the studio game the seeded spins use.
  const templates = (await (await page.request.get('/api/backoffice/bonus-templates', { headers: XHR })).json()) as { type: string; game_ids: number[] }[];
  const gameId = templates.find((t) => t.type === 'freespins')!.game_ids[0]!;
  const spinsTitle = `Spins ${stamp}`;
  const spins = await newTemplate(page);
  await spins.getByLabel('Title').fill(spinsTitle);
  await spins.getByLabel('Type', { exact: true }).selectOption('freespins');
  await spins.getByLabel('Games (catalogue ids)').fill(String(gameId));
  await spins.getByLabel('Number of spins').fill('10');
  await spins.getByLabel('Bet level per spin').fill('1');
  await expect(page.getByTestId('gift-preview')).toContainText('10 free spins at bet level 1');
  await expect(page.getByTestId('gift-card')).toContainText('10 of 10 free spins left');
  await spins.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${spinsTitle}”.` })).toBeVisible();

  // 3. Issue the spins to the player with a reason.
  const issue = page.getByTestId('issue-form');
  const spinsId = (await (await page.request.get('/api/backoffice/bonus-templates', { headers: XHR })).json()).find(
    (t: { title: string }) => t.title === spinsTitle,
  ).id as number;
  await issue.getByLabel('Template').selectOption(String(spinsId));
  await issue.getByLabel('Player ids').fill(String(playerId));
  await issue.getByLabel('Reason').fill('apology for the outage');
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByTestId('issue-result')).toContainText('Issued: 1. Skipped: 0.');

  // 4. A coupon batch of unique codes for the spins, exported as CSV; the player redeems one.
  await page.getByRole('link', { name: 'Code batches' }).click();
  const batch = page.getByTestId('batch-form');
  await batch.getByLabel('Template').selectOption(String(spinsId));
  await batch.getByLabel('Kind of code').selectOption('coupon');
  await batch.getByLabel('Shared or unique').selectOption('unique');
  await batch.getByLabel('Number of unique codes').fill('5');
  await batch.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/Batch \d+ created with 5 codes\./)).toBeVisible();
  const batchId = Number((await page.getByText(/Batch \d+ created/).textContent())!.match(/Batch (\d+)/)![1]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Export batch ${batchId} as CSV` }).click()]);
  expect(download.suggestedFilename()).toBe(`code-batch-${batchId}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(csv[0]).toBe('code,uses');
  expect(csv).toHaveLength(6);
  const code = csv[1]!.split(',')[0]!;
  expect((await player.post('/api/bonuses/coupon', { headers: XHR, data: { coupon_code: code } })).status()).toBe(200);
  await page.getByRole('button', { name: `Redemptions of batch ${batchId}` }).click();
  await expect(page.getByTestId('redemptions-table')).toContainText(code);
  await expect(page.getByTestId('redemptions-table')).toContainText(email);

  // 5. The player's gifts: find them, cancel the issued spins with a reason (required).
  await page.getByRole('link', { name: 'Player gifts' }).click();
  await page.getByLabel('Player id or e-mail').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('player-found')).toContainText(`Player ${playerId}`);
  const gifts = page.getByTestId('player-gifts-table');
  await expect(gifts.getByRole('row')).toHaveCount(3);
  const staffGift = (
    (await (await page.request.get(`/api/backoffice/players/${playerId}/gifts`, { headers: XHR })).json()) as { id: number; title: string }[]
  ).at(-1)!;
  await gifts.getByRole('button', { name: `Cancel gift ${staffGift.id}: ${spinsTitle}` }).click();
  const cancel = page.getByTestId('cancel-form');
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(cancel.getByText('say why (at least 3 characters)')).toBeVisible();
  await cancel.getByLabel('Reason').fill('issued to the wrong player');
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(`Gift ${staffGift.id} cancelled; forfeited: 0.00 EUR.`)).toBeVisible();
  await expect(gifts).toContainText('Cancelled');
  await expect(gifts.getByRole('button', { name: `Cancel gift ${staffGift.id}: ${spinsTitle}` })).toHaveCount(0);
  await playerContext.close();
});

test('an editor sees no promotions and cannot issue', async ({ page }) => {
  await signIn(page, demoStaff('editor'));
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(nav.getByRole('link', { name: 'Pages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
  await page.goto('/backoffice/promotions');
  await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue' })).toHaveCount(0);
  const res = await page.request.post('/api/backoffice/bonus-templates/1/issue', {
    headers: XHR,
    data: { player_ids: [1], reason: 'should not work', idempotency_key: `editor-${stamp}` },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: string }).error).toBe('staff_role_forbidden');
});
