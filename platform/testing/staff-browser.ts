import { generate } from 'otplib';
import { expect } from 'vitest';
import type { StaffRole } from '../../schemas/staff';
import { demoStaff } from '../staff/demo-accounts';
import { CookieJar, type TestPlatform } from './test-platform';

/**
 * A back-office browser signed in as the seeded demo staff member of `role` (password, then the
 * TOTP step 30 s on), calling from `addr` so each test's sign-ins count against their own address.
 * Returns its call function, which keeps the session cookie.
 */
export async function staffBrowser(t: TestPlatform, role: StaffRole, addr: string) {
  const demo = demoStaff(role);
  const jar = new CookieJar();
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await t.call({ method, url, remoteAddress: addr, headers: { cookie: jar.header() }, ...(payload ? { payload } : {}) });
    jar.store(res);
    return res;
  };
  expect((await call('POST', '/api/backoffice/sign_in', { email: demo.email, password: demo.password })).statusCode).toBe(200);
  t.clock.advance(30_000);
  const code = await generate({ secret: demo.totpSecret!, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  expect((await call('POST', '/api/backoffice/sign_in/otp', { code })).statusCode).toBe(200);
  return call;
}
