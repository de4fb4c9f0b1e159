/**
 * The `disableWWW` feature flag (spec C9, P2; on by default): the site is served without the
 * `www.` prefix, so a visit to `www.<host>` moves to `<host>` with the same path, query and hash.
 * With the flag off (a tester's override in /ffc, or local storage) the `www.` host stays as it
 * is. Hosts that are only `www.<one label>` (no domain left), IP addresses and localhost never move.
 * Pure: answers the address to go to, or null to stay.
 */
export function wwwRedirectTarget(href: string, disableWWW: boolean): string | null {
  if (!disableWWW) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!host.startsWith('www.')) return null;
  const bare = host.slice(4);
  if (!bare.includes('.')) return null;
  url.hostname = bare;
  return url.toString();
}
