import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { Browser, freshEmail, registration } from './auth-test-helpers';
import { AUTH_RATE_LIMITS, authRateLimits } from './rate-limits';

/** Issue 12 item 6: every auth rate window is set by environment; unset, today's values hold. */
describe('auth rate limits from the environment', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(authRateLimits(loadConfig({ NODE_ENV: 'test' }))).toEqual(AUTH_RATE_LIMITS);
  });

  it('reads each window as max/window', () => {
    const limits = authRateLimits(
      loadConfig({
        NODE_ENV: 'test',
        AUTH_RATE_REGISTRATION_IP: '200/1h',
        AUTH_RATE_SIGN_IN_ACCOUNT: '3/30s',
        AUTH_RATE_CHECK_EMAIL_IP: '60/2m',
        AUTH_RATE_TWO_FACTOR_IP: '5/15m',
      }),
    );
    expect(limits.registration.ip).toEqual({ max: 200, windowMs: 3_600_000 });
    expect(limits.signIn).toEqual({ ip: AUTH_RATE_LIMITS.signIn.ip, account: { max: 3, windowMs: 30_000 } });
    expect(limits.checkEmail.ip).toEqual({ max: 60, windowMs: 120_000 });
    expect(limits.twoFactor.ip).toEqual({ max: 5, windowMs: 900_000 });
    expect(limits.passwordReset).toEqual(AUTH_RATE_LIMITS.passwordReset);
  });

  it.each(['10', '10/60', '0/1m', '5/0s', '5/10d', '-1/1m', 'ten/1m'])('refuses %j at start', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', AUTH_RATE_REGISTRATION_IP: value })).toThrow(/AUTH_RATE_REGISTRATION_IP/);
  });

  describe('registration behind one shared address', () => {
    let t: TestPlatform;
    const max = AUTH_RATE_LIMITS.registration.ip.max + 2;
    beforeAll(async () => {
      t = await createTestPlatform({ AUTH_RATE_REGISTRATION_IP: `${max}/1h` });
    });
    afterAll(() => t.close());

    it('admits as many players as the setting allows, then answers 429', async () => {
      const ip = '192.0.2.44';
      const register = () => Object.assign(new Browser(t), { ip }).call('POST', '/api/users', registration(freshEmail('shared')));
      for (let i = 0; i < max; i++) expect((await register()).statusCode, `registration ${i + 1}`).toBe(200);
      const over = await register();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ error: 'rate_limited' });
    });
  });
});
