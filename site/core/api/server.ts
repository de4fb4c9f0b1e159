import { createApiClient, serverOrigin, type ApiClient } from './client';

export { serverOrigin };

/**
 * An API client for one server-rendered request, calling as the visitor: the request's cookie is
 * forwarded, the 8 s server budget applies (site/core/api/client.ts). Create one per request, never
 * share it (it carries that visitor's cookie).
 */
export function createServerApi(cookie: string | null, origin: string = serverOrigin()): ApiClient {
  return createApiClient({ baseUrl: origin, isServer: true, headers: cookie ? { cookie } : {} });
}
