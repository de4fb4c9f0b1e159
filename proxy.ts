import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, negotiateLocale, splitLocale } from './site/core/i18n/locale-path';
import { PATH_HEADER, SEARCH_HEADER } from './site/core/request-headers';
import { contentSecurityPolicy, newNonce, PAGE_SECURITY_HEADERS } from './site/routing/content-security';
import { landingCookies } from './site/affiliates/landing-cookies';

/** The back office and the tester pages: no locale prefix, only the security headers. */
const UNPREFIXED = /^\/(?:backoffice|dev)(?:\/|$)/;

/**
 * Locale routing (spec P1, P2 "Router behaviour"):
 * - every page lives under `/{locale}`, English included (`/en/...`): one canonical URL per page
 *   and language links of the one shape `/{localeCode}{currentPath}`;
 * - an unprefixed path (`/`, `/profile?x=1`) redirects (307) to the same path under the locale
 *   remembered in the `rh_locale` cookie, else the best match of Accept-Language, else `en`;
 * - a trailing slash is removed by a 308 redirect (Next's `trailingSlash: false` does it before
 *   the proxy runs; the check here keeps the rule if that setting changes);
 * - the locale of every prefixed visit is remembered for a year;
 * - an affiliate landing's `?stag=` and `?affb_id=` are kept in first-party cookies for 30 days
 *   (site/affiliates/landing-cookies.ts; a malformed value is ignored, never stored);
 * - the pathname and query go to the layout in request headers for the server-side guards;
 * - every page answer, `/backoffice` and `/dev` included, carries a Content-Security-Policy with
 *   a fresh nonce and the other security headers (site/routing/content-security.ts); Next reads
 *   the nonce from the policy in the request headers and puts it on its own scripts.
 * `/backoffice` and `/dev` get only the headers (no locale prefix). The platform's paths (server.ts
 * sends them to Fastify before Next sees them), Next's assets and files with an extension are not
 * touched (see `config.matcher`).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development' });
  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', policy);
  const secured = (response: NextResponse) => {
    response.headers.set('content-security-policy', policy);
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) response.headers.set(name, value);
    return response;
  };

  if (UNPREFIXED.test(pathname)) return secured(NextResponse.next({ request: { headers: forwarded } }));

  if (pathname.length > 1 && pathname.endsWith('/')) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return secured(NextResponse.redirect(url, 308));
  }

  const { locale } = splitLocale(pathname);
  if (!locale) {
    const target = negotiateLocale(request.headers.get('accept-language'), request.cookies.get(LOCALE_COOKIE)?.value);
    const url = request.nextUrl.clone();
    url.pathname = pathname === '/' ? `/${target}` : `/${target}${pathname}`;
    return secured(NextResponse.redirect(url, 307));
  }

  forwarded.set(PATH_HEADER, pathname);
  forwarded.set(SEARCH_HEADER, search);
  const response = NextResponse.next({ request: { headers: forwarded } });
  // An affiliate landing (`?stag=`, `?affb_id=`): the cookies that carry it to registration (30 days).
  for (const c of landingCookies(request.nextUrl.searchParams, (name) => request.cookies.get(name)?.value, Date.now())) {
    response.cookies.set(c.name, c.value, { path: '/', maxAge: c.maxAge, sameSite: 'lax', secure: request.nextUrl.protocol === 'https:' });
  }
  if (request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax' });
  }
  return secured(response);
}

export const config = {
  matcher: [
    '/((?!api/|jam/|_next/|socket\\.io/|check-email|client-context|log_utm_set|log_utm_send|metrics-errors-validation|restore-id/|log$|performance$|network-performance$|messages/|health$|favicon\\.ico|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)',
  ],
};
