import { headers } from 'next/headers';
import type { QueryClient } from '@tanstack/react-query';
import type { CollectionsResponse, Device, Provider } from '../../schemas/games';
import { createServerApi } from '../api/server';
import type { ApiClient } from '../api';
import { collectionsQuery, providersQuery } from './queries';
import { deviceFromHeaders } from './rules';
import { createCachedApi } from './server-cache';

/** Server-only helpers of the lobby pages (app/[locale]/...): device, public client, lookups. */

/** The device of this request, as the client's games_filter calls will send it. */
export async function requestDevice(): Promise<Device> {
  const h = await headers();
  return deviceFromHeaders(h.get('user-agent'), h.get('sec-ch-ua-mobile'));
}

let publicApi: ApiClient | undefined;

/**
 * The client for the public catalogue calls of server rendering: no cookie (the catalogue is the
 * same for every visitor), answers memoised for 15 s per process (server-cache.ts).
 */
export function publicServerApi(): ApiClient {
  publicApi ??= createCachedApi(createServerApi(null));
  return publicApi;
}

/** The categories and collections, through the request's query client (so they hydrate too). */
export function loadCollections(queryClient: QueryClient): Promise<CollectionsResponse> {
  return queryClient.fetchQuery(collectionsQuery(publicServerApi()));
}

export function loadProviders(queryClient: QueryClient): Promise<Provider[]> {
  return queryClient.fetchQuery(providersQuery(publicServerApi()));
}
