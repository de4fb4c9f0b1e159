import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { generate } from 'otplib';
import { AuditLogPageSchema, StaffMeSchema, StaffTwoFactorSetupSchema, type StaffRole } from '../../schemas/staff';
import { CookieJar, createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { hashToken } from '../auth/sessions';
import { hashPassword } from '../auth';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoStaff } from './demo-accounts';
import { requireStaff, type StaffContext } from './guard';
import { MAX_PASSWORD_FAILURES } from './routes';
import { staffAuditLog, staffSessions, staffUsers } from './schema';
import { seedStaff } from './seed';
import { STAFF_COOKIE, STAFF_IDLE_MS, STAFF_MAX_OTP_FAILURES } from './sessions';

let t: TestPlatform;
let ipCounter = 1;
/** Each test signs in from its own address so the per-IP limit of one test never trips another. */
const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
const nowCode = (secret: string, stepsAgo = 0) => codeAt(secret, new Date(t.clock.now().getTime() - stepsAgo * 30_000));

interface Browser {
  jar: CookieJar;
  ip: string;
  call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): ReturnType<TestPlatform['call']>;
}

function browser(ip = freshIp()): Browser {
  const jar = new CookieJar();
  return {
    jar,
    ip,
    async call(method, url, payload) {
      const res = await t.call({ method, url, remoteAddress: ip, headers: { cookie: jar.header() }, ...(payload ? { payload } : {}) });
      jar.store(res);
      return res;
    },
  };
}

async function signedIn(role: StaffRole): Promise<Browser> {
  const demo = demoStaff(role);
  const b = browser();
  expect((await b.call('POST', '/api/backoffice/sign_in', { email: demo.email, password: demo.password })).statusCode).toBe(200);
  // Each sign-in of the same account needs a code of a newer time step than the last one used.
  t.clock.advance(30_000);
  const res = await b.call('POST', '/api/backoffice/sign_in/otp', { code: await nowCode(demo.totpSecret!) });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

async function auditRows(action?: string) {
  const rows = await t.database.db.select().from(staffAuditLog).orderBy(staffAuditLog.id);
  return action ? rows.filter((r) => r.action === action) : rows;
}

async function addStaff(email: string, role: StaffRole, opts: { enrolled?: string } = {}) {
  const [row] = await t.database.db
    .insert(staffUsers)
    .values({
      email,
      name: `Test ${role}`,
      role,
      passwordHash: await hashPassword('Pass-word-1'),
      otpSecret: opts.enrolled ?? null,
      twoFactorEnabled: !!opts.enrolled,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestPlatform();
  await seedStaff(t.app.deps);
});
afterAll(() => t.close());

describe('staff seed', () => {
  it('creates one two-factor account per role plus a new hire, prints credentials, and is idempotent', async () => {
    const lines = await seedStaff(t.app.deps);
    const rows = await t.database.db.select().from(staffUsers);
    expect(rows.filter((r) => r.email.endsWith('@reelhouse.test'))).toHaveLength(DEMO_STAFF.length);
    for (const role of ['editor', 'marketing', 'support', 'admin'] as const) {
      const row = rows.find((r) => r.email === demoStaff(role).email)!;
      expect(row.role).toBe(role);
      expect(row.twoFactorEnabled).toBe(true);
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(lines.join('\n')).toContain(`admin@reelhouse.test / ${DEMO_STAFF_PASSWORD}, TOTP secret ${demoStaff('admin').totpSecret}`);
  });

  it('seeds nothing in production', async () => {
    const lines = await seedStaff({ ...t.app.deps, config: { ...t.app.deps.config, REELHOUSE_ENV: 'production' } });
    expect(lines).toEqual([]);
  });
});

describe('staff sign-in with required two-factor', () => {
  it('answers a wrong password and an unknown e-mail alike, and audits both', async () => {
    const b = browser();
    const wrong = await b.call('POST', '/api/backoffice/sign_in', { email: 'support@reelhouse.test', password: 'nope' });
    const unknown = await b.call('POST', '/api/backoffice/sign_in', { email: 'ghost@reelhouse.test', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined();
    const failed = await auditRows('sign_in_failed');
    expect(failed.map((r) => r.target)).toEqual(expect.arrayContaining(['staff_email:support@reelhouse.test', 'staff_email:ghost@reelhouse.test']));
    expect(failed.find((r) => r.target === 'staff_email:ghost@reelhouse.test')!.staffId).toBeNull();
  });

  it('gives a pending session after the password that reaches nothing but the second factor', async () => {
    const demo = demoStaff('admin');
    const b = browser();
    const res = await b.call('POST', '/api/backoffice/sign_in', { email: 'ADMIN@reelhouse.test ', password: demo.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stage: 'otp_pending', next: 'otp' });
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/api/backoffice');
    // The same token for the editors' preview page only (its server action checks it) and, outside
    // production, for the tester tools admin staff may use (platform/staff/dev-tools.ts).
    expect(res.cookies.filter((c) => c.name === STAFF_COOKIE).map((c) => c.path)).toEqual(['/api/backoffice', '/backoffice/preview', '/api/dev', '/dev']);
    for (const url of ['/api/backoffice/me', '/api/backoffice/audit_log', '/api/backoffice/staff']) {
      expect((await b.call('GET', url)).statusCode, url).toBe(401);
    }
    // An enrolled account can never be re-enrolled from a password alone.
    expect((await b.call('POST', '/api/backoffice/two_factor')).statusCode).toBe(409);
  });

  it('rotates the token after the TOTP step and refuses the pending token afterwards', async () => {
    const demo = demoStaff('admin');
    const b = browser();
    await b.call('POST', '/api/backoffice/sign_in', { email: demo.email, password: demo.password });
    const pendingToken = b.jar.cookies.get(STAFF_COOKIE)!;
    t.clock.advance(30_000);
    const res = await b.call('POST', '/api/backoffice/sign_in/otp', { code: await nowCode(demo.totpSecret!) });
    expect(res.statusCode).toBe(200);
    const me = StaffMeSchema.parse(res.json());
    expect(me.staff).toMatchObject({ email: demo.email, role: 'admin', two_factor_enabled: true });
    expect(me.staff).not.toHaveProperty('password_hash');
    const activeToken = b.jar.cookies.get(STAFF_COOKIE)!;
    expect(activeToken).not.toBe(pendingToken);
    expect(Buffer.from(activeToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, hashToken(activeToken)));
    expect(stored!.stage).toBe('active');
    const [old] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, hashToken(pendingToken)));
    expect(old!.revokedAt).not.toBeNull();
    expect((await b.call('GET', '/api/backoffice/me')).statusCode).toBe(200);
    const replay = await t.call({
      method: 'POST',
      url: '/api/backoffice/sign_in/otp',
      remoteAddress: b.ip,
      headers: { cookie: `${STAFF_COOKIE}=${pendingToken}` },
      payload: { code: await nowCode(demo.totpSecret!) },
    });
    expect(replay.statusCode).toBe(401);
    expect((await auditRows('sign_in')).at(-1)).toMatchObject({ staffId: me.staff.id, role: 'admin', target: `staff:${me.staff.id}` });
  });

  it('accepts one step of drift, refuses two, and never accepts a code twice', async () => {
    const demo = demoStaff('marketing');
    const secret = demo.totpSecret!;
    t.clock.advance(60_000);
    const a = browser();
    await a.call('POST', '/api/backoffice/sign_in', { email: demo.email, password: demo.password });
    expect((await a.call('POST', '/api/backoffice/sign_in/otp', { code: await nowCode(secret, 2) })).statusCode).toBe(422);
    const drifted = await nowCode(secret, 1);
    expect((await a.call('POST', '/api/backoffice/sign_in/otp', { code: drifted })).statusCode).toBe(200);

    const b = browser();
    await b.call('POST', '/api/backoffice/sign_in', { email: demo.email, password: demo.password });
    const reuse = await b.call('POST', '/api/backoffice/sign_in/otp', { code: drifted });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.code).toBeDefined();
    // The current step is newer than the one used, so its code is fine.
    expect((await b.call('POST', '/api/backoffice/sign_in/otp', { code: await nowCode(secret) })).statusCode).toBe(200);
    expect((await b.call('POST', '/api/backoffice/sign_in/otp', { code: await nowCode(secret) })).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const staff = await addStaff('racer@reelhouse.test', 'marketing', { enrolled: secret });
    const a = browser();
    const b = browser();
    await a.call('POST', '/api/backoffice/sign_in', { email: staff.email, password: 'Pass-word-1' });
    await b.call('POST', '/api/backoffice/sign_in', { email: staff.email, password: 'Pass-word-1' });
    const code = await nowCode(secret);
    const results = await Promise.all([a, b].map((x) => x.call('POST', '/api/backoffice/sign_in/otp', { code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('throws a pending session away after too many wrong codes', async () => {
    const demo = demoStaff('support');
    const b = browser();
    await b.call('POST', '/api/backoffice/sign_in', { email: demo.email, password: demo.password });
    for (let i = 1; i < STAFF_MAX_OTP_FAILURES; i++) {
      expect((await b.call('POST', '/api/backoffice/sign_in/otp', { code: '000000' })).statusCode).toBe(422);
    }
    const last = await b.call('POST', '/api/backoffice/sign_in/otp', { code: '000000' });
    expect(last.statusCode).toBe(401);
    expect(last.json().error).toBe('staff_sign_in_expired');
    t.clock.advance(30_000);
    expect((await b.call('POST', '/api/backoffice/sign_in/otp', { code: await nowCode(demo.totpSecret!) })).statusCode).toBe(401);
    expect((await auditRows('sign_in_otp_failed')).length).toBeGreaterThanOrEqual(STAFF_MAX_OTP_FAILURES);
  });

  it('makes staff without two-factor enrol before anything else, then activates with a new token', async () => {
    const staff = await addStaff('fresh@reelhouse.test', 'editor');
    const b = browser();
    const res = await b.call('POST', '/api/backoffice/sign_in', { email: staff.email, password: 'Pass-word-1' });
    expect(res.json()).toEqual({ stage: 'otp_pending', next: 'enrol' });
    expect((await b.call('GET', '/api/backoffice/me')).statusCode).toBe(401);
    expect((await b.call('POST', '/api/backoffice/sign_in/otp', { code: '123456' })).statusCode).toBe(409);
    expect((await b.call('POST', '/api/backoffice/two_factor/confirm', { code: '123456' })).statusCode).toBe(409);

    const setup = StaffTwoFactorSetupSchema.parse((await b.call('POST', '/api/backoffice/two_factor')).json());
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.otpauth_url).toContain(setup.secret);
    expect(setup.qr_data_url).toMatch(/^data:image\/png;base64,/);
    expect((await b.call('POST', '/api/backoffice/two_factor/confirm', { code: 'abc' })).statusCode).toBe(422);
    expect(
      (await b.call('POST', '/api/backoffice/two_factor/confirm', { code: (await nowCode(setup.secret)) === '000000' ? '000001' : '000000' })).statusCode,
    ).toBe(422);

    const pendingToken = b.jar.cookies.get(STAFF_COOKIE);
    const confirm = await b.call('POST', '/api/backoffice/two_factor/confirm', { code: await nowCode(setup.secret) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(b.jar.cookies.get(STAFF_COOKIE)).not.toBe(pendingToken);
    expect(StaffMeSchema.parse(confirm.json()).staff.two_factor_enabled).toBe(true);
    expect((await b.call('GET', '/api/backoffice/me')).statusCode).toBe(200);
    const enrolled = await auditRows('two_factor_enrolled');
    expect(enrolled.at(-1)).toMatchObject({ staffId: staff.id, before: { two_factor_enabled: false }, after: { two_factor_enabled: true } });

    // Next time the enrolled code is required and enrolment is closed.
    const again = browser();
    expect((await again.call('POST', '/api/backoffice/sign_in', { email: staff.email, password: 'Pass-word-1' })).json().next).toBe('otp');
    expect((await again.call('POST', '/api/backoffice/two_factor')).statusCode).toBe(409);
  });

  it('signs out: audited, the token is dead, the cookie cleared', async () => {
    const b = await signedIn('editor');
    const token = b.jar.cookies.get(STAFF_COOKIE)!;
    const res = await b.call('DELETE', '/api/backoffice/sign_out');
    expect(res.statusCode).toBe(200);
    expect(b.jar.cookies.has(STAFF_COOKIE)).toBe(false);
    const me = await t.call({ method: 'GET', url: '/api/backoffice/me', headers: { cookie: `${STAFF_COOKIE}=${token}` } });
    expect(me.statusCode).toBe(401);
    expect((await auditRows('sign_out')).at(-1)).toMatchObject({ role: 'editor', target: expect.stringMatching(/^staff:\d+$/) });
    expect((await b.call('DELETE', '/api/backoffice/sign_out')).statusCode).toBe(401);
  });

  it('ends an idle session after 8 hours and any session after 12', async () => {
    const idle = await signedIn('support');
    t.clock.advance(STAFF_IDLE_MS - 60_000);
    expect((await idle.call('GET', '/api/backoffice/me')).statusCode).toBe(200);
    t.clock.advance(STAFF_IDLE_MS + 1000);
    expect((await idle.call('GET', '/api/backoffice/me')).statusCode).toBe(401);

    const busy = await signedIn('support');
    for (let h = 0; h < 11; h++) {
      t.clock.advance(60 * 60 * 1000);
      expect((await busy.call('GET', '/api/backoffice/me')).statusCode).toBe(200);
    }
    t.clock.advance(61 * 60 * 1000);
    expect((await busy.call('GET', '/api/backoffice/me')).statusCode).toBe(401);
  });

  it('refuses disabled staff at sign-in and ends their sessions', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const staff = await addStaff('leaver@reelhouse.test', 'support', { enrolled: secret });
    const b = browser();
    await b.call('POST', '/api/backoffice/sign_in', { email: staff.email, password: 'Pass-word-1' });
    expect((await b.call('POST', '/api/backoffice/sign_in/otp', { code: await nowCode(secret) })).statusCode).toBe(200);
    await t.database.db.update(staffUsers).set({ disabledAt: t.clock.now() }).where(eq(staffUsers.id, staff.id));
    expect((await b.call('GET', '/api/backoffice/me')).statusCode).toBe(401);
    const again = await browser().call('POST', '/api/backoffice/sign_in', { email: staff.email, password: 'Pass-word-1' });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('invalid_credentials');
  });
});

describe('rate limits', () => {
  it('locks an account after repeated wrong passwords, even for the right one, until the window passes', async () => {
    const staff = await addStaff('target@reelhouse.test', 'editor');
    for (let i = 0; i < MAX_PASSWORD_FAILURES; i++) {
      // Different addresses: the account lock must hold even when the attacker spreads out.
      expect((await browser().call('POST', '/api/backoffice/sign_in', { email: staff.email, password: `guess-${i}` })).statusCode).toBe(401);
    }
    const locked = await browser().call('POST', '/api/backoffice/sign_in', { email: staff.email, password: 'Pass-word-1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('too_many_attempts');
    t.clock.advance(16 * 60 * 1000);
    expect((await browser().call('POST', '/api/backoffice/sign_in', { email: staff.email, password: 'Pass-word-1' })).statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP address', async () => {
    const b = browser();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push((await b.call('POST', '/api/backoffice/sign_in', { email: `nobody${i}@reelhouse.test`, password: 'x' })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await browser().call('POST', '/api/backoffice/sign_in', { email: 'nobody@reelhouse.test', password: 'x' })).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('lets every role read itself and only admin read the audit log and the staff list', async () => {
    for (const role of ['editor', 'marketing', 'support', 'admin'] as const) {
      const b = await signedIn(role);
      const me = await b.call('GET', '/api/backoffice/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().staff.role).toBe(role);
      const log = await b.call('GET', '/api/backoffice/audit_log');
      const staff = await b.call('GET', '/api/backoffice/staff');
      if (role === 'admin') {
        expect(log.statusCode).toBe(200);
        expect(staff.statusCode).toBe(200);
        expect(staff.json().staff.map((s: { email: string }) => s.email)).toEqual(expect.arrayContaining(DEMO_STAFF.map((s) => s.email)));
        expect(JSON.stringify(staff.json())).not.toMatch(/argon2|otp_secret|TZ3Q662G/);
      } else {
        expect(log.statusCode, role).toBe(403);
        expect(log.json().error).toBe('staff_role_forbidden');
        expect(staff.statusCode, role).toBe(403);
      }
    }
  });

  it('requireStaff admits listed roles and admin, refuses others, and 401s without a session', async () => {
    const req = (role: StaffRole | null) =>
      ({
        _staff: role ? ({ staffId: 1, sessionId: 'x', role, email: 'a@b.c', name: 'A', sessionExpiresAt: new Date() } satisfies StaffContext) : null,
      }) as unknown as FastifyRequest;
    await expect(requireStaff(req('support'), ['support'])).resolves.toMatchObject({ role: 'support' });
    await expect(requireStaff(req('admin'), ['support'])).resolves.toMatchObject({ role: 'admin' });
    await expect(requireStaff(req('editor'), 'any')).resolves.toMatchObject({ role: 'editor' });
    await expect(requireStaff(req('editor'), ['support', 'marketing'])).rejects.toMatchObject({ statusCode: 403, code: 'staff_role_forbidden' });
    await expect(requireStaff(req('marketing'), ['admin'])).rejects.toMatchObject({ statusCode: 403 });
    await expect(requireStaff(req(null), 'any')).rejects.toMatchObject({ statusCode: 401, code: 'staff_unauthorized' });
  });
});

describe('audit log', () => {
  it('is append-only in the database itself', async () => {
    const [row] = await auditRows();
    expect(row).toBeDefined();
    await expect(t.database.db.update(staffAuditLog).set({ action: 'tampered' }).where(eq(staffAuditLog.id, row!.id))).rejects.toThrow();
    await expect(t.database.db.delete(staffAuditLog).where(eq(staffAuditLog.id, row!.id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE staff_audit_log`)).rejects.toThrow();
    const [still] = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.id, row!.id));
    expect(still).toEqual(row);
  });

  it('pages newest first and filters by staff and action', async () => {
    const admin = await signedIn('admin');
    const adminId = (await admin.call('GET', '/api/backoffice/me')).json().staff.id as number;
    const all = AuditLogPageSchema.parse((await admin.call('GET', '/api/backoffice/audit_log?per_page=3')).json());
    expect(all.entries).toHaveLength(3);
    expect(all.total).toBe((await auditRows()).length);
    expect(all.entries[0]!.action).toBe('sign_in');
    expect(all.entries[0]!.staff_name).toBe('Ada Admin');
    expect(all.actions).toEqual(expect.arrayContaining(['sign_in', 'sign_in_failed', 'sign_out', 'two_factor_enrolled']));
    const page2 = AuditLogPageSchema.parse((await admin.call('GET', '/api/backoffice/audit_log?per_page=3&page=2')).json());
    expect(page2.entries[0]!.id).toBeLessThan(all.entries[2]!.id);

    const mine = AuditLogPageSchema.parse((await admin.call('GET', `/api/backoffice/audit_log?staff_id=${adminId}&action=sign_in`)).json());
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.entries.every((e) => e.staff_id === adminId && e.action === 'sign_in')).toBe(true);

    const bad = await admin.call('GET', '/api/backoffice/audit_log?per_page=1000&staff_id=abc&action=DROP%20TABLE');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['querystring.per_page', 'querystring.staff_id', 'querystring.action']));
  });
});

describe('bad input', () => {
  it('answers malformed and invalid bodies with 4xx field errors, never a session', async () => {
    const b = browser();
    const cases: Array<[string, unknown]> = [
      ['/api/backoffice/sign_in', {}],
      ['/api/backoffice/sign_in', { email: 'not-an-email', password: 'x' }],
      ['/api/backoffice/sign_in', { email: 'a@b.c', password: 'x'.repeat(300) }],
      ['/api/backoffice/sign_in', { email: 42, password: ['x'] }],
      ['/api/backoffice/sign_in/otp', { code: 123456 }],
    ];
    for (const [url, payload] of cases) {
      const res = await b.call('POST', url, payload as object);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
    const malformed = await t.call({
      method: 'POST',
      url: '/api/backoffice/sign_in',
      remoteAddress: b.ip,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(b.jar.cookies.has(STAFF_COOKIE)).toBe(false);
  });

  it('refuses sign-in without the X-Requested-With header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/sign_in',
      payload: { email: 'admin@reelhouse.test', password: DEMO_STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});
