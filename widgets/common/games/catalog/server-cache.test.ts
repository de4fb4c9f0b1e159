import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../site/core/api';
import { createCachedApi } from './server-cache';

function fakeClient() {
  const calls: string[] = [];
  let fail = false;
  const answer = async (what: string) => {
    calls.push(what);
    if (fail) throw new Error('down');
    return { what, n: calls.length };
  };
  const client: ApiClient = {
    get: vi.fn((path: string) => answer(`GET ${path}`)) as ApiClient['get'],
    post: vi.fn((path: string, body: unknown) => answer(`POST ${path} ${JSON.stringify(body)}`)) as ApiClient['post'],
    put: vi.fn() as ApiClient['put'],
    patch: vi.fn() as ApiClient['patch'],
    delete: vi.fn() as ApiClient['delete'],
  };
  return { client, calls, setFail: (v: boolean) => (fail = v) };
}

describe('createCachedApi', () => {
  it('answers the same call from memory within the TTL, and asks again after it', async () => {
    let now = 0;
    const { client, calls } = fakeClient();
    const cached = createCachedApi(client, { ttlMs: 1000, now: () => now });
    await cached.post('/api/games_filter', { page: 1 });
    await cached.post('/api/games_filter', { page: 1 });
    await cached.post('/api/games_filter', { page: 2 });
    expect(calls).toHaveLength(2);
    now = 1500;
    await cached.post('/api/games_filter', { page: 1 });
    expect(calls).toHaveLength(3);
  });

  it('does not keep failures, and bounds its size', async () => {
    const { client, calls, setFail } = fakeClient();
    const cached = createCachedApi(client, { maxEntries: 2 });
    setFail(true);
    await expect(cached.get('/api/games/categories')).rejects.toThrow('down');
    setFail(false);
    await cached.get('/api/games/categories');
    expect(calls).toHaveLength(2);
    await cached.get('/a');
    await cached.get('/b');
    await cached.get('/api/games/categories');
    expect(calls).toHaveLength(5);
  });
});
