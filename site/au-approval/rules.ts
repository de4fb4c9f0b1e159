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

// Crawlers and link unfurlers: they read the page for indexing or previews, never approve, and
// the card would hide the content they came for (spec P6: bots get no scripts either).
// Headless Chrome is a browser (tests, some real users), not a bot.
const BOT_UA = /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|lighthouse|pagespeed|yandex|baiduspider|duckduckgo|semrush|ahrefs|petalbot|applebot|ia_archiver/i;

/** True for a user agent of a crawler or link-preview fetcher. An empty agent is a script, not a person. */
export function isBotUserAgent(ua: string | null | undefined): boolean {
  if (!ua || !ua.trim()) return true;
  return BOT_UA.test(ua);
}

/**
 * Whether this visitor must approve (the card itself stays away from /oops, where a decline lands:
 * AuApprovalGate). Decided once per page load; the layout does not re-render on client navigation.
 */
export function needsAuApproval(input: { locale: Locale; country: string | null | undefined; approved: boolean; userAgent: string | null | undefined }): boolean {
  if (input.approved || isBotUserAgent(input.userAgent)) return false;
  return isAustralianVisitor(input.locale, input.country);
}

/** The Set-Cookie value of an approval, for `document.cookie`. */
export function approvalCookie(secure: boolean): string {
  return `${AU_APPROVAL_COOKIE}=1; path=/; max-age=${AU_APPROVAL_MAX_AGE_S}; samesite=lax${secure ? '; secure' : ''}`;
}

/** True when a `document.cookie` string holds the approval. */
export function hasApprovalCookie(cookieString: string): boolean {
  return cookieString.split(';').some((part) => part.trim().startsWith(`${AU_APPROVAL_COOKIE}=`));
}
