import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { CookieJar, type TestPlatform } from '../testing/test-platform';
import { SESSION_COOKIE } from './sessions';

let ipCounter = 0;

/**
 * A browser for auth tests: its own cookie jar and its own client IP, so per-IP rate limits of
 * one test never bleed into another.
 */
export class Browser {
  readonly jar = new CookieJar();
  readonly ip: string;
  constructor(private readonly t: TestPlatform) {
    ipCounter += 1;
    this.ip = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const res = await this.t.call({
      method,
      url,
      remoteAddress: this.ip,
      headers: { cookie: this.jar.header() },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    this.jar.store(res);
    return res;
  }

  get token(): string | undefined {
    return this.jar.cookies.get(SESSION_COOKIE);
  }
}

/** The TOTP code of a secret at a moment. */
export function totpAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

let emailCounter = 0;
/** A fresh address for one test. */
export function freshEmail(tag = 'p'): string {
  emailCounter += 1;
  return `${tag}${emailCounter}-${Date.now().toString(36)}@example.com`;
}

export const GOOD_PASSWORD = 'Sup3r-secret!';

export function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    user: {
      email,
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
      currency: 'EUR',
      country: 'DE',
      terms_acceptance: true,
      dfpc: 'fp-1',
      ...extra,
    },
  };
}

/** The newest outbox mail to an address, through the tester endpoint. */
export async function lastMail(t: TestPlatform, to: string): Promise<{ kind: string; subject: string; text: string; links: string[] } | undefined> {
  const res = await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  return (res.json() as { mails: { kind: string; subject: string; text: string; links: string[] }[] }).mails[0];
}

/** The value of a query parameter of the first link in a mail. */
export function linkParam(mail: { links: string[] } | undefined, name: string): string {
  const link = mail?.links.find((l) => l.includes(`${name}=`));
  if (!link) throw new Error(`no link with ${name}`);
  return new URL(link).searchParams.get(name)!;
}
