import type { FastifyRequest } from 'fastify';

/**
 * JSON helpers of the money-moving calls (ledger postings, the game protocol, payments), kept in
 * one place because each of them hashes requests for idempotency: two spellings of the same
 * canonical form would let a replay slip past as "another request". Also how a call typed JSON with
 * an empty body is read (emptyBodyHasNoType).
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

/**
 * An empty body is no body, whatever its content type. Many HTTP clients (SoftSwiss-style front
 * ends among them) send `Content-Type: application/json` on every call, so a sign-out DELETE or a
 * bodiless POST arrives typed as JSON with nothing in it, which Fastify's JSON parser answers 400
 * `fst_err_ctp_empty_json_body`. Run on onRequest, before the body is read: a request that says
 * it carries no bytes loses its content type, so it reaches its route with no body (a route that
 * needs one refuses it with 422 from its schema). A non-empty body is parsed as before, prototype
 * poisoning refused. Not done for server-to-server routes (`csrfExempt`: provider calls, payment
 * callbacks): they read the raw body for a signature with their own parser.
 *
 * A hook rather than a replacement of the root JSON parser: those routes add their own JSON parser
 * in their scope, which Fastify allows only over its default one.
 */
export function emptyBodyHasNoType(req: FastifyRequest): void {
  const h = req.headers;
  if (h['content-length'] !== '0' || h['transfer-encoding'] !== undefined || h['content-type'] === undefined) return;
  if (req.routeOptions.config?.csrfExempt) return;
  delete h['content-type'];
}
