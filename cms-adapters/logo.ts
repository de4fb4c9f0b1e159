import { queryOptions } from '@tanstack/react-query';
import type { ConfigDocument } from '../schemas/cms';
import { DEFAULT_LOGO_URLS } from '../schemas/cms-constants';
import { DEFAULT_LOCALE } from '../schemas/locale-codes';
import { api, ApiError, type ApiClient } from '../site/core/api';
import { fetchConfig } from './config';

/** The header logo's images (spec P7 logo-config `logoUrl`): `mobile` on narrow screens, `full` elsewhere. */
export interface LogoUrls {
  mobile: string;
  full: string;
}

/** The logo of the published logo-config, or the built-in one (DEFAULT_LOGO_URLS) while none is published. */
export function logoUrlsOf(doc: ConfigDocument<'logo-config'> | null | undefined): LogoUrls {
  return doc ? { mobile: doc.logoUrl.mobile, full: doc.logoUrl.full } : { ...DEFAULT_LOGO_URLS };
}

/** GET /api/fe/config/logo-config; an unpublished document (404) is null. The same in every locale. */
export async function fetchLogoConfig(client: ApiClient = api, signal?: AbortSignal): Promise<ConfigDocument<'logo-config'> | null> {
  try {
    return await fetchConfig(client, 'logo-config', DEFAULT_LOCALE, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The document's query. The layout fills it on the server from the CMS memo a publish drops
 * (site/static-pages/prefetch.ts), and a publish also empties the guest page cache, so an editor's
 * new logo is in the next page's HTML without a deploy; an open tab picks it up within a minute.
 */
export const logoConfigQuery = queryOptions({
  queryKey: ['/api/fe/config/logo-config'] as const,
  queryFn: ({ signal }) => fetchLogoConfig(api, signal),
  staleTime: 60_000,
});
