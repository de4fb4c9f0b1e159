import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AffiliateReportSchema } from '../../schemas/affiliates';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { freshEmail, registration, Browser } from '../auth/auth-test-helpers';
import { players, telemetryUtm } from '../db/schema';
import { CASHOUT_PROFILE, cardBody, depositThrough3ds, paymentsPlatform, type TestPlayer } from '../payments/test-helpers';
import { seedStaff } from '../staff/seed';
import { staffBrowser } from '../testing/staff-browser';
import type { TestPlatform } from '../testing/test-platform';
import { groupLines } from './report';

let t: TestPlatform;
beforeAll(async () => {
  t = await paymentsPlatform();
  await seedStaff(t.app.deps);
  // A day of its own: nothing the template database holds falls in the report's range.
  t.clock.set(new Date('2026-12-02T10:00:00Z'));
});
afterAll(() => t.close());

const playerRow = async (email: string) => (await t.database.db.select().from(players).where(eq(players.email, email)))[0]!;

/** A browser that landed with these cookies (as proxy.ts and the site's capture set them). */
const landed = (cookies: Record<string, string>) => {
  const b = new Browser(t);
  for (const [k, v] of Object.entries(cookies)) b.jar.cookies.set(k, v);
  return b;
};

describe('registration keeps the affiliate', () => {
  it('stores the stag, the partner id and the first landing time from the landing cookies', async () => {
    const landedAt = t.clock.now().getTime() - 3 * 86_400_000;
    const b = landed({ stag: 'aff42_x', affb_id: '777', rh_landed_at: String(landedAt) });
    const email = freshEmail('aff');
    expect((await b.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    const row = await playerRow(email);
    expect([row.stag, row.affbId, row.landedAt?.getTime()]).toEqual(['aff42_x', '777', landedAt]);
  });

  it('prefers the body’s stag and partner id to the cookies', async () => {
    const b = landed({ stag: 'cookie_1', affb_id: '1' });
    const email = freshEmail('aff');
    expect((await b.call('POST', '/api/users', registration(email, { stag: 'body_2', affb_id: '2' }))).statusCode).toBe(200);
    const row = await playerRow(email);
    expect([row.stag, row.affbId, row.landedAt]).toEqual(['body_2', '2', null]);
  });

  it('ignores malformed cookies and a landing time outside the 30 days', async () => {
    const b = landed({ stag: encodeURIComponent('<script>x'), affb_id: 'abc', rh_landed_at: String(t.clock.now().getTime() - 40 * 86_400_000) });
    const email = freshEmail('aff');
    expect((await b.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    const row = await playerRow(email);
    expect([row.stag, row.affbId, row.landedAt]).toEqual([null, null, null]);
  });

  it('refuses a stag with odd characters or a partner id that is not digits, naming the field, creating nobody', async () => {
    for (const [extra, field] of [
      [{ stag: '<b>aff</b>' }, 'user.stag'],
      [{ stag: 'a b' }, 'user.stag'],
      [{ stag: 'x'.repeat(129) }, 'user.stag'],
      [{ affb_id: '12a' }, 'user.affb_id'],
    ] as const) {
      const email = freshEmail('bad');
      const res = await new Browser(t).call('POST', '/api/users', registration(email, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(await t.database.db.select().from(players).where(eq(players.email, email))).toHaveLength(0);
    }
  });
});

describe('UTM set and send', () => {
  const utmRows = (where: ReturnType<typeof eq>) => t.database.db.select().from(telemetryUtm).where(where);

  it('stores a visit’s set once against a visitor cookie, and attaches it to the player once', async () => {
    const b = new Browser(t);
    const set = { utmMetrics: { utm_source: 'news', utm_medium: 'mail', utm_campaign: 'autumn' } };
    const first = await b.call('POST', '/log_utm_set', set);
    expect(first.statusCode, first.body).toBe(200);
    const visitor = b.jar.cookies.get('rh_visitor')!;
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const cookie = first.cookies.find((c) => c.name === 'rh_visitor')!;
    expect([cookie.httpOnly, cookie.sameSite, cookie.maxAge]).toEqual([true, 'Lax', 30 * 24 * 3600]);
    expect((await b.call('POST', '/log_utm_set', set)).statusCode).toBe(200);
    expect(await utmRows(eq(telemetryUtm.visitorId, visitor))).toHaveLength(1);

    // A guest's send attaches nothing.
    expect((await b.call('POST', '/log_utm_send', { utmMetrics: {} })).json()).toEqual({ ok: true, attached: false });

    const email = freshEmail('utm');
    await b.call('POST', '/api/users', registration(email));
    const id = (await playerRow(email)).id;
    // An empty send takes the visitor's last set; a second send (another set) changes nothing.
    expect((await b.call('POST', '/log_utm_send', { utmMetrics: {} })).json()).toEqual({ ok: true, attached: true });
    expect((await b.call('POST', '/log_utm_send', { utmMetrics: { utm_campaign: 'later' } })).json()).toEqual({ ok: true, attached: true });
    const sent = await utmRows(and(eq(telemetryUtm.action, 'send'), eq(telemetryUtm.playerId, id))!);
    expect(sent.map((r) => [r.utmSource, r.utmMedium, r.utmCampaign])).toEqual([['news', 'mail', 'autumn']]);
  });

  it('refuses bad input with the field named: no key, control characters, over-long values, an unknown key type', async () => {
    const b = new Browser(t);
    for (const [body, field] of [
      [{ utmMetrics: {} }, 'utmMetrics'],
      [{ utmMetrics: { utm_source: '' } }, 'utmMetrics'],
      [{ utmMetrics: { utm_campaign: 'a\u0000b' } }, 'utmMetrics.utm_campaign'],
      [{ utmMetrics: { utm_term: 'x'.repeat(257) } }, 'utmMetrics.utm_term'],
      [{ utmMetrics: { utm_source: 5 } }, 'utmMetrics.utm_source'],
      [{}, 'utmMetrics'],
    ] as const) {
      const res = await b.call('POST', '/log_utm_set', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    for (const [body, field] of [
      [{ utmMetrics: { utm_medium: 'a\nb' } }, 'utmMetrics.utm_medium'],
      [{ utm_source: 'google' }, 'utmMetrics'],
    ] as const) {
      const send = await b.call('POST', '/log_utm_send', body);
      expect(send.statusCode).toBe(422);
      expect(Object.keys(send.json().errors)).toEqual([field]);
    }
  });
});

describe('the affiliates report', () => {
  const report = async (call: Awaited<ReturnType<typeof staffBrowser>>, q: string) => {
    const res = await call('GET', `/api/backoffice/affiliates/report?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return AffiliateReportSchema.parse(res.json());
  };

  it('counts registrations and first deposits per stag and per UTM campaign, for marketing only', async () => {
    t.clock.set(new Date('2026-12-05T09:00:00Z'));
    const arrive = async (stag: string | null, campaign: string | null): Promise<TestPlayer> => {
      const b = landed(stag ? { stag } : {});
      if (campaign) await b.call('POST', '/log_utm_set', { utmMetrics: { utm_source: 'partner', utm_campaign: campaign } });
      const email = freshEmail('rep');
      expect((await b.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
      if (campaign) await b.call('POST', '/log_utm_send', { utmMetrics: {} });
      const profile = await b.call('PATCH', '/api/player', {
        context: 'cashout',
        user: CASHOUT_PROFILE,
      });
      expect(profile.statusCode, profile.body).toBe(200);
      return { b, id: (await playerRow(email)).id, email };
    };
    const a = await arrive('aff42_x', 'winter');
    const b = await arrive('aff42_x', null);
    const c = await arrive(null, 'winter');
    await arrive('other_1', null);
    await depositThrough3ds(t, a, cardBody(SANDBOX_TEST_CARDS.approved[0], 2500));
    // A second deposit is not a first deposit.
    await depositThrough3ds(t, a, cardBody(SANDBOX_TEST_CARDS.approved[0], 9900));
    await depositThrough3ds(t, c, cardBody(SANDBOX_TEST_CARDS.approved[0], 1000));
    // A declined deposit is none.
    await depositThrough3ds(t, b, cardBody(SANDBOX_TEST_CARDS.approved[0], 3000), 'decline');

    const marketing = await staffBrowser(t, 'marketing', '10.99.0.1');
    const day = await report(marketing, 'from=2026-12-05&to=2026-12-05');
    expect(day.by_stag).toEqual([
      { key: 'aff42_x', registrations: 2, first_deposits: [{ currency: 'EUR', count: 1, sum_minor: '2500' }] },
      { key: 'other_1', registrations: 1, first_deposits: [] },
      { key: null, registrations: 1, first_deposits: [{ currency: 'EUR', count: 1, sum_minor: '1000' }] },
    ]);
    expect(day.by_campaign).toEqual([
      { key: 'winter', registrations: 2, first_deposits: [{ currency: 'EUR', count: 2, sum_minor: '3500' }] },
      { key: null, registrations: 2, first_deposits: [] },
    ]);
    // Another range sees none of it.
    const before = await report(marketing, 'from=2026-12-04&to=2026-12-04');
    expect(before.by_stag.find((r) => r.key === 'aff42_x')).toBeUndefined();

    const support = await staffBrowser(t, 'support', '10.99.0.2');
    expect((await support('GET', '/api/backoffice/affiliates/report?from=2026-12-05&to=2026-12-05')).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/backoffice/affiliates/report?from=2026-12-05&to=2026-12-05' })).statusCode).toBe(401);
  });

  it('refuses a bad range with the field named', async () => {
    const admin = await staffBrowser(t, 'admin', '10.99.0.3');
    for (const [q, field] of [
      ['from=2026-12-05', 'querystring.to'],
      ['from=05.12.2026&to=2026-12-05', 'querystring.from'],
      ['from=2026-12-06&to=2026-12-05', 'querystring.to'],
      ['from=2024-01-01&to=2026-12-05', 'querystring.to'],
    ] as const) {
      const res = await admin('GET', `/api/backoffice/affiliates/report?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors), q).toEqual([field]);
    }
  });
});

describe('groupLines', () => {
  it('sums per key and currency, named keys first by registrations, none last', () => {
    const lines = groupLines(
      [
        { playerId: 1, stag: 'b', campaign: null },
        { playerId: 2, stag: 'a', campaign: null },
        { playerId: 3, stag: 'b', campaign: null },
        { playerId: 4, stag: null, campaign: null },
      ],
      [
        { playerId: 1, stag: 'b', campaign: null, currency: 'EUR', amount: 10n },
        { playerId: 3, stag: 'b', campaign: null, currency: 'CAD', amount: 7n },
        { playerId: 9, stag: 'b', campaign: null, currency: 'EUR', amount: 5n },
      ],
      (x) => x.stag,
    );
    expect(lines).toEqual([
      {
        key: 'b',
        registrations: 2,
        first_deposits: [
          { currency: 'CAD', count: 1, sum_minor: '7' },
          { currency: 'EUR', count: 2, sum_minor: '15' },
        ],
      },
      { key: 'a', registrations: 1, first_deposits: [] },
      { key: null, registrations: 1, first_deposits: [] },
    ]);
  });
});
