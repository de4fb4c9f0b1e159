import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWinners, hexBytes, ownerOf, seedHash } from './lottery-draw';

/** The same algorithm written a second way with node:crypto, as a reader of the docs would re-run it. */
function reference(seedHex: string, tickets: number, places: number) {
  const remaining = Array.from({ length: tickets }, (_, i) => i + 1);
  const out: { place: number; ticket: number }[] = [];
  for (let place = 1; place <= places && remaining.length > 0; place++) {
    const k = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`place:${place}`).digest().readBigUInt64BE(0);
    out.push({ place, ticket: remaining.splice(Number(k % BigInt(remaining.length)), 1)[0]! });
  }
  return out;
}

describe('the lottery draw (WebCrypto, shared by the platform and the verify page)', () => {
  const seed = '9f'.repeat(32);

  it('hashes the seed as SHA-256 of its bytes', async () => {
    expect(await seedHash(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('draws what the documented algorithm gives, without repeats', async () => {
    for (const [tickets, places] of [
      [1000, 10],
      [7, 3],
      [3, 5],
    ] as const) {
      const drawn = await drawWinners(seed, tickets, places);
      expect(drawn).toEqual(reference(seed, tickets, places));
      expect(new Set(drawn.map((d) => d.ticket)).size).toBe(drawn.length);
      expect(drawn).toHaveLength(Math.min(tickets, places));
    }
  });

  it('has no winner without tickets, and the one ticket wins first place', async () => {
    expect(await drawWinners(seed, 0, 3)).toEqual([]);
    expect(await drawWinners(seed, 1, 3)).toEqual([{ place: 1, ticket: 1 }]);
  });

  it('finds owners in the published runs and refuses a seed that is not hex', () => {
    const runs = [
      { first: 1, count: 3, owner: 'ann' },
      { first: 4, count: 1, owner: 'bob' },
    ];
    expect([1, 3, 4, 5].map((n) => ownerOf(runs, n))).toEqual(['ann', 'ann', 'bob', null]);
    expect(() => hexBytes('xyz')).toThrow();
  });
});
