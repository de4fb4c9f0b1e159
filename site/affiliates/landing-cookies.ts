import { AFFB_ID_COOKIE, AFFILIATE_COOKIE_MAX_AGE_S, LANDED_AT_COOKIE, normaliseAffbId, normaliseStag } from '../../schemas/affiliate-tags';
import { STAG_COOKIE } from '../../schemas/banner-audience';

export interface LandingCookie {
  name: string;
  value: string;
  maxAge: number;
}

/**
 * The cookies an affiliate landing sets (spec P7, P9: 30 days, first-party): `stag` and
 * `affb_id` from the query when valid (schemas/affiliate-tags.ts; a malformed one is ignored and
 * the cookie kept as it was), and the first landing time, renewed when the stag changes (the
 * last affiliate's link counts, from when it was followed). Nothing for a landing without them.
 * Shared by proxy.ts (server-set cookies, which browsers keep the full 30 days) and the
 * referrer capture (capture.ts).
 */
export function landingCookies(params: URLSearchParams, cookie: (name: string) => string | undefined, now: number): LandingCookie[] {
  const stag = normaliseStag(params.get('stag'));
  const affbId = normaliseAffbId(params.get('affb_id'));
  const out: LandingCookie[] = [];
  const keep = (name: string, value: string) => out.push({ name, value, maxAge: AFFILIATE_COOKIE_MAX_AGE_S });
  if (stag) keep(STAG_COOKIE, stag);
  if (affbId) keep(AFFB_ID_COOKIE, affbId);
  if (stag || affbId) {
    const changed = (stag !== null && cookie(STAG_COOKIE) !== stag) || (affbId !== null && cookie(AFFB_ID_COOKIE) !== affbId);
    const previous = cookie(LANDED_AT_COOKIE);
    keep(LANDED_AT_COOKIE, !changed && previous && /^\d{1,15}$/.test(previous) ? previous : String(now));
  }
  return out;
}
