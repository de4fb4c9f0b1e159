import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Locale } from '../../schemas/locales';
import { HeaderNoticeListSchema } from '../../schemas/notifications';
import { createServerApi } from '../core/api/server';
import { headerNoticesQueryOptions } from './queries';

/**
 * Puts the header notices of this visitor (guest or player, locale) into the request's query
 * client, so the first HTML has the notice strip and a guest's page makes no call for it while it
 * hydrates. A failure is an empty strip; never throws. Answers the key it filled.
 */
export async function prefetchHeaderNotices(queryClient: QueryClient, locale: Locale, signedIn: boolean, cookie: string | null): Promise<QueryKey> {
  const q = headerNoticesQueryOptions(locale, signedIn);
  await queryClient.prefetchQuery({
    ...q,
    queryFn: () =>
      createServerApi(cookie)
        .get('/api/header_notices', { query: { l: locale }, schema: HeaderNoticeListSchema })
        .catch(() => []),
  });
  return q.queryKey;
}
