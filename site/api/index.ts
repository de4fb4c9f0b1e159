import { createApiClient, type ApiClient } from './client';

export { ApiError, createApiClient, backoffDelay, lazySchema, BROWSER_TIMEOUT_MS, SERVER_TIMEOUT_MS, MAX_RETRIES } from './client';
export type { ApiClient, ApiClientConfig, CallOptions, LazySchema, Query } from './client';
export { onAuthError } from './auth-error';
export { deriveLogCode, type HttpMethod } from './log-code';

/**
 * The site's API client (ARCHITECTURE "API client", spec P7 "General"): every call the site makes
 * goes through it. In the browser it calls the same origin with the session cookie; during server
 * rendering use `createServerApi(cookie)` (site/api/server.ts) to call as the visitor.
 */
export const api: ApiClient = createApiClient();
