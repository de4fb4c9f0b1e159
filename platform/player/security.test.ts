import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../schemas/api-error';
import { ChangePasswordResultSchema, PlayerSessionsSchema } from '../../schemas/profile';
import { Browser, freshEmail, GOOD_PASSWORD, registration } from '../auth/auth-test-helpers';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('profile security calls', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  /** One registered player signed in on `count` browsers (the first is the registering one). */
  async function signedIn(count: number): Promise<{ email: string; browsers: Browser[] }> {
    const email = freshEmail('sec');
    const first = new Browser(t);
    expect((await first.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    const browsers = [first];
    for (let i = 1; i < count; i++) {
      const b = new Browser(t);
      expect((await b.call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
      browsers.push(b);
    }
    return { email, browsers };
  }

  it('answers 401 to guests', async () => {
    const b = new Browser(t);
    for (const [m, u, body] of [
      ['GET', '/api/player/sessions', undefined],
      ['DELETE', '/api/player/sessions/0123456789abcdef', undefined],
      ['PUT', '/api/player/password', { user: { current_password: GOOD_PASSWORD, password: 'N3w-secret!', password_confirmation: 'N3w-secret!' } }],
    ] as const) {
      expect((await b.call(m, u, body)).statusCode).toBe(401);
    }
  });

  it('lists live sessions with the current one marked, and ends another one', async () => {
    const { browsers } = await signedIn(3);
    const [me, other, third] = browsers as [Browser, Browser, Browser];
    const list = PlayerSessionsSchema.parse((await me.call('GET', '/api/player/sessions')).json());
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const current = list.find((s) => s.current)!;
    const others = list.filter((s) => !s.current);
    expect(others.every((s) => /^[0-9a-f]{16}$/.test(s.id))).toBe(true);

    // The current session is ended by logging out, not here.
    const self = await me.call('DELETE', `/api/player/sessions/${current.id}`);
    expect(self.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(self.json()).error).toBe('current_session');

    const ended = await me.call('DELETE', `/api/player/sessions/${others[0]!.id}`);
    expect(ended.statusCode).toBe(200);
    expect(PlayerSessionsSchema.parse(ended.json())).toHaveLength(2);
    const stillIn = [(await other.call('GET', '/api/player')).statusCode, (await third.call('GET', '/api/player')).statusCode].sort();
    expect(stillIn).toEqual([200, 401]);

    // Unknown, already ended, and malformed handles.
    expect((await me.call('DELETE', `/api/player/sessions/${others[0]!.id}`)).statusCode).toBe(404);
    expect((await me.call('DELETE', '/api/player/sessions/ffffffffffffffff')).statusCode).toBe(404);
    expect((await me.call('DELETE', '/api/player/sessions/not-a-handle')).statusCode).toBe(422);
  });

  it('does not let one player end another player’s session', async () => {
    const a = await signedIn(1);
    const b = await signedIn(1);
    const theirs = PlayerSessionsSchema.parse((await b.browsers[0]!.call('GET', '/api/player/sessions')).json());
    expect((await a.browsers[0]!.call('DELETE', `/api/player/sessions/${theirs[0]!.id}`)).statusCode).toBe(404);
    expect((await b.browsers[0]!.call('GET', '/api/player')).statusCode).toBe(200);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const { email, browsers } = await signedIn(2);
    const [me, other] = browsers as [Browser, Browser];
    const events: unknown[] = [];
    const off = t.app.deps.events.on('player.sessions_revoked', (e) => events.push(e));
    const res = await me.call('PUT', '/api/player/password', {
      user: { current_password: GOOD_PASSWORD, password: 'N3w-secret!', password_confirmation: 'N3w-secret!' },
    });
    off();
    expect(res.statusCode).toBe(200);
    expect(ChangePasswordResultSchema.parse(res.json()).sessions_ended).toBe(1);
    expect(events).toHaveLength(1);
    expect((await me.call('GET', '/api/player')).statusCode).toBe(200);
    expect((await other.call('GET', '/api/player')).statusCode).toBe(401);
    expect((await new Browser(t).call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(422);
    expect((await new Browser(t).call('POST', '/api/users/sign_in', { user: { email, password: 'N3w-secret!' } })).statusCode).toBe(200);
  });

  it.each([
    [
      'wrong current password',
      { current_password: 'Wrong-pass-1', password: 'N3w-secret!', password_confirmation: 'N3w-secret!' },
      'invalid_current_password',
      'user.current_password',
    ],
    [
      'empty current password',
      { current_password: '', password: 'N3w-secret!', password_confirmation: 'N3w-secret!' },
      'validation_failed',
      'user.current_password',
    ],
    [
      'confirmation differs',
      { current_password: GOOD_PASSWORD, password: 'N3w-secret!', password_confirmation: 'N3w-secret?' },
      'validation_failed',
      'user.password_confirmation',
    ],
    ['too short', { current_password: GOOD_PASSWORD, password: 'a1!', password_confirmation: 'a1!' }, 'validation_failed', 'user.password'],
    [
      'same as before',
      { current_password: GOOD_PASSWORD, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD },
      'validation_failed',
      'user.password',
    ],
  ])('refuses a password change (%s) with 422 and changes nothing', async (_name, user, code, field) => {
    const { email, browsers } = await signedIn(2);
    const res = await browsers[0]!.call('PUT', '/api/player/password', { user });
    expect(res.statusCode).toBe(422);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error).toBe(code);
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect((await browsers[1]!.call('GET', '/api/player')).statusCode).toBe(200);
    expect((await new Browser(t).call('POST', '/api/users/sign_in', { user: { email, password: GOOD_PASSWORD } })).statusCode).toBe(200);
  });

  it('hides the testers’ clock unless the platform runs with a movable clock', async () => {
    // The test platform's ManualClock is moved by the test itself, not over HTTP.
    expect((await new Browser(t).call('GET', '/api/dev/clock')).statusCode).toBe(404);
    expect((await new Browser(t).call('POST', '/api/dev/clock', { offset_ms: 1000 })).statusCode).toBe(404);
  });
});
