import { cookieValue, pathWithoutLocale, referrerName, stagForReferrer, utmFromSearch, type StagByReferrer } from '../../schemas/affiliate-tags';
import { STAG_COOKIE } from '../../schemas/banner-audience';
import { landingCookies } from './landing-cookies';

/** Set in localStorage while a UTM set stored by POST /log_utm_set waits to be attached to a player. */
export const UTM_PENDING_KEY = 'rh_utm_pending';

/** What the capture reads of the page and how it writes, so tests run it without a browser. */
export interface LandingEnv {
  search: string;
  pathname: string;
  referrer: string;
  host: string;
  /** `document.cookie`. */
  cookie: string;
  /** The visitor's country (GET /client-context), asked only when a referrer needs it; null when unknown. */
  country: () => Promise<string | null>;
  now: number;
  setCookie: (name: string, value: string, maxAge: number) => void;
  /** GET /api/fe/config/stag-by-referrer-name (null when unpublished or failing: config reads swallow errors). */
  referrerConfig: () => Promise<StagByReferrer | null>;
  /** POST /log_utm_set. */
  sendUtmSet: (utm: Record<string, string>) => Promise<void>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/**
 * A landing's capture (issue 20 item 5), once per page load:
 * - a landing without a stag in its query and without a stag cookie, coming from another site,
 *   gets the stag `stag-by-referrer-name` names for its referrer (by page path, then country),
 *   kept like a query's stag (proxy.ts sets those on the server);
 * - the UTM keys of the query are stored by the platform against the visitor (`/log_utm_set`)
 *   and marked pending, to be attached to the player once signed in (`sendPendingUtm`).
 * Returns the stag the referrer gave, or null.
 */
export async function captureLanding(env: LandingEnv): Promise<string | null> {
  let given: string | null = null;
  const params = new URLSearchParams(env.search);
  if (!params.has('stag') && !cookieValue(env.cookie, STAG_COOKIE)) {
    const name = referrerName(env.referrer, env.host);
    if (name) {
      const stag = stagForReferrer(await env.referrerConfig(), name, pathWithoutLocale(env.pathname), await env.country());
      if (stag) {
        for (const c of landingCookies(new URLSearchParams({ stag }), (n) => cookieValue(env.cookie, n) ?? undefined, env.now))
          env.setCookie(c.name, c.value, c.maxAge);
        given = stag;
      }
    }
  }
  const utm = utmFromSearch(env.search);
  if (Object.keys(utm).length > 0) {
    await env.sendUtmSet(utm);
    env.storage?.setItem(UTM_PENDING_KEY, '1');
  }
  return given;
}

/** Once signed in: attaches the visitor's stored UTM set to the player (`/log_utm_send`), once. */
export async function sendPendingUtm(storage: LandingEnv['storage'], send: () => Promise<void>): Promise<boolean> {
  if (storage?.getItem(UTM_PENDING_KEY) !== '1') return false;
  await send();
  storage.removeItem(UTM_PENDING_KEY);
  return true;
}

/** A first-party cookie as the browser keeps it: path /, SameSite=Lax, Secure on https. */
export function cookieString(name: string, value: string, maxAge: number, https: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${https ? '; Secure' : ''}`;
}
