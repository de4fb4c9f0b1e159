import type { Locale } from '../../schemas/locales';

/** The cookie that remembers an Australian visitor's approval (spec P1, P9: about 1000 years). */
export const AU_APPROVAL_COOKIE = 'rh_au_approved';

/**
 * 1000 years in seconds. Chromium caps any cookie at 400 days whatever Max-Age says, so the card
 * also rewrites the cookie on every visit of an approved visitor (`refreshApprovalCookie`): in
 * practice the approval lasts as long as the visitor keeps coming back.
 */
export const AU_APPROVAL_MAX_AGE_S = 1000 * 365 * 24 * 3600;

/**
 * Who is an Australian visitor: the Australian English locale, or an Australian IP whatever the
 * locale. Either one alone: an Australian reading the English site must approve too, and anyone
 * who picked en-AU chose the Australian offer (which is also served under the Estonian licence).
 */
export function isAustralianVisitor(locale: Locale, country: string | null | undefined): boolean {
  return locale === 'en-AU' || country?.toUpperCase() === 'AU';
}

/** The Set-Cookie value of an approval, for `document.cookie`. */
export function approvalCookie(secure: boolean): string {
  return `${AU_APPROVAL_COOKIE}=1; path=/; max-age=${AU_APPROVAL_MAX_AGE_S}; samesite=lax${secure ? '; secure' : ''}`;
}

/** True when a `document.cookie` string holds the approval. */
export function hasApprovalCookie(cookieString: string): boolean {
  return cookieString.split(';').some((part) => part.trim().startsWith(`${AU_APPROVAL_COOKIE}=`));
}
