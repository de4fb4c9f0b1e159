import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BackofficeApiError, backofficeFetch, isSignedOut } from './api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('backofficeFetch', () => {
  it('sends X-Requested-With and same-origin credentials, JSON only with a body, and parses the answer', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(backofficeFetch('/api/backoffice/sign_in', z.object({ ok: z.boolean() }), { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });

    await backofficeFetch('/api/backoffice/two_factor', z.object({ ok: z.boolean() }), { method: 'POST' });
    expect(fetchMock.mock.calls[1]![1].headers).not.toHaveProperty('Content-Type');
  });

  it('sends PUT and PATCH with their own method (the tournaments screen edits with PATCH)', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await backofficeFetch('/api/backoffice/jackpots/1', z.object({}), { method: 'PUT', body: { a: 1 } });
    await backofficeFetch('/api/backoffice/tournaments/1', z.object({}), { method: 'PATCH', body: { a: 1 } });
    expect(fetchMock.mock.calls.map((c) => c[1].method)).toEqual(['PUT', 'PATCH']);
  });

  it('turns the platform error body into a BackofficeApiError with code and fields', async () => {
    vi.stubGlobal('fetch', async () => json(422, { error: 'invalid_code', message: 'The code is not valid', errors: { code: ['is not valid'] } }));
    const err = await backofficeFetch('/x', z.unknown()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BackofficeApiError);
    expect(err).toMatchObject({ status: 422, code: 'invalid_code', message: 'The code is not valid', fields: { code: ['is not valid'] } });
    expect(isSignedOut(err)).toBe(false);
  });

  it('reports 401 as signed out, a network failure as status 0, and a drifted answer as a parse error', async () => {
    vi.stubGlobal('fetch', async () => json(401, { error: 'staff_unauthorized', message: 'Sign in' }));
    expect(isSignedOut(await backofficeFetch('/x', z.unknown()).catch((e: unknown) => e))).toBe(true);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(backofficeFetch('/x', z.unknown())).rejects.toMatchObject({ status: 0, code: 'network_error' });
    vi.stubGlobal('fetch', async () => json(200, { nope: 1 }));
    await expect(backofficeFetch('/x', z.object({ ok: z.boolean() }))).rejects.toThrow();
  });
});
