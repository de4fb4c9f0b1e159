/**
 * The front-end service paths SoftSwiss-style clients call, served as aliases of ours. The URL is
 * rewritten before routing, so an alias is the same route: same schema, same rate-limit bucket
 * (two spellings of /check-email must not double its limit).
 */
const ALIASES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/api-fe/config/', '/api/fe/config/'],
  ['/api-fe/check-email', '/check-email'],
];

/** The URL a request is routed by: ours for an alias, anything else unchanged. */
export function rewriteAlias(url: string): string {
  for (const [from, to] of ALIASES) {
    if (!url.startsWith(from)) continue;
    const rest = url.slice(from.length);
    // /api-fe/check-email must end there (or at its query), not be a prefix of another name.
    if (!from.endsWith('/') && rest !== '' && !rest.startsWith('?')) continue;
    return to + rest;
  }
  return url;
}
