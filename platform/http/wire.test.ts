import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayerSessionsSchema } from '../../schemas/profile';
import { LimitsSchema } from '../../schemas/limits';
import { isPlatformPath } from '../app';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { staffBrowser } from '../cms/test-helpers';
import { gameCurrencies } from '../games/catalog/schema';
import { seedTestGame } from '../games/seamless/test-helpers';
import { seedStaff } from '../staff/seed';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

/**
 * What a SoftSwiss-style client sends beyond our own site: `Content-Type: application/json` on
 * every call, bodies included or not, and the front-end service paths under /api-fe/.
 */
describe('wire habits of SoftSwiss-style clients', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await seedStaff(t.app.deps);
  });
  afterAll(async () => t?.close());

  /** A call as such a client sends it: the JSON content type and an empty body (content-length 0). */
  const bare = (b: Browser, method: 'DELETE' | 'POST' | 'PUT', url: string) =>
    t.call({ method, url, remoteAddress: b.ip, headers: { cookie: b.jar.header(), 'content-type': 'application/json', 'content-length': '0' } }).then((res) => {
      b.jar.store(res);
      return res;
    });

  async function player(): Promise<Browser> {
    const b = new Browser(t);
    const res = await b.call('POST', '/api/users', registration(freshEmail('wire')));
    expect(res.statusCode, res.body).toBe(200);
    return b;
  }

  it('accepts favourites, limits, sessions and sign-out with the JSON content type and an empty body', async () => {
    const b = await player();
    const { gameId } = await seedTestGame(t.database.db);
    const [entry] = await t.database.db.select({ id: gameCurrencies.id }).from(gameCurrencies).where(eq(gameCurrencies.gameId, gameId));

    const put = await bare(b, 'PUT', `/api/player/favorite_games/${entry!.id}`);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual([entry!.id]);
    const del = await bare(b, 'DELETE', `/api/player/favorite_games/${entry!.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual([]);

    expect((await b.call('POST', '/api/user_limits', { type: 'wager', period: 'day', amount_cents: 5_000 })).statusCode).toBe(200);
    const [limit] = LimitsSchema.parse((await b.call('GET', '/api/user_limits')).json());
    const removal = await bare(b, 'DELETE', `/api/user_limits/${limit!.id}`);
    expect(removal.statusCode, removal.body).toBe(200);
    expect(removal.json()).toMatchObject({ outcome: 'confirmation_sent' });

    const other = new Browser(t);
    const email = freshEmail('wire2');
    expect((await other.call('POST', '/api/users', registration(email))).statusCode).toBe(200);
    const second = new Browser(t);
    expect((await second.call('POST', '/api/users/sign_in', { user: { email, password: registration(email).user.password } })).statusCode).toBe(200);
    const sessions = PlayerSessionsSchema.parse((await other.call('GET', '/api/player/sessions')).json());
    const foreign = sessions.find((s) => !s.current)!;
    const ended = await bare(other, 'DELETE', `/api/player/sessions/${foreign.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(PlayerSessionsSchema.parse(ended.json()).map((s) => s.id)).not.toContain(foreign.id);

    const out = await bare(b, 'DELETE', '/api/users/sign_out');
    expect(out.statusCode, out.body).toBe(200);
    expect((await b.call('GET', '/api/player')).statusCode).toBe(401);
  });

  it('answers a call that needs a body, sent empty, with 422 and the body named; a broken body stays 400', async () => {
    const b = await player();
    const empty = await bare(b, 'POST', '/api/user_limits');
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json()).toMatchObject({ error: 'validation_failed' });
    const broken = await t.call({ method: 'POST', url: '/check-email', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    const poisoned = await t.call({
      method: 'POST',
      url: '/check-email',
      payload: '{"email":"a@example.com","__proto__":{"x":1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('serves /api-fe/config/{name} and /api-fe/check-email as aliases of /api/fe/config/{name} and /check-email', async () => {
    for (const path of ['/api-fe/config/banners-config', '/api-fe/check-email']) expect(isPlatformPath(path), path).toBe(true);

    const marketing = await staffBrowser(t, 'marketing');
    const document = {
      banners: [
        {
          id: 'wire',
          title: { text: 'Wire' },
          description: { text: 'Up to {amount}' },
          variables: { EUR: { amount: '€100' } },
          gradient: { colorLeft: '#000', colorLeftCenter: '#111', colorRightCenter: '#222', colorRight: '#333' },
          button: { name: 'Play', url: '/promotions' },
          image: '/images/banner.webp',
          order: { main: 1 },
        },
      ],
    };
    expect((await marketing.call('PUT', '/api/backoffice/cms/config/banners-config?l=en', { base_version: 0, document })).statusCode).toBe(200);
    expect((await marketing.call('POST', '/api/backoffice/cms/config/banners-config/publish?l=en', {})).statusCode).toBe(200);
    const ours = await t.call({ method: 'GET', url: '/api/fe/config/banners-config?l=en' });
    const alias = await t.call({ method: 'GET', url: '/api-fe/config/banners-config?l=en' });
    expect(alias.statusCode, alias.body).toBe(200);
    expect(alias.json()).toEqual(ours.json());
    expect(alias.json()).toMatchObject({ banners: [{ id: 'wire' }] });
    expect((await t.call({ method: 'GET', url: '/api-fe/config/no-such-config' })).statusCode).toBe(404);

    const free = await t.call({ method: 'POST', url: '/api-fe/check-email', payload: { email: freshEmail('alias') } });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toEqual({ valid: true });
    expect((await t.call({ method: 'POST', url: '/api-fe/check-email', payload: { email: 'nope' } })).json()).toEqual({ valid: false });
    expect((await t.call({ method: 'GET', url: '/api-fe/anything-else' })).statusCode).toBe(404);
  });
});
