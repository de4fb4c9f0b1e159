/**
 * The security headers of every page Next renders (site, back office, tester pages). proxy.ts sets
 * them; the guest page cache (site/page-cache) swaps the nonce of a stored copy for a fresh one.
 *
 * Scripts: Next's inline bootstrap and flight scripts carry the per-request nonce (Next reads it
 * from the `Content-Security-Policy` request header the proxy sets, which is Next 16's documented
 * way), and `'strict-dynamic'` lets those trusted scripts load the chunks. Nothing else runs: no
 * `'unsafe-inline'`, and `'unsafe-eval'` only under `next dev` (its hot reloader needs it).
 * Styles stay `'unsafe-inline'`: React writes `style` attributes, which no nonce can cover, and a
 * style cannot run code. Frames: our own pages only frame ours (the studio game, the back
 * office's preview) and are framed by ours only; games of other studios load in the frame from
 * their own https origin.
 */

/** A fresh nonce: 128 random bits, base64 (the CSP nonce grammar). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `media-src 'self' https:`,
    `frame-src 'self' https:`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** The nonce a policy of `contentSecurityPolicy` names, or null. */
export function nonceOf(policy: string): string | null {
  return /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(policy)?.[1] ?? null;
}

/** The headers every page answer carries besides the policy. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate `frame-ancestors`.
  'X-Frame-Options': 'SAMEORIGIN',
};
