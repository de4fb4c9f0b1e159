/**
 * Affiliate tags and UTM keys (spec P7 "Info" stag and affb_id, P9 cookie lifetimes, C3 UTM keys):
 * the allowed shapes, the cookies that keep them, and the `stag-by-referrer-name` lookup. Pure
 * and free of zod, so the proxy and the site's landing capture share it; the zod schemas of the
 * calls (schemas/affiliates.ts) are built on the same patterns.
 */

/**
 * A stag as an affiliate link carries it (`131811_8f2a`, `aff42_x`): letters, digits, `_`, `.`
 * and `-`, starting with a letter or digit, at most 128 characters. Anything else is refused, so
 * a stag never reaches a page, a cookie or a query unescaped.
 */
export const STAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
/** A partner id (`affb_id`): digits only, at most 18 (fits a bigint). */
export const AFFB_ID_PATTERN = /^[0-9]{1,18}$/;

/** The cookies (first-party, SameSite=Lax, spec P9: 30 days). The stag cookie is banner-audience.ts STAG_COOKIE. */
export const AFFB_ID_COOKIE = 'affb_id';
/** When the visitor first landed with the stag (epoch milliseconds), kept as long as the stag. */
export const LANDED_AT_COOKIE = 'rh_landed_at';
export const AFFILIATE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** The visitor the platform stores a landing's UTM set against (httpOnly, made by POST /log_utm_set). */
export const VISITOR_COOKIE = 'rh_visitor';

/** The UTM keys of spec C3, in the order they are shown. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export const UTM_VALUE_MAX = 256;

/** A stag trimmed and checked: the stag, or null for a blank or malformed one (never stored). */
export function normaliseStag(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return STAG_PATTERN.test(v) ? v : null;
}

/** A partner id trimmed and checked, or null. */
export function normaliseAffbId(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return AFFB_ID_PATTERN.test(v) ? v : null;
}

/** The value of cookie `name` in a `Cookie` header or `document.cookie`, decoded; null when absent. */
export function cookieValue(cookie: string | null | undefined, name: string): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The UTM keys of a landing's query string: each trimmed, control characters refused, cut to
 * UTM_VALUE_MAX; blank ones left out. Empty object: the landing carried none.
 */
export function utmFromSearch(search: string): Partial<Record<UtmKey, string>> {
  const params = new URLSearchParams(search);
  const out: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const v = (params.get(key) ?? '').trim();
    // eslint-disable-next-line no-control-regex
    if (v === '' || /[\u0000-\u001f\u007f]/.test(v)) continue;
    out[key] = v.slice(0, UTM_VALUE_MAX);
  }
  return out;
}

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu']);

/**
 * The referrer's name as `stag-by-referrer-name` keys it: the registrable label of its host
 * (`www.google.com`, `google.co.uk` -> `google`; `bing.com` -> `bing`), lower-cased. Null for a
 * missing or unparsable referrer, and for this site's own host (a navigation inside the site).
 */
export function referrerName(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host === '' || host === ownHost.toLowerCase()) return null;
  const labels = host.split('.').filter((l) => l !== '' && l !== 'www');
  if (labels.length === 0) return null;
  if (labels.length === 1) return labels[0]!;
  const last = labels[labels.length - 1]!;
  const second = labels[labels.length - 2]!;
  if (labels.length >= 3 && last.length === 2 && SECOND_LEVEL.has(second)) return labels[labels.length - 3]!;
  return second;
}

/** The shape of the `stag-by-referrer-name` config (schemas/cms/configs.ts). */
export interface StagByReferrer {
  /** referrer name -> page path (without the locale) -> stag. */
  pages: Readonly<Record<string, Readonly<Record<string, string>>>> | null;
  /** country code -> referrer name -> stag. */
  countries: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * The stag a landing without one gets from its referrer: the referrer's entry for the landing
 * page's path first, then its entry for the visitor's country, else null. A configured value
 * that is not a valid stag is ignored.
 */
export function stagForReferrer(config: StagByReferrer | null | undefined, name: string | null, path: string, country: string | null): string | null {
  if (!config || !name) return null;
  const byPath = config.pages?.[name];
  const fromPath = byPath && Object.hasOwn(byPath, path) ? normaliseStag(byPath[path]) : null;
  if (fromPath) return fromPath;
  const byCountry = country && Object.hasOwn(config.countries, country) ? config.countries[country] : undefined;
  return byCountry && Object.hasOwn(byCountry, name) ? normaliseStag(byCountry[name]) : null;
}

/** `/de/pokies/all` -> `/pokies/all`; `/de` -> `/`. */
export function pathWithoutLocale(pathname: string): string {
  const rest = pathname.replace(/^\/[a-z]{2}(?:-[A-Z]{2})?(?=\/|$)/, '');
  return rest === '' ? '/' : rest;
}
