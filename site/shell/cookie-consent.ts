/** The cookie remembering the cookie-banner consent; it lasts a year (spec P9). */
export const COOKIE_CONSENT_COOKIE = 'rh_cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 3600;

/** The sign-up page's paths: the popup route and the registration page (spec P2 route table). */
export const SIGN_UP_PATHS: readonly string[] = ['/sign-up', '/registration'];

/**
 * Spec P2: the cookie banner is hidden on the sign-up page, so it never covers the form or its
 * terms checkbox. That is the sign-up paths, and the sign-up popup opened over any other page
 * (the header's register button, #sign-up): the same form, the same page to the visitor.
 */
export function cookieBannerHidden(path: string, signUpOpen: boolean): boolean {
  return signUpOpen || SIGN_UP_PATHS.includes(path);
}
