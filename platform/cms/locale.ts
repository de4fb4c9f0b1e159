import type { FastifyRequest } from 'fastify';
import { LOCALE_HEADER } from '../../schemas/cms';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../schemas/locales';
import { badRequest } from '../http/errors';

/**
 * The locale a public CMS call answers in: `?l=` when given (an unknown value is a 422), else the
 * `X-Locale` header the site sends, else the first known locale of `Accept-Language` (exact tag,
 * then its language: `de-AT` -> `de`, `fr-CA` stays `fr-CA`), else `en`.
 */
export function requestLocale(req: FastifyRequest, l: string | undefined): Locale {
  if (l !== undefined) {
    if (!isLocale(l)) throw badRequest('validation_failed', 'Unknown locale', { l: [`must be one of ${LOCALES.join(', ')}`] });
    return l;
  }
  const header = req.headers[LOCALE_HEADER];
  const h = Array.isArray(header) ? header[0] : header;
  if (h && isLocale(h)) return h;
  return fromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** First locale of an Accept-Language header we serve (in the header's order; q-values order it). */
export function fromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const lang = tag.split('-')[0]!.toLowerCase();
    const base = LOCALES.find((l) => l.toLowerCase() === lang);
    if (base) return base;
  }
  return null;
}
