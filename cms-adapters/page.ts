import { queryOptions } from '@tanstack/react-query';
import type { CmsPage, PageCategory, PageMeta, Award } from '../schemas/cms';
import type { Locale } from '../schemas/locales';
import { api, ApiError, lazySchema, type ApiClient } from '../site/core/api';
import { loadMetaReaders, type PageMetaReaders } from './pages';

// One page with its content, apart from the menus' list (pages.ts): the shell builds its menus on
// every page, while a page's content is read by the static-page route and a few widgets.
const CmsPageSchema = lazySchema<CmsPage>(() => import('../schemas/cms').then((m) => m.CmsPageSchema));

/**
 * Static pages of the CMS (spec C3 "Static page", C7 `/api/cms/pages...`), reshaped into the
 * site's own `Page` type: the view never reads the API's field names, so a change of the CMS
 * answer is one reshape away from the site.
 */

/** SEO of a page: its blocks title, description and keywords. */
export interface PageSeo {
  /**
   * The SEO title the editor wrote (the `title` block), shown as the document title as written
   * (editors put the brand in it themselves); null when the page has none, and the page title is
   * used with the site's title template.
   */
  title: string | null;
  description: string | null;
  keywords: string[];
}

/** A static page as the site shows it. */
export interface Page {
  id: number;
  slug: string;
  /** `/` + slug, locale-less. */
  path: string;
  /** Locale of the text: the asked one, or `en` when the CMS fell back. */
  locale: Locale;
  title: string;
  /**
   * The HTML to render (with placeholders): the `content-main` block when the page has one (the
   * editors' main column), else the page content.
   */
  html: string;
  categories: PageCategory[];
  hidden: boolean;
  seo: PageSeo;
  /** The `json` block, parsed when it is JSON; null otherwise. */
  json: unknown;
  meta: PageMeta;
  /** The awards of `meta.awards` that match the contract (the awards page), in order; else empty. */
  awards: Award[];
  updatedAt: string;
}

function parseJsonBlock(raw: string | undefined): unknown {
  if (!raw?.trim()) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** `"casino, pokies ,,live"` -> `['casino', 'pokies', 'live']`. */
export function splitKeywords(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

export function reshapePage(page: CmsPage, readers: PageMetaReaders): Page {
  const main = page.blocks['content-main'];
  return {
    id: page.id,
    slug: page.slug,
    path: page.path,
    locale: page.locale,
    title: page.title,
    html: main?.trim() ? main : page.content,
    categories: page.categories,
    hidden: page.hidden,
    seo: {
      title: page.blocks.title?.trim() || null,
      description: page.blocks.description?.trim() || null,
      keywords: splitKeywords(page.blocks.keywords),
    },
    json: parseJsonBlock(page.blocks.json),
    meta: page.meta,
    awards: readers.awards(page.meta),
    updatedAt: page.updated_at,
  };
}

/** A path segment the CMS could hold: lower-case words joined by `-` (schemas/cms/pages.ts PageSlugSchema). */
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * True when the path could be a CMS page at all. Anything else (upper case, dots, `%`-escapes,
 * more segments than a slug may have) is answered 404 without asking the CMS.
 */
export function isPageSlugPath(segments: readonly string[]): boolean {
  return segments.length >= 1 && segments.length <= 6 && segments.every((s) => SEGMENT.test(s)) && !/^\d+$/.test(segments[0]!);
}

/** Spec C2/P2: a page whose path has more than 4 segments is not indexed. */
export function isNoindexPath(segments: readonly string[]): boolean {
  return segments.length > 4;
}

/** GET /api/cms/pages{path}?l: one page, or null when the CMS has none at that path. */
export async function fetchPage(client: ApiClient, locale: Locale, path: string, signal?: AbortSignal): Promise<Page | null> {
  try {
    // Segments are checked by isPageSlugPath before any call; encodeURI only guards the rest.
    const [page, readers] = await Promise.all([
      client.get(`/api/cms/pages${encodeURI(path)}`, { schema: CmsPageSchema, query: { l: locale }, signal, logCode: 'LOAD_CMS_PAGE_ERROR' }),
      loadMetaReaders(),
    ]);
    return reshapePage(page, readers);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** One page by its CMS path (`/privacy-policy`), for client-side reads (the News page, previews). */
export function pageQuery(locale: Locale, path: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/cms/pages', locale, path] as const,
    queryFn: ({ signal }) => fetchPage(client, locale, path, signal),
    staleTime: 60_000,
  });
}
