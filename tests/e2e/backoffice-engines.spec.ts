import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { expect, test } from './fixtures';
import { signIn } from './staff';

/**
 * The engines' back-office screens (issue 16 item 7, issue 18 item 5), in Chromium: marketing
 * creates a tournament in the form, sees it listed and cancels it with a reason, and reads the
 * seeded jackpot's pools; admin creates a jackpot in the form and closes it with a reason.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const XHR = { 'X-Requested-With': 'XMLHttpRequest', Connection: 'close' };
const DAY = 24 * 60 * 60_000;

/** A `datetime-local` value in this process's time zone (days ahead: far enough that any browser zone keeps it in the future). */
function localInput(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}T${p(at.getHours())}:${p(at.getMinutes())}`;
}

test('marketing creates a tournament in the form, sees it listed, cancels it with a reason, and reads the seeded jackpot pools', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoStaff('marketing'));
  const template = await page.request.post('/api/backoffice/bonus-templates', {
    headers: XHR,
    data: { title: 'Tournament prize', type: 'rocket_lite', amounts: { EUR: 1_000 }, wager_multiplier: 1 },
  });
  expect(template.status(), await template.text()).toBe(200);
  const templateId = (await template.json()).id as number;

  await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Tournaments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments and quests' })).toBeVisible();
  const form = page.getByTestId('create-tournament');
  const slug = `e2e-cup-${randomUUID().slice(0, 8)}`;
  const title = `Winter cup ${slug.slice(-4)}`;
  await form.getByLabel('Frontend identifier', { exact: true }).fill(slug);
  await form.getByLabel('Title (en)', { exact: true }).fill(title);
  await form.getByLabel('Description (en)', { exact: true }).fill('The biggest sum of bets wins.');
  await form.getByLabel('Title (de)', { exact: true }).fill(`Winterpokal ${slug.slice(-4)}`);
  await form.getByLabel(/^Start/).fill(localInput(new Date(Date.now() + 2 * DAY)));
  await form.getByLabel(/^End/).fill(localInput(new Date(Date.now() + 3 * DAY)));
  await form.getByLabel('Scoring', { exact: true }).selectOption('biggest_win');
  await form.getByLabel(/^Prizes/).fill(`1 | ${templateId} | 1000\n2 | ${templateId} | 500`);
  await page.screenshot({ path: `${SHOTS}/backoffice-tournament-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Create tournament' }).click();

  const row = page.getByTestId('tournaments-table').getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Not started');
  await row.getByRole('button', { name: `Open ${title}` }).click();
  const detail = page.getByTestId('tournament-detail');
  await expect(detail.getByText('Nobody has scored yet.')).toBeVisible();
  // Before its start the tournament can still be edited: the form holds its saved values.
  await expect(detail.getByTestId('edit-tournament').getByLabel(/^Prizes/)).toHaveValue(`1 | ${templateId} | 1000\n2 | ${templateId} | 500`);
  await detail.getByLabel('Reason for canceling').fill('Sponsor withdrew');
  await detail.getByRole('button', { name: 'Cancel the tournament (no prizes)' }).click();
  await expect(detail.getByText('Canceled: Sponsor withdrew')).toBeVisible();
  await expect(row).toContainText('Canceled');

  await page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name: 'Jackpots' }).click();
  const mystic = page.getByTestId('jackpot-card').filter({ hasText: 'Mystic Jackpot' });
  await expect(mystic.getByTestId('jackpot-pools').locator('tbody tr')).toHaveCount(3);
  await expect(mystic.getByTestId('jackpot-pools')).toContainText('Mini');
  // Only admin closes a jackpot.
  await mystic.getByRole('button', { name: 'Wins and settings of Mystic Jackpot' }).click();
  await expect(page.getByTestId('jackpot-detail').getByText('Changes to a running level apply from its next reseed', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the jackpot' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/backoffice-jackpots.png`, fullPage: true });
});

test('admin creates a jackpot in the form and closes it with a reason', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoStaff('admin'));
  await page.goto('/backoffice/jackpots');
  const form = page.getByTestId('create-jackpot');
  const identifier = `e2e-jackpot-${randomUUID().slice(0, 8)}`;
  const name = `Test pot ${identifier.slice(-4)}`;
  await form.getByLabel('Identifier', { exact: true }).fill(identifier);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel(/^Levels/).fill('mini | Mini | 1000 | 10000 | 5000\nmega | Mega | 100000 | 2000 | p=10000');
  await page.screenshot({ path: `${SHOTS}/backoffice-jackpot-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Create jackpot' }).click();

  const card = page.getByTestId('jackpot-card').filter({ hasText: name });
  await expect(card.getByTestId('jackpot-pools').locator('tbody tr')).toHaveCount(2);
  await card.getByRole('button', { name: `Wins and settings of ${name}` }).click();
  const detail = page.getByTestId('jackpot-detail');
  await expect(detail.getByText('No wins yet.')).toBeVisible();
  await detail.getByLabel(/^Reason for closing/).fill('Campaign ended');
  await detail.getByRole('button', { name: 'Close the jackpot' }).click();
  await expect(detail.getByText('Closed: Campaign ended')).toBeVisible();
  await expect(card).toContainText('Closed');
});
