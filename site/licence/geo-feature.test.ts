import { describe, expect, it } from 'vitest';
import { isGeoFeatureAvailable, isWhitelistedHost, parseWhitelistedHosts, type GeoFeatureInput } from './geo-feature';

describe('isGeoFeatureAvailable (spec P6/C4 regional restriction)', () => {
  const base: GeoFeatureInput = { country: 'AU', visitorCountry: 'AU', host: 'reelhouse.test', whitelistedHosts: [] };
  const rows: [string, Partial<GeoFeatureInput>, boolean][] = [
    ['country matches', {}, true],
    ['country matches case-insensitively', { visitorCountry: 'au' }, true],
    ['country differs', { visitorCountry: 'NZ' }, false],
    ['country unknown', { visitorCountry: null }, false],
    ['one of several countries', { country: ['NZ', 'AU'] }, true],
    ['none of several countries', { country: ['NZ', 'CA'] }, false],
    ['whitelisted host, other country', { visitorCountry: 'DE', whitelistedHosts: ['reelhouse.test'] }, true],
    ['whitelisted host, unknown country', { visitorCountry: null, whitelistedHosts: ['reelhouse.test'] }, true],
    ['whitelisted host with a port in the Host header', { visitorCountry: 'DE', host: 'reelhouse.test:3000', whitelistedHosts: ['reelhouse.test'] }, true],
    ['another host is not whitelisted', { visitorCountry: 'DE', host: 'evil-reelhouse.test', whitelistedHosts: ['reelhouse.test'] }, false],
    ['wildcard covers a subdomain', { visitorCountry: 'DE', host: 'qa.staging.test', whitelistedHosts: ['*.staging.test'] }, true],
    ['wildcard does not cover the bare domain', { visitorCountry: 'DE', host: 'staging.test', whitelistedHosts: ['*.staging.test'] }, false],
    ['no host', { visitorCountry: 'DE', host: null, whitelistedHosts: ['reelhouse.test'] }, false],
  ];
  it.each(rows)('%s', (_name, change, expected) => {
    expect(isGeoFeatureAvailable({ ...base, ...change })).toBe(expected);
  });
});

describe('whitelisted hosts configuration (GEO_WHITELISTED_HOSTS)', () => {
  it('reads a comma- or space-separated list, lower-cased', () => {
    expect(parseWhitelistedHosts(' QA.reelhouse.test, *.staging.test  localhost ')).toEqual(['qa.reelhouse.test', '*.staging.test', 'localhost']);
  });
  it('is empty when unset and drops entries that are not host names', () => {
    expect(parseWhitelistedHosts(undefined)).toEqual([]);
    expect(parseWhitelistedHosts('')).toEqual([]);
    expect(parseWhitelistedHosts('http://x.test/, ok.test, *, a b')).toEqual(['ok.test', 'a', 'b']);
  });
  it('matches a trailing-dot host name', () => {
    expect(isWhitelistedHost('Reelhouse.Test.', ['reelhouse.test'])).toBe(true);
  });
});
