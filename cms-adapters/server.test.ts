import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CMS_ALL_TAG, CMS_TAGS, invalidateCmsTags } from './cache';

const warn = vi.hoisted(() => vi.fn());
vi.mock('../site/telemetry/logger', () => ({ logger: { warn, error: vi.fn(), info: vi.fn() } }));

const { loadConfigOrNull } = await import('./server');
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
