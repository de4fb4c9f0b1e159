import { afterEach, describe, expect, it, vi } from 'vitest';
import { webcrypto } from 'node:crypto';
import { newAttemptKey } from './queries';

// Apart from site/core/api/uuid.test.ts: core tests import nothing above core.
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newAttemptKey', () => {
  it('gives the cashbox an attempt key on a plain-HTTP host (no crypto.randomUUID)', () => {
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(b: T) => webcrypto.getRandomValues(b as never) as T });
    expect(newAttemptKey()).toMatch(V4);
  });
});
