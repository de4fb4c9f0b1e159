import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../schemas/api-error';
import { LOG_ENTRIES_MAX } from '../../schemas/telemetry';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { players } from '../db/schema';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { telemetryLogs, telemetryNetwork, telemetryPerformance, telemetryUtm, telemetryValidationErrors } from './schema';

describe('telemetry sinks', () => {
  let t: TestPlatform;
  let player: Browser;
  let playerId: number;
  beforeAll(async () => {
    t = await createTestPlatform();
    player = new Browser(t);
    const email = freshEmail('tel');
    await player.call('POST', '/api/users', registration(email));
    playerId = (await t.database.db.select({ id: players.id }).from(players).where(eq(players.email, email)))[0]!.id;
  });
  afterAll(() => t.close());

  const rows = async (
    table: typeof telemetryLogs | typeof telemetryUtm | typeof telemetryValidationErrors | typeof telemetryPerformance | typeof telemetryNetwork,
  ) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

  it('stores UTM set and send events with the player when signed in', async () => {
    const guest = await new Browser(t).call('POST', '/log_utm_set', { utmMetrics: { utm_source: 'google', utm_campaign: 'spring', sub_id: 's1' } });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ ok: true });
    expect((await player.call('POST', '/log_utm_send', { utmMetrics: { utm_source: 'google' } })).statusCode).toBe(200);
    const stored = await t.database.db.select().from(telemetryUtm).orderBy(telemetryUtm.id);
    expect(stored.map((r) => [r.action, r.utmSource, r.utmCampaign, r.subId, r.playerId])).toEqual([
      ['set', 'google', 'spring', 's1', null],
      ['send', 'google', null, null, playerId],
    ]);
  });

  it('stores validation error reports', async () => {
    const res = await player.call('PUT', '/metrics-errors-validation', {
      side: 'frontEnd',
      component: 'RegistrationForm',
      errors: [{ key: 'email', firstMessage: 'is invalid' }],
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(telemetryValidationErrors);
    expect(row).toMatchObject({ side: 'frontEnd', component: 'RegistrationForm', errors: [{ key: 'email', firstMessage: 'is invalid' }], playerId });
  });

  it('stores a batch of log entries, one row each', async () => {
    const entries = [
      {
        level: 'error',
        code: 'LOAD_PLAYER_ACCOUNTS_ERROR',
        message: 'timeout',
        context: { status: 0, path: '/api/player/accounts' },
        time: '2026-11-22T11:59:00.000Z',
      },
      { level: 'warn', code: 'STAG_EMPTY', message: '' },
    ];
    const res = await new Browser(t).call('PUT', '/log', { entries });
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db.select().from(telemetryLogs).orderBy(telemetryLogs.id);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      level: 'error',
      code: 'LOAD_PLAYER_ACCOUNTS_ERROR',
      context: { status: 0, path: '/api/player/accounts' },
      playerId: null,
    });
    expect(stored[0]!.loggedAt?.toISOString()).toBe('2026-11-22T11:59:00.000Z');
  });

  it('stores performance and network readings', async () => {
    expect((await player.call('PUT', '/performance', { page: '/de/games', timings: { ttfb: 120.5, fcp: 800 } })).statusCode).toBe(200);
    expect((await player.call('PUT', '/network-performance', { rtt: 150, downlink: 1.45, effectiveType: '4g' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(telemetryPerformance))[0]).toMatchObject({ page: '/de/games', timings: { ttfb: 120.5, fcp: 800 }, playerId });
    expect((await t.database.db.select().from(telemetryNetwork))[0]).toMatchObject({ rtt: 150, downlink: 1.45, effectiveType: '4g', playerId });
  });

  it('refuses bad reports with field errors and stores nothing', async () => {
    const before = await Promise.all([
      rows(telemetryLogs),
      rows(telemetryUtm),
      rows(telemetryValidationErrors),
      rows(telemetryPerformance),
      rows(telemetryNetwork),
    ]);
    const entry = { level: 'error', code: 'X', message: 'm' };
    const cases: [string, string, unknown, number][] = [
      ['POST', '/log_utm_set', { utmMetrics: { utm_source: 'x'.repeat(257) } }, 422],
      ['POST', '/log_utm_send', { utm_source: 'google' }, 422],
      ['PUT', '/metrics-errors-validation', { side: 'middle', component: 'LoginForm', errors: [{ key: 'email', firstMessage: 'x' }] }, 422],
      ['PUT', '/metrics-errors-validation', { side: 'backEnd', component: 'LoginForm', errors: [] }, 422],
      ['PUT', '/log', { entries: [] }, 422],
      ['PUT', '/log', { entries: Array.from({ length: LOG_ENTRIES_MAX + 1 }, () => entry) }, 422],
      ['PUT', '/log', { entries: [{ ...entry, level: 'fatal' }] }, 422],
      ['PUT', '/log', { entries: [{ ...entry, context: { nested: { a: 1 } } }] }, 422],
      ['PUT', '/log', { entries: [{ ...entry, message: 'x'.repeat(70_000) }] }, 413],
      ['PUT', '/performance', { timings: {} }, 422],
      ['PUT', '/performance', { timings: { ttfb: -1 } }, 422],
      ['PUT', '/network-performance', {}, 422],
      ['PUT', '/network-performance', { effectiveType: '5g' }, 422],
      ['PUT', '/network-performance', { rtt: 'fast' }, 422],
      ['PUT', '/performance', { page: 'p', timings: { a: 1 }, pad: 'x'.repeat(9000) }, 413],
    ];
    for (const [method, url, payload, status] of cases) {
      const res = await player.call(method as 'PUT', url, payload);
      expect([url, res.statusCode]).toEqual([url, status]);
      ApiErrorSchema.parse(res.json());
    }
    const after = await Promise.all([
      rows(telemetryLogs),
      rows(telemetryUtm),
      rows(telemetryValidationErrors),
      rows(telemetryPerformance),
      rows(telemetryNetwork),
    ]);
    expect(after).toEqual(before);
  });

  it('needs the X-Requested-With header like every state-changing call', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/network-performance', payload: { rtt: 100 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('missing_x_requested_with');
  });

  it('limits reports per client address', async () => {
    const b = new Browser(t);
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await b.call('PUT', '/network-performance', { rtt: i })).statusCode;
    expect(last).toBe(429);
    // Another sink and another address are counted apart.
    expect((await b.call('PUT', '/performance', { timings: { ttfb: 1 } })).statusCode).toBe(200);
    expect((await new Browser(t).call('PUT', '/network-performance', { rtt: 1 })).statusCode).toBe(200);
  });
});
