import { AwardSchema, NewsMetaSchema, isNewsPage, type Award, type NewsMeta, type PageMeta } from '../schemas/cms';

/**
 * What the site reads of a page's `meta` (schemas/cms/pages.ts): the awards of the awards page and the
 * news meta of an article, checked against the contract. Its own module, loaded with the first
 * page call (pages.ts is on every visitor's first page): the views then read checked fields of
 * `Page` and `PageLink` and never parse, so zod is not on the first page.
 */

/**
 * The awards of a page's meta, in the editors' order. Entries that do not match the contract are
 * left out one by one (the platform validates on save; an old entry must not hide the others).
 */
export function awardsOfMeta(meta: PageMeta): Award[] {
  const list = meta?.awards;
  if (!Array.isArray(list)) return [];
  return list.flatMap((a) => {
    const parsed = AwardSchema.safeParse(a);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The news meta of an article (a page under `news/` with valid `meta.news`), else null. */
export function newsOfPage(page: { slug: string; meta: PageMeta }): NewsMeta | null {
  if (!isNewsPage(page)) return null;
  const parsed = NewsMetaSchema.safeParse(page.meta?.news);
  return parsed.success ? parsed.data : null;
}

/** The readers reshapePage and reshapePageLink take. */
export const PAGE_META_READERS = { awards: awardsOfMeta, news: newsOfPage };
