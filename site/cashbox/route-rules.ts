import { isCurrencyCode, isCrypto } from '../../schemas/currency-units';
import type { PlayerFieldsInfo } from '../../schemas/info';
import type { Player, ProfileField } from '../../schemas/player';
import { localePath, splitLocale } from '../core/i18n/locale-path';
import type { Locale } from '../../schemas/locales';

/**
 * The cashbox routes of spec P2/P4 and the decisions they take before a popup opens: which view,
 * whether the personal-info popup comes first, and where closing goes.
 */

/** What the cashbox popup shows: the dashboard (balances, history) or one of the two forms. */
export type CashboxView = 'dashboard' | 'deposit' | 'withdraw';

/** How a deposit was asked for: plain, with the bonus-code step, or one-click (last method, no choice). */
export type DepositMode = 'plain' | 'bonus' | 'fast';

/** One cashbox route (P2 route table: Cashbox, cashboxDashboard, CashboxDeposit, ...). */
export interface CashboxRouteSpec {
  view: CashboxView;
  mode: DepositMode;
}

/** Locale-less paths of the cashbox popup routes. `/accounts/{id}/deposit` is the deposit alias. */
export const CASHBOX_ROUTES = {
  '/cashbox': { view: 'deposit', mode: 'plain' },
  '/dashboard': { view: 'dashboard', mode: 'plain' },
  '/deposit': { view: 'deposit', mode: 'plain' },
  '/deposit-bonus': { view: 'deposit', mode: 'bonus' },
  '/deposit-fast': { view: 'deposit', mode: 'fast' },
  '/withdraw': { view: 'withdraw', mode: 'plain' },
} as const satisfies Record<string, CashboxRouteSpec>;
export type CashboxPath = keyof typeof CASHBOX_ROUTES;

/** The cashbox route of a pathname (locale prefix allowed), or undefined for any other page. */
export function cashboxRouteOf(pathname: string): CashboxRouteSpec | undefined {
  const { rest } = splitLocale(pathname);
  if (/^\/accounts\/[^/]+\/deposit$/.test(rest)) return CASHBOX_ROUTES['/deposit'];
  return Object.hasOwn(CASHBOX_ROUTES, rest) ? CASHBOX_ROUTES[rest as CashboxPath] : undefined;
}

/** The path of a view's route, so a tab change can keep the URL telling the truth. */
export function cashboxPath(view: CashboxView): CashboxPath {
  return view === 'dashboard' ? '/dashboard' : view === 'withdraw' ? '/withdraw' : '/deposit';
}

/** The player_fields context a view's money movement needs (P5: deposit or cashout); none for the dashboard. */
export function profileContextOf(view: CashboxView): 'deposit' | 'cashout' | null {
  return view === 'deposit' ? 'deposit' : view === 'withdraw' ? 'cashout' : null;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Spec P4 "Cashbox routes": for a fiat currency, the fields the context requires that the player
 * has not filled. Non-empty means the personal-info popup opens instead of the cashbox. Crypto
 * accounts pay without them; the dashboard moves no money.
 */
export function missingProfileFields(view: CashboxView, player: Player, currency: string, info: PlayerFieldsInfo): ProfileField[] {
  const context = profileContextOf(view);
  if (!context) return [];
  if (isCurrencyCode(currency) && isCrypto(currency)) return [];
  const required = info.contexts[context]?.required ?? [];
  return required.filter((field) => isBlank((player as Record<string, unknown>)[field]));
}

/** The address fields: a postal code is only valid for a country, so they come with the country. */
const ADDRESS_FIELDS: readonly ProfileField[] = ['city', 'address', 'postal_code', 'state'];

/**
 * The fields the personal-info popup shows for the missing ones: when it asks for an address, the
 * country comes with it (before the address, filled with the stored one), even though it is
 * stored: the postal code is checked against it, and a player whose country is wrong (a German
 * postcode against the default Canada) must be able to correct it right there.
 */
export function personalInfoFields(missing: readonly ProfileField[]): ProfileField[] {
  const at = missing.findIndex((f) => ADDRESS_FIELDS.includes(f));
  if (at < 0 || missing.includes('country')) return [...missing];
  return [...missing.slice(0, at), 'country', ...missing.slice(at)];
}

/**
 * Where closing the cashbox goes (P4: "with no previous route, or coming from sign-up, the user
 * goes to main"): back to the page the player came from when there is one in this tab, else
 * main. `pageViews` counts in-app page views of this tab, the cashbox route's own included.
 */
export function closeTarget({ pageViews, fromSignUp }: { pageViews: number; fromSignUp: boolean }): 'back' | 'main' {
  return pageViews > 1 && !fromSignUp ? 'back' : 'main';
}

/** Whether a referrer (or previous path) is the sign-up route or page, in any locale. */
export function isSignUpPath(path: string | null | undefined): boolean {
  if (!path) return false;
  let pathname = path;
  try {
    pathname = new URL(path, 'http://site.invalid').pathname;
  } catch {
    return false;
  }
  const { rest } = splitLocale(pathname);
  return rest === '/sign-up' || rest === '/registration';
}

/** Support link of the cashbox (P2: "support url /support"). */
export function supportPath(locale: Locale): string {
  return localePath(locale, '/support');
}

/** The responsible-gambling limits page a `limit_reached` refusal links to; following it closes the popup. */
export function limitsPath(locale: Locale): string {
  return localePath(locale, '/profile/limits');
}

/**
 * The return url handed to a hosted payment page (P2 "Cashbox return urls point to the current
 * page; when opened in a popup, to the last page"). Over a page, that page; on a cashbox popup
 * route (which is the popup's own page), the route itself, so coming back reopens the cashbox
 * over main with the result. The platform appends `payment_id` and `payment_state`.
 */
export function returnUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  // A result from an earlier attempt must not stick to the next one.
  params.delete('payment_id');
  params.delete('payment_state');
  const qs = params.toString();
  return `${pathname}${qs ? `?${qs}` : ''}`;
}
