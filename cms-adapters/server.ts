import type { ConfigDocument, ConfigName } from '../schemas/cms';
import type { CallOptions } from '../site/core/api';
import type { Locale } from '../schemas/locales';
import { createApiClient, serverOrigin, type ApiClient } from '../site/core/api/client';
import { logger } from '../site/core/telemetry/logger';
import { CMS_TAGS, cmsMemo } from './cache';
import { fetchConfig } from './config';
import { fetchFiles, termsFiles, type CmsFileLink } from './files';
import { fetchPageLinks, pageCandidates, type PageLink, type PageVariantContext } from './pages';
import { fetchPage, type Page } from './page';
import { fetchSnippets, type Snippets } from './snippets';

/**
 * Server rendering's reads of CMS content: asked without the visitor's cookie (the content is the
 * same for everyone) and memoised until a publish drops them (cms-adapters/cache.ts).
 */

let client: ApiClient | undefined;
/**
 * No cookie, the server's 8 s budget. Failures are warnings (spec C8: static page load errors are
 * logged as warnings, CMS page calls swallow theirs); a 404 is an answer (an unknown slug, or a
 * licence variant that does not exist), not logged at all.
 */
function publicClient(): ApiClient {
  client ??= createApiClient({
    baseUrl: serverOrigin(),
    isServer: true,
    log: (code, err, context) => {
      if (context?.status !== 404) logger.warn(code, err, context);
    },
  });
  return client;
}

/** The visible pages of a locale (menus, news lists). Failures reject: callers decide (menus swallow them). */
export function loadPageLinks(locale: Locale): Promise<PageLink[]> {
  return cmsMemo(`pages ${locale}`, [CMS_TAGS.pages], () => fetchPageLinks(publicClient(), locale));
}

/** One page by CMS path, or null (a 404 is kept too, until the next page publish). */
export function loadPage(locale: Locale, path: string): Promise<Page | null> {
  return cmsMemo(`page ${locale} ${path}`, [CMS_TAGS.pages], () => fetchPage(publicClient(), locale, path));
}

/** A static page found for a site path: the page and the CMS path it was found at. */
export interface FoundPage {
  page: Page;
  /** The CMS path that answered (`/terms-and-conditions/estonia` for `/terms-and-conditions`). */
  source: string;
}

/**
 * The page a visitor sees at a site path (spec C2/P2): the first of the AU, licence and plain
 * variants that exists, or null. A failed call rejects (the route logs it as a warning).
 */
export async function loadStaticPage(locale: Locale, segments: readonly string[], ctx: PageVariantContext): Promise<FoundPage | null> {
  for (const source of pageCandidates(segments, ctx)) {
    const page = await loadPage(locale, source);
    if (page) return { page, source };
  }
  return null;
}

export function loadSnippets(locale: Locale): Promise<Snippets> {
  return cmsMemo(`snippets ${locale}`, [CMS_TAGS.snippets], () => fetchSnippets(publicClient(), locale));
}

/** The footer's terms files of a locale. */
export function loadTermsFiles(locale: Locale): Promise<CmsFileLink[]> {
  return cmsMemo(`files ${locale}`, [CMS_TAGS.files], () => fetchFiles(publicClient(), locale)).then((files) => termsFiles(files, locale));
}

/** A config document (the locale matters only for localized ones, see cms-adapters/config.ts). */
export function loadConfig<N extends ConfigName>(name: N, locale: Locale): Promise<ConfigDocument<N>> {
  return cmsMemo(`config ${name} ${locale}`, [CMS_TAGS.config(name)], () => fetchConfig(publicClient(), name, locale));
}

/**
 * A config document that the page can do without, or null when it is unpublished (404) or its
 * call failed (logged as a warning by the client): the caller then falls back (spec C8: a failed
 * CMS call never breaks the page). The game category menus show the catalogue's own list; the
 * promotion pages stay off for everyone but testers.
 */
export function loadConfigOrNull<N extends ConfigName>(name: N, locale: Locale): Promise<ConfigDocument<N> | null> {
  return loadConfig(name, locale).catch(() => null);
}

/** The memo tags of a CMS read by its path, or null for a call that is not CMS content. */
function cmsTagsOf(path: string): string[] | null {
  if (path.startsWith('/api/fe/config/')) return [CMS_TAGS.config(path.slice('/api/fe/config/'.length).split('?')[0]!)];
  if (path.startsWith('/api/cms/pages')) return [CMS_TAGS.pages];
  if (path.startsWith('/api/cms/snippets')) return [CMS_TAGS.snippets];
  if (path.startsWith('/api/cms/files')) return [CMS_TAGS.files];
  return null;
}

/**
 * The client of widget queries during server rendering: CMS and config reads (banners-config, a
 * page's awards, ...) go through the memo a publish drops, like the loaders above, so a published
 * banner is on the next page a visitor opens; every other call goes through `base` (the public
 * catalogue client, memoised for seconds). Without the cookie: widget data is the same for all.
 */
export function cmsAwareServerApi(base: ApiClient): ApiClient {
  return {
    ...base,
    get: <T>(path: string, opts?: CallOptions<T>): Promise<T> => {
      const tags = cmsTagsOf(path);
      if (!tags) return base.get(path, opts);
      // The locale header and the query are part of what is asked (banners-config reads x-locale).
      const key = `client GET ${path} ${JSON.stringify(opts?.query ?? {})} ${JSON.stringify(opts?.headers ?? {})}`;
      // The signal belongs to one render; a shared answer must not be cancelled by it.
      return cmsMemo(key, tags, () => publicClient().get(path, opts ? { ...opts, signal: undefined } : opts));
    },
  };
}
