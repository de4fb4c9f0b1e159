import type { ApiClient, CallOptions } from '../../../../site/core/api';

/**
 * A TTL memo in front of an API client, for the public catalogue reads of server rendering
 * (collections, providers, games_filter pages). Every logged-out lobby render asks the same
 * handful of calls; answering them from memory for a few seconds keeps a render from costing
 * seven platform round trips. Only calls made without the visitor's cookie may go through it
 * (they answer the same for everyone); failures are not kept.
 */
export interface CachedApiOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export function createCachedApi(base: ApiClient, { ttlMs = 15_000, maxEntries = 500, now = Date.now }: CachedApiOptions = {}): ApiClient {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();

  function memo<T>(key: string, run: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = run();
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    // Oldest first out: a Map iterates in insertion order.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  }

  // The signal belongs to one render; a shared answer must not be cancelled by it.
  const strip = <T>(opts?: CallOptions<T>): CallOptions<T> | undefined => (opts ? { ...opts, signal: undefined } : opts);

  return {
    get: (path, opts) => memo(`GET ${path} ${JSON.stringify(opts?.query ?? {})}`, () => base.get(path, strip(opts))),
    post: (path, body, opts) => memo(`POST ${path} ${JSON.stringify(body ?? null)}`, () => base.post(path, body, strip(opts))),
    put: base.put,
    patch: base.patch,
    delete: base.delete,
  };
}
