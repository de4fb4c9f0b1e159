/**
 * A short in-process cache of catalogue answers (games_filter pages, providers, collections, game
 * views). The catalogue is read on every lobby view and written only by the seed or an import, so
 * answers are kept for CATALOG_CACHE_TTL_MS and dropped at once when this process writes the
 * catalogue (`invalidateCatalog`). An expired answer is served while its reload runs, so another
 * instance's write is seen after the TTL plus one reload, which is the staleness the site's own
 * query cache already accepts (60 s for lists).
 *
 * Keyed by the database handle, so two platforms in one process (tests) never share answers.
 * Concurrent misses of one key share one load (single flight): 32 visitors opening the same
 * category at once cost one query, not 32.
 */

export const CATALOG_CACHE_TTL_MS = 30_000;
/** Bounds the memory: about 2,000 pages of 40 games. */
const MAX_ENTRIES = 2_000;
/** Rendered games kept (about 1 KB each): the whole demo catalogue and the bench's 23,000. */
const MAX_VIEWS = 25_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** A reload of this expired entry is on its way (one at a time). */
  refreshing?: boolean;
}

class CatalogCache {
  private entries = new Map<string, Entry>();
  /** Rendered games by catalogue id: every list, search, favourites and recent games share them. */
  private views = new Map<number, { at: number; value: unknown }>();
  enabled = true;

  /** A cached rendered game, or undefined when absent or older than the TTL. */
  view<T>(id: number, now = Date.now()): T | undefined {
    if (!this.enabled) return undefined;
    const hit = this.views.get(id);
    return hit && now - hit.at < CATALOG_CACHE_TTL_MS ? (hit.value as T) : undefined;
  }

  putView(id: number, value: unknown, now = Date.now()): void {
    if (!this.enabled) return;
    this.views.delete(id);
    this.views.set(id, { at: now, value });
    if (this.views.size > MAX_VIEWS) {
      const oldest = this.views.keys().next().value;
      if (oldest !== undefined) this.views.delete(oldest);
    }
  }

  async get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh the key's place so the oldest-used entry is the one evicted.
      this.entries.delete(key);
      this.entries.set(key, hit);
      // Expired: answered from the old value while one reload runs behind it (stale while
      // revalidating), so the callers of a busy key never queue behind its reload (the title
      // index of 23,000 games takes most of a second on PGlite).
      if (now - hit.at >= CATALOG_CACHE_TTL_MS && !hit.refreshing) this.refresh(key, hit, load);
      return hit.value as Promise<T>;
    }
    const value = load();
    const entry = { at: now, value };
    this.entries.set(key, entry);
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  private refresh(key: string, stale: Entry, load: () => Promise<unknown>): void {
    stale.refreshing = true;
    const value = load();
    value.then(
      () => {
        // Unless a write cleared the cache (or another value took the key) meanwhile.
        if (this.entries.get(key) === stale) this.entries.set(key, { at: Date.now(), value });
      },
      () => {
        // A failed reload keeps the old answer; the next caller tries again.
        stale.refreshing = false;
      },
    );
  }

  clear(): void {
    this.entries.clear();
    this.views.clear();
  }
}

const caches = new WeakMap<object, CatalogCache>();

export function catalogCache(db: object): CatalogCache {
  let c = caches.get(db);
  if (!c) {
    c = new CatalogCache();
    caches.set(db, c);
  }
  return c;
}

/** Call after writing the catalogue through `db`. */
export function invalidateCatalog(db: object): void {
  caches.get(db)?.clear();
}

/** The bench measures the database path with this off; nothing else turns it off. */
export function setCatalogCacheEnabled(db: object, enabled: boolean): void {
  const c = catalogCache(db);
  c.enabled = enabled;
  c.clear();
}
