import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPageSchema } from '../../schemas/cms';
import { CMS_ALL_TAG, invalidateCmsTags } from '../../cms-adapters/cache';
import { startCmsInvalidation } from '../../cms-adapters/invalidation';
import { loadPage, loadPageLinks, loadStaticPage } from '../../cms-adapters/server';
import type { Browser } from '../../platform/auth/auth-test-helpers';
import { pageBody, staffBrowser } from '../../platform/cms/test-helpers';
import { seedStaff } from '../../platform/staff/seed';
import { createTestPlatform, type TestPlatform } from '../../platform/testing/test-platform';

/**
 * Issue 6: "a publish is visible on the public page within one second". The site's server reads
 * (cms-adapters/server.ts, memoised) against a real platform over HTTP, wired to the platform's
 * `cms.published` event as server.ts wires it: after a publish the next read has the new content.
 */

let t: TestPlatform;
let editor: Browser;
let stop: () => Promise<void>;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  t = await createTestPlatform();
  await seedStaff(t.app.deps);
  editor = await staffBrowser(t, 'editor');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The site's server client asks INTERNAL_ORIGIN (site/core/api/client.ts serverOrigin).
  process.env.INTERNAL_ORIGIN = address;
  stop = await startCmsInvalidation({ onLocalPublish: (listener) => t.events.on('cms.published', listener) });
}, 120_000);

afterAll(async () => {
  await stop?.();
  invalidateCmsTags([CMS_ALL_TAG]);
  await t?.close();
});

async function create(body: Record<string, unknown>) {
  const res = await editor.call('POST', '/api/backoffice/cms/pages', body);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPageSchema.parse(res.json());
}

async function publish(id: number) {
  const res = await editor.call('POST', `/api/backoffice/cms/pages/${id}/publish`, {});
  expect(res.statusCode, res.body).toBe(200);
  return AdminPageSchema.parse(res.json());
}

async function save(id: number, base: number, fields: Record<string, unknown>) {
  const res = await editor.call('PUT', `/api/backoffice/cms/pages/${id}`, { base_version: base, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return AdminPageSchema.parse(res.json());
}

describe('site reads of CMS content follow a publish at once', () => {
  // The delay from publish to read is a figure of `npm run bench` (tests/bench/cms-publish.ts).
  it('serves an update on the next read after the publish', async () => {
    const slug = `live-${stamp}`;
    const v1 = await publish((await create(pageBody(slug, 'en', { title: 'Version one' }))).id);
    expect((await loadPage('en', `/${slug}`))?.title).toBe('Version one');

    const draft = await save(v1.id, v1.latest_version, { title: 'Version two', content: '<p>Two</p>', categories: ['bottom-menu'] });
    // Saving a draft changes nothing public: the memo still answers version one.
    expect((await loadPage('en', `/${slug}`))?.title).toBe('Version one');

    await publish(draft.id);
    expect((await loadPage('en', `/${slug}`))?.title).toBe('Version two');
  });

  it('keeps 404s until a page is published at that path, then finds it (variant included)', async () => {
    const slug = `terms-${stamp}`;
    await publish((await create(pageBody(slug, 'en', { title: 'Plain terms' }))).id);
    const estonia = { licence: 'estonia', australian: false } as const;
    expect((await loadStaticPage('en', [slug], estonia))?.source).toBe(`/${slug}`);

    await publish((await create(pageBody(`${slug}/estonia`, 'en', { title: 'Estonian terms' }))).id);
    const found = await loadStaticPage('en', [slug], estonia);
    expect(found?.source).toBe(`/${slug}/estonia`);
    expect(found?.page.title).toBe('Estonian terms');
    // A locale without its own page shows the en one (platform fallback), marked as en.
    expect((await loadStaticPage('de', [slug], { licence: 'curacao', australian: false }))?.page.locale).toBe('en');
  });

  it('updates the menus on publish', async () => {
    const slug = `menu-${stamp}`;
    const before = await loadPageLinks('it');
    expect(before.some((p) => p.slug === slug)).toBe(false);
    await publish((await create(pageBody(slug, 'it', { categories: ['bottom-menu-help'] }))).id);
    expect((await loadPageLinks('it')).find((p) => p.slug === slug)?.categories).toEqual(['bottom-menu-help']);
  });
});

// Two instances, one Redis: a publish on one drops the other's memo (server.ts with REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.runIf(redisUp)('fan-out over Redis', () => {
  it('a publish on instance A reaches instance B through the channel', async () => {
    const { onCmsInvalidation } = await import('../../cms-adapters/cache');
    const { EventEmitter } = await import('node:events');
    const busA = new EventEmitter();
    const busB = new EventEmitter();
    const conns = [new Redis(redisUrl), new Redis(redisUrl), new Redis(redisUrl), new Redis(redisUrl)];
    const [pubA, subA, pubB, subB] = conns as [Redis, Redis, Redis, Redis];
    const on = (bus: InstanceType<typeof EventEmitter>) => (l: (e: { kind: string; key: string; locale: null }) => void) => {
      bus.on('cms.published', l);
      return () => void bus.off('cms.published', l);
    };
    const stopA = await startCmsInvalidation({ onLocalPublish: on(busA), redis: { publisher: pubA, subscriber: subA }, instanceId: `A-${stamp}` });
    const stopB = await startCmsInvalidation({
      onLocalPublish: on(busB),
      redis: { publisher: pubB, subscriber: subB },
      instanceId: `B-${stamp}`,
      followLagMs: 100,
    });
    const seen: string[] = [];
    const off = onCmsInvalidation((tags) => seen.push(tags.join(',')));
    const started = performance.now();
    busA.emit('cms.published', { kind: 'snippet', key: 'footer', locale: null });
    // A's own drop is synchronous; B's arrives over Redis, then B's second drop after its lag.
    await expect.poll(() => seen.length, { timeout: 2_000, interval: 5 }).toBeGreaterThanOrEqual(2);
    console.log(`Redis fan-out to another instance: ${(performance.now() - started).toFixed(1)} ms`);
    await expect.poll(() => seen.length, { timeout: 2_000, interval: 20 }).toBe(3);
    expect(seen).toEqual(['cms:snippets', 'cms:snippets', 'cms:snippets']);
    off();
    await stopA();
    await stopB();
    for (const c of conns) c.disconnect();
  });
});
