/**
 * The log code of a call (spec P8: "every failed call is logged with a code derived from the
 * call"), e.g. `GET /api/player/accounts` -> `LOAD_PLAYER_ACCOUNTS_ERROR`.
 *
 * Derivation: a verb for the method (GET LOAD, POST SEND, PUT SAVE, PATCH UPDATE, DELETE DELETE),
 * then the path without its query, without the `/api/` prefix, without a file extension and
 * without the segments that are ids (digits, UUIDs, tokens of 16+ characters with a digit), every run of other characters
 * turned into `_`, upper-cased, then `_ERROR`. So one call always logs under one code whatever id
 * it was made with, and a code can be grepped back to its path. A call can name its own code
 * instead (`logCode` option), e.g. the game search's `LOAD_FOUND_GAMES_ERROR` of spec C8.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const VERBS: Record<HttpMethod, string> = { GET: 'LOAD', POST: 'SEND', PUT: 'SAVE', PATCH: 'UPDATE', DELETE: 'DELETE' };

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=[^/]*\d)[A-Za-z0-9_-]{16,})$/i;

export function deriveLogCode(method: HttpMethod, path: string): string {
  const bare = path.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const segments = bare
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((s) => s !== '' && !ID_SEGMENT.test(s))
    .map((s) => s.replace(/\.[a-z0-9]+$/i, ''));
  const name = segments
    .join('_')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return `${VERBS[method]}_${name || 'ROOT'}_ERROR`;
}
