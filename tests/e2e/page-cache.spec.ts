import { expect, test } from './fixtures';
import { demoStaff } from '../../platform/staff/demo-accounts';
import { signIn } from './staff';

/**
 * The guest page cache (site/page-cache) on the real server: a guest's lobby is rendered once and
 * then answered from memory, a player's never is, and a CMS publish shows on the very next guest
 * request. The publish changes main-widget-config for everyone, so the test puts it back.
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const CONFIG = '/api/backoffice/cms/config/main-widget-config';

test('a guest lobby comes from the page cache; a player is rendered; a publish shows at once', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  // A guest asks twice: the second answer is the kept copy, the same page.
  await request.get('/en');
  const again = await request.get('/en');
  expect(again.status()).toBe(200);
  expect(again.headers()['x-page-cache']).toBe('hit');
  expect(await again.text()).toContain('data-testid="providers"');

  // A player's lobby is never taken from (or put into) the cache.
  const player = await browser.newContext();
  await player.addCookies([{ name: 'rh_session', value: 'not-a-session', url: again.url() }]);
  const asPlayer = await player.request.get('/en');
  expect(asPlayer.headers()['x-page-cache']).toBeUndefined();
  await player.close();

  // Marketing takes the providers strip off the lobby and publishes: the next guest request is
  // rendered anew and no longer has it.
  await signIn(page, demoStaff('marketing'));
  const before = await (await page.request.get(CONFIG, { headers: XHR })).json();
  const original = before.live_document as { slots: Record<string, { id: string }[]> };
  const edited = { ...original, slots: { ...original.slots, 'lobby-bottom': original.slots['lobby-bottom']!.filter((w) => w.id !== 'providers') } };
  const publishVersion = async (document: unknown, base: number) => {
    const saved = await page.request.put(CONFIG, { headers: XHR, data: { base_version: base, document } });
    expect(saved.status(), await saved.text()).toBe(200);
    const { latest_version } = await saved.json();
    const published = await page.request.post(`${CONFIG}/publish`, { headers: XHR, data: { version: latest_version } });
    expect(published.status(), await published.text()).toBe(200);
    return latest_version as number;
  };
  const v = await publishVersion(edited, before.latest_version);
  try {
    const after = await request.get('/en');
    expect(after.headers()['x-page-cache']).toBe('miss');
    expect(await after.text()).not.toContain('data-testid="providers"');
    expect((await request.get('/en')).headers()['x-page-cache']).toBe('hit');
  } finally {
    await publishVersion(original, v);
  }
  const restored = await request.get('/en');
  expect(restored.headers()['x-page-cache']).toBe('miss');
  expect(await restored.text()).toContain('data-testid="providers"');
});
