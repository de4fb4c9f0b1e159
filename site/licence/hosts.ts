/**
 * Host lists from the site's configuration (`GEO_WHITELISTED_HOSTS`, `ESTONIA_LICENCE_HOSTS`):
 * one syntax and one matcher, so an operator writes every list the same way.
 */

function normaliseHost(host: string): string {
  // A Host header may carry a port, and hosts compare case-insensitively; a trailing dot is the same host.
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Whether the host is in the list: an entry `example.com` matches that host only, an entry
 * `*.example.com` matches its subdomains (not example.com itself). No host: never.
 */
export function hostInList(host: string | null | undefined, list: readonly string[]): boolean {
  if (!host) return false;
  const h = normaliseHost(host);
  return list.some((entry) => {
    const e = normaliseHost(entry);
    if (!e) return false;
    return e.startsWith('*.') ? h.endsWith(e.slice(1)) && h.length > e.length - 1 : h === e;
  });
}

/**
 * A list from its configuration: comma- or space-separated hosts (`qa.reelhouse.test,
 * *.staging.reelhouse.test`), lower-cased; entries that are not host names are dropped. Empty or
 * unset: no host.
 */
export function parseHostList(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h.length > 0 && /^(\*\.)?[a-z0-9.-]+$/.test(h));
}
