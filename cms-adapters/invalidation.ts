import { invalidateCmsTags, tagsForPublish, type CmsPublished } from './cache';

/**
 * The site's revalidation entry point for one server process (server.ts wires it): a publish on
 * this instance's platform drops the site's CMS memo at once; with Redis, every other instance
 * hears of it on a pub/sub channel and drops its memo too.
 *
 * On another instance the platform's own CMS cache follows the publish by polling the database's
 * revision at most once per second (platform/cms/cache.ts). A render there right after the Redis
 * message could still read the old answer from that platform cache and keep it in the site memo,
 * so a remote publish drops the memo twice: on receipt and again after `followLagMs`.
 */

export const CMS_INVALIDATION_CHANNEL = 'reelhouse:cms:published';

/** The few ioredis calls the relay uses (a publisher and a dedicated subscriber connection). */
export interface RedisPublisher {
  publish(channel: string, message: string): Promise<unknown>;
}
export interface RedisSubscriber {
  subscribe(channel: string): Promise<unknown>;
  unsubscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  off(event: 'message', listener: (channel: string, message: string) => void): unknown;
}

export interface CmsInvalidationOptions {
  /** Subscribes to this instance's publishes (the platform's `cms.published` event); returns the removal. */
  onLocalPublish: (listener: (event: CmsPublished) => void) => () => void;
  redis?: { publisher: RedisPublisher; subscriber: RedisSubscriber };
  /** The pub/sub channel (default CMS_INVALIDATION_CHANNEL); deployments sharing one Redis each name their own (REDIS_PREFIX). */
  channel?: string;
  /** Tells other instances' messages from our own. */
  instanceId?: string;
  /** Second drop after a remote publish; default 1200 ms (the platform's 1 s revision check + margin). */
  followLagMs?: number;
  /** Also dropped at every invalidation, local or remote (the guest page cache of server.ts). */
  alsoDrop?: () => void;
  log?: { warn: (obj: object, msg: string) => void; debug?: (obj: object, msg: string) => void };
}

interface Message {
  origin: string;
  event: CmsPublished;
}

function parseMessage(raw: string): Message | null {
  try {
    const m = JSON.parse(raw) as Partial<Message>;
    if (typeof m.origin !== 'string' || typeof m.event?.kind !== 'string') return null;
    return { origin: m.origin, event: { kind: m.event.kind, key: m.event.key ?? null, locale: m.event.locale ?? null } };
  } catch {
    return null;
  }
}

/** Starts the wiring; the answer stops it (unsubscribes, cancels pending second drops). */
export async function startCmsInvalidation({
  onLocalPublish,
  redis,
  channel: relayChannel = CMS_INVALIDATION_CHANNEL,
  instanceId = `${process.pid}-${Math.random().toString(36).slice(2)}`,
  followLagMs = 1_200,
  alsoDrop,
  log,
}: CmsInvalidationOptions): Promise<() => Promise<void>> {
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const offLocal = onLocalPublish((event) => {
    const tags = tagsForPublish(event);
    const dropped = invalidateCmsTags(tags);
    alsoDrop?.();
    log?.debug?.({ event, tags, dropped }, 'cms publish: site cache dropped');
    if (!redis) return;
    const message: Message = { origin: instanceId, event: { kind: event.kind, key: event.key ?? null, locale: event.locale ?? null } };
    redis.publisher.publish(relayChannel, JSON.stringify(message)).catch((err: unknown) => {
      log?.warn({ err }, 'cms publish: could not tell other instances (their caches follow within the TTL)');
    });
  });

  let onMessage: ((channel: string, raw: string) => void) | undefined;
  if (redis) {
    onMessage = (channel, raw) => {
      if (channel !== relayChannel) return;
      const message = parseMessage(raw);
      if (!message || message.origin === instanceId) return;
      const tags = tagsForPublish(message.event);
      invalidateCmsTags(tags);
      alsoDrop?.();
      const timer = setTimeout(() => {
        timers.delete(timer);
        invalidateCmsTags(tags);
        alsoDrop?.();
      }, followLagMs);
      timer.unref?.();
      timers.add(timer);
    };
    redis.subscriber.on('message', onMessage);
    await redis.subscriber.subscribe(relayChannel);
  }

  return async () => {
    offLocal();
    for (const t of timers) clearTimeout(t);
    timers.clear();
    if (redis && onMessage) {
      redis.subscriber.off('message', onMessage);
      await redis.subscriber.unsubscribe(relayChannel).catch(() => undefined);
    }
  };
}
