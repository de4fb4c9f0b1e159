/**
 * JSON helpers of the money-moving calls (ledger postings, the game protocol, payments), kept in
 * one place because each of them hashes requests for idempotency: two spellings of the same
 * canonical form would let a replay slip past as "another request".
 */

/**
 * JSON with object keys sorted and undefined members left out, so equal requests hash alike
 * whatever their key order. A bigint is written as its decimal string.
 */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'bigint') return JSON.stringify(v.toString());
    return JSON.stringify(v) ?? 'null';
  }
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
    .join(',')}}`;
}

/** bigint minor units as a JSON number; every real amount is far inside the safe range, so a larger one is a bug, not data. */
export function jsonAmount(v: bigint): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`Amount ${v} is beyond the safe JSON integer range`);
  return n;
}
