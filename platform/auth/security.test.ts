import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../schemas/locales';
import { readAreas } from '../../messages/load';
import { players } from '../db/schema';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { Browser, freshEmail, GOOD_PASSWORD, lastMail, registration, totpAt } from './auth-test-helpers';
import { ARGON2_OPTIONS, hashPassword, verifyPassword, verifyTotp } from './credentials';
import { DEMO_PLAYERS, demoPlayer } from './demo-accounts';
import { isAcceptableEmail } from './email-check';
import { AUTH_MAIL_IDS } from './mails';
import { AUTH_RATE_LIMITS } from './rate-limits';
import { seedDemoPlayers } from './seed';

describe('credentials', () => {
  it('hashes with argon2id at 19 MiB, 2 passes', async () => {
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    const h = await hashPassword('Pa55word!');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('Pa55word!')).not.toBe(h);
    expect(await verifyPassword(h, 'Pa55word!')).toBe(true);
    expect(await verifyPassword(h, 'Pa55word?')).toBe(false);
    expect(await verifyPassword('not a hash', 'Pa55word!')).toBe(false);
  });

  it('verifies TOTP with one step of drift and never the same step twice', async () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const now = new Date('2026-11-22T12:00:10Z');
    const at = (ms: number) => totpAt(secret, new Date(now.getTime() + ms));
    const step = Math.floor(now.getTime() / 30_000);
    expect(await verifyTotp(secret, await at(0), now, null)).toBe(step);
    expect(await verifyTotp(secret, await at(-30_000), now, null)).toBe(step - 1);
    expect(await verifyTotp(secret, await at(30_000), now, null)).toBe(step + 1);
    expect(await verifyTotp(secret, await at(-60_000), now, null)).toBeNull();
    expect(await verifyTotp(secret, await at(60_000), now, null)).toBeNull();
    expect(await verifyTotp(secret, await at(0), now, step)).toBeNull();
    expect(await verifyTotp(secret, await at(30_000), now, step)).toBe(step + 1);
    expect(await verifyTotp(secret, 'abcdef', now, null)).toBeNull();
    expect(await verifyTotp(secret, '', now, null)).toBeNull();
  });

  it('refuses malformed and disposable addresses at check-email', () => {
    expect(isAcceptableEmail('Someone@Example.com')).toBe(true);
    expect(isAcceptableEmail('someone@')).toBe(false);
    expect(isAcceptableEmail('x@mailinator.com')).toBe(false);
    expect(isAcceptableEmail('x@sub.10mail.org')).toBe(false);
  });

  it('has every auth mail text in every locale with its link placeholder', () => {
    for (const locale of LOCALES) {
      // The locale's own file (loadArea would fill a gap with English).
      const texts = readAreas(locale)['mails.json'] ?? {};
      for (const [kind, id] of Object.entries(AUTH_MAIL_IDS)) {
        expect(texts[`${id}.subject`], `${locale} ${kind}`).toBeTruthy();
        expect(texts[`${id}.action`], `${locale} ${kind}`).toBeTruthy();
        expect(texts[`${id}.body`], `${locale} ${kind}`).toMatch(kind === 'password_changed' ? /\{remind\}/ : /\{link\}/);
      }
    }
    expect(readAreas('de')['mails.json']?.['mails.confirmation.subject']).not.toBe(readAreas('en')['mails.json']?.['mails.confirmation.subject']);
  });
});

describe('auth rate limits, two-factor management, outbox and seed', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<{ b: Browser; email: string; id: number }> {
    const b = new Browser(t);
    const email = freshEmail('tf');
    const res = await b.call('POST', '/api/users', registration(email));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.email, email));
    return { b, email, id: row!.id };
  }

  describe('rate limits', () => {
    it('limits sign-in per account across IPs, with the error shape', async () => {
      const email = freshEmail('victim');
      const max = AUTH_RATE_LIMITS.signIn.account.max;
      for (let i = 0; i < max; i++) {
        const res = await new Browser(t).call('POST', '/api/users/sign_in', { user: { email, password: 'Wrong-pass-1' } });
        expect(res.statusCode).toBe(422);
      }
      const blocked = await new Browser(t).call('POST', '/api/users/sign_in', { user: { email: email.toUpperCase(), password: 'Wrong-pass-1' } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/Try again/) });
      // Another account from a fresh IP is not affected.
      expect((await new Browser(t).call('POST', '/api/users/sign_in', { user: { email: freshEmail(), password: 'Wrong-pass-1' } })).statusCode).toBe(422);
    });

    it('limits sign-in per IP across accounts', async () => {
      const b = new Browser(t);
      const max = AUTH_RATE_LIMITS.signIn.ip.max;
      for (let i = 0; i < max; i++)
        expect((await b.call('POST', '/api/users/sign_in', { user: { email: freshEmail('ip'), password: 'x' } })).statusCode).toBe(422);
      expect((await b.call('POST', '/api/users/sign_in', { user: { email: freshEmail('ip'), password: 'x' } })).statusCode).toBe(429);
    });

    it('limits check-email per IP and per address', async () => {
      const email = freshEmail('chk');
      for (let i = 0; i < AUTH_RATE_LIMITS.checkEmail.account.max; i++)
        expect((await new Browser(t).call('POST', '/check-email', { email })).statusCode).toBe(200);
      expect((await new Browser(t).call('POST', '/check-email', { email })).statusCode).toBe(429);
      const b = new Browser(t);
      for (let i = 0; i < AUTH_RATE_LIMITS.checkEmail.ip.max; i++)
        expect((await b.call('POST', '/check-email', { email: freshEmail('c') })).statusCode).toBe(200);
      expect((await b.call('POST', '/check-email', { email: freshEmail('c') })).statusCode).toBe(429);
    });

    it('limits password reset requests and confirmation resends per address', async () => {
      const email = freshEmail('rst');
      for (let i = 0; i < AUTH_RATE_LIMITS.passwordReset.account.max; i++)
        expect((await new Browser(t).call('POST', '/api/users/password', { user: { email } })).statusCode).toBe(200);
      expect((await new Browser(t).call('POST', '/api/users/password', { user: { email } })).statusCode).toBe(429);
      for (let i = 0; i < AUTH_RATE_LIMITS.confirmationResend.account.max; i++)
        expect((await new Browser(t).call('POST', '/api/users/confirmation', { user: { email } })).statusCode).toBe(200);
      expect((await new Browser(t).call('POST', '/api/users/confirmation', { user: { email } })).statusCode).toBe(429);
    });

    it('limits password reset requests per IP', async () => {
      const b = new Browser(t);
      for (let i = 0; i < AUTH_RATE_LIMITS.passwordReset.ip.max; i++)
        expect((await b.call('POST', '/api/users/password', { user: { email: freshEmail('r') } })).statusCode).toBe(200);
      expect((await b.call('POST', '/api/users/password', { user: { email: freshEmail('r') } })).statusCode).toBe(429);
    });
  });

  describe('two-factor management', () => {
    it('enables with a first valid code, signs out other sessions, and then sign-in needs a code', async () => {
      const { b, email, id } = await signedIn();
      const other = new Browser(t);
      await other.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } });
      expect((await b.call('GET', '/api/player/two_factor')).json()).toEqual({ enabled: false, pending: false });

      const setup = await b.call('POST', '/api/player/two_factor');
      expect(setup.statusCode).toBe(200);
      const { otp_secret: secret, otpauth_url: url, qr_data_url: qr } = setup.json();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      expect(qr).toMatch(/^data:image\/png;base64,/);
      expect((await b.call('GET', '/api/player/two_factor')).json()).toEqual({ enabled: false, pending: true });

      expect((await b.call('POST', '/api/player/two_factor/confirm', { code: '123' })).statusCode).toBe(422);
      const code = await totpAt(secret, t.clock.now());
      const revoked: unknown[] = [];
      const off = t.events.on('player.sessions_revoked', (e) => revoked.push(e));
      const on = await b.call('POST', '/api/player/two_factor/confirm', { code });
      off();
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ enabled: true, pending: false });
      expect(await t.app.deps.sessions.resolve(other.token)).toBeNull();
      expect(revoked).toHaveLength(1);
      expect(await t.app.deps.sessions.resolve(b.token)).toMatchObject({ playerId: id });

      const fresh = new Browser(t);
      expect((await fresh.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).json().error).toBe('two_factor_required');
      // The code spent on enabling cannot sign anyone in.
      expect((await fresh.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD, otp_attempt: code } })).statusCode).toBe(422);
      t.clock.advance(30_000);
      const next = await totpAt(secret, t.clock.now());
      expect((await fresh.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD, otp_attempt: next } })).statusCode).toBe(200);
    });

    it('disables only with a valid, unused code', async () => {
      const { b } = await signedIn();
      const { otp_secret: secret } = (await b.call('POST', '/api/player/two_factor')).json();
      const code = await totpAt(secret, t.clock.now());
      await b.call('POST', '/api/player/two_factor/confirm', { code });
      expect((await b.call('DELETE', '/api/player/two_factor', { code })).statusCode).toBe(422);
      expect((await b.call('POST', '/api/player/two_factor')).statusCode).toBe(409);
      t.clock.advance(30_000);
      const off = await b.call('DELETE', '/api/player/two_factor', { code: await totpAt(secret, t.clock.now()) });
      expect(off.statusCode).toBe(200);
      expect((await b.call('GET', '/api/player/two_factor')).json()).toEqual({ enabled: false, pending: false });
    });

    it('needs a signed-in player (a pending two-factor session is not one)', async () => {
      expect((await new Browser(t).call('GET', '/api/player/two_factor')).statusCode).toBe(401);
      const p = demoPlayer(true);
      await seedDemoPlayers(t.app.deps);
      const b = new Browser(t);
      await b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: p.password } });
      expect(b.token).toBeDefined();
      expect((await b.call('GET', '/api/player/two_factor')).statusCode).toBe(401);
    });
  });

  describe('dev outbox', () => {
    it('lists mails newest first with their links', async () => {
      const email = freshEmail('box');
      await new Browser(t).call('POST', '/api/users', registration(email));
      await new Browser(t).call('POST', '/api/users/password', { user: { email } });
      const res = await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
      expect(res.statusCode).toBe(200);
      const { mails } = res.json();
      expect(mails.map((m: { kind: string }) => m.kind)).toEqual(['reset_password', 'confirmation']);
      expect(mails[0].links[0]).toContain('/en/new-password?reset_password_token=');
      expect(mails[0].html).toContain('href=');
      expect((await lastMail(t, email))?.kind).toBe('reset_password');
      expect((await t.call({ method: 'GET', url: '/api/dev/outbox?limit=0' })).statusCode).toBe(422);
    });

    it('does not exist when the outbox is not exposed', async () => {
      const prod = await createTestPlatform({ REELHOUSE_ENV: 'production' });
      try {
        const res = await prod.call({ method: 'GET', url: '/api/dev/outbox' });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('not_found');
        expect(await seedDemoPlayers(prod.app.deps)).toEqual([]);
      } finally {
        await prod.close();
      }
    });
  });

  describe('demo players seed', () => {
    it('is idempotent and the printed credentials sign in (TOTP for the two-factor player)', async () => {
      const lines = await seedDemoPlayers(t.app.deps);
      await seedDemoPlayers(t.app.deps);
      const rows = await t.database.db.select().from(players);
      for (const p of DEMO_PLAYERS) {
        expect(rows.filter((r) => r.email === p.email)).toHaveLength(1);
        expect(lines.join('\n')).toContain(`${p.email} / ${p.password}`);
      }
      const plain = demoPlayer(false);
      const res = await new Browser(t).call('POST', '/api/users/sign_in', { user: { email: plain.email, password: plain.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ currency: plain.currency, country: plain.country, auth_fields_missed: [] });
      expect(res.json().confirmed_at).not.toBeNull();

      const secure = demoPlayer(true);
      expect(lines.join('\n')).toContain(secure.totpSecret!);

      // The demo tester starts in group 21 (spec P6), so /ffc opens for them.
      const tester = DEMO_PLAYERS.find((p) => p.groups?.includes(21))!;
      const signed = await new Browser(t).call('POST', '/api/users/sign_in', { user: { email: tester.email, password: tester.password } });
      expect(signed.statusCode).toBe(200);
      expect(signed.json().statuses).toContainEqual(expect.objectContaining({ id: 21 }));
      t.clock.advance(90_000);
      const b = new Browser(t);
      const code = await totpAt(secure.totpSecret!, t.clock.now());
      const two = await b.call('POST', '/api/users/sign_in', { user: { email: secure.email, password: secure.password, otp_attempt: code } });
      expect(two.statusCode).toBe(200);
      expect(two.json().two_factor_enabled).toBe(true);
    });
  });
});
