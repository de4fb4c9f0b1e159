import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Published CMS answers kept in memory: pages, snippets and configs are read on every page view
 * and change only when staff publish. The publishing instance drops its cache at once
 * (`invalidateCms`). Other instances compare the database's `cms_revision_seq` (bumped after
 * every publish commits) at most once per REVISION_CHECK_MS, so they follow within a second; a
 * TTL bounds anything missed (a crash between commit and bump).
 *
 * Keyed by the database handle, so two platforms in one process (tests) never share answers.
 * Concurrent misses of one key share one load.
 */
export const REVISION_CHECK_MS = 1_000;
export const CMS_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

class CmsCache {
  entries = new Map<string, Entry>();
  revision: string | null = null;
  checkedAt = 0;
  checking: Promise<void> | null = null;

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, CmsCache>();

function cacheOf(db: Db): CmsCache {
  let c = caches.get(db);
  if (!c) {
    c = new CmsCache();
    caches.set(db, c);
  }
  return c;
}

async function readRevision(db: Db): Promise<string> {
  // Both drivers answer a raw statement with `{ rows }`; the shared Db type does not say so.
  const res = (await db.execute(sql`SELECT last_value, is_called FROM cms_revision_seq`)) as unknown as {
    rows: { last_value: string | number; is_called: boolean }[];
  };
  const row = res.rows[0];
  return row ? `${row.last_value}:${row.is_called}` : '0';
}

/** Drops the cache when another instance published since the last look (at most one query a second). */
async function followRevision(db: Db, c: CmsCache, now: number): Promise<void> {
  if (now - c.checkedAt < REVISION_CHECK_MS) return;
  c.checking ??= (async () => {
    try {
      const rev = await readRevision(db);
      if (rev !== c.revision) {
        c.clear();
        c.revision = rev;
      }
      c.checkedAt = Date.now();
    } finally {
      c.checking = null;
    }
  })();
  await c.checking;
}

/** The cached answer of `key`, loading it on a miss. */
export async function cmsCached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const c = cacheOf(db);
  const now = Date.now();
  await followRevision(db, c, now);
  const hit = c.entries.get(key);
  if (hit && now - hit.at < CMS_CACHE_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  c.entries.set(key, { at: now, value });
  if (c.entries.size > MAX_ENTRIES) {
    const oldest = c.entries.keys().next().value;
    if (oldest !== undefined) c.entries.delete(oldest);
  }
  // A failed load is not remembered: the next caller tries again.
  value.catch(() => {
    if (c.entries.get(key)?.value === value) c.entries.delete(key);
  });
  return value;
}

/**
 * After a publish commits: bump the shared revision (so other instances drop their caches) and
 * drop this instance's cache at once. The bump comes after the commit so that an instance that
 * sees the new revision also sees the new content.
 */
export async function invalidateCms(db: Db): Promise<void> {
  const c = cacheOf(db);
  c.clear();
  await db.execute(sql`SELECT nextval('cms_revision_seq')`);
  // Our own bump needs no reload: remember it as seen, but keep the cleared cache.
  c.revision = null;
  c.checkedAt = 0;
}
