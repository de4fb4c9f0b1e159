import { expect, test } from './fixtures';

test('the site answers with a page and the platform with JSON', async ({ page, request }) => {
  const res = await page.goto('/en');
  expect(res?.status()).toBe(200);
  const health = await request.get('/health');
  expect(await health.json()).toEqual({ ok: true });
});
