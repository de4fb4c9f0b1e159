import { localePath, splitLocale } from '../core/i18n/locale-path';
import type { Locale } from '../../schemas/locales';

/** Who may open a route (spec P2 route table). */
export type Access = 'all' | 'login' | 'guests';

/** One row of the route table: a locale-less path pattern (`:param`, trailing `*` = any depth). */
export interface RouteRule {
  pattern: string;
  access: Access;
  /** Permanent aliases of spec P2 that forward to another route, query kept. */
  redirectTo?: string;
}

/**
 * The route table of spec P2 as far as guards and aliases need it. Order matters: the first
 * matching row wins, so specific rows precede their wildcard parents. Paths not listed are `all`.
 */
export const ROUTES: readonly RouteRule[] = [
  { pattern: '/profile/password/edit', access: 'all', redirectTo: '/new-password' },
  { pattern: '/users/password/edit', access: 'all', redirectTo: '/new-password' },
  { pattern: '/profile/confirmation', access: 'all', redirectTo: '/confirmation' },
  { pattern: '/users/confirmation', access: 'all', redirectTo: '/confirmation' },
  { pattern: '/accounts/history', access: 'all', redirectTo: '/' },
  // A limit-change confirmation arrives by e-mail link; the token is the authority, not the session.
  { pattern: '/profile/limits/confirm', access: 'all' },
  { pattern: '/profile', access: 'login' },
  { pattern: '/profile/*', access: 'login' },
  { pattern: '/users', access: 'login' },
  { pattern: '/users/*', access: 'login' },
  { pattern: '/cashbox', access: 'login' },
  { pattern: '/dashboard', access: 'login' },
  { pattern: '/deposit', access: 'login' },
  { pattern: '/accounts/:id/deposit', access: 'login' },
  { pattern: '/deposit-bonus', access: 'login' },
  { pattern: '/withdraw', access: 'login' },
  { pattern: '/deposit-fast', access: 'login' },
  // Open to guests (spec P2 "all"): the page invites them to sign up to keep favourites.
  { pattern: '/favorite-games', access: 'all' },
  { pattern: '/sign-in', access: 'guests' },
  { pattern: '/sign-up', access: 'guests' },
  { pattern: '/remind', access: 'guests' },
  { pattern: '/registration', access: 'guests' },
  { pattern: '/login', access: 'guests' },
  { pattern: '/sport/registration', access: 'guests' },
  { pattern: '/sport/login', access: 'guests' },
];

/** Where guards send a guest who needs to log in: the registration popup route. */
export const GUEST_LANDING = '/sign-up';

/** Does a locale-less path match a pattern of the table. */
export function matchPattern(pattern: string, path: string): boolean {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  for (let i = 0; i < p.length; i++) {
    const part = p[i];
    if (part === '*') return s.length > i;
    if (s[i] === undefined) return false;
    if (part?.startsWith(':')) continue;
    if (part !== s[i]) return false;
  }
  return p.length === s.length;
}

/** The first rule matching a locale-less path, if any. */
export function findRoute(path: string): RouteRule | undefined {
  return ROUTES.find((r) => matchPattern(r.pattern, path));
}

/** The access of a locale-less path (`all` when the table does not list it). */
export function accessOf(path: string): Access {
  return findRoute(path)?.access ?? 'all';
}

/**
 * A `?redirect=` value made safe to navigate to: a same-site path (no scheme, no `//host`, no
 * backslash tricks, not a platform path), prefixed with the locale when it has none. Anything
 * else yields undefined, so a crafted link cannot send the player off-site after login.
 */
export function safeRedirect(raw: string | null | undefined, locale: Locale): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  if (Array.from(raw).some((ch) => ch.charCodeAt(0) < 0x20)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, 'http://site.invalid');
  } catch {
    return undefined;
  }
  if (url.host !== 'site.invalid') return undefined;
  const { locale: prefix, rest } = splitLocale(url.pathname);
  if (/^\/(api|backoffice|socket\.io|_next)(\/|$)/.test(rest)) return undefined;
  const target = prefix ? url.pathname : localePath(locale, rest);
  return `${target}${url.search}${url.hash}`;
}

/** What a guard decided for one navigation. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Input of the guard: the full pathname (locale prefix included) and the query string. */
export interface GuardInput {
  pathname: string;
  search: string;
  loggedIn: boolean;
  locale: Locale;
}

/**
 * The route guard of spec P2, shared by the server layout and the client: aliases forward, routes
 * needing login send guests to the registration popup with `?redirect=` holding the full target
 * (path and query), guest-only routes send players to the page they were heading for (a safe
 * `redirect` query) or main.
 */
export function guardRoute({ pathname, search, loggedIn, locale }: GuardInput): GuardDecision {
  const { rest } = splitLocale(pathname);
  const rule = findRoute(rest);
  const query = search.startsWith('?') ? search : search ? `?${search}` : '';
  if (rule?.redirectTo) return { kind: 'redirect', to: `${localePath(locale, rule.redirectTo)}${rule.redirectTo === '/' ? '' : query}` };
  const access = rule?.access ?? 'all';
  if (access === 'login' && !loggedIn) {
    const target = `${pathname}${query}`;
    return { kind: 'redirect', to: `${localePath(locale, GUEST_LANDING)}?redirect=${encodeURIComponent(target)}` };
  }
  if (access === 'guests' && loggedIn) {
    const wanted = new URLSearchParams(query).get('redirect');
    return { kind: 'redirect', to: safeRedirect(wanted, locale) ?? localePath(locale, '/') };
  }
  return { kind: 'allow' };
}
