import { NEWS_SLUG_PREFIX, isNewsPage } from '../../../schemas/cms-constants';
import type { PageLink } from '../../../cms-adapters/pages';

/** A news article in a list (spec C2 NewsList, C9 articles). */
export interface NewsItem {
  slug: string;
  /** The article's site path without locale: `/news/summer-drops`. */
  path: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  excerpt: string;
  image: string | null;
}

/**
 * The news articles among a locale's pages (schemas/cms/pages.ts: pages under `news/` with a valid
 * `meta.news`, checked when the list was fetched: cms-adapters/page-meta.ts), newest first; equal dates keep the CMS order. `category` narrows to one section,
 * `news/{category}/...`. A page without valid news meta is not listed (it has no date to sort by).
 */
export function newsItems(pages: readonly PageLink[], category?: string): NewsItem[] {
  const prefix = category ? `${NEWS_SLUG_PREFIX}${category}/` : NEWS_SLUG_PREFIX;
  return pages
    .filter((p) => isNewsPage(p) && p.slug.startsWith(prefix))
    .flatMap((p, index) => {
      const meta = p.news;
      if (!meta) return [];
      return [{ index, item: { slug: p.slug, path: p.path, title: p.title, date: meta.date, excerpt: meta.excerpt, image: meta.image ?? null } }];
    })
    .sort((a, b) => (a.item.date < b.item.date ? 1 : a.item.date > b.item.date ? -1 : a.index - b.index))
    .map((e) => e.item);
}

/** Where the whole news list lives: the CMS page `news` that holds `#NewsList[]#`. */
export const NEWS_LIST_PATH = '/news';
