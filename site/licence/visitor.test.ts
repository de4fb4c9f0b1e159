import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../schemas/locales';

// The request's headers and cookies, as Next hands them to server code.
const request = vi.hoisted(() => ({ headers: new Headers(), cookies: new Set<string>() }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ has: (name: string) => request.cookies.has(name) }),
}));

const { loadVisitorContext } = await import('./visitor');

function visit(headers: Record<string, string>, clientContext: Record<string, unknown> = { country: 'DE', license: 'CW' }) {
  request.headers = new Headers(headers);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(clientContext), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

beforeEach(() => {
  vi.stubEnv('ESTONIA_LICENCE_HOSTS', 'reelhouse.ee, *.ee.reelhouse.test');
  vi.stubEnv('GEO_WHITELISTED_HOSTS', 'qa.reelhouse.test');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('loadVisitorContext: the licence by host and geography (spec P1)', () => {
  const table: [
    name: string,
    headers: Record<string, string>,
    locale: Locale,
    clientContext: Record<string, unknown> | undefined,
    licence: 'curacao' | 'estonia',
  ][] = [
    ['Host of an Estonian-licence site', { host: 'reelhouse.ee' }, 'en', undefined, 'estonia'],
    ['the proxy’s X-Forwarded-Host over our own Host', { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.ee.reelhouse.test' }, 'de', undefined, 'estonia'],
    ['the first of several forwarded hosts', { host: '127.0.0.1:3000', 'x-forwarded-host': 'reelhouse.ee, proxy.internal' }, 'en', undefined, 'estonia'],
    ['another host and an unrestricted visitor', { host: 'reelhouse.com' }, 'en', undefined, 'curacao'],
    ['another host and an Estonian IP', { host: 'reelhouse.com' }, 'en', { country: 'EE', license: 'EE' }, 'estonia'],
    ['another host and a country that may not register', { host: 'reelhouse.com' }, 'en', { country: 'GB', registration_restricted: true }, 'estonia'],
    ['another host in en-AU', { host: 'reelhouse.com' }, 'en-AU', { country: 'AU' }, 'estonia'],
  ];
  it.each(table)('%s', async (_name, headers, locale, clientContext, licence) => {
    visit(headers, clientContext);
    expect((await loadVisitorContext(locale)).licence).toBe(licence);
  });

  it('hands the client parts the same host, and the geo whitelist from its own variable', async () => {
    visit({ host: '127.0.0.1:3000', 'x-forwarded-host': 'qa.reelhouse.test' });
    expect(await loadVisitorContext('en')).toMatchObject({
      licence: 'curacao',
      country: 'DE',
      host: 'qa.reelhouse.test',
      whitelistedHosts: ['qa.reelhouse.test'],
    });
  });

  it('serves Curacao on every host when no Estonian host is configured', async () => {
    vi.stubEnv('ESTONIA_LICENCE_HOSTS', '');
    visit({ host: 'reelhouse.ee' });
    expect((await loadVisitorContext('en')).licence).toBe('curacao');
  });
});
