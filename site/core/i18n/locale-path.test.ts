import { describe, expect, it } from 'vitest';
import { localePath, negotiateLocale, splitLocale, stripLocale, switchLocaleHref } from './locale-path';

describe('locale paths', () => {
  it('splits the locale segment off a path', () => {
    expect(splitLocale('/de/pokies/all')).toEqual({ locale: 'de', rest: '/pokies/all' });
    expect(splitLocale('/en-AU')).toEqual({ locale: 'en-AU', rest: '/' });
    expect(splitLocale('/pokies')).toEqual({ locale: null, rest: '/pokies' });
    // Case matters: /EN is not a locale prefix, and neither is a longer segment starting with one.
    expect(splitLocale('/EN/x').locale).toBeNull();
    expect(splitLocale('/english').locale).toBeNull();
    expect(stripLocale('/fr-CA/profile/limits')).toBe('/profile/limits');
  });

  it('prefixes paths with a locale', () => {
    expect(localePath('de', '/')).toBe('/de');
    expect(localePath('no', '/pokies/all')).toBe('/no/pokies/all');
    expect(localePath('et', 'support')).toBe('/et/support');
  });

  it('builds language links /{localeCode}{currentPath} keeping query and hash', () => {
    expect(switchLocaleHref('de', '/en/pokies/all', '?page=2')).toBe('/de/pokies/all?page=2');
    expect(switchLocaleHref('it', '/en', '')).toBe('/it');
    expect(switchLocaleHref('en-NZ', '/fr-CA/tournaments', 'tab=live', 'top')).toBe('/en-NZ/tournaments?tab=live#top');
  });

  it('negotiates the locale of an unprefixed request', () => {
    expect(negotiateLocale(null)).toBe('en');
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('en-AU,en;q=0.9')).toBe('en-AU');
    expect(negotiateLocale('nb-NO,nb;q=0.9')).toBe('no');
    expect(negotiateLocale('fr-FR')).toBe('fr-CA');
    expect(negotiateLocale('ja, it;q=0.5, de;q=0.7')).toBe('de');
    expect(negotiateLocale('ja, zh')).toBe('en');
    expect(negotiateLocale('de;q=0, it')).toBe('it');
    // The remembered cookie wins over the header; a forged cookie is ignored.
    expect(negotiateLocale('de', 'et')).toBe('et');
    expect(negotiateLocale('de', 'xx')).toBe('de');
  });
});
