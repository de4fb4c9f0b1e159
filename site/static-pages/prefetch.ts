import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import { termsFilesQuery } from '../../cms-adapters/files';
import { logoConfigQuery } from '../../cms-adapters/logo';
import { pageLinksQuery } from '../../cms-adapters/pages';
import { loadConfigOrNull, loadPageLinks, loadTermsFiles } from '../../cms-adapters/server';
import { promotionPagesQueryOptions } from '../flags/promotion-config';

/**
 * Puts the shell's CMS lists (menus' pages, terms files), the promotion pages' document (which
 * nav items show, site/flags/promotion-pages.ts) and logo-config (the header's logo) into the request's query client, read from the
 * server memo that a publish drops (cms-adapters/cache.ts), so every page's first HTML has its
 * menus and footer links. Failures are empty lists, and no document (spec C8: promotion pages
 * then show to testers only); never throws. Answers the keys it filled, for the layout's
 * hydration boundary.
 */
export async function prefetchCmsShell(queryClient: QueryClient, locale: Locale): Promise<QueryKey[]> {
  const links = pageLinksQuery(locale);
  const files = termsFilesQuery(locale);
  await Promise.all([
    queryClient.prefetchQuery({ ...links, queryFn: () => loadPageLinks(locale).catch(() => []) }),
    queryClient.prefetchQuery({ ...files, queryFn: () => loadTermsFiles(locale).catch(() => []) }),
    queryClient.prefetchQuery({ ...promotionPagesQueryOptions, queryFn: () => loadConfigOrNull('manage-promotion-pages', locale) }),
    queryClient.prefetchQuery({ ...logoConfigQuery, queryFn: () => loadConfigOrNull('logo-config', locale) }),
  ]);
  return [links.queryKey, files.queryKey, promotionPagesQueryOptions.queryKey, logoConfigQuery.queryKey];
}
