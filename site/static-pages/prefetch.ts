import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import { termsFilesQuery } from '../../cms-adapters/files';
import { pageLinksQuery } from '../../cms-adapters/pages';
import { loadPageLinks, loadTermsFiles } from '../../cms-adapters/server';

/**
 * Puts the shell's CMS lists (menus' pages, terms files) into the request's query client, read
 * from the server memo that a publish drops (cms-adapters/cache.ts), so every page's first HTML
 * has its menus and footer links. Failures are empty lists (spec C8); never throws.
 */
export async function prefetchCmsShell(queryClient: QueryClient, locale: Locale): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...pageLinksQuery(locale), queryFn: () => loadPageLinks(locale).catch(() => []) }),
    queryClient.prefetchQuery({ ...termsFilesQuery(locale), queryFn: () => loadTermsFiles(locale).catch(() => []) }),
  ]);
}
