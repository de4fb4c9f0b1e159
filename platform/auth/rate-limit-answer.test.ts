import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../schemas/api-error';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { Browser, freshEmail } from './auth-test-helpers';
import { AUTH_RATE_LIMITS } from './rate-limits';

describe('a rate-limited call', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  it('says the wait in minutes and gives it in seconds to the site (body and Retry-After)', async () => {
    const email = freshEmail('wait');
    const window = AUTH_RATE_LIMITS.passwordReset.account;
    for (let i = 0; i < window.max; i++) expect((await new Browser(t).call('POST', '/api/users/password', { user: { email } })).statusCode).toBe(200);
    const blocked = await new Browser(t).call('POST', '/api/users/password', { user: { email } });
    expect(blocked.statusCode).toBe(429);
    const body = ApiErrorSchema.parse(blocked.json());
    const minutes = window.windowMs / 60_000;
    expect(body).toMatchObject({ error: 'rate_limited', message: `Too many attempts. Try again in ${minutes} minutes.` });
    expect(body.retry_after_s).toBeGreaterThan((minutes - 1) * 60);
    expect(body.retry_after_s).toBeLessThanOrEqual(minutes * 60);
    expect(blocked.headers['retry-after']).toBe(String(body.retry_after_s));
  });
});
