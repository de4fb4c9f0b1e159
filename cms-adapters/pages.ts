import { queryOptions } from '@tanstack/react-query';
import type { Award, CmsPageListItem, NewsMeta, PageCategory, PageMeta } from '../schemas/cms';
import { PAGE_LICENCE_SUFFIXES, splitLicenceSuffix, type PageLicenceSuffix } from '../schemas/cms-constants';
import type { Locale } from '../schemas/locales';
import { api, lazySchema, type ApiClient } from '../site/core/api';

// The answers' schemas load with the first call (menus are built on every page; zod is not).
const CmsPageListSchema = lazySchema<CmsPageListItem[]>(() => import('../schemas/cms').then((m) => m.CmsPageListSchema));
// The meta readers check awards and news against their schemas; they load with the call too.
export const loadMetaReaders = (): Promise<PageMetaReaders> => import('./page-meta').then((m) => m.PAGE_META_READERS);

/** Reads the checked parts of a page's meta (page-meta.ts PAGE_META_READERS; tests pass their own). */
export interface PageMetaReaders {
  awards: (meta: PageMeta) => Award[];
  news: (page: { slug: string; meta: PageMeta }) => NewsMeta | null;
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

/** GET /api/cms/pages?l: published, visible pages of a locale. */
export async function fetchPageLinks(client: ApiClient, locale: Locale, signal?: AbortSignal): Promise<PageLink[]> {
  const [list, readers] = await Promise.all([client.get('/api/cms/pages', { schema: CmsPageListSchema, query: { l: locale }, signal }), loadMetaReaders()]);
  return list.map((page) => reshapePageLink(page, readers));
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
