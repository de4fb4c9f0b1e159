import { expect, test, type Page } from './fixtures';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { signIn } from './staff';

/**
 * Issue 6 "Done when": an editor builds a page from placeholders with the palette, previews it,
 * publishes it in two locales and a guest sees it at its slug in both; marketing schedules a
 * banner for later and it appears on that page when its window opens; support only reads.
 * The run's fresh database (scripts/e2e-server.mjs) has the seeded snippet `support-hours`.
 */

const run = Date.now().toString(36);
const slug = `e2e-summer-${run}`;
const location = `e2e-${run}`;
const SNIPPET_TEXT = { en: 'Support answers in chat around the clock', de: 'Der Support antwortet im Chat rund um die Uhr' } as const;

test.describe.configure({ mode: 'serial' });

/** Opens the palette entry, fills its generated form, and inserts the placeholder at the caret. */
async function insertWidget(page: Page, name: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `Insert widget ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Insert ${name}` });
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Insert at cursor' }).click();
  await expect(dialog).toBeHidden();
}

/** Creates the page in one locale, builds it with the palette, checks preview and issues, saves and publishes. */
async function buildAndPublish(page: Page, locale: 'en' | 'de', title: string) {
  await page.goto(`/backoffice/pages?l=${locale}`);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/backoffice\/pages\/\d+$/);
  await expect(page.getByRole('heading', { name: `Page: ${title}` })).toBeVisible();

  const source = page.getByLabel('Page content (HTML and widget placeholders)');
  await source.fill(`<p>${locale === 'en' ? 'Hot games this summer.' : 'Heiße Spiele diesen Sommer.'}</p>\n`);

  // The generated form refuses what the params schema refuses, with the schema's message.
  await page.getByRole('button', { name: 'Insert widget GameRow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert GameRow' });
  await dialog.getByLabel('Category', { exact: true }).fill('new');
  await dialog.getByLabel('How many', { exact: true }).fill('99');
  await dialog.getByRole('button', { name: 'Insert at cursor' }).click();
  await expect(dialog.getByText('must be at most 15')).toBeVisible();
  await dialog.getByLabel('How many', { exact: true }).fill('6');
  await dialog.getByLabel('Heading', { exact: true }).fill(locale === 'en' ? 'Summer picks' : 'Sommer-Tipps');
  await dialog.getByRole('button', { name: 'Insert at cursor' }).click();
  await expect(dialog).toBeHidden();

  await source.press('End');
  await source.pressSequentially('\n<p>Help:</p>\n');
  await insertWidget(page, 'RichText', { 'Snippet key': 'support-hours' });
  await source.press('End');
  await source.pressSequentially('\n');
  await insertWidget(page, 'BannerSlider', { Location: location });

  await expect(source).toHaveValue(/#GameRow\[category=new;limit=6;title=(Summer picks|Sommer-Tipps)\]#/);
  await expect(source).toHaveValue(/#RichText\[snippet=support-hours\]#/);
  const issues = page.getByTestId('content-issues').first();
  await expect(issues).toHaveAttribute('data-count', '0');

  // A broken placeholder: listed with its position, publish blocked, explained in the preview.
  const good = await source.inputValue();
  await source.fill(`${good}\n#GameRow[limit=5]#`);
  await expect(issues).toHaveAttribute('data-count', '1');
  await expect(issues).toContainText('Line');
  await expect(issues).toContainText('GameRow: give one of category, collection, or provider.');
  const preview = page.frameLocator('[data-testid="preview-frame"]');
  await expect(preview.getByTestId('widget-issue')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved as version 2.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(page.getByTestId('publish-blockers')).toContainText('1 problem must be fixed first.');

  await source.fill(good);
  await expect(issues).toHaveAttribute('data-count', '0');
  // The preview renders the draft with the public registry: the row of games and the snippet.
  await expect(preview.getByTestId('widget-issue')).toHaveCount(0, { timeout: 20_000 });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByTestId('game-row')).toBeVisible();
  await expect(preview.getByText(SNIPPET_TEXT[locale])).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved as version 3.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 3 is live.')).toBeVisible();
  await expect(page.getByTestId('versions').locator('tr[data-live]')).toHaveAttribute('data-version', '3');
  await page.getByTestId('preview-frame').screenshot({ path: `test-results/cms-preview-${locale}.png` });
  await page.screenshot({ path: `test-results/cms-editor-${locale}.png`, fullPage: true });
}

test('an editor builds a page from placeholders with the palette, previews it and publishes it in en and de', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demoStaff('editor'));
  await buildAndPublish(page, 'en', 'Summer of slots');
  await buildAndPublish(page, 'de', 'Sommer der Slots');
});

test('a guest sees the published page at its slug in both locales', async ({ page }) => {
  for (const [locale, title] of [
    ['en', 'Summer of slots'],
    ['de', 'Sommer der Slots'],
  ] as const) {
    await page.goto(`/${locale}/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('game-row')).toBeVisible();
    await expect(page.getByText(SNIPPET_TEXT[locale])).toBeVisible();
    // The slider's location has no banner yet: nothing shows, and no editor explanation leaks out.
    await expect(page.getByTestId('widget-issue')).toHaveCount(0);
    await expect(page.getByTestId('banner')).toHaveCount(0);
  }
  await page.screenshot({ path: 'test-results/cms-page-de.png', fullPage: true });
});

test('marketing schedules a banner for later; it appears on the page when its window opens', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, demoStaff('marketing'));
  await page.goto('/backoffice/banners?l=en');
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const form = page.getByTestId('banner-form');
  await form.getByLabel('Id', { exact: true }).fill(`later-${run}`);
  await form.getByLabel('Title', { exact: true }).fill('Midnight drops');
  await form.getByLabel('Image URL').fill('/favicon.svg');
  // Shows from two hours from now (the field reads the browser's time zone, named under it).
  const start = new Date(Date.now() + 2 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await form
    .getByLabel('Shows from')
    .fill(`${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T${pad(start.getHours())}:${pad(start.getMinutes())}`);
  await expect(form.getByText(/Time zone: /).first()).toBeVisible();
  await form.getByLabel('New location').fill(location);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByRole('button', { name: 'Remove location main' }).click();
  const card = page.locator(`[data-banner-id="later-${run}"]`);
  await expect(card).toContainText('Scheduled');
  await expect(page.frameLocator('[data-testid="preview-frame"]').getByTestId('banner')).toContainText('Midnight drops', { timeout: 20_000 });
  await page.screenshot({ path: 'test-results/cms-banners-editor.png', fullPage: true });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/Saved as version \d+\./)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Version \d+ is live\./)).toBeVisible();

  // The slider filters by the visitor's clock (cms-adapters/banners + useBannerClock): move the
  // guest's browser clock past the start and the banner appears without a reload.
  const guest = await browser.newPage();
  await guest.clock.install({ time: new Date() });
  // The slider's clock must be running when time jumps, or the banner would show only because the
  // widget mounted after the jump. Its clock is one timer set for the window's opening, two hours
  // ahead: the page counts timers over an hour (after the installed clock, so they are its fakes).
  await guest.addInitScript(() => {
    const w = window as unknown as { longTimers: number; setTimeout: (handler: unknown, delay?: number, ...args: unknown[]) => number };
    const setTimer = w.setTimeout;
    w.longTimers = 0;
    w.setTimeout = (handler, delay, ...args) => {
      if ((delay ?? 0) > 60 * 60 * 1000) w.longTimers += 1;
      return setTimer.call(window, handler, delay, ...args);
    };
  });
  await guest.goto(`/en/${slug}`);
  await expect(guest.getByTestId('game-row')).toBeVisible();
  await guest.waitForFunction(() => ((window as typeof window & { longTimers?: number }).longTimers ?? 0) > 0);
  await expect(guest.getByTestId('banner')).toHaveCount(0);
  await guest.clock.fastForward('02:05:00');
  await expect(guest.locator(`[data-banner="later-${run}"]`).first()).toContainText('Midnight drops');
  await guest.screenshot({ path: 'test-results/cms-banner-open.png', fullPage: true });
  await guest.close();
});

test('support reads pages but cannot change them', async ({ page }) => {
  await signIn(page, demoStaff('support'));
  await page.goto('/backoffice/pages?l=en');
  await expect(page.getByText('Your role can read this but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create page' })).toHaveCount(0);
  await page.getByRole('link', { name: `/${slug}` }).click();
  await expect(page.getByRole('heading', { name: 'Page: Summer of slots' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByLabel('Page content (HTML and widget placeholders)')).toHaveAttribute('readonly', '');
  const res = await page.request.put(`/api/backoffice/cms/pages/1`, {
    data: { title: 'x', content: '', base_version: 1 },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(403);
});
