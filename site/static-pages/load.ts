import type { Metadata } from 'next';
import { NewsMetaSchema, isNewsPage } from '../../schemas/cms';
import { LOCALES, type Locale } from '../../schemas/locale-codes';
import type { PageVariantContext } from '../../cms-adapters/pages';
import { isNoindexPath, isPageSlugPath, type Page } from '../../cms-adapters/page';
import { loadStaticPage, type FoundPage } from '../../cms-adapters/server';
import { localePath } from '../core/i18n/locale-path';
import { isAustralianVisitor } from '../au-approval/rules';
import { loadVisitorContext } from '../licence/visitor';
import { ApiError } from '../core/api';
import { logger } from '../core/telemetry/logger';

/**
 * The server half of the static-page route (app/[locale]/[...rest]): which CMS page a visitor
 * sees at a path, and its metadata. Server-only (reads the request's visitor context).
 */

/** What the route renders: the page, the 404 page, or the load-error view. */
export type StaticPageResult = { kind: 'page'; found: FoundPage } | { kind: 'missing' } | { kind: 'error' };

/** The variant context of this request's visitor (site/licence decides the licence, P1). */
export async function requestVariantContext(locale: Locale): Promise<PageVariantContext> {
  const visitor = await loadVisitorContext(locale);
  return { licence: visitor.licence, australian: isAustralianVisitor(locale, visitor.country) };
}

/**
 * The page at `segments` for this request. A path that cannot be a slug is missing without a
 * call; a CMS failure is logged as a warning (spec C8) and answers the error view.
 */
export async function findStaticPage(locale: Locale, segments: readonly string[]): Promise<StaticPageResult> {
  if (!isPageSlugPath(segments)) return { kind: 'missing' };
  try {
    const found = await loadStaticPage(locale, segments, await requestVariantContext(locale));
    return found ? { kind: 'page', found } : { kind: 'missing' };
  } catch (err) {
    // The API client has logged a failed call (as a warning, cms-adapters/server.ts); anything else is logged here.
    if (!(err instanceof ApiError)) logger.warn('LOAD_STATIC_PAGE_WARNING', err, { locale, path: `/${segments.join('/')}` });
    return { kind: 'error' };
  }
}

/**
 * Title (the SEO block as written, else the page title in the site's template), description and
 * keywords from the page's blocks; a canonical link to this locale's path
 * and its language alternates; noindex for paths of more than 4 segments (spec C2/P2) and for
 * pages that are not there (the 404 and the error view).
 */
export function staticPageMetadata(locale: Locale, segments: readonly string[], result: StaticPageResult): Metadata {
  if (result.kind !== 'page') return { robots: { index: false, follow: true } };
  const { page } = result.found;
  const path = `/${segments.join('/')}`;
  return {
    // An editor's SEO title is the whole document title; the page title gets the site's template.
    title: page.seo.title ? { absolute: page.seo.title } : page.title,
    ...(page.seo.description ? { description: page.seo.description } : {}),
    ...(page.seo.keywords.length ? { keywords: page.seo.keywords } : {}),
    alternates: {
      canonical: localePath(locale, path),
      languages: Object.fromEntries(LOCALES.map((l) => [l, localePath(l, path)])),
    },
    ...(isNoindexPath(segments) ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The publication date of a news article (a page under `news/` with valid `meta.news`), else null. */
export function newsDate(page: Pick<Page, 'slug' | 'meta'>): string | null {
  if (!isNewsPage(page)) return null;
  const meta = NewsMetaSchema.safeParse(page.meta?.news);
  return meta.success ? meta.data.date : null;
}
