import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isLocale, type Locale } from '../../schemas/locales';
import { oneLine } from '../../schemas/validation';
import { loadCatalog } from '../../messages/load';
import { notFound } from '../http/errors';
import type { PlatformApp } from '../http/types';

/** Spec P9/C9: the messages cache bucket is five minutes (`t = floor(now / 300000)`). */
export const MESSAGES_BUCKET_MS = 300_000;

/** With `t`: the URL changes every bucket, so one answer may be kept for a bucket, and a minute more while it is re-fetched. */
export const BUCKETED_CACHE_CONTROL = `public, max-age=${MESSAGES_BUCKET_MS / 1000}, stale-while-revalidate=60`;
/** Without `t` the URL never changes: caches must ask again each time (cheap, with the ETag). */
export const UNBUCKETED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const Params = z.object({ file: oneLine().max(40) });
const Query = z.object({
  t: oneLine()
    .regex(/^\d{1,15}$/, 'must be the five-minute bucket: a whole number, time in ms divided by 300000')
    .optional(),
});

interface Answer {
  body: string;
  etag: string;
}
const answers = new Map<Locale, Answer>();

/** One locale's whole catalog (every namespace merged, English filling gaps) and its strong ETag, built once per process. */
function answerFor(locale: Locale): Answer {
  let hit = answers.get(locale);
  if (!hit) {
    const body = JSON.stringify(loadCatalog(locale));
    hit = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    answers.set(locale, hit);
  }
  return hit;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // A weak validator (W/"...") matches too: If-None-Match uses the weak comparison (RFC 9110 13.1.2).
  return ifNoneMatch.split(',').some((v) => {
    const tag = v.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * GET /messages/{locale}.json?t={bucket} (spec P7 "Other", C7): the translations of one locale,
 * every namespace merged. A known locale answers its catalog with an ETag (If-None-Match -> 304);
 * an unknown one 404; a `t` that is not a whole number 422.
 */
export default async function messagesRoutes(app: PlatformApp): Promise<void> {
  app.get(
    '/messages/:file',
    // No response schema: the body is the catalog already serialized once per process (answerFor), sent as is.
    { schema: { params: Params, querystring: Query } },
    async (req, reply) => {
      const m = /^(.+)\.json$/.exec(req.params.file);
      const locale = m?.[1];
      if (!isLocale(locale)) throw notFound(`No messages for ${req.params.file}`);
      const { body, etag } = answerFor(locale);
      reply
        .header('cache-control', req.query.t === undefined ? UNBUCKETED_CACHE_CONTROL : BUCKETED_CACHE_CONTROL)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (matches(req.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
