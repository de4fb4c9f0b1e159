import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import {
  CONFIG_NAMES,
  isLocalizedConfig,
  MANAGERS_DOCUMENT,
  pagePath,
  type CmsFile,
  type CmsPage,
  type CmsPageListItem,
  type CmsSnippet,
  type ConfigName,
  type Manager,
  type ManagersDocument,
  type PageDraft,
} from '../../schemas/cms';
import { DEFAULT_LOCALE, type Locale } from '../../schemas/locales';
import type { Db } from '../db/client';
import { cmsCached } from './cache';
import { liveBody, liveDocuments, type DocumentRow } from './documents';
import { cmsDocuments, cmsFiles } from './schema';

/**
 * What the public API answers: published documents only, cached (cache.ts).
 *
 * Locale fallback: a page or snippet missing (or unpublished) in the asked locale is answered in
 * `en`, with `locale: 'en'` so the site can tell. A page published in the locale but hidden stays
 * hidden there (no fallback to a visible `en` one). Per-locale configs (banners-config) fall back
 * to `en` the same way.
 */

export function toPublicPage(doc: Pick<DocumentRow, 'id' | 'key' | 'locale' | 'publishedAt' | 'updatedAt'>, body: PageDraft, at?: Date | null): CmsPage {
  return {
    id: doc.id,
    slug: doc.key,
    path: pagePath(doc.key),
    locale: doc.locale as Locale,
    title: body.title,
    content: body.content,
    categories: body.categories,
    hidden: body.hidden,
    blocks: body.blocks,
    meta: body.meta,
    updated_at: (at ?? doc.publishedAt ?? doc.updatedAt).toISOString(),
  };
}

/** Live pages of the locale with `en` filling the slugs the locale lacks. */
async function livePagesFor(db: Db, locale: Locale): Promise<CmsPage[]> {
  const rows = await liveDocuments(db, 'page', locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]);
  const bySlug = new Map<string, CmsPage>();
  for (const { doc, body } of rows) {
    const page = toPublicPage(doc, body as PageDraft);
    const had = bySlug.get(doc.key);
    if (!had || (had.locale !== locale && doc.locale === locale)) bySlug.set(doc.key, page);
  }
  return [...bySlug.values()];
}

/** GET /api/cms/pages?l: published, not hidden. */
export function listPages(db: Db, locale: Locale): Promise<CmsPageListItem[]> {
  return cmsCached(db, `pages:${locale}`, async () =>
    (await livePagesFor(db, locale)).filter((p) => !p.hidden).map(({ content: _c, blocks: _b, ...item }) => item),
  );
}

/** One published page by slug in the locale (or `en`), hidden ones included; null when none. */
export function pageBySlug(db: Db, slug: string, locale: Locale): Promise<CmsPage | null> {
  return cmsCached(db, `page:${locale}:${slug}`, async () => {
    for (const l of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
      const live = await liveBody(db, { kind: 'page', key: slug, locale: l });
      if (live) return toPublicPage(live.doc, live.body as PageDraft);
    }
    return null;
  });
}

/** A page by id: its slug in `locale` when given (with the fallback), else in its own locale. */
export async function pageById(db: Db, id: number, locale: Locale | null): Promise<CmsPage | null> {
  const [doc] = await db
    .select({ key: cmsDocuments.key, locale: cmsDocuments.locale })
    .from(cmsDocuments)
    .where(and(eq(cmsDocuments.kind, 'page'), eq(cmsDocuments.id, id)));
  if (!doc) return null;
  return pageBySlug(db, doc.key, locale ?? (doc.locale as Locale));
}

/** GET /api/cms/snippets?l */
export function listSnippets(db: Db, locale: Locale): Promise<CmsSnippet[]> {
  return cmsCached(db, `snippets:${locale}`, async () => {
    const rows = await liveDocuments(db, 'snippet', locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]);
    const byKey = new Map<string, CmsSnippet>();
    for (const { doc, body } of rows) {
      const had = byKey.get(doc.key);
      if (!had || (had.locale !== locale && doc.locale === locale)) {
        byKey.set(doc.key, publicSnippet(doc.key, doc.locale as Locale, (body as { content: string }).content));
      }
    }
    return [...byKey.values()];
  });
}

export function publicSnippet(key: string, locale: Locale, content: string): CmsSnippet {
  return { id: key, key, categories: [], locale, content };
}

export function fileUrl(f: { id: number; name: string }): string {
  return `/api/cms/files/${f.id}/${encodeURIComponent(f.name)}`;
}

type FileMeta = Omit<typeof cmsFiles.$inferSelect, 'data'>;

export function toPublicFile(f: FileMeta): CmsFile {
  return {
    id: f.id,
    url: fileUrl(f),
    name: f.name,
    title: f.title,
    categories: f.categories as CmsFile['categories'],
    locale: f.locale as Locale | null,
    content_type: f.contentType as CmsFile['content_type'],
    size: f.size,
    created_at: f.createdAt.toISOString(),
  };
}

export const fileMetaColumns = {
  id: cmsFiles.id,
  name: cmsFiles.name,
  title: cmsFiles.title,
  categories: cmsFiles.categories,
  locale: cmsFiles.locale,
  contentType: cmsFiles.contentType,
  size: cmsFiles.size,
  sha256: cmsFiles.sha256,
  createdAt: cmsFiles.createdAt,
  createdBy: cmsFiles.createdBy,
};

/** GET /api/cms/files?l: the locale's files and those for every locale, newest first. */
export function listFiles(db: Db, locale: Locale): Promise<CmsFile[]> {
  return cmsCached(db, `files:${locale}`, async () => {
    const rows = await db
      .select(fileMetaColumns)
      .from(cmsFiles)
      .where(or(eq(cmsFiles.locale, locale), isNull(cmsFiles.locale)))
      .orderBy(desc(cmsFiles.createdAt), asc(cmsFiles.id));
    return rows.map(toPublicFile);
  });
}

/** GET /api/fe/config/{name}: the live document (per-locale ones in the locale, else `en`); null when never published. */
export function publicConfig(db: Db, name: ConfigName, locale: Locale): Promise<unknown> {
  const localized = isLocalizedConfig(name);
  return cmsCached(db, `config:${name}:${localized ? locale : ''}`, async () => {
    const locales: (string | null)[] = localized ? (locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) : [null];
    for (const l of locales) {
      const live = await liveBody(db, { kind: 'config', key: name, locale: l });
      if (live) return live.body;
    }
    return null;
  });
}

export function isConfigName(name: string): name is ConfigName {
  return (CONFIG_NAMES as readonly string[]).includes(name);
}

/** The manager of the first entry sharing a group with `groups`, or null. */
export async function managerFor(db: Db, groups: readonly number[]): Promise<Manager | null> {
  if (groups.length === 0) return null;
  const doc = (await cmsCached(
    db,
    `config:${MANAGERS_DOCUMENT}:`,
    async () => (await liveBody(db, { kind: 'config', key: MANAGERS_DOCUMENT, locale: null }))?.body ?? null,
  )) as ManagersDocument | null;
  const set = new Set(groups);
  return doc?.managers.find((m) => m.group_ids.some((g) => set.has(g)))?.manager ?? null;
}

/** A file's bytes and headers' facts, or null. */
export async function fileContent(db: Db, id: number): Promise<typeof cmsFiles.$inferSelect | null> {
  const [row] = await db.select().from(cmsFiles).where(eq(cmsFiles.id, id));
  return row ?? null;
}
