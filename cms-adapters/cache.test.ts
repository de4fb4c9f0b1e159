import { afterEach, describe, expect, it } from 'vitest';
import { CMS_ALL_TAG, CMS_TAGS, cmsMemo, cmsMemoSize, invalidateCmsTags, onCmsInvalidation, tagsForPublish } from './cache';

afterEach(() => {
  invalidateCmsTags([CMS_ALL_TAG]);
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('cmsMemo', () => {
  it('answers a key from memory, shares concurrent calls, and asks again after the TTL', async () => {
    let now = 0;
    let calls = 0;
    const run = async () => ++calls;
    const opts = { ttlMs: 1000, now: () => now };
    const [a, b] = await Promise.all([cmsMemo('k', [CMS_TAGS.pages], run, opts), cmsMemo('k', [CMS_TAGS.pages], run, opts)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cmsMemo('k', [CMS_TAGS.pages], run, opts)).toBe(1);
    now = 1000;
    expect(await cmsMemo('k', [CMS_TAGS.pages], run, opts)).toBe(2);
  });

  it('drops entries by tag and leaves the others', async () => {
    await cmsMemo('page', [CMS_TAGS.pages], async () => 'p');
    await cmsMemo('snippets', [CMS_TAGS.snippets], async () => 's');
    await cmsMemo('banners', [CMS_TAGS.config('banners-config')], async () => 'b');
    expect(invalidateCmsTags([CMS_TAGS.pages])).toBe(1);
    expect(cmsMemoSize()).toBe(2);
    expect(invalidateCmsTags([CMS_TAGS.config('banners-config')])).toBe(1);
    expect(invalidateCmsTags([CMS_ALL_TAG])).toBe(1);
    expect(cmsMemoSize()).toBe(0);
  });

  it('never keeps an answer that was in flight when a publish dropped its tag', async () => {
    const old = deferred<string>();
    const first = cmsMemo('page', [CMS_TAGS.pages], () => old.promise);
    invalidateCmsTags([CMS_TAGS.pages]);
    old.resolve('old');
    expect(await first).toBe('old');
    expect(await cmsMemo('page', [CMS_TAGS.pages], async () => 'new')).toBe('new');
  });

  it('does not keep failures', async () => {
    await expect(cmsMemo('f', [], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cmsMemo('f', [], async () => 'up')).toBe('up');
  });

  it('bounds its size, oldest out first', async () => {
    for (const k of ['a', 'b', 'c']) await cmsMemo(k, [], async () => k, { maxEntries: 2 });
    expect(cmsMemoSize()).toBe(2);
    expect(await cmsMemo('a', [], async () => 'a2', { maxEntries: 2 })).toBe('a2');
  });

  it('keeps one store for every copy of the module in the process (server.ts and the Next bundle)', async () => {
    await cmsMemo('shared', [CMS_TAGS.pages], async () => 1);
    const store = (globalThis as unknown as Record<symbol, { entries: Map<string, unknown> }>)[Symbol.for('reelhouse.cms-cache')];
    expect(store?.entries.has('shared')).toBe(true);
  });

  it('tells listeners what was dropped', () => {
    const seen: unknown[] = [];
    const off = onCmsInvalidation((tags, dropped) => seen.push([tags, dropped]));
    invalidateCmsTags([CMS_TAGS.files]);
    off();
    invalidateCmsTags([CMS_TAGS.files]);
    expect(seen).toEqual([[[CMS_TAGS.files], 0]]);
  });
});

describe('tagsForPublish', () => {
  it.each([
    [{ kind: 'page', key: 'privacy-policy', locale: 'de' }, ['cms:pages']],
    [{ kind: 'snippet', key: 'footer', locale: 'en' }, ['cms:snippets']],
    [{ kind: 'file', key: '3' }, ['cms:files']],
    [{ kind: 'config', key: 'banners-config', locale: 'de' }, ['cms:config:banners-config']],
    [{ kind: 'config' }, ['cms']],
    [{ kind: 'something-new' }, ['cms']],
  ])('%j -> %j', (event, tags) => expect(tagsForPublish(event)).toEqual(tags));
});
