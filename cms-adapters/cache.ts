/**
 * The server's memo of CMS reads, dropped by tag when the platform publishes (issue 6: a publish
 * is visible on the public page at once). Pages, menus, snippets, files and config documents are
 * the same for every visitor, so server rendering answers them from memory instead of asking the
 * platform on every request; a publish drops the affected tags and the next render asks again.
 *
 * Why a memo on `globalThis` and not Next's `revalidateTag`: server.ts runs Next inside our own
 * HTTP server, and the platform's publish happens outside any Next request, where Next's
 * revalidation functions may not be called. Next's compiled server bundles also load their own
 * copy of this module, separate from the one server.ts imports; one store under a `Symbol.for`
 * key on `globalThis` is shared by both copies in the one process, so server.ts can drop what
 * the pages cached. Other instances hear of a publish over Redis (cms-adapters/invalidation.ts).
 *
 * An entry is stored when its call starts: a publish during a call drops the in-flight entry too,
 * so an answer read before the publish is never kept after it. Failures are never kept. A TTL
 * bounds staleness should an invalidation ever be missed.
 */

/** Every entry carries this tag: dropping it empties the memo. */
export const CMS_ALL_TAG = 'cms';
/** Tags of the kinds of content (the memo's entries carry one of these besides `cms`). */
export const CMS_TAGS = {
  pages: 'cms:pages',
  snippets: 'cms:snippets',
  files: 'cms:files',
  config: (name: string) => `cms:config:${name}`,
} as const;

interface Entry {
  at: number;
  tags: readonly string[];
  value: Promise<unknown>;
}

interface Store {
  entries: Map<string, Entry>;
  /** Called after each invalidation with the tags and the number of entries dropped (tests, logs). */
  listeners: Set<(tags: readonly string[], dropped: number) => void>;
}

const STORE_KEY = Symbol.for('reelhouse.cms-cache');

function store(): Store {
  const g = globalThis as unknown as Record<symbol, Store | undefined>;
  return (g[STORE_KEY] ??= { entries: new Map(), listeners: new Set() });
}

export interface CmsMemoOptions {
  /** How long an entry may answer without a publish dropping it; default 60 s. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The memoised answer of `run` under `key`, tagged with `tags` (and `cms`). Concurrent callers of
 * one key share one call.
 */
export function cmsMemo<T>(
  key: string,
  tags: readonly string[],
  run: () => Promise<T>,
  { ttlMs = 60_000, maxEntries = 2_000, now = Date.now }: CmsMemoOptions = {},
): Promise<T> {
  const { entries } = store();
  const hit = entries.get(key);
  if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = run();
  entries.set(key, { at: now(), tags: [CMS_ALL_TAG, ...tags], value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  // Oldest first out: a Map iterates in insertion order.
  while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  return value;
}

/** Drops every entry carrying one of `tags`; returns how many were dropped. */
export function invalidateCmsTags(tags: readonly string[]): number {
  const { entries, listeners } = store();
  let dropped = 0;
  for (const [key, entry] of entries) {
    if (entry.tags.some((t) => tags.includes(t))) {
      entries.delete(key);
      dropped += 1;
    }
  }
  for (const listener of listeners) listener(tags, dropped);
  return dropped;
}

/** Listens to invalidations; returns the removal. */
export function onCmsInvalidation(listener: (tags: readonly string[], dropped: number) => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How many entries the memo holds (tests and diagnostics). */
export function cmsMemoSize(): number {
  return store().entries.size;
}

/** What a publish names: the platform's `cms.published` event (platform/events.ts). */
export interface CmsPublished {
  kind: string;
  key?: string | null;
  locale?: string | null;
}

/**
 * The tags a publish makes stale. A page publish drops every locale's pages and menus: a locale
 * without its own page shows the `en` one, so an `en` publish changes other locales too, and
 * publishes are rare enough that finer tags would save nothing. An unknown kind drops everything.
 */
export function tagsForPublish(event: CmsPublished): string[] {
  switch (event.kind) {
    case 'page':
    case 'pages':
      return [CMS_TAGS.pages];
    case 'snippet':
    case 'snippets':
      return [CMS_TAGS.snippets];
    case 'file':
    case 'files':
      return [CMS_TAGS.files];
    case 'config':
      return event.key ? [CMS_TAGS.config(event.key)] : [CMS_ALL_TAG];
    default:
      return [CMS_ALL_TAG];
  }
}
