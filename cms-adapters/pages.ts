import { queryOptions } from '@tanstack/react-query';
import type { Award, CmsPage, CmsPageListItem, NewsMeta, PageCategory, PageMeta } from '../schemas/cms';
import { PAGE_LICENCE_SUFFIXES, splitLicenceSuffix, type PageLicenceSuffix } from '../schemas/cms-constants';
import type { Locale } from '../schemas/locales';
import { api, ApiError, lazySchema, type ApiClient } from '../site/api';

// The answers' schemas load with the first call (menus are built on every page; zod is not).
const CmsPageListSchema = lazySchema<CmsPageListItem[]>(() => import('../schemas/cms').then((m) => m.CmsPageListSchema));
const CmsPageSchema = lazySchema<CmsPage>(() => import('../schemas/cms').then((m) => m.CmsPageSchema));
// The meta readers check awards and news against their schemas; they load with the call too.
const loadMetaReaders = (): Promise<PageMetaReaders> => import('./page-meta').then((m) => m.PAGE_META_READERS);

/** Reads the checked parts of a page's meta (page-meta.ts PAGE_META_READERS; tests pass their own). */
export interface PageMetaReaders {
  awards: (meta: PageMeta) => Award[];
  news: (page: { slug: string; meta: PageMeta }) => NewsMeta | null;
}

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

/** A page in a list or a menu (no content). */
export interface PageLink {
  id: number;
  slug: string;
  path: string;
  title: string;
  categories: PageCategory[];
  /** An article's `meta.news` (a page under `news/` whose news meta matches the contract), else null. */
  news: NewsMeta | null;
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

export function reshapePageLink(page: CmsPageListItem, readers: PageMetaReaders): PageLink {
  return { id: page.id, slug: page.slug, path: page.path, title: page.title, categories: page.categories, news: readers.news(page) };
}

/**
 * The pages of one menu category (spec C2: top-menu, bottom-menu, bottom-menu-help), in the order
 * the CMS lists them, for one visitor. Hidden pages are never in the list. A menu links each page
 * once, at its plain path (`/terms-and-conditions`): the route shows the visitor's variant there
 * (see `pageCandidates`). A variant whose plain page is not listed is linked only when it is the
 * variant this visitor would see, so no visitor is shown a link that answers 404 for them.
 */
export function menuLinks(pages: readonly PageLink[], category: PageCategory, ctx: PageVariantContext): PageLink[] {
  const inCategory = pages.filter((p) => p.categories.includes(category));
  const bySlug = new Map(inCategory.map((p) => [p.slug, p]));
  const seen = new Set<string>();
  const out: PageLink[] = [];
  for (const page of inCategory) {
    const { base } = splitLicenceSuffix(page.slug);
    if (seen.has(base)) continue;
    seen.add(base);
    // The entry this visitor would be shown at the plain path, for its title; none: no link.
    const shown = pageCandidates(base.split('/'), ctx)
      .map((path) => bySlug.get(path.slice(1)))
      .find((p) => p !== undefined);
    if (shown) out.push({ ...shown, slug: base, path: `/${base}` });
  }
  return out;
}

/** Who is looking, as far as the page variant goes (site/licence decides the licence). */
export interface PageVariantContext {
  licence: Exclude<PageLicenceSuffix, 'au'>;
  /** An Australian visitor (locale en-AU or an Australian IP): the `au` variant comes first. */
  australian: boolean;
}

/**
 * The CMS paths to try for a site path, best first (spec C2/P2 `{name}/{license}`): the AU
 * variant for Australian visitors, then the visitor's licence variant, then the plain slug. A
 * path that already names a variant (`/terms-and-conditions/estonia`) is asked as it is.
 */
export function pageCandidates(segments: readonly string[], ctx: PageVariantContext): string[] {
  const slug = segments.map((s) => s.toLowerCase()).join('/');
  const last = segments[segments.length - 1]?.toLowerCase();
  if (segments.length > 1 && (PAGE_LICENCE_SUFFIXES as readonly string[]).includes(last ?? '')) return [`/${slug}`];
  const out: string[] = [];
  if (ctx.australian) out.push(`/${slug}/au`);
  out.push(`/${slug}/${ctx.licence}`, `/${slug}`);
  return out;
}

/** A path segment the CMS could hold: lower-case words joined by `-` (schemas/cms.ts PageSlugSchema). */
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

/** GET /api/cms/pages?l: published, visible pages of a locale. */
export async function fetchPageLinks(client: ApiClient, locale: Locale, signal?: AbortSignal): Promise<PageLink[]> {
  const [list, readers] = await Promise.all([client.get('/api/cms/pages', { schema: CmsPageListSchema, query: { l: locale }, signal }), loadMetaReaders()]);
  return list.map((page) => reshapePageLink(page, readers));
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

/**
 * The menus' pages of a locale for the shell (footer and top menu). Spec C8: CMS page calls
 * swallow errors: a failed list is an empty menu (the call is logged by the API client).
 */
export function pageLinksQuery(locale: Locale, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/cms/pages', locale] as const,
    queryFn: ({ signal }) => fetchPageLinks(client, locale, signal).catch((): PageLink[] => []),
    staleTime: 60_000,
  });
}

/** One page by its CMS path (`/privacy-policy`), for client-side reads (the News page, previews). */
export function pageQuery(locale: Locale, path: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/cms/pages', locale, path] as const,
    queryFn: ({ signal }) => fetchPage(client, locale, path, signal),
    staleTime: 60_000,
  });
}
