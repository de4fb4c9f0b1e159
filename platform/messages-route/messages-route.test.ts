import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../schemas/api-error';
import { LOCALES } from '../../schemas/locales';
import { readAreas } from '../../messages/load';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { BUCKETED_CACHE_CONTROL, MESSAGES_BUCKET_MS, UNBUCKETED_CACHE_CONTROL } from './routes';

describe('GET /messages/{locale}.json', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  const bucket = () => Math.floor(t.clock.now().getTime() / MESSAGES_BUCKET_MS);

  it('answers every locale with its whole catalog, all namespaces merged', async () => {
    for (const locale of LOCALES) {
      const res = await t.call({ method: 'GET', url: `/messages/${locale}.json?t=${bucket()}` });
      expect(res.statusCode, locale).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json<Record<string, string>>();
      for (const [area, ids] of Object.entries(readAreas(locale))) {
        for (const [id, text] of Object.entries(ids)) expect(body[id], `${locale} ${area} ${id}`).toBe(text);
      }
    }
    const de = (await t.call({ method: 'GET', url: '/messages/de.json' })).json<Record<string, string>>();
    expect(de['licence.auApproval.decline']).toBe('Ablehnen');
    expect(de['flags.title']).toBe('Feature-Flags');
  });

  it('is cacheable for a five-minute bucket, and revalidates with its ETag', async () => {
    const res = await t.call({ method: 'GET', url: `/messages/en.json?t=${bucket()}` });
    expect(res.headers['cache-control']).toBe(BUCKETED_CACHE_CONTROL);
    expect(BUCKETED_CACHE_CONTROL).toContain('max-age=300');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await t.call({ method: 'GET', url: `/messages/en.json?t=${bucket() + 1}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await t.call({ method: 'GET', url: '/messages/en.json', headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    expect((await t.call({ method: 'GET', url: '/messages/en.json', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);

    // Another locale is another document.
    const de = await t.call({ method: 'GET', url: `/messages/de.json?t=${bucket()}`, headers: { 'if-none-match': etag } });
    expect(de.statusCode).toBe(200);
    expect(de.headers.etag).not.toBe(etag);
  });

  it('without t the URL never changes, so caches must revalidate', async () => {
    const res = await t.call({ method: 'GET', url: '/messages/en-AU.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(UNBUCKETED_CACHE_CONTROL);
  });

  it.each(['xx.json', 'EN.json', 'en', 'en.js', '..%2Fen.json', 'en-au.json'])('an unknown locale file %s is 404', async (file) => {
    const res = await t.call({ method: 'GET', url: `/messages/${file}` });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.safeParse(res.json()).success).toBe(true);
  });

  it('a file name with a control character (%00.json) is 422 naming the parameter, as every request string', async () => {
    const res = await t.call({ method: 'GET', url: '/messages/%00.json' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['params.file']);
  });

  it.each(['abc', '-1', '1.5', '', '1e9', '9'.repeat(20)])('a malformed bucket t=%s is 422 with a field message', async (t_) => {
    const res = await t.call({ method: 'GET', url: `/messages/en.json?t=${encodeURIComponent(t_)}` });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('t');
  });
});
