import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_MAX_AGE_S, cookieBannerHidden } from './cookie-consent';

describe('cookie banner (spec P2, P9)', () => {
  it.each([
    ['/', false, false],
    ['/profile', false, false],
    ['/sign-up', false, true],
    ['/registration', false, true],
    ['/sign-in', false, false],
    ['/pokies/all', true, true],
  ])('on %s with the sign-up popup open=%s hidden=%s', (path, open, hidden) => {
    expect(cookieBannerHidden(path, open)).toBe(hidden);
  });
  it('remembers consent for a year', () => expect(COOKIE_CONSENT_MAX_AGE_S).toBe(365 * 24 * 3600));
});
