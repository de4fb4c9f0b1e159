import { LOCALE_COOKIE, splitLocale } from '../core/i18n/locale-path';
import { deviceFromHeaders } from '../../widgets/common/games/catalog/rules';
import { AU_APPROVAL_COOKIE } from '../au-approval/rules';
import { isBotUserAgent } from '../core/bots';
import { COOKIE_CONSENT_COOKIE } from '../shell/cookie-consent';
import type { Locale } from '../../schemas/locale-codes';
import { bannerAudience, bannerAudienceKey, readStag, STAG_COOKIE } from '../../schemas/banner-audience';
import { AFFB_ID_COOKIE, LANDED_AT_COOKIE, VISITOR_COOKIE } from '../../schemas/affiliate-tags';

/**
 * Which requests the guest page cache may answer, and what a cached page varies by.
 *
 * Rule of this file: everything the server render of a cacheable page reads from the request
 * must appear in `guestPageVariant`. Today that is the path (locale and route), the host and
 * scheme (links, the whitelisted-host check), the visitor's country header (licence, geo
 * restrictions), the device (the lobby's rows are asked per device), whether the agent is a
 * crawler (no AU approval card for bots), the cookie-consent and AU-approval cookies, the
 * accepted compression, and the banner audience (the stag cookie's welcome pack). A request with
 * any other cookie (a session, a staff cookie, anything we do not know) is not a guest we can
 * answer from the cache, so it is rendered.
 */

/** The lobby and its catalogue routes: what an anonymous visitor lands on, the same for every guest. */
const CACHEABLE_ROUTES: readonly RegExp[] = [
  /^$/,
  /^\/(slots|live|pokies)(\/[a-z0-9_-]+)?$/,
  /^\/categories\/[a-z0-9_-]+$/,
  /^\/producers\/[a-z0-9_-]+(\/\d{1,4})?$/,
];

/**
 * Cookies a guest's page may carry that the cache understands (the rest make a request uncacheable).
 * The affiliate stag cookie is one: it changes the page only through the banner audience (the
 * welcome pack, schemas/banner-audience.ts), which is part of the key. The other affiliate and
 * UTM cookies (partner id, landing time, the UTM visitor) never change a page: only registration
 * and the UTM calls read them.
 */
const GUEST_COOKIES = new Set([LOCALE_COOKIE, COOKIE_CONSENT_COOKIE, AU_APPROVAL_COOKIE, STAG_COOKIE, AFFB_ID_COOKIE, LANDED_AT_COOKIE, VISITOR_COOKIE]);

/** Headers of Next's client navigation and server actions: those answers are RSC, not HTML. */
const NEXT_INTERNAL_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];

export interface RequestLike {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

export type VariantDecision = { cache: true; key: string; locale: Locale; cookies: Map<string, string> } | { cache: false; reason: string };

function header(req: RequestLike, name: string): string | null {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

/** `name=value` pairs of a Cookie header (values as sent; a repeated name keeps the first). */
export function parseCookieHeader(raw: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!raw) return out;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name && !out.has(name)) out.set(name, eq < 0 ? '' : part.slice(eq + 1).trim());
  }
  return out;
}

/** The compression Next would answer with (it gzips when offered, else deflate, else none). */
export function encodingClass(acceptEncoding: string | null): 'gzip' | 'deflate' | 'identity' {
  const offered = (acceptEncoding ?? '').toLowerCase();
  const accepts = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0+)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(offered);
  if (accepts('gzip')) return 'gzip';
  if (accepts('deflate')) return 'deflate';
  return 'identity';
}

/**
 * The banner audience of a guest's request (schemas/banner-audience.ts): `guest` or, with the
 * welcome-pack stag in the stag cookie, `guest+welcome`. The banners in a guest's HTML are the
 * ones of this audience, so each audience has its own copy and none is served another's offers.
 * (A `?stag=` landing has a query string and is never cached.)
 */
export function guestAudienceKey(cookieHeader: string | null): string {
  return bannerAudienceKey(bannerAudience(null, readStag(cookieHeader)));
}

/**
 * Whether this request may be answered from the guest page cache and, if so, its cache key.
 * `countryHeader` is the header the platform reads the visitor's country from (GEO_COUNTRY_HEADER).
 */
export function guestPageVariant(req: RequestLike, countryHeader = 'cf-ipcountry'): VariantDecision {
  if (req.method !== 'GET') return { cache: false, reason: 'method' };
  const url = req.url ?? '';
  if (url.includes('?')) return { cache: false, reason: 'query' };
  // `/en/` is redirected by the proxy (308), never answered with the page.
  if (url.length > 1 && url.endsWith('/')) return { cache: false, reason: 'route' };
  const { locale, rest } = splitLocale(url);
  if (!locale) return { cache: false, reason: 'route' };
  const route = rest === '/' ? '' : rest;
  if (!CACHEABLE_ROUTES.some((r) => r.test(route))) return { cache: false, reason: 'route' };
  if (NEXT_INTERNAL_HEADERS.some((h) => req.headers[h] !== undefined)) return { cache: false, reason: 'rsc' };
  if (req.headers.authorization !== undefined) return { cache: false, reason: 'authorization' };

  const cookies = parseCookieHeader(header(req, 'cookie'));
  for (const name of cookies.keys()) if (!GUEST_COOKIES.has(name)) return { cache: false, reason: 'cookie' };

  const ua = header(req, 'user-agent');
  const parts = [
    url,
    (header(req, 'x-forwarded-host') ?? header(req, 'host') ?? '').split(',')[0]!.trim().toLowerCase(),
    (header(req, 'x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase(),
    (header(req, countryHeader.toLowerCase()) ?? '').trim().toUpperCase(),
    deviceFromHeaders(ua, header(req, 'sec-ch-ua-mobile')),
    isBotUserAgent(ua) ? 'bot' : 'browser',
    cookies.has(COOKIE_CONSENT_COOKIE) ? 'consented' : 'no-consent',
    cookies.has(AU_APPROVAL_COOKIE) ? 'au-approved' : 'au-unknown',
    encodingClass(header(req, 'accept-encoding')),
    guestAudienceKey(header(req, 'cookie')),
  ];
  return { cache: true, key: parts.join('\n'), locale, cookies };
}
