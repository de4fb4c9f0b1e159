import { createApiClient, type ApiClient } from '../site/core/api/client';

/** A recorded call of the fake platform. */
export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * A real API client over a fake fetch: `routes` maps `GET /path?query` (exactly as called) to a
 * status and body; anything else answers 404. Used by the adapters' tests so the answers go
 * through the client's own schema parsing and error mapping.
 */
export function fakePlatform(routes: Record<string, { status?: number; body: unknown } | (() => { status?: number; body: unknown })>): {
  client: ApiClient;
  calls: FakeCall[];
} {
  const calls: FakeCall[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
    });
    const route = routes[`${method} ${url.pathname}${url.search}`];
    const answer = typeof route === 'function' ? route() : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { error: 'not_found', message: 'Not found' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const client = createApiClient({ baseUrl: 'http://platform.test', isServer: true, fetch: fetchFn, retries: 0, log: () => undefined });
  return { client, calls };
}
