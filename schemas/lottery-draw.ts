/**
 * The lottery draw, as one pure function the platform runs at the draw and any browser re-runs
 * on the verify page (WebCrypto only: `crypto.subtle` is the same API in Node and in browsers).
 *
 * The algorithm, in full (anyone can re-run it with the revealed seed and the published tickets):
 *
 * 1. At creation the platform draws a secret 32-byte seed (node:crypto) and publishes
 *    `seed_hash` = hex(SHA-256(seed bytes)). The seed itself is revealed only after the draw.
 * 2. Tickets are numbered 1, 2, …, N in the order they were issued; the published list is that
 *    order (numbers with their owners), frozen at the lottery's end.
 * 3. For place n = 1, 2, … (as many places as there are prizes, at most N):
 *    h = HMAC-SHA256(key = seed bytes, message = UTF-8 "place:" + n);
 *    k = the first 8 bytes of h as an unsigned big-endian integer;
 *    the winner is the ticket at index (k mod R) of the tickets not drawn yet (R of them, in
 *    ascending order), which is then removed (a ticket wins once; a player with several tickets
 *    may win several places).
 *
 * The modulo bias of a 64-bit number over a list of fewer than 2^32 tickets is below 2^-32.
 */

/** A place and the ticket number that won it. */
export interface DrawnPlace {
  place: number;
  ticket: number;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Bytes of a hex string (the seed as published). */
export function hexBytes(h: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/i.test(h)) throw new Error('not a hex string');
  const out = new Uint8Array(new ArrayBuffer(h.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = parseInt(h.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** hex(SHA-256(seed bytes)): what is published before the draw. */
export async function seedHash(seedHex: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', hexBytes(seedHex))));
}

/** Winners for `places` places among tickets 1..`ticketCount` (the algorithm above). */
export async function drawWinners(seedHex: string, ticketCount: number, places: number): Promise<DrawnPlace[]> {
  const key = await crypto.subtle.importKey('raw', hexBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const remaining = Array.from({ length: ticketCount }, (_, i) => i + 1);
  const out: DrawnPlace[] = [];
  const encoder = new TextEncoder();
  for (let place = 1; place <= places && remaining.length > 0; place++) {
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`place:${place}`)));
    let k = 0n;
    for (let i = 0; i < 8; i++) k = (k << 8n) | BigInt(mac[i]!);
    const index = Number(k % BigInt(remaining.length));
    const [ticket] = remaining.splice(index, 1);
    out.push({ place, ticket: ticket! });
  }
  return out;
}

/** A published run of tickets: `count` consecutive numbers from `first`, one owner. */
export interface TicketRun {
  first: number;
  count: number;
  owner: string;
}

/** Who holds ticket `n` in the published runs (null when no run has it). */
export function ownerOf(runs: readonly TicketRun[], n: number): string | null {
  const run = runs.find((r) => n >= r.first && n < r.first + r.count);
  return run ? run.owner : null;
}
