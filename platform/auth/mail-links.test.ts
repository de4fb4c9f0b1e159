import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicOrigin } from '../http/public-url';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { Browser, freshEmail, GOOD_PASSWORD, lastMail, registration } from './auth-test-helpers';

const req = (host: string, remoteAddress: string, protocol: 'http' | 'https' = 'http') =>
  ({ host, protocol, socket: { remoteAddress } }) as Parameters<typeof publicOrigin>[1];

describe('publicOrigin', () => {
  it('takes PUBLIC_URL when configured, whatever the request says', () => {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://casino.example/' });
    expect(publicOrigin(config, req('evil.example', '127.0.0.1'))).toBe('https://casino.example');
  });

  it('takes the request host only from a trusted proxy or a loopback client', () => {
    const direct = loadConfig({ NODE_ENV: 'test' });
    expect(publicOrigin(direct, req('staging.example:8080', '127.0.0.1'))).toBe('http://staging.example:8080');
    expect(publicOrigin(direct, req('evil.example', '203.0.113.9'))).toBe('http://localhost:3000');
    const proxied = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true', PORT: '4000' });
    expect(publicOrigin(proxied, req('casino.example', '10.0.0.2', 'https'))).toBe('https://casino.example');
    expect(publicOrigin(direct)).toBe('http://localhost:3000');
  });
});

describe('mailed links', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ PUBLIC_URL: 'https://staging.reelhouse.example' });
  });
  afterAll(() => t.close());

  it('point at PUBLIC_URL, not at localhost', async () => {
    const email = freshEmail('link');
    const res = await t.call({ method: 'POST', url: '/api/users', remoteAddress: '10.9.9.9', headers: { host: 'evil.example' }, payload: registration(email) });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail(t, email);
    expect(mail?.links[0]).toMatch(/^https:\/\/staging\.reelhouse\.example\/en\/confirmation\?confirmation_token=/);
  });

  it('tell the site a first session from a returning one (last_sign_in_at), so a new player is not welcomed back', async () => {
    const b = new Browser(t);
    const email = freshEmail('first');
    expect((await b.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    expect((await b.call('GET', '/api/player')).json()).toMatchObject({ last_sign_in_at: null });
    await b.call('DELETE', '/api/users/sign_out');
    t.clock.advance(60_000);
    const again = new Browser(t);
    expect((await again.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
    expect((await again.call('GET', '/api/player')).json().last_sign_in_at).toEqual(expect.any(String));
  });

  it('without PUBLIC_URL, follow the host a loopback client addressed', async () => {
    const local = await createTestPlatform();
    try {
      const email = freshEmail('loop');
      await local.call({ method: 'POST', url: '/api/users', remoteAddress: '127.0.0.1', headers: { host: 'qa.local:3208' }, payload: registration(email) });
      expect((await lastMail(local, email))?.links[0]).toMatch(/^http:\/\/qa\.local:3208\/en\/confirmation\?/);
      const other = freshEmail('far');
      await local.call({ method: 'POST', url: '/api/users', remoteAddress: '203.0.113.7', headers: { host: 'evil.example' }, payload: registration(other) });
      expect((await lastMail(local, other))?.links[0]).toMatch(/^http:\/\/localhost:3000\/en\/confirmation\?/);
    } finally {
      await local.close();
    }
  });
});
