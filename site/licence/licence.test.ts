import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../schemas/locales';
import { copyrightMessageIds, copyrightNote, isGeoRestricted, isTester, licenceFor, type CopyrightInput } from './licence';

describe('licenceFor (spec P1)', () => {
  const table: [Locale, boolean, 'curacao' | 'estonia'][] = [
    ['en', false, 'curacao'],
    ['de', false, 'curacao'],
    ['et', false, 'curacao'],
    ['en-NZ', false, 'curacao'],
    ['en-AU', false, 'estonia'],
    ['en', true, 'estonia'],
    ['en-AU', true, 'estonia'],
  ];
  it.each(table)('%s, geo-restricted %s -> %s', (locale, restricted, licence) => {
    expect(licenceFor(locale, restricted)).toBe(licence);
  });

  it('is Curacao for every locale but en-AU when the visitor is not restricted', () => {
    for (const l of LOCALES) expect(licenceFor(l, false)).toBe(l === 'en-AU' ? 'estonia' : 'curacao');
  });
});

describe('licenceFor by host (spec P1: selected by host and user geography)', () => {
  const estoniaHosts = ['reelhouse.ee', '*.ee.reelhouse.test'];
  const table: [name: string, locale: Locale, restricted: boolean, host: string | null, licence: 'curacao' | 'estonia'][] = [
    ['an Estonian host, any visitor', 'en', false, 'reelhouse.ee', 'estonia'],
    ['an Estonian host in another locale', 'de', false, 'reelhouse.ee', 'estonia'],
    ['an Estonian host with a port and capitals', 'et', false, 'ReelHouse.EE:443', 'estonia'],
    ['an Estonian host and a restricted visitor', 'en', true, 'reelhouse.ee', 'estonia'],
    ['a subdomain of a wildcard entry', 'en', false, 'www.ee.reelhouse.test', 'estonia'],
    ['the wildcard entry’s own domain is not listed', 'en', false, 'ee.reelhouse.test', 'curacao'],
    ['a host that only ends like a listed one', 'en', false, 'notreelhouse.ee', 'curacao'],
    ['another host, unrestricted visitor', 'en', false, 'reelhouse.com', 'curacao'],
    ['another host, restricted visitor', 'en', true, 'reelhouse.com', 'estonia'],
    ['another host, en-AU', 'en-AU', false, 'reelhouse.com', 'estonia'],
    ['no host (the request named none)', 'en', false, null, 'curacao'],
    ['no host, en-AU', 'en-AU', false, '', 'estonia'],
  ];
  it.each(table)('%s', (_name, locale, restricted, host, licence) => {
    expect(licenceFor(locale, restricted, { host, estoniaHosts })).toBe(licence);
  });

  it('with no Estonian hosts configured, decides by locale and geography alone', () => {
    for (const l of LOCALES) for (const r of [false, true]) expect(licenceFor(l, r, { host: 'reelhouse.ee', estoniaHosts: [] })).toBe(licenceFor(l, r));
  });
});

describe('isGeoRestricted', () => {
  const base = { country: 'CA', license: 'CW', loginRestricted: false, registrationRestricted: false };
  it('is false for an unrestricted visitor under the Curacao licence', () => expect(isGeoRestricted(base)).toBe(false));
  it('is true when the platform puts the visitor under the Estonian licence', () =>
    expect(isGeoRestricted({ ...base, country: 'EE', license: 'EE' })).toBe(true));
  it('is true when sign-up or sign-in is blocked for the country', () => {
    expect(isGeoRestricted({ ...base, country: 'GB', registrationRestricted: true })).toBe(true);
    expect(isGeoRestricted({ ...base, country: 'IR', loginRestricted: true, registrationRestricted: true })).toBe(true);
  });
  it('is false while the country is unknown', () =>
    expect(isGeoRestricted({ country: null, loginRestricted: false, registrationRestricted: false })).toBe(false));
});

describe('isTester (spec P6: groups 21 and 916)', () => {
  it.each([
    [[{ id: 21 }], true],
    [[{ id: 257 }, { id: 916 }], true],
    [[{ id: 257 }], false],
    [[], false],
    [null, false],
  ])('%j -> %s', (statuses, expected) => expect(isTester(statuses)).toBe(expected));
});

describe('copyright line (spec P2: by licence, group, locale or geo)', () => {
  const rows: [string, CopyrightInput, string | null][] = [
    ['plain Curacao', { licence: 'curacao', locale: 'en', country: 'DE' }, null],
    ['Curacao, Canadian IP', { licence: 'curacao', locale: 'fr-CA', country: 'CA' }, 'canada'],
    ['Curacao, unknown country', { licence: 'curacao', locale: 'en', country: null }, null],
    ['Estonia, Estonian IP', { licence: 'estonia', locale: 'et', country: 'EE' }, 'estoniaResident'],
    ['Estonia by en-AU', { licence: 'estonia', locale: 'en-AU', country: 'AU' }, 'australia'],
    ['Estonia by restriction, other locale', { licence: 'estonia', locale: 'en', country: 'GB' }, null],
    ['tester beats geo', { licence: 'curacao', locale: 'en', country: 'CA', statuses: [{ id: 21 }] }, 'tester'],
    ['tester beats locale', { licence: 'estonia', locale: 'en-AU', country: 'AU', statuses: [{ id: 916 }] }, 'tester'],
    ['other groups change nothing', { licence: 'curacao', locale: 'en', country: 'CA', statuses: [{ id: 759 }] }, 'canada'],
  ];
  it.each(rows)('%s', (_name, input, note) => {
    expect(copyrightNote(input)).toBe(note);
  });

  it('names the licence sentence of the shell catalog and the note of the licence catalog', () => {
    expect(copyrightMessageIds({ licence: 'estonia', locale: 'en-AU', country: null })).toEqual({
      sentence: 'shell.footer.copyright.estonia',
      note: 'licence.copyright.australia',
    });
    expect(copyrightMessageIds({ licence: 'curacao', locale: 'en', country: 'DE' })).toEqual({ sentence: 'shell.footer.copyright.curacao', note: null });
  });
});
