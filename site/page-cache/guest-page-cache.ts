import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { newNonce, nonceOf } from '../routing/content-security';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../core/i18n/locale-path';
import type { Locale } from '../../schemas/locale-codes';
import { guestPageVariant } from './vary';

/**
 * A micro-cache of the server-rendered HTML that anonymous visitors get for the lobby and its
 * catalogue routes (the pages every campaign link lands on), in front of Next's request handler.
 *
 * Why: those pages are the same for every guest of one variant (vary.ts), yet each render walks
 * the whole shell, the catalogue rows and the CMS slots. Rendering them once per variant every
 * few seconds, and answering the rest from memory, is what a CDN in front of a casino does for
 * logged-out traffic; doing it in the process keeps `npm start` one command and lets a CMS publish
 * drop the copies at once (`clear`, wired in server.ts to the publish event, also over Redis).
 *
 * - A copy is fresh for `ttlMs`; after that the next request renders a new one while the others
 *   keep getting the old copy for up to `staleMs` more (no stampede when a copy expires).
 * - Concurrent first requests for a variant wait for the one render in flight (at most
 *   `waitMs`) instead of all rendering it.
 * - Only a complete 200 answer is kept, and only when it sets no cookie but the locale one (that
 *   cookie is written per request, as the proxy would).
 * - `clear` forgets every copy, and a render that started before it is not kept.
 * - Every answer carries its own script nonce, as a render would (site/routing/content-security.ts):
 *   a copy is kept uncompressed and cut at its nonce, and each answer joins the pieces with a
 *   fresh one, puts it in the policy header and compresses the body again (fast settings) in the
 *   encoding the render used. A reused nonce would let a script injected into one answer run.
 * - Players, staff, client navigations (RSC), server actions, query strings and every other route
 *   are passed to Next untouched.
 */

export interface GuestPageCacheOptions {
  /** How long a copy is served as fresh. 0 turns the cache off. */
  ttlMs: number;
  /** How much longer an expired copy may be served while its replacement renders. */
  staleMs?: number;
  /** Variants kept (least recently used goes first). */
  maxEntries?: number;
  /** Larger answers are not kept. */
  maxBodyBytes?: number;
  /** How long a request waits for a render of its variant already in flight before rendering itself. */
  waitMs?: number;
  /** The header the platform reads the visitor's country from (GEO_COUNTRY_HEADER). */
  countryHeader?: string;
  now?: () => number;
}

export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass';

export interface GuestPageCacheStats {
  hit: number;
  stale: number;
  miss: number;
  bypass: number;
  entries: number;
}

export interface GuestPageCache {
  /** Answers from the cache, or calls `render` (Next's handler) and keeps what it wrote when it may. */
  handle(req: IncomingMessage, res: ServerResponse, render: () => unknown): void;
  /** Forgets every copy (a CMS publish); answers how many there were. */
  clear(): number;
  stats(): GuestPageCacheStats;
}

interface CachedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  /** The uncompressed body cut at each occurrence of the render's nonce, when its policy has one. */
  noncePieces?: { pieces: Buffer[]; nonce: string; encoding: string | undefined };
}

const DECODE: Record<string, (b: Buffer) => Buffer> = { gzip: zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync };
const ENCODE: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gzipSync(b, { level: 1 }),
  deflate: (b) => zlib.deflateSync(b, { level: 1 }),
  br: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
};

function split(buf: Buffer, separator: string): Buffer[] {
  const out: Buffer[] = [];
  let from = 0;
  for (let at = buf.indexOf(separator, from); at !== -1; at = buf.indexOf(separator, from)) {
    out.push(buf.subarray(from, at));
    from = at + separator.length;
  }
  out.push(buf.subarray(from));
  return out;
}

/**
 * The pieces of a page around its nonce, or null when it cannot be re-nonced (an encoding we do
 * not know): such a page is not kept. Undefined when the page has no nonce to replace.
 */
function noncePiecesOf(headers: OutgoingHttpHeaders, body: Buffer): CachedPage['noncePieces'] | null {
  const policy = headers['content-security-policy'];
  const nonce = typeof policy === 'string' ? nonceOf(policy) : null;
  if (!nonce) return undefined;
  const encoding = typeof headers['content-encoding'] === 'string' ? headers['content-encoding'].trim().toLowerCase() : undefined;
  if (encoding && (!DECODE[encoding] || !ENCODE[encoding])) return null;
  try {
    return { pieces: split(encoding ? DECODE[encoding]!(body) : body, nonce), nonce, encoding };
  } catch {
    return null;
  }
}

/** Body and headers of one answer from a copy: with a fresh nonce when the copy has one. */
function renonced(page: CachedPage): { headers: OutgoingHttpHeaders; body: Buffer } {
  const np = page.noncePieces;
  if (!np) return { headers: page.headers, body: page.body };
  const nonce = newNonce();
  const glue = Buffer.from(nonce);
  const joined = Buffer.concat(np.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [glue, piece])));
  return {
    headers: { ...page.headers, 'content-security-policy': String(page.headers['content-security-policy']).split(np.nonce).join(nonce) },
    body: np.encoding ? ENCODE[np.encoding]!(joined) : joined,
  };
}

interface Entry {
  page: CachedPage | null;
  /** A render of this variant is in flight; its waiters get its page (or render themselves). */
  rendering: Promise<CachedPage | null> | null;
}

/** Headers that belong to one answer on one connection, never to a stored copy. */
const HOP_HEADERS = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'age', 'x-page-cache']);

function localeCookie(locale: Locale, now: number): string {
  const expires = new Date(now + LOCALE_COOKIE_MAX_AGE_S * 1000).toUTCString();
  return `${LOCALE_COOKIE}=${locale}; Path=/; Expires=${expires}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=lax`;
}

/** True when every Set-Cookie of an answer is the locale cookie (which is re-made per request). */
function onlyLocaleCookie(setCookie: OutgoingHttpHeaders[string]): boolean {
  if (setCookie === undefined) return true;
  const list = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return list.every((c) => c.startsWith(`${LOCALE_COOKIE}=`));
}

/** Merges the object form of `writeHead`'s headers (or its raw array form) into one record. */
function headersOf(arg: unknown): OutgoingHttpHeaders {
  if (!arg || typeof arg !== 'object') return {};
  if (Array.isArray(arg)) {
    const out: OutgoingHttpHeaders = {};
    for (let i = 0; i + 1 < arg.length; i += 2) out[String(arg[i]).toLowerCase()] = arg[i + 1] as string;
    return out;
  }
  return Object.fromEntries(Object.entries(arg as OutgoingHttpHeaders).map(([k, v]) => [k.toLowerCase(), v]));
}

/**
 * Records what a render writes to `res` (it still goes to the visitor as it is written) and
 * resolves with the page to keep, or null when the answer may not be kept.
 */
function capture(res: ServerResponse, maxBodyBytes: number, now: () => number): Promise<CachedPage | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  let passedHeaders: OutgoingHttpHeaders = {};
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooBig) return;
    const buf = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > maxBodyBytes) {
      tooBig = true;
      chunks.length = 0;
      return;
    }
    chunks.push(Buffer.from(buf)); // a copy: the writer may reuse its buffer
  };

  const { writeHead, write, end } = res;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    passedHeaders = { ...passedHeaders, ...headersOf(typeof args[1] === 'string' ? args[2] : args[1]) };
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    keep(args[0], args[1]);
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];

  return new Promise((resolve) => {
    const done = (finished: boolean) => {
      res.writeHead = writeHead;
      res.write = write;
      res.end = end;
      if (!finished || tooBig || res.statusCode !== 200) return resolve(null);
      const all = { ...headersOf(res.getHeaders()), ...passedHeaders };
      if (!onlyLocaleCookie(all['set-cookie'])) return resolve(null);
      const headers = Object.fromEntries(Object.entries(all).filter(([k, v]) => v !== undefined && !HOP_HEADERS.has(k)));
      const body = Buffer.concat(chunks);
      const noncePieces = noncePiecesOf(headers, body);
      if (noncePieces === null) return resolve(null);
      resolve({ headers, body, storedAt: now(), ...(noncePieces ? { noncePieces } : {}) });
    };
    res.once('finish', () => done(true));
    res.once('close', () => done(res.writableFinished));
  });
}

export function createGuestPageCache(options: GuestPageCacheOptions): GuestPageCache {
  const { ttlMs, staleMs = 30_000, maxEntries = 200, maxBodyBytes = 1024 * 1024, waitMs = 10_000, countryHeader = 'cf-ipcountry', now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const counts = { hit: 0, stale: 0, miss: 0, bypass: 0 };
  let generation = 0;

  function serve(page: CachedPage, res: ServerResponse, state: CacheState, locale: Locale, sentLocale: string | undefined) {
    counts[state]++;
    const at = now();
    const answer = renonced(page);
    const headers: OutgoingHttpHeaders = {
      ...answer.headers,
      'content-length': answer.body.length,
      age: String(Math.max(0, Math.floor((at - page.storedAt) / 1000))),
      'x-page-cache': state,
    };
    if (sentLocale !== locale) headers['set-cookie'] = localeCookie(locale, at);
    res.writeHead(200, headers);
    res.end(answer.body);
  }

  function remember(key: string, entry: Entry) {
    entries.delete(key); // re-inserted last: the Map's order is the recency order
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  /** This request renders; what it writes becomes the variant's copy if it may be kept. */
  function renderAndKeep(key: string, entry: Entry, res: ServerResponse, render: () => unknown): void {
    counts.miss++;
    const started = generation;
    res.setHeader('x-page-cache', 'miss');
    const rendering = capture(res, maxBodyBytes, now).then((page) => {
      if (entry.rendering === rendering) entry.rendering = null;
      if (page && started === generation) {
        entry.page = page;
        remember(key, entry);
      }
      return page && started === generation ? page : null;
    });
    entry.rendering = rendering;
    remember(key, entry);
    render();
  }

  return {
    handle(req, res, render) {
      if (ttlMs <= 0) {
        render();
        return;
      }
      const variant = guestPageVariant(req, countryHeader);
      if (!variant.cache) {
        counts.bypass++;
        render();
        return;
      }
      const { key, locale } = variant;
      const sentLocale = variant.cookies.get(LOCALE_COOKIE);
      const entry = entries.get(key) ?? { page: null, rendering: null };
      const age = entry.page ? now() - entry.page.storedAt : Infinity;

      if (entry.page && age < ttlMs) {
        remember(key, entry);
        serve(entry.page, res, 'hit', locale, sentLocale);
        return;
      }
      if (entry.rendering) {
        if (entry.page && age < ttlMs + staleMs) {
          // Its replacement is being rendered by another request: this one gets the old copy.
          serve(entry.page, res, 'stale', locale, sentLocale);
          return;
        }
        // No copy to give yet (the variant's first render, or one too old): wait for the render in
        // flight rather than render the same page again.
        const pending = entry.rendering;
        const timeout = new Promise<null>((resolve) => setTimeout(resolve, waitMs, null).unref());
        void Promise.race([pending, timeout]).then((page) => {
          if (res.destroyed) return;
          if (page) serve(page, res, 'hit', locale, sentLocale);
          else renderAndKeep(key, entries.get(key) ?? entry, res, render);
        });
        return;
      }
      renderAndKeep(key, entry, res, render);
    },
    clear() {
      generation++;
      const n = entries.size;
      entries.clear();
      return n;
    },
    stats() {
      return { ...counts, entries: entries.size };
    },
  };
}
