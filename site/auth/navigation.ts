import { localePath, splitLocale } from '../core/i18n/locale-path';
import { accessOf, safeRedirect } from '../routing/routes';
import type { AuthPopupName } from '../routing/hash-popups';
import { DEFAULT_LOCALE, type Locale } from '../../schemas/locale-codes';

/** The popup route of each auth popup (spec P2 route table); `two-factor` has none. */
export const POPUP_ROUTES: Readonly<Partial<Record<AuthPopupName, string>>> = {
  'sign-in': '/sign-in',
  'sign-up': '/sign-up',
  remind: '/remind',
  'new-password': '/new-password',
  'email-verify': '/email-verify',
};

const ROUTE_PATHS = new Set([...Object.values(POPUP_ROUTES), '/confirmation']);

/** Whether the page under the popup is itself a popup route (so the URL, not only the stack, shows it). */
export function isPopupRoute(pathname: string): boolean {
  return ROUTE_PATHS.has(splitLocale(pathname).rest);
}

/** The locale of a site pathname (the default when it has none). */
export function localeOf(pathname: string): Locale {
  return splitLocale(pathname).locale ?? DEFAULT_LOCALE;
}

/** A query object as a `?a=b` string ('' when empty). */
export function queryString(query: Record<string, string> | undefined): string {
  const qs = new URLSearchParams(query ?? {}).toString();
  return qs ? `?${qs}` : '';
}

/**
 * How to move from one auth popup to another ("Log in instead", "Forgot your password?"):
 * on a popup route the URL changes to the other popup route, keeping the query (so `?redirect=`
 * survives and the route guard still applies); over any other page the popups swap in the stack.
 */
export type PopupSwitch = { kind: 'route'; href: string } | { kind: 'modal'; name: AuthPopupName; query: Record<string, string> };

export function popupSwitch(pathname: string, to: AuthPopupName, query: Record<string, string> | undefined): PopupSwitch {
  const route = POPUP_ROUTES[to];
  if (route && isPopupRoute(pathname)) {
    // The confirmation token belongs to the page it came with, not to the next popup.
    const rest = Object.fromEntries(Object.entries(query ?? {}).filter(([k]) => k !== 'confirmation_token' && k !== 'reset_password_token'));
    return { kind: 'route', href: `${localePath(localeOf(pathname), route)}${queryString(rest)}` };
  }
  return { kind: 'modal', name: to, query: query ?? {} };
}

/**
 * Where to go after a successful sign-in or registration (spec P2/P4). On a guest-only page
 * (the /sign-in and /sign-up popup routes, /login) the route guard moves the player on by itself
 * (to `?redirect=` or main) as soon as the session says logged in, so nothing is returned. Over
 * any other page, a safe `redirect` query is followed; otherwise the player stays where they are.
 */
export function afterLoginTarget(pathname: string, query: Record<string, string> | undefined): string | undefined {
  if (accessOf(splitLocale(pathname).rest) === 'guests') return undefined;
  return safeRedirect(query?.redirect, localeOf(pathname));
}
