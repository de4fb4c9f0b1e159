import { afterEach, describe, expect, it, vi } from 'vitest';
import { webcrypto } from 'node:crypto';
import { uuidV4 } from './uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What a browser gives a page outside a secure context (plain HTTP on a host other than localhost). */
function insecureContextCrypto() {
  vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(b: T) => webcrypto.getRandomValues(b as never) as T });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uuidV4', () => {
  it('makes RFC 9562 version 4 UUIDs without crypto.randomUUID', () => {
    insecureContextCrypto();
    expect((crypto as { randomUUID?: unknown }).randomUUID).toBeUndefined();
    const keys = Array.from({ length: 200 }, () => uuidV4());
    for (const key of keys) expect(key).toMatch(V4);
    expect(new Set(keys).size).toBe(200);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    expect(uuidV4((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4((b) => b.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
