import { describe, expect, it, vi } from 'vitest';
import { CATALOG_CACHE_TTL_MS, catalogCache, invalidateCatalog } from './cache';

const later = () => new Promise((r) => setTimeout(r, 0));

describe('catalogue cache', () => {
  it('shares one load among concurrent misses of a key', async () => {
    const db = {};
    const load = vi.fn(async () => 'page');
    const answers = await Promise.all([1, 2, 3].map(() => catalogCache(db).get('k', load, 1000)));
    expect(answers).toEqual(['page', 'page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers an expired key from its old value while one reload runs, then from the new one', async () => {
    const db = {};
    const cache = catalogCache(db);
    await cache.get('k', async () => 'v1', 0);
    let release!: (v: string) => void;
    const reload = vi.fn(() => new Promise<string>((r) => (release = r)));
    const expired = CATALOG_CACHE_TTL_MS + 1;
    // Nobody waits for the reload; it starts once however many callers come.
    expect(await cache.get('k', reload, expired)).toBe('v1');
    expect(await cache.get('k', reload, expired)).toBe('v1');
    expect(reload).toHaveBeenCalledTimes(1);
    release('v2');
    await later();
    expect(await cache.get('k', reload, expired)).toBe('v2');
  });

  it('keeps the old answer when a reload fails, and tries again on the next call', async () => {
    const db = {};
    const cache = catalogCache(db);
    await cache.get('k', async () => 'v1', 0);
    const failing = vi.fn(async () => {
      throw new Error('database gone');
    });
    const expired = CATALOG_CACHE_TTL_MS + 1;
    expect(await cache.get('k', failing, expired)).toBe('v1');
    await later();
    expect(await cache.get('k', async () => 'v2', expired)).toBe('v1');
    await later();
    expect(await cache.get('k', async () => 'v3', expired)).toBe('v2');
  });

  it('drops everything when this process writes the catalogue, even a reload on its way', async () => {
    const db = {};
    const cache = catalogCache(db);
    await cache.get('k', async () => 'v1', 0);
    let release!: (v: string) => void;
    expect(await cache.get('k', () => new Promise<string>((r) => (release = r)), CATALOG_CACHE_TTL_MS + 1)).toBe('v1');
    invalidateCatalog(db);
    release('stale reload');
    await later();
    expect(await cache.get('k', async () => 'after write', 5)).toBe('after write');
  });
});
