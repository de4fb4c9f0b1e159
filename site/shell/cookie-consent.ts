/** The cookie remembering the cookie-banner consent; it lasts a year (spec P9). */
export const COOKIE_CONSENT_COOKIE = 'rh_cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 3600;
