import type { MetadataRoute } from 'next';
import { LOCALES, type Locale } from '../../schemas/locale-codes';
import { splitLicenceSuffix } from '../../schemas/cms-constants';
import { isNoindexPath } from '../../cms-adapters/page';
import type { PageLink } from '../../cms-adapters/pages';
import { localePath } from '../core/i18n/locale-path';
import { accessOf } from '../routing/routes';

/**
 * The site's own pages a search engine may list, locale-less: open to everyone (the route table's
 * `all`), not a popup route, not an error page. CMS pages are added per locale from the CMS.
 */
export const INDEXED_ROUTES = ['/', '/live/all', '/slots', '/tournaments', '/vip-club', '/achievements', '/support', '/awards'] as const;

/** Paths no crawler should ask for: staff, testers, the platform's calls. */
export const ROBOTS_DISALLOW = ['/backoffice', '/dev/', '/api/'] as const;

/**
 * The CMS paths of one locale worth listing: each page once at its plain path (a licence variant
 * is served there, `/terms-and-conditions/estonia` is not a page of its own), without the paths
 * that answer noindex (more than 4 segments) and without guarded routes.
 */
export function indexedPagePaths(pages: readonly PageLink[]): string[] {
  const out = new Set<string>();
  for (const page of pages) {
    const { base } = splitLicenceSuffix(page.slug);
    const segments = base.split('/').filter(Boolean);
    if (segments.length === 0 || isNoindexPath(segments)) continue;
    const path = `/${segments.join('/')}`;
    if (accessOf(path) !== 'all') continue;
    out.add(path);
  }
  return [...out];
}

/**
 * sitemap.xml: every indexed route in every locale with its language alternates, then each
 * locale's published CMS pages. `pagesOf` answers a locale's visible pages (hidden ones are never
 * listed by the CMS); a locale whose list failed contributes its routes only.
 */
export async function buildSitemap(origin: string, pagesOf: (locale: Locale) => Promise<readonly PageLink[]>): Promise<MetadataRoute.Sitemap> {
  const base = origin.replace(/\/+$/, '');
  const url = (locale: Locale, path: string) => `${base}${localePath(locale, path)}`;
  const alternates = (path: string) => ({ languages: Object.fromEntries(LOCALES.map((l) => [l, url(l, path)])) });
  const routes = new Set<string>(INDEXED_ROUTES);
  const entries: MetadataRoute.Sitemap = [];
  for (const path of INDEXED_ROUTES) {
    for (const locale of LOCALES) entries.push({ url: url(locale, path), alternates: alternates(path) });
  }
  const lists = await Promise.all(LOCALES.map((l) => pagesOf(l).catch((): readonly PageLink[] => [])));
  LOCALES.forEach((locale, i) => {
    for (const path of indexedPagePaths(lists[i]!)) {
      if (!routes.has(path)) entries.push({ url: url(locale, path) });
    }
  });
  return entries;
}

/** robots.txt: everything but staff, tester and API paths, and where the sitemap is. */
export function buildRobots(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...ROBOTS_DISALLOW] },
    sitemap: `${origin.replace(/\/+$/, '')}/sitemap.xml`,
  };
}
