import { hostInList, parseHostList } from './hosts';

/**
 * Spec P6/C4 "Regional restriction": a feature limited by geography is available only when the
 * visitor's IP country matches the given one, or when the site is served on a whitelisted host
 * (staging and QA hosts, where testers must reach every regional feature from anywhere).
 */
export interface GeoFeatureInput {
  /** The country (or countries) the feature is limited to, ISO 3166-1 alpha-2. */
  country: string | readonly string[];
  /** The visitor's IP country from GET /client-context; null while unknown (then: not available). */
  visitorCountry: string | null | undefined;
  /** The host the page is served on (`location.hostname` or the request's Host, port ignored). */
  host: string | null | undefined;
  /** Hosts where every regional feature is on (see `parseWhitelistedHosts`). */
  whitelistedHosts: readonly string[];
}

/** Whether the host is whitelisted (`hostInList`: `example.com` that host only, `*.example.com` its subdomains). */
export function isWhitelistedHost(host: string | null | undefined, whitelistedHosts: readonly string[]): boolean {
  return hostInList(host, whitelistedHosts);
}

export function isGeoFeatureAvailable({ country, visitorCountry, host, whitelistedHosts }: GeoFeatureInput): boolean {
  if (isWhitelistedHost(host, whitelistedHosts)) return true;
  if (!visitorCountry) return false;
  const wanted = (typeof country === 'string' ? [country] : country).map((c) => c.toUpperCase());
  return wanted.includes(visitorCountry.toUpperCase());
}

/**
 * The whitelist from its configuration: `GEO_WHITELISTED_HOSTS`, a comma- or space-separated list
 * of hosts (`qa.reelhouse.test, *.staging.reelhouse.test`). Empty or unset: no host is whitelisted.
 */
export function parseWhitelistedHosts(raw: string | null | undefined): string[] {
  return parseHostList(raw);
}
