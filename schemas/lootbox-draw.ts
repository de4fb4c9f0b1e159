/**
 * The loot-box and wheel draw, as one pure function the platform runs at activation (or a spin)
 * and any browser re-runs on the "check the draw" view (WebCrypto only: `crypto.subtle` is the
 * same API in Node and in browsers).
 *
 * The algorithm, in full (anyone can re-run it with the revealed seed and the published items):
 *
 * 1. When the box is issued (a wheel spin: when its commitment is first shown) the platform draws
 *    a secret 32-byte seed (node:crypto) and shows `seed_hash` = hex(SHA-256(seed bytes)).
 * 2. The items are published in order with their whole, positive weights w1..wn (total W).
 * 3. At activation: h = HMAC-SHA256(key = seed bytes, message = UTF-8 message), where the message
 *    is "lootbox:" + the box id (a wheel spin: "wheel:" + the spin's gift id);
 *    k = the first 8 bytes of h as an unsigned big-endian integer; r = k mod W;
 *    the prize is the first item i whose running total w1 + … + wi exceeds r.
 * 4. The seed is revealed with the prize: hashing it must give the commitment, and steps 3 must
 *    give the same item.
 *
 * The modulo bias of a 64-bit number over a total weight below 2^32 is below 2^-32.
 */
import { hexBytes, seedHash } from './lottery-draw';

export { hexBytes, seedHash };

/** The largest total weight a set may have (keeps the modulo bias negligible). */
export const MAX_TOTAL_WEIGHT = 2 ** 32 - 1;

/** The HMAC message of a loot box's draw. */
export const lootboxMessage = (boxId: number) => `lootbox:${boxId}`;
/** The HMAC message of a wheel spin's draw (the gift the spin consumes). */
export const wheelMessage = (giftId: number) => `wheel:${giftId}`;

/** The index of the item drawn for `message` from `seedHex` over `weights` (the algorithm above). */
export async function drawWeighted(seedHex: string, message: string, weights: readonly number[]): Promise<number> {
  if (weights.length === 0 || weights.some((w) => !Number.isInteger(w) || w < 1)) throw new Error('weights must be whole numbers from 1');
  const total = weights.reduce((a, b) => a + b, 0);
  if (total > MAX_TOTAL_WEIGHT) throw new Error('total weight too large');
  const key = await crypto.subtle.importKey('raw', hexBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  let k = 0n;
  for (let i = 0; i < 8; i++) k = (k << 8n) | BigInt(mac[i]!);
  const r = Number(k % BigInt(total));
  let run = 0;
  for (let i = 0; i < weights.length; i++) {
    run += weights[i]!;
    if (r < run) return i;
  }
  return weights.length - 1;
}

/** What the "check the draw" view recomputes: does the seed match its commitment, and which item it gives. */
export async function verifyDraw(p: {
  seed: string;
  seedHash: string;
  message: string;
  weights: readonly number[];
}): Promise<{ hashMatches: boolean; index: number }> {
  const hashMatches = (await seedHash(p.seed)) === p.seedHash.toLowerCase();
  return { hashMatches, index: await drawWeighted(p.seed, p.message, p.weights) };
}
