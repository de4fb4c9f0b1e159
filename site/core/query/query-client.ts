import { QueryClient, defaultShouldDehydrateQuery, isServer, type Query } from '@tanstack/react-query';

/** Successful queries and those still in flight (streamed to the browser as they settle). */
export function shouldDehydrate(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) || query.state.status === 'pending';
}

/** Query defaults shared by server and browser (TanStack Query's Next.js prefetching example). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Server-rendered data is fresh for a minute, so the browser does not refetch it at once.
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      dehydrate: {
        shouldDehydrateQuery: shouldDehydrate,
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
