import { expect, test } from './fixtures';

/**
 * Issue 13 item 12: a German visitor reads German everywhere. The lobby's editorial categories,
 * a news article's game row and its "see all" link, the awards, the footer's terms file and a
 * refused sign-in were English on /de; the seeded pages said "Sie" beside the catalogs' "du".
 */

test('the /de lobby names every category row in German, the editorial ones too', async ({ page }) => {
  await page.goto('/de');
  const rows = page.getByTestId('game-row');
  await expect(rows.getByRole('heading', { name: 'Outback-Klassiker', exact: true })).toBeVisible();
  await expect(rows.getByRole('heading', { name: 'Winterwunder', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Alle (ansehen|\d+) Outback-Klassiker$/ })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Outback classics|Winter wonders/);
});

test('a German news article, the awards and the footer terms file are German, addressing the player with du', async ({ page }) => {
  await page.goto('/de/news/winter-wonders-tournament');
  await expect(page.getByRole('heading', { level: 1, name: 'Das Winterwunder-Turnier beginnt' })).toBeVisible();
  await expect(page.getByTestId('game-row').getByRole('heading', { name: 'Winterwunder', exact: true })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Allgemeine Geschäftsbedingungen (PDF)');
  await expect(page.locator('footer')).not.toContainText('General terms');

  await page.goto('/de/awards');
  await expect(page.getByText('Bestes neues Casino')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Best new casino|Winner|Commended/);

  await page.goto('/de/terms-and-conditions');
  const main = page.locator('main');
  await expect(main).toContainText('Du kannst dein Konto jederzeit');
  await expect(main).not.toContainText(/\b(Sie|Ihr|Ihre|Ihrem|Ihnen)\b/);
});

test('a refused log-in on /de says why in German, not in the platform’s English', async ({ page }) => {
  await page.goto('/de/sign-in');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-Mail', { exact: true }).fill('nobody-here@player.reelhouse.test');
  await dialog.getByLabel('Passwort', { exact: true }).fill('Wrong-pass-2026');
  await dialog.getByRole('button', { name: 'Anmelden' }).last().click();
  await expect(dialog.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
});
