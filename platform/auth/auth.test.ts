import type * as Argon2 from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, domainEvents, players, sessions } from '../db/schema';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { ACCOUNT_TOKEN_TTL_MS } from './account-tokens';
import { Browser, freshEmail, GOOD_PASSWORD, lastMail, linkParam, registration, totpAt } from './auth-test-helpers';
import { hashPassword } from './credentials';
import { publicOrigin } from '../http/public-url';
import { hashToken, SESSION_COOKIE } from './sessions';

/**
 * The real argon2id behind spies: the no-enumeration tests count the hash and verify calls each
 * path makes, which says the same every run (the time they take is a figure of `npm run bench`).
 */
const argon2 = vi.hoisted(() => ({ hash: vi.fn(), verify: vi.fn() }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  argon2.hash.mockImplementation(real.hash);
  argon2.verify.mockImplementation(real.verify);
  return { ...real, hash: argon2.hash, verify: argon2.verify };
});

describe('player auth', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  async function seedPlayer(opts: { email?: string; password?: string; twoFactorSecret?: string; locked?: boolean } = {}) {
    const email = opts.email ?? freshEmail('seed');
    const [row] = await t.database.db
      .insert(players)
      .values({
        email,
        passwordHash: await hashPassword(opts.password ?? GOOD_PASSWORD),
        currency: 'EUR',
        confirmedAt: t.clock.now(),
        termsAcceptedAt: t.clock.now(),
        twoFactorEnabled: !!opts.twoFactorSecret,
        otpSecret: opts.twoFactorSecret ?? null,
        lockedAt: opts.locked ? t.clock.now() : null,
      })
      .returning();
    return row!;
  }

  describe('registration', () => {
    it('creates the player, mails a confirmation link, signs in and records player.registered and player.signed_in on the event stream', async () => {
      const b = new Browser(t);
      const email = freshEmail('reg');
      const res = await b.call('POST', '/api/users', registration(email.toUpperCase(), { nickname: 'Lucky7', receive_promos: true, locale: 'de' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, confirmation_sent_to: email });
      expect(b.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const [row] = await t.database.db.select().from(players).where(eq(players.email, email));
      expect(row).toMatchObject({
        nickname: 'Lucky7',
        currency: 'EUR',
        country: 'DE',
        language: 'de',
        receivePromos: true,
        registrationDfpc: 'fp-1',
        confirmedAt: null,
      });
      expect(row!.termsAcceptedAt).not.toBeNull();
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const facts = await t.database.db
        .select({ type: domainEvents.type, payload: domainEvents.payload })
        .from(domainEvents)
        .where(eq(domainEvents.playerId, row!.id))
        .orderBy(domainEvents.id);
      expect(facts).toEqual([
        { type: 'player.registered', payload: { currency: 'EUR', locale: 'de' } },
        { type: 'player.signed_in', payload: { session_id: expect.any(String) } },
      ]);

      const me = await b.call('GET', '/api/player');
      if (me.statusCode !== 404) expect(me.json()).toMatchObject({ id: row!.id, email });

      const mail = await lastMail(t, email);
      expect(mail?.kind).toBe('confirmation');
      expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse');
      expect(mail?.links[0]).toMatch(new RegExp(`^${publicOrigin(t.config)}/de/confirmation\\?confirmation_token=[A-Za-z0-9_-]{43}$`));
    });

    it('answers a taken address exactly like a new one, without a session, and warns the owner by mail', async () => {
      const owner = await seedPlayer();
      const fresh = freshEmail('free');
      const a = new Browser(t);
      const b = new Browser(t);
      const taken = await a.call('POST', '/api/users', registration(owner.email));
      const free = await b.call('POST', '/api/users', registration(fresh));
      expect(taken.statusCode).toBe(free.statusCode);
      expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
      expect(taken.json()).toEqual({ ok: true, confirmation_sent_to: owner.email });
      expect(a.token).toBeUndefined();
      expect((await lastMail(t, owner.email))?.kind).toBe('registration_attempt');
      const [row] = await t.database.db.select().from(players).where(eq(players.id, owner.id));
      expect(row!.passwordHash).toBe(owner.passwordHash);
    });

    it('hashes the password for a taken address as for a new one (no timing difference to read)', async () => {
      const owner = await seedPlayer();
      const hashes = async (email: string, password: string) => {
        argon2.hash.mockClear();
        const res = await new Browser(t).call('POST', '/api/users', registration(email, { password, password_confirmation: password }));
        expect(res.statusCode).toBe(200);
        return argon2.hash.mock.calls.map(([hashed]) => hashed);
      };
      expect(await hashes(freshEmail('new'), 'Fresh-pass-1')).toEqual(['Fresh-pass-1']);
      expect(await hashes(owner.email, 'Taken-pass-1')).toEqual(['Taken-pass-1']);
    });

    it('lets only one of two racing registrations of an address create a player', async () => {
      const email = freshEmail('race');
      const [a, b] = await Promise.all([
        new Browser(t).call('POST', '/api/users', registration(email)),
        new Browser(t).call('POST', '/api/users', registration(email)),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
      expect(await t.database.db.select().from(players).where(eq(players.email, email))).toHaveLength(1);
      const withCookie = [a, b].filter((r) => r.cookies.some((c) => c.name === SESSION_COOKIE && c.value));
      expect(withCookie).toHaveLength(1);
    });

    it('answers 422 with field errors for bad input', async () => {
      const b = new Browser(t);
      const res = await b.call('POST', '/api/users', {
        user: { email: 'not-an-email', password: 'short', password_confirmation: 'other', currency: 'XXX', terms_acceptance: false, nickname: 'a!' },
      });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.error).toBe('validation_failed');
      expect(Object.keys(body.errors)).toEqual(
        expect.arrayContaining(['user.email', 'user.password', 'user.currency', 'user.terms_acceptance', 'user.nickname']),
      );
      const mismatch = await b.call('POST', '/api/users', registration(freshEmail(), { password_confirmation: 'Different-1' }));
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors['user.password_confirmation']).toBeDefined();
    });

    it('leaves no player row, account token or mail when a step of the transaction fails', async () => {
      const email = freshEmail('atomic');
      const before = (await t.database.db.select().from(accountTokens)).length;
      const b = new Browser(t);
      // The confirmation mail is the last write of the transaction: make it fail for this address.
      await t.database.db.execute(
        sql.raw(
          `CREATE OR REPLACE FUNCTION rh_test_fail_outbox() RETURNS trigger AS $$ BEGIN IF NEW."to" = '${email}' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
        ),
      );
      await t.database.db.execute(sql.raw('CREATE TRIGGER rh_test_fail_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION rh_test_fail_outbox()'));
      try {
        const res = await b.call('POST', '/api/users', registration(email));
        expect(res.statusCode).toBe(500);
      } finally {
        await t.database.db.execute(sql.raw('DROP TRIGGER rh_test_fail_outbox ON outbox'));
      }
      expect(await t.database.db.select().from(players).where(eq(players.email, email))).toEqual([]);
      expect((await t.database.db.select().from(accountTokens)).length).toBe(before);
      expect(b.token).toBeUndefined();
    });
  });

  describe('sign in and out', () => {
    it('mints a fresh 256-bit token at each login, returns the Player, and replaces the previous session', async () => {
      const p = await seedPlayer();
      const b = new Browser(t);
      const first = await b.call('POST', '/api/users/sign_in', { user: { email: p.email.toUpperCase(), password: GOOD_PASSWORD, dfpc: 'x' } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: p.id, email: p.email, two_factor_enabled: false });
      const token1 = b.token!;
      expect(Buffer.from(token1, 'base64url')).toHaveLength(32);
      const cookie = first.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();

      const second = await b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD } });
      expect(second.statusCode).toBe(200);
      expect(b.token).not.toBe(token1);
      expect(await t.app.deps.sessions.resolve(token1)).toBeNull();
      expect(await t.app.deps.sessions.resolve(b.token)).toMatchObject({ playerId: p.id });
      const [row] = await t.database.db.select().from(players).where(eq(players.id, p.id));
      expect(row!.signInCount).toBe(2);
    });

    it('sets the Secure flag when the request came over https through the trusted proxy', async () => {
      const proxied = await createTestPlatform({ TRUST_PROXY: 'true' });
      try {
        const email = freshEmail('https');
        await proxied.database.db.insert(players).values({ email, passwordHash: await hashPassword(GOOD_PASSWORD), currency: 'EUR' });
        const res = await proxied.call({
          method: 'POST',
          url: '/api/users/sign_in',
          headers: { 'x-forwarded-proto': 'https' },
          payload: { user: { email, password: GOOD_PASSWORD } },
        });
        expect(res.statusCode).toBe(200);
        expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
      } finally {
        await proxied.close();
      }
    });

    it('refuses sign-in and registration from countries the licence does not serve, whatever the site shows', async () => {
      const proxied = await createTestPlatform({ TRUST_PROXY: 'true' });
      try {
        const email = freshEmail('region');
        await proxied.database.db.insert(players).values({ email, passwordHash: await hashPassword(GOOD_PASSWORD), currency: 'EUR' });
        const from = (country: string) => ({ 'cf-ipcountry': country });
        const login = await proxied.call({
          method: 'POST',
          url: '/api/users/sign_in',
          headers: from('IR'),
          payload: { user: { email, password: GOOD_PASSWORD } },
        });
        expect(login.statusCode).toBe(403);
        expect(login.json()).toMatchObject({ error: 'login_restricted' });
        expect(login.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
        const newEmail = freshEmail('region-new');
        const reg = await proxied.call({ method: 'POST', url: '/api/users', headers: from('US'), payload: registration(newEmail) });
        expect(reg.statusCode).toBe(403);
        expect(reg.json()).toMatchObject({ error: 'registration_restricted' });
        expect(await proxied.database.db.select().from(players).where(eq(players.email, newEmail))).toHaveLength(0);
        // Only registration is closed to US visitors; an existing player may still log in.
        const usLogin = await proxied.call({
          method: 'POST',
          url: '/api/users/sign_in',
          headers: from('US'),
          payload: { user: { email, password: GOOD_PASSWORD } },
        });
        expect(usLogin.statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    });

    it('gives one generic answer for a wrong password and an unknown e-mail, each after one password check', async () => {
      const p = await seedPlayer();
      const b = new Browser(t);
      const attempt = async (email: string) => {
        argon2.verify.mockClear();
        const res = await b.call('POST', '/api/users/sign_in', { user: { email, password: 'Wrong-pass-1' } });
        return { res, verified: argon2.verify.mock.calls.map(([hashed, password]) => ({ hashed, password })) };
      };
      const wrong = await attempt(p.email);
      const unknown = await attempt(freshEmail('nobody'));
      expect(wrong.res.statusCode).toBe(422);
      expect(unknown.res.statusCode).toBe(422);
      expect(wrong.res.json()).toEqual(unknown.res.json());
      expect(wrong.res.json().error).toBe('invalid_credentials');
      // One argon2id verification of the submitted password on both paths: the player's hash, and
      // for an unknown address a dummy argon2id hash of the same cost, so both answers take as long.
      expect(wrong.verified).toEqual([{ hashed: p.passwordHash, password: 'Wrong-pass-1' }]);
      expect(unknown.verified).toEqual([{ hashed: expect.stringMatching(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/), password: 'Wrong-pass-1' }]);
      expect(b.token).toBeUndefined();
    });

    it('refuses a locked player even with the right password', async () => {
      const p = await seedPlayer({ locked: true });
      const res = await new Browser(t).call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('account_locked');
    });

    it('lets a player with an unconfirmed e-mail sign in (the site offers a resend)', async () => {
      const b = new Browser(t);
      const email = freshEmail('unconf');
      await b.call('POST', '/api/users', registration(email));
      await b.call('DELETE', '/api/users/sign_out');
      const res = await b.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.json().confirmed_at).toBeNull();
    });

    it('destroys the session at sign-out, clears the cookie and announces the revoked session', async () => {
      const p = await seedPlayer();
      const b = new Browser(t);
      await b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD } });
      const token = b.token!;
      const revoked: unknown[] = [];
      const off = t.events.on('player.sessions_revoked', (e) => revoked.push(e));
      const res = await b.call('DELETE', '/api/users/sign_out');
      off();
      expect(res.statusCode).toBe(200);
      expect(b.token).toBeUndefined();
      expect(revoked).toEqual([{ playerId: p.id, sessionIds: [hashToken(token)] }]);
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token)));
      expect(row!.revokedAt).not.toBeNull();
      // The old cookie replayed is worth nothing.
      expect(await t.app.deps.sessions.resolve(token)).toBeNull();
      const again = await t.call({ method: 'DELETE', url: '/api/users/sign_out', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      expect(again.statusCode).toBe(200);
    });

    it('refuses state-changing auth calls without X-Requested-With', async () => {
      for (const [method, url] of [
        ['POST', '/api/users/sign_in'],
        ['POST', '/api/users'],
        ['DELETE', '/api/users/sign_out'],
        ['POST', '/check-email'],
        ['POST', '/api/users/password'],
        ['PUT', '/api/users/password'],
        ['POST', '/api/users/confirmation'],
        ['POST', '/api/player/two_factor'],
      ] as const) {
        const res = await t.app.inject({ method, url, payload: { user: { email: 'a@b.co', password: GOOD_PASSWORD } } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe('missing_x_requested_with');
      }
    });
  });

  describe('two-factor sign-in', () => {
    it('asks for the code after the password, then rotates the pending token to a new active one', async () => {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const p = await seedPlayer({ twoFactorSecret: secret });
      const b = new Browser(t);
      const step1 = await b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD } });
      expect(step1.statusCode).toBe(422);
      expect(step1.json()).toMatchObject({ error: 'two_factor_required', errors: { 'user.otp_attempt': ['is required'] } });
      const pending = b.token!;
      expect(await t.app.deps.sessions.resolve(pending, 'otp_pending')).toMatchObject({ playerId: p.id });
      // A pending session opens nothing that needs a signed-in player.
      expect(await t.app.deps.sessions.resolve(pending)).toBeNull();

      const wrong = await b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD, otp_attempt: '000000' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toBe('invalid_otp');

      const code = await totpAt(secret, t.clock.now());
      const step2 = await b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD, otp_attempt: code } });
      expect(step2.statusCode).toBe(200);
      expect(step2.json()).toMatchObject({ id: p.id, two_factor_enabled: true });
      expect(b.token).not.toBe(pending);
      expect(await t.app.deps.sessions.resolve(pending, 'otp_pending')).toBeNull();
      expect(await t.app.deps.sessions.resolve(b.token)).toMatchObject({ playerId: p.id });

      // The same code never works twice, even from another browser with the password.
      const replay = await new Browser(t).call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD, otp_attempt: code } });
      expect(replay.statusCode).toBe(422);
      expect(replay.json().error).toBe('invalid_otp');
    });

    it('accepts a code once when two sign-ins race with it', async () => {
      const secret = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
      const p = await seedPlayer({ twoFactorSecret: secret });
      const code = await totpAt(secret, t.clock.now());
      const body = { user: { email: p.email, password: GOOD_PASSWORD, otp_attempt: code } };
      const results = await Promise.all([new Browser(t).call('POST', '/api/users/sign_in', body), new Browser(t).call('POST', '/api/users/sign_in', body)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    });

    it('accepts one step of clock drift either way and nothing beyond', async () => {
      const secret = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';
      const p = await seedPlayer({ twoFactorSecret: secret });
      const signIn = (code: string) =>
        new Browser(t).call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD, otp_attempt: code } });
      const now = t.clock.now().getTime();
      expect((await signIn(await totpAt(secret, new Date(now - 60_000)))).statusCode).toBe(422);
      expect((await signIn(await totpAt(secret, new Date(now + 60_000)))).statusCode).toBe(422);
      expect((await signIn(await totpAt(secret, new Date(now - 30_000)))).statusCode).toBe(200);
      // An older step than the last accepted one is refused even inside the drift window.
      expect((await signIn(await totpAt(secret, new Date(now - 30_000)))).statusCode).toBe(422);
      expect((await signIn(await totpAt(secret, new Date(now + 30_000)))).statusCode).toBe(200);
      expect((await signIn(await totpAt(secret, new Date(now)))).statusCode).toBe(422);
    });
  });

  describe('e-mail confirmation', () => {
    it('confirms with the mailed link; the same link again says the account is confirmed, not that the link is invalid', async () => {
      const b = new Browser(t);
      const email = freshEmail('conf');
      await b.call('POST', '/api/users', registration(email));
      const token = linkParam(await lastMail(t, email), 'confirmation_token');
      const ok = await b.call('GET', `/api/users/confirmation?confirmation_token=${token}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ ok: true, confirmed_at: t.clock.now().toISOString() });
      const confirmedAt = t.clock.now().toISOString();
      t.clock.advance(60_000);
      const again = await b.call('GET', `/api/users/confirmation?confirmation_token=${token}`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ok: true, confirmed_at: confirmedAt });
      // After the link's lifetime too, and a token never issued is still invalid.
      t.clock.advance(ACCOUNT_TOKEN_TTL_MS.confirmation);
      expect((await b.call('GET', `/api/users/confirmation?confirmation_token=${token}`)).json()).toEqual({ ok: true, confirmed_at: confirmedAt });
      const forged = await b.call('GET', `/api/users/confirmation?confirmation_token=${'x'.repeat(43)}`);
      expect(forged.statusCode).toBe(422);
      expect(forged.json().errors.confirmation_token).toBeDefined();
    });

    it('refuses an expired link (3 days)', async () => {
      const b = new Browser(t);
      const email = freshEmail('exp');
      await b.call('POST', '/api/users', registration(email));
      const token = linkParam(await lastMail(t, email), 'confirmation_token');
      t.clock.advance(ACCOUNT_TOKEN_TTL_MS.confirmation + 1000);
      const res = await b.call('GET', `/api/users/confirmation?confirmation_token=${token}`);
      expect(res.statusCode).toBe(422);
      const [row] = await t.database.db.select().from(players).where(eq(players.email, email));
      expect(row!.confirmedAt).toBeNull();
    });

    it('resends with the same answer for unknown addresses, and a 422 text for the confirmed owner', async () => {
      const b = new Browser(t);
      const email = freshEmail('resend');
      await b.call('POST', '/api/users', registration(email));
      const oldToken = linkParam(await lastMail(t, email), 'confirmation_token');
      const known = await b.call('POST', '/api/users/confirmation', { user: { email } });
      const unknown = await new Browser(t).call('POST', '/api/users/confirmation', { user: { email: freshEmail('ghost') } });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const newToken = linkParam(await lastMail(t, email), 'confirmation_token');
      expect(newToken).not.toBe(oldToken);
      // Only the newest link works.
      expect((await b.call('GET', `/api/users/confirmation?confirmation_token=${oldToken}`)).statusCode).toBe(422);
      expect((await b.call('GET', `/api/users/confirmation?confirmation_token=${newToken}`)).statusCode).toBe(200);
      const already = await b.call('POST', '/api/users/confirmation', { user: { email } });
      expect(already.statusCode).toBe(422);
      expect(already.json().errors['user.email']).toEqual(['was already confirmed, please try signing in']);
      // A guest asking about a confirmed address learns nothing.
      const guest = await new Browser(t).call('POST', '/api/users/confirmation', { user: { email } });
      expect(guest.statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses and mails only the owner', async () => {
      const p = await seedPlayer();
      const ghost = freshEmail('ghost');
      const known = await new Browser(t).call('POST', '/api/users/password', { user: { email: p.email } });
      const unknown = await new Browser(t).call('POST', '/api/users/password', { user: { email: ghost } });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.headers['set-cookie']).toBeUndefined();
      expect((await lastMail(t, p.email))?.kind).toBe('reset_password');
      expect(await lastMail(t, ghost)).toBeUndefined();
    });

    it('restores with a single-use token, ends every session and accepts only the new password', async () => {
      const p = await seedPlayer();
      const other = new Browser(t);
      await other.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD } });
      const otherToken = other.token!;
      const b = new Browser(t);
      await b.call('POST', '/api/users/password', { user: { email: p.email } });
      const mail = await lastMail(t, p.email);
      expect(mail?.links[0]).toContain(`${publicOrigin(t.config)}/en/new-password?reset_password_token=`);
      const token = linkParam(mail, 'reset_password_token');
      const revoked: unknown[] = [];
      const off = t.events.on('player.sessions_revoked', (e) => revoked.push(e));
      const res = await b.call('PUT', '/api/users/password', {
        user: { reset_password_token: token, password: 'N3w-password!', password_confirmation: 'N3w-password!' },
      });
      off();
      expect(res.statusCode).toBe(200);
      expect(await t.app.deps.sessions.resolve(otherToken)).toBeNull();
      expect(revoked).toEqual([{ playerId: p.id, sessionIds: [hashToken(otherToken)] }]);
      const reuse = await b.call('PUT', '/api/users/password', {
        user: { reset_password_token: token, password: 'An0ther-pass!', password_confirmation: 'An0ther-pass!' },
      });
      expect(reuse.statusCode).toBe(422);
      expect(reuse.json().errors['user.reset_password_token']).toBeDefined();
      expect((await b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: GOOD_PASSWORD } })).statusCode).toBe(422);
      expect((await b.call('POST', '/api/users/sign_in', { user: { email: p.email, password: 'N3w-password!' } })).statusCode).toBe(200);
    });

    it('refuses an expired reset token (2 hours)', async () => {
      const p = await seedPlayer();
      const b = new Browser(t);
      await b.call('POST', '/api/users/password', { user: { email: p.email } });
      const token = linkParam(await lastMail(t, p.email), 'reset_password_token');
      t.clock.advance(ACCOUNT_TOKEN_TTL_MS.reset_password + 1000);
      const res = await b.call('PUT', '/api/users/password', {
        user: { reset_password_token: token, password: 'N3w-password!', password_confirmation: 'N3w-password!' },
      });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('check-email', () => {
    it('says only whether an address is acceptable, the same for registered and unknown ones', async () => {
      const p = await seedPlayer();
      const b = new Browser(t);
      const known = await b.call('POST', '/check-email', { email: p.email });
      const unknown = await b.call('POST', '/check-email', { email: freshEmail('free') });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ valid: true });
      expect(unknown.json()).toEqual(known.json());
      expect((await b.call('POST', '/check-email', { email: 'nope' })).json()).toEqual({ valid: false });
      expect((await b.call('POST', '/check-email', { email: 'x@mailinator.com' })).json()).toEqual({ valid: false });
    });
  });

  describe('auth provider details', () => {
    it('records terms acceptance and profile fields for the signed-in player only', async () => {
      const email = freshEmail('prov');
      await t.database.db.insert(players).values({ email, passwordHash: await hashPassword(GOOD_PASSWORD), currency: 'CAD', autoregistered: true });
      const b = new Browser(t);
      const signedIn = await b.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } });
      expect(signedIn.json().auth_fields_missed).toEqual(['terms_acceptance']);
      const res = await b.call('POST', '/api/auth_providers/update_details', { user: { terms_acceptance: true, nickname: 'Provided', country: 'ca' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ auth_fields_missed: [], nickname: 'Provided', country: 'CA' });
      const guest = await new Browser(t).call('POST', '/api/auth_providers/update_details', { user: { terms_acceptance: true } });
      expect(guest.statusCode).toBe(401);
    });
  });
});
