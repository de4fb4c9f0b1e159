import { expect } from 'vitest';
import type { StaffRole } from '../../schemas/staff';
import { Browser, totpAt } from '../auth/auth-test-helpers';
import { demoStaff } from '../staff/demo-accounts';
import type { TestPlatform } from '../testing/test-platform';

/** A signed-in back-office browser of a demo staff member (run seedStaff first). */
export async function staffBrowser(t: TestPlatform, role: StaffRole): Promise<Browser> {
  const demo = demoStaff(role);
  const b = new Browser(t);
  const signIn = await b.call('POST', '/api/backoffice/sign_in', { email: demo.email, password: demo.password });
  expect(signIn.statusCode, signIn.body).toBe(200);
  // A fresh TOTP step: each step is accepted once per account, and tests sign in often.
  t.clock.advance(30_000);
  const otp = await b.call('POST', '/api/backoffice/sign_in/otp', { code: await totpAt(demo.totpSecret!, t.clock.now()) });
  expect(otp.statusCode, otp.body).toBe(200);
  return b;
}

/** A page body for POST /api/backoffice/cms/pages. */
export function pageBody(slug: string, locale: string, extra: Record<string, unknown> = {}) {
  return { slug, locale, title: `Title of ${slug} (${locale})`, content: `<p>Body of ${slug} in ${locale}</p>`, categories: ['bottom-menu'], ...extra };
}
