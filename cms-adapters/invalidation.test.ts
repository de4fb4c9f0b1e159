import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CMS_ALL_TAG, CMS_TAGS, cmsMemo, cmsMemoSize, invalidateCmsTags, onCmsInvalidation, type CmsPublished } from './cache';
import { CMS_INVALIDATION_CHANNEL, startCmsInvalidation, type RedisPublisher, type RedisSubscriber } from './invalidation';

afterEach(() => {
  invalidateCmsTags([CMS_ALL_TAG]);
  vi.useRealTimers();
});

/** An in-memory pub/sub shaped like ioredis (publisher + subscriber connections). */
function fakeRedis() {
  const bus = new EventEmitter();
  const published: string[] = [];
  const publisher: RedisPublisher = {
    publish: async (channel, message) => {
      published.push(message);
      bus.emit('message', channel, message);
      return 1;
    },
  };
  const subscriber = (): RedisSubscriber & { channels: Set<string> } => {
    const local = new EventEmitter();
    const channels = new Set<string>();
    bus.on('message', (channel: string, message: string) => {
      if (channels.has(channel)) local.emit('message', channel, message);
    });
    return {
      channels,
      subscribe: async (c) => channels.add(c),
      unsubscribe: async (c) => channels.delete(c),
      on: (e, l) => local.on(e, l),
      off: (e, l) => local.off(e, l),
    };
  };
  return { publisher, subscriber, published };
}

function localBus() {
  const emitter = new EventEmitter();
  return {
    emit: (e: CmsPublished) => emitter.emit('cms.published', e),
    on: (l: (e: CmsPublished) => void) => {
      emitter.on('cms.published', l);
      return () => void emitter.off('cms.published', l);
    },
  };
}

describe('startCmsInvalidation', () => {
  it('drops the tags of a local publish at once', async () => {
    const bus = localBus();
    const stop = await startCmsInvalidation({ onLocalPublish: bus.on });
    await cmsMemo('page', [CMS_TAGS.pages], async () => 1);
    await cmsMemo('snippets', [CMS_TAGS.snippets], async () => 1);
    bus.emit({ kind: 'page', key: 'about', locale: 'en' });
    expect(cmsMemoSize()).toBe(1);
    await stop();
    bus.emit({ kind: 'snippet', key: 'x', locale: 'en' });
    expect(cmsMemoSize()).toBe(1);
  });

  it('tells other instances over Redis; they drop at once and again after the platform lag', async () => {
    vi.useFakeTimers();
    const redis = fakeRedis();
    const busA = localBus();
    const busB = localBus();
    const sub = redis.subscriber();
    // Both "instances" share this process's memo here, so B's drops are seen through the size.
    const pagesDropped = { A: 0, B: 0 };
    const stopA = await startCmsInvalidation({
      onLocalPublish: busA.on,
      redis: { publisher: redis.publisher, subscriber: redis.subscriber() },
      instanceId: 'A',
      alsoDrop: () => pagesDropped.A++,
    });
    const stopB = await startCmsInvalidation({
      onLocalPublish: busB.on,
      redis: { publisher: redis.publisher, subscriber: sub },
      instanceId: 'B',
      followLagMs: 1200,
      alsoDrop: () => pagesDropped.B++,
    });
    expect(sub.channels.has(CMS_INVALIDATION_CHANNEL)).toBe(true);

    const drops: string[] = [];
    const off = onCmsInvalidation((tags) => drops.push(tags.join(',')));
    busA.emit({ kind: 'config', key: 'banners-config', locale: 'de' });
    await vi.advanceTimersByTimeAsync(0);
    // A's local drop, then B's drop on receipt (A ignores its own message).
    expect(drops).toEqual(['cms:config:banners-config', 'cms:config:banners-config']);
    expect(JSON.parse(redis.published[0]!)).toEqual({ origin: 'A', event: { kind: 'config', key: 'banners-config', locale: 'de' } });
    await vi.advanceTimersByTimeAsync(1200);
    expect(drops).toHaveLength(3);
    // The guest page caches follow every drop of their instance.
    expect(pagesDropped).toEqual({ A: 1, B: 2 });
    off();
    await stopA();
    await stopB();
    expect(sub.channels.size).toBe(0);
  });

  it('ignores garbage on the channel', async () => {
    const redis = fakeRedis();
    const sub = redis.subscriber();
    const stop = await startCmsInvalidation({ onLocalPublish: localBus().on, redis: { publisher: redis.publisher, subscriber: sub }, instanceId: 'B' });
    await cmsMemo('page', [CMS_TAGS.pages], async () => 1);
    await redis.publisher.publish(CMS_INVALIDATION_CHANNEL, 'not json');
    await redis.publisher.publish(CMS_INVALIDATION_CHANNEL, JSON.stringify({ origin: 'A' }));
    expect(cmsMemoSize()).toBe(1);
    await stop();
  });
});
