/**
 * The site's public origin for absolute links (sitemap, robots): `PUBLIC_URL` when set (the
 * platform's mail links use the same variable), else the host the request was addressed to. The
 * proxy's `X-Forwarded-Host`/`-Proto` count only behind a trusted proxy (`TRUST_PROXY`), so a
 * client cannot name another host.
 */
export function publicOrigin(headers: Pick<Headers, 'get'>, env: Record<string, string | undefined> = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) return new URL(configured).origin;
  const trusted = Boolean(env.TRUST_PROXY?.trim()) && env.TRUST_PROXY !== 'false';
  const host = (trusted ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined) || headers.get('host') || 'localhost';
  const proto = (trusted ? headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined) || 'http';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
