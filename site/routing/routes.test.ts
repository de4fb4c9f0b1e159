import { describe, expect, it } from 'vitest';
import { accessOf, guardRoute, matchPattern, safeRedirect } from './routes';

describe('route table', () => {
  it('matches patterns with params and wildcards', () => {
    expect(matchPattern('/accounts/:id/deposit', '/accounts/7/deposit')).toBe(true);
    expect(matchPattern('/accounts/:id/deposit', '/accounts/7')).toBe(false);
    expect(matchPattern('/profile/*', '/profile/limits')).toBe(true);
    expect(matchPattern('/profile/*', '/profile')).toBe(false);
    expect(matchPattern('/profile', '/profiles')).toBe(false);
  });

  it('knows the access of the spec routes', () => {
    expect(accessOf('/')).toBe('all');
    expect(accessOf('/pokies/all')).toBe('all');
    expect(accessOf('/profile')).toBe('login');
    expect(accessOf('/profile/security')).toBe('login');
    expect(accessOf('/users')).toBe('login');
    expect(accessOf('/cashbox')).toBe('login');
    expect(accessOf('/accounts/3/deposit')).toBe('login');
    expect(accessOf('/withdraw')).toBe('login');
    expect(accessOf('/sign-in')).toBe('guests');
    expect(accessOf('/sign-up')).toBe('guests');
    expect(accessOf('/remind')).toBe('guests');
    expect(accessOf('/registration')).toBe('guests');
    expect(accessOf('/new-password')).toBe('all');
    expect(accessOf('/email-verify')).toBe('all');
    expect(accessOf('/confirmation')).toBe('all');
    expect(accessOf('/profile/limits/confirm')).toBe('all');
  });
});

describe('guardRoute', () => {
  it('sends a guest on a login route to the registration popup with the full target', () => {
    expect(guardRoute({ pathname: '/de/profile/limits', search: '?tab=loss&x=1', loggedIn: false, locale: 'de' })).toEqual({
      kind: 'redirect',
      to: `/de/sign-up?redirect=${encodeURIComponent('/de/profile/limits?tab=loss&x=1')}`,
    });
    expect(guardRoute({ pathname: '/en/profile', search: '', loggedIn: true, locale: 'en' })).toEqual({ kind: 'allow' });
  });

  it('sends a player on a guest-only route to the safe redirect target, else main', () => {
    expect(guardRoute({ pathname: '/en/sign-up', search: `redirect=${encodeURIComponent('/en/profile?tab=x')}`, loggedIn: true, locale: 'en' })).toEqual({
      kind: 'redirect',
      to: '/en/profile?tab=x',
    });
    expect(guardRoute({ pathname: '/en/sign-in', search: '', loggedIn: true, locale: 'en' })).toEqual({ kind: 'redirect', to: '/en' });
    expect(guardRoute({ pathname: '/en/sign-in', search: '?redirect=https://evil.example/', loggedIn: true, locale: 'en' })).toEqual({
      kind: 'redirect',
      to: '/en',
    });
    expect(guardRoute({ pathname: '/en/sign-in', search: '', loggedIn: false, locale: 'en' })).toEqual({ kind: 'allow' });
  });

  it('forwards the spec aliases with their query', () => {
    expect(guardRoute({ pathname: '/en/users/password/edit', search: '?reset_password_token=abc', loggedIn: false, locale: 'en' })).toEqual({
      kind: 'redirect',
      to: '/en/new-password?reset_password_token=abc',
    });
    expect(guardRoute({ pathname: '/it/users/confirmation', search: '?confirmation_token=t', loggedIn: true, locale: 'it' })).toEqual({
      kind: 'redirect',
      to: '/it/confirmation?confirmation_token=t',
    });
    expect(guardRoute({ pathname: '/en/accounts/history', search: '?a=1', loggedIn: true, locale: 'en' })).toEqual({ kind: 'redirect', to: '/en' });
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and adds a missing locale', () => {
    expect(safeRedirect('/de/profile?x=1#h', 'en')).toBe('/de/profile?x=1#h');
    expect(safeRedirect('/profile', 'it')).toBe('/it/profile');
  });

  it('refuses anything that could leave the site or hit the platform', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/en/\nx',
      '/api/player',
      '/en/api/x',
      '/backoffice',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(bad, 'en'), String(bad)).toBeUndefined();
    }
  });
});
