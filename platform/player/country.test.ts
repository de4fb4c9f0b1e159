import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../../schemas/payments';
import { PlayerSchema } from '../../schemas/player';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { cardBody, cashBalance, depositThrough3ds, expectReconciled, paymentsPlatform } from '../payments/test-helpers';
import type { TestPlatform } from '../testing/test-platform';
import { players } from './schema';

/**
 * Issue 13 item 1 on the platform: the player's country is taken at sign-up (the visitor's geo
 * country when the client names none), a postal code is judged against the country it goes with
 * (422 on `user.postal_code`, also when both come in one patch), and a German player's first card
 * deposit goes through once the deposit context's details hold a German postcode.
 */
describe('the country from sign-up to the first deposit', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    // A trusted proxy names the visitor's country in cf-ipcountry (platform/info/geo.ts).
    t = await paymentsPlatform({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  /** Registers from a country (the proxy's header); the browser stays signed in. */
  async function register(from: string | null, extra: Record<string, unknown> = {}) {
    const b = new Browser(t);
    const email = freshEmail('country');
    const body = registration(email, extra);
    const res = await t.call({
      method: 'POST',
      url: '/api/users',
      remoteAddress: b.ip,
      headers: from ? { 'cf-ipcountry': from } : {},
      payload: body,
    });
    b.jar.store(res);
    const [row] = await t.database.db
      .select({ id: players.id, country: players.country, currency: players.currency })
      .from(players)
      .where(eq(players.email, email));
    return { b, email, res, row };
  }

  const withoutCountry = (extra: Record<string, unknown> = {}) => {
    const reg = registration('', extra);
    const { country: _drop, ...user } = reg.user;
    return user;
  };

  describe('registration', () => {
    it('stores the country the player chose, whatever the visitor geo country', async () => {
      const { res, row } = await register('CA', { country: 'de', currency: 'EUR' });
      expect(res.statusCode, res.body).toBe(200);
      expect(row).toMatchObject({ country: 'DE', currency: 'EUR' });
    });

    it('takes the visitor geo country when the client sends none, and the configured default without a proxy header', async () => {
      const b = new Browser(t);
      const email = freshEmail('geo');
      const res = await t.call({
        method: 'POST',
        url: '/api/users',
        remoteAddress: b.ip,
        headers: { 'cf-ipcountry': 'DE' },
        payload: { user: { ...withoutCountry(), email } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.db.select({ country: players.country }).from(players).where(eq(players.email, email));
      expect(row?.country).toBe('DE');

      const other = freshEmail('nogeo');
      const plain = await t.call({
        method: 'POST',
        url: '/api/users',
        remoteAddress: new Browser(t).ip,
        payload: { user: { ...withoutCountry(), email: other } },
      });
      expect(plain.statusCode, plain.body).toBe(200);
      const [fallback] = await t.database.db.select({ country: players.country }).from(players).where(eq(players.email, other));
      expect(fallback?.country).toBe(t.config.DEFAULT_COUNTRY);
    });

    it('refuses a code that is no country with 422 on user.country, and keeps nothing', async () => {
      const { res, row } = await register('DE', { country: 'ZZ' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'validation_failed', errors: { 'user.country': ['is not a known country'] } });
      expect(row).toBeUndefined();
    });
  });

  describe('personal details before the first deposit', () => {
    const identity = { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '10/12/1985', city: 'Berlin', address: 'Unter den Linden 1' };

    it('accepts the German postcode 10117 for a player from Germany, and the first card deposit goes through', async () => {
      const { b, row } = await register('DE', { country: 'DE', currency: 'EUR' });
      const patch = await b.call('PATCH', '/api/player', { context: 'deposit', user: { ...identity, country: 'DE', postal_code: '10117' } });
      expect(patch.statusCode, patch.body).toBe(200);
      expect(PlayerSchema.parse(patch.json())).toMatchObject({ country: 'DE', postal_code: '10117', currency: 'EUR' });

      const p = { b, id: row!.id, email: '' };
      const { location } = await depositThrough3ds(t, p, cardBody(SANDBOX_TEST_CARDS.approved[0]!, 25_00));
      expect(location).toMatch(/payment_state=succeeded/);
      expect((await cashBalance(p)).amount).toBe(25_00);
      await expectReconciled(t);
    });

    it('judges the postcode by the stored country: 10117 is no Canadian postal code (422 on user.postal_code)', async () => {
      const { b } = await register(null, { country: 'CA', currency: 'CAD' });
      const res = await b.call('PATCH', '/api/player', { context: 'deposit', user: { ...identity, postal_code: '10117' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'validation_failed', errors: { 'user.postal_code': ['validation.postalCode'] } });
    });

    it('a player who signed up in the wrong country corrects it in the same step, with the postcode of the new one', async () => {
      const { b } = await register(null, { country: 'CA', currency: 'CAD' });
      const res = await b.call('PATCH', '/api/player', { context: 'deposit', user: { ...identity, country: 'DE', postal_code: '10117' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ country: 'DE', postal_code: '10117' });
    });

    it('refuses a postcode of another country sent with its country in one patch (the body schema), and stores nothing', async () => {
      const { b, row } = await register('DE', { country: 'DE', currency: 'EUR' });
      const res = await b.call('PATCH', '/api/player', { context: 'deposit', user: { ...identity, country: 'DE', postal_code: 'K1A 0B1' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'validation_failed', errors: { 'user.postal_code': ['validation.postalCode'] } });
      const [after] = await t.database.db.select({ postalCode: players.postalCode, city: players.city }).from(players).where(eq(players.id, row!.id));
      expect(after).toEqual({ postalCode: null, city: null });
    });
  });
});
