import { cache } from 'react';
import { dehydrate, hashKey, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { makeQueryClient, shouldDehydrate } from './query-client';

/**
 * The query client of one server request, shared by the layout and the page of that request
 * (React's `cache` is scoped to a request). A page prefetches into it and wraps its client part
 * in `<HydrationBoundary state={dehydrate(getServerQueryClient())}>`.
 */
export const getServerQueryClient = cache(makeQueryClient);

/**
 * The hydration state of just these queries. Every part of a page shares the request's query
 * client, so `dehydrate(client)` in each boundary (lobby rows, each CMS slot, CMS content) would
 * send everything prefetched so far again, once per boundary; each boundary sends what it
 * prefetched itself.
 */
export function dehydrateQueries(queryClient: QueryClient, queryKeys: readonly QueryKey[]): DehydratedState {
  const hashes = new Set(queryKeys.map((k) => hashKey(k)));
  return dehydrate(queryClient, { shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && shouldDehydrate(query) });
}
