import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';

/** Query defaults shared by server and browser (TanStack Query's Next.js prefetching example). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Server-rendered data is fresh for a minute, so the browser does not refetch it at once.
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      dehydrate: {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A new client on every server call (never shared between requests); one per browser tab. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
