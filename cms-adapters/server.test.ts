import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CMS_ALL_TAG, CMS_TAGS, invalidateCmsTags } from './cache';

const warn = vi.hoisted(() => vi.fn());
vi.mock('../site/core/telemetry/logger', () => ({ logger: { warn, error: vi.fn(), info: vi.fn() } }));

const { cmsAwareServerApi, loadConfigOrNull } = await import('./server');
const loadMenu = (locale: 'en') => loadConfigOrNull('menu-categories-games', locale);

const MENU = { categories: [{ slug: 'new', section: 'pokies', order: 1 }] };

/** The platform's answer to GET /api/fe/config/menu-categories-games, counting the calls. */
function platformAnswers(status: number, body: unknown) {
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    expect(new URL(String(input)).pathname).toBe('/api/fe/config/menu-categories-games');
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

beforeEach(() => invalidateCmsTags([CMS_ALL_TAG]));
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockReset();
});

describe('loadConfigOrNull (server rendering’s read of a config it can do without: menu-categories-games here)', () => {
  it('answers the published document, memoised until marketing publishes it again', async () => {
    const fetchFn = platformAnswers(200, MENU);
    expect(await loadMenu('en')).toEqual(MENU);
    expect(await loadMenu('en')).toEqual(MENU);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    invalidateCmsTags([CMS_TAGS.config('menu-categories-games')]);
    expect(await loadMenu('en')).toEqual(MENU);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('is null when the document was never published (404), without a warning', async () => {
    platformAnswers(404, { error: 'not_found', message: 'Not found' });
    expect(await loadMenu('en')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('is null when the call fails or the answer breaks the schema, with a warning (spec C8)', async () => {
    platformAnswers(500, { error: 'internal', message: 'Something went wrong' });
    expect(await loadMenu('en')).toBeNull();
    invalidateCmsTags([CMS_ALL_TAG]);
    platformAnswers(200, { categories: [{ slug: 'new', section: 'casino', order: 1 }] });
    expect(await loadMenu('en')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('cmsAwareServerApi (the widget queries’ client during server rendering)', () => {
  it('reads CMS content through the memo a publish drops, per locale header, and leaves the rest to the catalogue client', async () => {
    const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const locale = new Headers(init?.headers).get('x-locale');
      return new Response(JSON.stringify({ banners: [], locale }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchFn);
    const base = { get: vi.fn(async () => 'catalogue'), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };
    const client = cmsAwareServerApi(base as unknown as Parameters<typeof cmsAwareServerApi>[0]);
    const banners = (l: string) => client.get('/api/fe/config/banners-config', { headers: { 'x-locale': l } });

    expect(await banners('en')).toEqual({ banners: [], locale: 'en' });
    expect(await banners('en')).toEqual({ banners: [], locale: 'en' });
    expect(await banners('de')).toEqual({ banners: [], locale: 'de' });
    expect(fetchFn).toHaveBeenCalledTimes(2);
    // Marketing publishes banners-config: the next render asks the platform again.
    invalidateCmsTags([CMS_TAGS.config('banners-config')]);
    await banners('en');
    expect(fetchFn).toHaveBeenCalledTimes(3);

    expect(await client.get('/api/games/providers')).toBe('catalogue');
    expect(base.get).toHaveBeenCalledWith('/api/games/providers', undefined);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });
});
