import { queryOptions } from '@tanstack/react-query';
import { CmsSnippetListSchema, type CmsSnippet } from '../schemas/cms';
import type { Locale } from '../schemas/locales';
import { api, type ApiClient } from '../site/core/api';

/**
 * CMS snippets (spec C7 `GET /api/cms/snippets?l`): small HTML pieces with placeholders that
 * widgets (RichText) and shell parts show by key.
 */

/** A snippet as the site shows it. */
export interface Snippet {
  key: string;
  /** Locale of the text: the asked one, or `en` when the CMS fell back. */
  locale: Locale;
  html: string;
}

/** Snippets of one locale by key. */
export type Snippets = ReadonlyMap<string, Snippet>;

export function reshapeSnippet(snippet: CmsSnippet): Snippet {
  return { key: snippet.key, locale: snippet.locale, html: snippet.content };
}

/** The list keyed by snippet key; on a duplicate key the first entry wins (the platform sends one per key). */
export function reshapeSnippets(list: readonly CmsSnippet[]): Snippets {
  const out = new Map<string, Snippet>();
  for (const s of list) if (!out.has(s.key)) out.set(s.key, reshapeSnippet(s));
  return out;
}

export async function fetchSnippets(client: ApiClient, locale: Locale, signal?: AbortSignal): Promise<Snippets> {
  return reshapeSnippets(await client.get('/api/cms/snippets', { schema: CmsSnippetListSchema, query: { l: locale }, signal }));
}

/**
 * All snippets of a locale in one call: a page shows several, and the list is small. A failure
 * is a rejected query (the widget shows nothing and logs); the API client has logged the call.
 */
export function snippetsQuery(locale: Locale, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['/api/cms/snippets', locale] as const,
    queryFn: ({ signal }) => fetchSnippets(client, locale, signal),
    staleTime: 60_000,
  });
}
