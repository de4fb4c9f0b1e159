import type { Locale } from '../../../schemas/locales';
import type { ApiClient } from '../../../site/core/api';
import { pageLinksQuery } from '../../../cms-adapters/pages';

/**
 * GET /api/cms/pages?l: the locale's visible pages, the same options (key `['/api/cms/pages',
 * locale]`) as the shell's menus, so the news widgets add no call. Spec C8: CMS page calls
 * swallow errors, so a failure is an empty list.
 */
export function newsPagesQuery(locale: Locale, client?: ApiClient) {
  return pageLinksQuery(locale, client);
}
