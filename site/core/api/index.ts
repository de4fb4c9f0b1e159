import type { ApiClient } from './core';

export { ApiError, backoffDelay, lazySchema, BROWSER_TIMEOUT_MS, SERVER_TIMEOUT_MS, MAX_RETRIES } from './core';
export type { ApiClient, ApiClientConfig, CallOptions, LazySchema, Query } from './core';
export { onAuthError } from './auth-error';
export type { HttpMethod } from './log-code';

let client: Promise<ApiClient> | undefined;
// The client's code (retries, timeouts, logging) loads with the first call, not with every first
// page: a guest's lobby arrives with its answers prefetched and makes no call while it hydrates.
const loaded = (): Promise<ApiClient> => (client ??= import('./client').then((m) => m.createApiClient()));

/**
 * The site's API client (ARCHITECTURE "API client", spec P7 "General"): every call the site makes
 * goes through it. In the browser it calls the same origin with the session cookie; during server
 * rendering use `createServerApi(cookie)` (site/core/api/server.ts) to call as the visitor. Other
 * clients (tests, the back office) use `createApiClient` of site/core/api/client.ts.
 */
export const api: ApiClient = {
  get: (path, opts) => loaded().then((c) => c.get(path, opts)),
  post: (path, body, opts) => loaded().then((c) => c.post(path, body, opts)),
  put: (path, body, opts) => loaded().then((c) => c.put(path, body, opts)),
  patch: (path, body, opts) => loaded().then((c) => c.patch(path, body, opts)),
  delete: (path, body, opts) => loaded().then((c) => c.delete(path, body, opts)),
};
