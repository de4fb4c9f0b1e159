import { expect, test } from './fixtures';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { signIn } from './staff';

/**
 * Issue 13 items 10 and 11: what an editor is told before publishing. A placeholder naming a
 * category the game catalogue lacks is an error under the field (and the platform refuses its
 * publish with 422), the palette's catalogue picker finds a real one by keyboard, the preview
 * lists what the sanitizer removed, and the publish bar counts problems as they are shown.
 * The run's fresh database (scripts/e2e-server.mjs) has the seeded catalogue, with the category
 * `special-winter-wonders` ("Winter wonders").
 */

const run = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe.configure({ mode: 'serial' });

test('an editor sees an unknown category under the field, picks a real one from the catalogue and sees what the sanitizer removed', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, demoStaff('editor'));
  await page.goto('/backoffice/pages?l=en');
  await page.getByLabel('Slug').fill(`e2e-checks-${run}`);
  await page.getByLabel('Title', { exact: true }).fill('Winter picks');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/backoffice\/pages\/\d+$/);
  const id = page.url().split('/').pop();

  // A category the catalogue lacks: named under the field, and the count matches the list.
  const source = page.getByLabel('Page content (HTML and widget placeholders)');
  await source.fill('<h2>Ghost row</h2>\n#GameRow[category=doesnotexist]#');
  const issues = page.getByTestId('content-issues').first();
  await expect(issues).toHaveAttribute('data-count', '1');
  await expect(issues).toContainText('1 placeholder problem');
  await expect(issues).toContainText('GameRow: there is no category “doesnotexist” in the game catalogue.');
  await expect(issues.getByRole('listitem')).toHaveCount(1);
  await expect(source).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved as version 2.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(page.getByTestId('publish-blockers')).toContainText('1 problem must be fixed first.');
  // The platform refuses the same publish on its own, with the message under the field.
  const refused = await page.request.post(`/api/backoffice/cms/pages/${id}/publish`, { data: {}, headers: XHR });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    error: 'content_invalid',
    errors: { content: ['#GameRow[category=doesnotexist]#: GameRow: there is no category "doesnotexist" in the game catalogue.'] },
  });

  // The palette: the category is a labelled, searchable list; a name it lacks is refused there too.
  await source.fill('<h2>Winter</h2>\n');
  await source.press('End');
  await page.getByRole('button', { name: 'Insert widget GameRow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert GameRow' });
  const category = dialog.getByRole('combobox', { name: 'Category' });
  await category.fill('doesnotexist');
  await expect(dialog.getByRole('listbox')).toContainText('Nothing matches.');
  await dialog.getByLabel('How many', { exact: true }).focus();
  await expect(dialog.getByText('GameRow: there is no category “doesnotexist” in the game catalogue.')).toBeVisible();
  await expect(category).toHaveAttribute('aria-invalid', 'true');

  // Keyboard only: type part of the title, move to the entry, take it with Enter.
  await category.fill('');
  await category.pressSequentially('winter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  const option = dialog.getByRole('option', { name: /Winter wonders/ });
  await expect(option).toBeVisible();
  await category.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(category).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await category.press('Enter');
  await expect(category).toHaveValue('special-winter-wonders');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  // Escape closes the list only, not the dialog around it.
  await category.press('ArrowDown');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await category.press('Escape');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('How many', { exact: true }).fill('6');
  await dialog.getByRole('button', { name: 'Insert at cursor' }).click();
  await expect(dialog).toBeHidden();
  await expect(source).toHaveValue(/#GameRow\[category=special-winter-wonders;limit=6\]#/);
  await expect(issues).toHaveAttribute('data-count', '0');
  await expect(issues).toContainText('All placeholders are valid.');

  // Markup the sanitizer removes is listed in the preview, above the content, before publishing.
  await source.press('End');
  await source.pressSequentially('\n<p onclick="steal()" style="color: red; position: fixed">Snow</p><iframe src="/en"></iframe><font>kept</font>');
  const preview = page.frameLocator('[data-testid="preview-frame"]');
  const notice = preview.getByTestId('sanitized-notice');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('The site does not allow these parts of the markup, so they were removed.');
  await expect(notice.locator('li[data-kind="attribute"]')).toHaveText('the onclick attribute of <p>');
  await expect(notice.locator('li[data-kind="style"]')).toHaveText('the style property position of <p>');
  await expect(notice.locator('li[data-kind="element"]')).toHaveText('<iframe> with everything inside it');
  await expect(notice.locator('li[data-kind="unwrapped"]')).toHaveText('the <font> tag (its content is kept)');
  await expect(notice).not.toContainText('steal');
  await expect(preview.getByText('Snow', { exact: true })).toBeVisible();
  await expect(preview.getByTestId('game-row')).toBeVisible();
  await page.getByTestId('preview-frame').screenshot({ path: 'test-results/cms-preview-sanitized.png' });

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved as version 3.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 3 is live.')).toBeVisible();
});

test('a guest sees the picked row with its heading, and no editor notice', async ({ page }) => {
  await page.goto(`/en/e2e-checks-${run}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Winter', exact: true })).toBeVisible();
  await expect(page.getByTestId('game-row')).toBeVisible();
  await expect(page.getByTestId('sanitized-notice')).toHaveCount(0);
  await expect(page.getByText('Snow', { exact: true })).toBeVisible();
});

test('an empty banner link is one problem with one message, and the publish bar says one', async ({ page }) => {
  await signIn(page, demoStaff('marketing'));
  await page.goto('/backoffice/banners?l=en');
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const form = page.getByTestId('banner-form');
  await form.getByLabel('Id', { exact: true }).fill(`checks-${run}`);
  await form.getByLabel('Title', { exact: true }).fill('Snow drops');
  await form.getByLabel('Image URL').fill('/favicon.svg');
  await form.getByLabel('Button link').fill('');
  const link = form.getByLabel('Button link');
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('is required', { exact: true })).toBeVisible();
  await expect(page.locator(`[data-banner-id="checks-${run}"]`)).toContainText('1 field to fix');
  await expect(page.getByTestId('publish-blockers')).toContainText('1 problem must be fixed first.');
  await form.getByLabel('Button link').fill('promotions');
  await expect(form.getByText('must be a site path such as /promotions, or an address starting with http:// or https://', { exact: true })).toBeVisible();
  // The hint names the welcome stag for what it is (an affiliate tag), not a typo.
  await expect(form.getByText('welcome affiliate tag (stag) 131811')).toBeVisible();
});
