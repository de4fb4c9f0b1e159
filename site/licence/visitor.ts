import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import type { Locale } from '../../schemas/locales';
import { createApiClient, serverOrigin } from '../core/api/client';
import { ApiError } from '../core/api';
import { logger } from '../core/telemetry/logger';
import { AU_APPROVAL_COOKIE } from '../au-approval/rules';
import { needsAuApproval } from '../au-approval/visitor-rules';
import { isGeoRestricted, licenceFor } from './licence';
import { parseWhitelistedHosts } from './geo-feature';
import { parseHostList } from './hosts';
import type { VisitorContext } from './VisitorProvider';
import { ShellClientContextSchema, type ShellClientContext } from '../core/query/client-context-schema';

export type VisitorClientContext = ShellClientContext;

// Headers that say where the visitor is. They are forwarded as they came: the platform believes
// them only behind a trusted proxy (TRUST_PROXY), which overwrites whatever a client sent.
function geoHeaders(h: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  const countryHeader = (process.env.GEO_COUNTRY_HEADER ?? 'cf-ipcountry').toLowerCase();
  for (const name of [countryHeader, 'x-forwarded-for', 'x-real-ip']) {
    const v = h.get(name);
    if (v) out[name] = v;
  }
  return out;
}

/**
 * GET /client-context for this request, asked once per request (React's `cache`), as the visitor:
 * their cookie and geo headers forwarded. A failure is logged and answers an unknown country with
 * no restriction, the same as the shell's client query does while it loads.
 */
export const requestClientContext = cache(async (): Promise<VisitorClientContext> => {
  const h = await headers();
  const cookie = h.get('cookie');
  const api = createApiClient({ baseUrl: serverOrigin(), isServer: true, headers: { ...geoHeaders(h), ...(cookie ? { cookie } : {}) } });
  try {
    return await api.get('/client-context', { schema: ShellClientContextSchema });
  } catch (err) {
    if (!(err instanceof ApiError)) logger.error('LOAD_CLIENT_CONTEXT_ERROR', err, { during: 'server rendering' });
    return { country: null };
  }
});

/**
 * The visitor's licence, country and AU-approval state for this request (spec P1), decided on the
 * server so the first HTML already has the right copyright line, session timer and approval card.
 */
export async function loadVisitorContext(locale: Locale): Promise<VisitorContext> {
  const [ctx, h, jar] = await Promise.all([requestClientContext(), headers(), cookies()]);
  const country = ctx.country ?? null;
  // The host the proxy in front was asked for, else our own Host: the same host the guest page
  // cache keys its copies by (site/page-cache/vary.ts), so a cached page never crosses licences.
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? '').split(',')[0]?.trim() ?? '';
  const geoRestricted = isGeoRestricted({
    country,
    license: ctx.license,
    loginRestricted: ctx.login_restricted === true,
    registrationRestricted: ctx.registration_restricted === true,
  });
  const licence = licenceFor(locale, geoRestricted, { host, estoniaHosts: parseHostList(process.env.ESTONIA_LICENCE_HOSTS) });
  return {
    licence,
    country,
    host,
    whitelistedHosts: parseWhitelistedHosts(process.env.GEO_WHITELISTED_HOSTS),
    auApprovalRequired: needsAuApproval({ locale, country, approved: jar.has(AU_APPROVAL_COOKIE), userAgent: h.get('user-agent') }),
  };
}
