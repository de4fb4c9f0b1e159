import { headers } from 'next/headers';
import { CategoriesSchema, ProvidersSchema, type Category, type Device, type Provider } from '../../../../schemas/games';
import { createServerApi } from '../../../../site/core/api/server';
import type { ApiClient } from '../../../../site/core/api';
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

/**
 * The lobby categories, for the server's own decisions (which rows, which slugs exist).
 * Not put in the request's query cache: the client never reads them, so they would only make
 * every page's hydration data bigger.
 */
export function loadCategories(): Promise<Category[]> {
  return publicServerApi().get('/api/games/categories', { schema: CategoriesSchema });
}

export function loadProviders(): Promise<Provider[]> {
  return publicServerApi().get('/api/games/providers', { schema: ProvidersSchema });
}
