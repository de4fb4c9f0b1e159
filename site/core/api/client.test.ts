import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, backoffDelay, createApiClient, type ApiClientConfig } from './client';
import { onAuthError } from './auth-error';
import { deriveLogCode } from './log-code';
import { createServerApi } from './server';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type FetchArgs = [url: string, init: RequestInit];

/** A fake fetch answering from a queue; each entry is a Response, an Error to throw, or 'hang'. */
function fakeFetch(...answers: (Response | Error | 'hang')[]) {
  return vi.fn((_url: string, init: RequestInit): Promise<Response> => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next === 'hang') {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next.clone());
  });
}

function setup(fetchImpl: ReturnType<typeof fakeFetch>, extra: Partial<ApiClientConfig> = {}) {
  const sleeps: number[] = [];
  const logs: { code: string; err: unknown; context: unknown }[] = [];
  const client = createApiClient({
    fetch: fetchImpl as unknown as typeof fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    isServer: false,
    log: (code, err, context) => logs.push({ code, err, context }),
    ...extra,
  });
  return { client, sleeps, logs, calls: () => fetchImpl.mock.calls as unknown as FetchArgs[] };
}

const networkDown = () => new TypeError('Failed to fetch');

describe('api client: request shape', () => {
  it('calls the same origin with X-Requested-With, Accept JSON and same-origin credentials', async () => {
    const f = fakeFetch(json(200, { ok: true }));
    const { client, calls } = setup(f);
    await client.get('/api/player/accounts', { query: { compatibility: 1, skip: undefined } });
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/player/accounts?compatibility=1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.body).toBeUndefined();
  });

  it('sends a body as JSON with its content type, for post, put, patch and delete', async () => {
    const f = fakeFetch(json(200, {}));
    const { client, calls } = setup(f);
    await client.post('/api/users', { user: { email: 'a@b.c' } });
    await client.put('/api/subscriptions', { subscription_params: { receive_promos: true } });
    await client.patch('/api/player/update_locale', { locale: 'de' });
    await client.delete('/api/user_limits/5');
    expect(calls().map(([, init]) => init.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    expect(calls()[0]![1].body).toBe('{"user":{"email":"a@b.c"}}');
    expect(calls()[0]![1].headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls()[3]![1].headers).not.toHaveProperty('Content-Type');
  });

  it('parses the answer with the given schema and returns undefined for an empty answer', async () => {
    const { client } = setup(fakeFetch(json(200, { id: 7, extra: 'x' })));
    await expect(client.get('/api/x', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 7 });
    const empty = setup(fakeFetch(new Response(null, { status: 204 })));
    await expect(empty.client.delete('/api/users/sign_out')).resolves.toBeUndefined();
  });

  it('fails with invalid_response (logged) when a 2xx answer does not match the schema, without retrying', async () => {
    const f = fakeFetch(json(200, { id: 'seven' }));
    const { client, logs } = setup(f);
    const err = await client.get('/api/x', { schema: z.object({ id: z.number() }) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 200, code: 'invalid_response' });
    expect(f).toHaveBeenCalledTimes(1);
    expect(logs.map((l) => l.code)).toEqual(['LOAD_X_ERROR']);
  });
});

describe('api client: errors', () => {
  it('carries the platform error body: status, code, message, field errors and the body', async () => {
    const body = { error: 'validation_failed', message: 'Some fields are not valid', errors: { 'user.email': ['is invalid'] } };
    const { client } = setup(fakeFetch(json(422, body)));
    const err = await client.post('/api/users', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Some fields are not valid',
      fieldErrors: { 'user.email': ['is invalid'] },
      body,
    });
  });

  it('uses http_error with no field errors when the answer is not the error body', async () => {
    const { client } = setup(fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 })));
    const err = await client.get('/api/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'http_error', fieldErrors: {}, body: '<html>Bad gateway</html>' });
  });

  it('never retries an answered call, 4xx or 5xx', async () => {
    for (const status of [400, 404, 422, 429, 500, 503]) {
      const f = fakeFetch(json(status, { error: 'e', message: 'm' }));
      const { client, sleeps } = setup(f);
      await expect(client.get('/api/x')).rejects.toMatchObject({ status });
      expect(f).toHaveBeenCalledTimes(1);
      expect(sleeps).toEqual([]);
    }
  });
});

describe('api client: retries with exponential back-off on network error', () => {
  it('retries a network error and succeeds when the network comes back', async () => {
    const f = fakeFetch(networkDown(), networkDown(), json(200, { ok: 1 }));
    const { client, sleeps, logs } = setup(f);
    await expect(client.get('/api/x')).resolves.toEqual({ ok: 1 });
    expect(f).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([250, 500]);
    expect(logs).toEqual([]);
  });

  it('gives up after 6 retries (7 attempts) with doubling delays, then fails with status 0 network_error', async () => {
    const f = fakeFetch(networkDown());
    const { client, sleeps, logs } = setup(f);
    const err = await client.post('/api/player/accounts', { currency: 'EUR' }).catch((e: unknown) => e);
    expect(f).toHaveBeenCalledTimes(7);
    expect(sleeps).toEqual([250, 500, 1000, 2000, 4000, 8000]);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'network_error', logCode: 'SEND_PLAYER_ACCOUNTS_ERROR' });
    expect(logs).toHaveLength(1);
  });

  it('backoffDelay doubles from 250 ms and is capped at 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(backoffDelay)).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('honours a per-call retry count', async () => {
    const f = fakeFetch(networkDown());
    const { client } = setup(f);
    await expect(client.post('/api/x', {}, { retries: 0 })).rejects.toMatchObject({ code: 'network_error' });
    expect(f).toHaveBeenCalledTimes(1);
  });
});

describe('api client: timeouts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts an attempt after 30 s in the browser and retries it', async () => {
    const f = fakeFetch('hang', json(200, { ok: true }));
    const { client, sleeps } = setup(f);
    const result = client.get('/api/x');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(f).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(f).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([250]);
  });

  it('fails with status 0 timeout when every attempt times out', async () => {
    const f = fakeFetch('hang');
    const { client, logs } = setup(f, { retries: 2 });
    const result = client.get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3 * 30_000);
    expect(await result).toMatchObject({ status: 0, code: 'timeout' });
    expect(f).toHaveBeenCalledTimes(3);
    expect(logs.map((l) => l.code)).toEqual(['LOAD_X_ERROR']);
  });

  it('on the server gives the whole call 8 s, retries included', async () => {
    const f = fakeFetch('hang');
    const { client } = setup(f, { isServer: true, baseUrl: 'http://127.0.0.1:3999', sleep: (ms) => new Promise((r) => setTimeout(r, ms)) });
    const start = Date.now();
    const result = client.get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await result).toMatchObject({ status: 0, code: 'timeout' });
    expect(Date.now() - start).toBe(8_000);
    expect(f).toHaveBeenCalledTimes(1);
    expect(f.mock.calls[0]![0]).toBe('http://127.0.0.1:3999/api/x');
  });

  it('on the server retries a quick network error while the 8 s budget lasts', async () => {
    const f = fakeFetch(networkDown(), json(200, 'ok'));
    const { client } = setup(f, { isServer: true, baseUrl: 'http://h', sleep: (ms) => new Promise((r) => setTimeout(r, ms)) });
    const result = client.get('/x');
    await vi.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toBe('ok');
  });

  it('a call cancelled by its caller is neither retried nor logged', async () => {
    const f = fakeFetch('hang');
    const { client, logs, sleeps } = setup(f);
    const controller = new AbortController();
    const result = client.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const err = await result;
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe('AbortError');
    expect(f).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
    expect(logs).toEqual([]);
  });
});

describe('api client: 401 raises the auth-error event', () => {
  it('notifies every listener on a 401 and stops after unsubscribe', async () => {
    const listener = vi.fn();
    const off = onAuthError(listener);
    const { client } = setup(fakeFetch(json(401, { error: 'unauthorized', message: 'You need to sign in first' })));
    await expect(client.get('/api/player/settings')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    await expect(client.get('/api/player/settings')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not raise it for other statuses, for a quiet probe, or for a client built without auth errors', async () => {
    const listener = vi.fn();
    const off = onAuthError(listener);
    const unauthorized = json(401, { error: 'unauthorized', message: 'm' });
    await setup(fakeFetch(json(403, { error: 'forbidden', message: 'm' })))
      .client.get('/x')
      .catch(() => null);
    const probe = setup(fakeFetch(unauthorized));
    await probe.client.get('/api/player', { quietUnauthorized: true }).catch(() => null);
    expect(probe.logs).toEqual([]);
    await setup(fakeFetch(unauthorized), { authErrors: false })
      .client.get('/x')
      .catch(() => null);
    expect(listener).not.toHaveBeenCalled();
    off();
  });
});

describe('api client: every failure logged with a code derived from the call', () => {
  it('derives the code from method and path', () => {
    expect(deriveLogCode('GET', '/api/player/accounts')).toBe('LOAD_PLAYER_ACCOUNTS_ERROR');
    expect(deriveLogCode('GET', '/api/player/accounts?compatibility=1')).toBe('LOAD_PLAYER_ACCOUNTS_ERROR');
    expect(deriveLogCode('POST', '/api/users/sign_in')).toBe('SEND_USERS_SIGN_IN_ERROR');
    expect(deriveLogCode('PUT', '/metrics-errors-validation')).toBe('SAVE_METRICS_ERRORS_VALIDATION_ERROR');
    expect(deriveLogCode('PATCH', '/api/player/update_locale')).toBe('UPDATE_PLAYER_UPDATE_LOCALE_ERROR');
    expect(deriveLogCode('DELETE', '/api/player/favorite_games/1234')).toBe('DELETE_PLAYER_FAVORITE_GAMES_ERROR');
    expect(deriveLogCode('GET', '/api/fe/config/main-widget-config')).toBe('LOAD_FE_CONFIG_MAIN_WIDGET_CONFIG_ERROR');
    expect(deriveLogCode('POST', '/api/player/payments/3f2b6c1e-8a4d-4c1e-9a7b-1d2e3f4a5b6c/recall')).toBe('SEND_PLAYER_PAYMENTS_RECALL_ERROR');
    expect(deriveLogCode('GET', '/messages/de.json?t=123')).toBe('LOAD_MESSAGES_DE_ERROR');
    expect(deriveLogCode('GET', 'http://127.0.0.1:3000/client-context')).toBe('LOAD_CLIENT_CONTEXT_ERROR');
    expect(deriveLogCode('GET', '/')).toBe('LOAD_ROOT_ERROR');
  });

  it('logs HTTP failures with method, path (no query), status and code; a call may name its own code', async () => {
    const { client, logs } = setup(fakeFetch(json(500, { error: 'internal', message: 'Something went wrong' })));
    await client.get('/api/users/confirmation', { query: { confirmation_token: 'secret' } }).catch(() => null);
    await client.get('/api/games', { logCode: 'LOAD_FOUND_GAMES_ERROR' }).catch(() => null);
    expect(logs.map((l) => l.code)).toEqual(['LOAD_USERS_CONFIRMATION_ERROR', 'LOAD_FOUND_GAMES_ERROR']);
    expect(logs[0]!.context).toEqual({ method: 'GET', path: '/api/users/confirmation', status: 500, code: 'internal' });
    expect(JSON.stringify(logs)).not.toContain('secret');
  });

  it('logs through the site logger by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createApiClient({ fetch: fakeFetch(json(404, { error: 'not_found', message: 'Not found' })) as unknown as typeof fetch, isServer: false });
    await client.get('/api/player/stats').catch(() => null);
    expect(spy).toHaveBeenCalledWith('[LOAD_PLAYER_STATS_ERROR]', 'Not found', expect.objectContaining({ status: 404 }));
    spy.mockRestore();
  });
});

describe('server rendering client', () => {
  it('calls the absolute origin and forwards the visitor cookie', async () => {
    const f = fakeFetch(json(200, {}));
    vi.stubGlobal('fetch', f);
    try {
      await createServerApi('rh_session=abc', 'http://127.0.0.1:3210').get('/api/player');
      const [url, init] = f.mock.calls[0] as unknown as FetchArgs;
      expect(url).toBe('http://127.0.0.1:3210/api/player');
      expect(init.headers).toMatchObject({ cookie: 'rh_session=abc', 'X-Requested-With': 'XMLHttpRequest' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
