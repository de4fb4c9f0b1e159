import { queryOptions } from '@tanstack/react-query';
import type { CmsFile, FileCategory } from '../schemas/cms';
import type { Locale } from '../schemas/locales';
import { api, lazySchema, type ApiClient } from '../site/core/api';

// The footer lists terms files on every page; the list's schema (and zod) load with the call.
const CmsFileListSchema = lazySchema<CmsFile[]>(() => import('../schemas/cms').then((m) => m.CmsFileListSchema));

/** CMS files (spec C3 "Terms file": url, categories; C7 `GET /api/cms/files?l`). */

/** A file as the site links it. */
export interface CmsFileLink {
  id: number;
  url: string;
  title: string;
  categories: FileCategory[];
  contentType: string;
  size: number;
}

export function reshapeFile(file: CmsFile): CmsFileLink {
  return { id: file.id, url: file.url, title: file.title.trim() || file.name, categories: file.categories, contentType: file.content_type, size: file.size };
}

/**
 * The terms files of the footer, the locale's own first: a file written for this locale replaces
 * an every-locale file of the same title, so a translated PDF wins over the English one.
 */
export function termsFiles(files: readonly CmsFile[], locale: Locale): CmsFileLink[] {
  const terms = files.filter((f) => f.categories.includes('terms') && (f.locale === null || f.locale === locale));
  const own = terms.filter((f) => f.locale === locale);
  const ownTitles = new Set(own.map((f) => f.title.trim().toLowerCase()));
  const shared = terms.filter((f) => f.locale === null && !ownTitles.has(f.title.trim().toLowerCase()));
  return [...own, ...shared].map(reshapeFile);
}

export async function fetchFiles(client: ApiClient, locale: Locale, signal?: AbortSignal): Promise<CmsFile[]> {
  return client.get('/api/cms/files', { schema: CmsFileListSchema, query: { l: locale }, signal });
}

/** The footer's terms files. Like the page menus, a failed list is no links (spec C8), logged by the client. */
export function termsFilesQuery(locale: Locale, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/cms/files', locale] as const,
    queryFn: ({ signal }) =>
      fetchFiles(client, locale, signal).then(
        (files) => termsFiles(files, locale),
        (): CmsFileLink[] => [],
      ),
    staleTime: 60_000,
  });
}
