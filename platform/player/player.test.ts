import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../schemas/api-error';
import { PlayerSchema, PlayerSettingsSchema, SubscriptionsSchema } from '../../schemas/player';
import { Browser, freshEmail, registration } from '../auth/auth-test-helpers';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { seedGroups } from './groups';
import { stateFromPostalCode } from './profile';
import { playerGroups, players } from './schema';

describe('player routes', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
  });
  afterAll(() => t.close());

  /** A freshly registered, signed-in browser and its player id. */
  async function player(extra: Record<string, unknown> = {}): Promise<{ b: Browser; id: number }> {
    const b = new Browser(t);
    const email = freshEmail('pl');
    expect((await b.call('POST', '/api/users', registration(email, extra))).statusCode).toBe(200);
    const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.email, email));
    return { b, id: row!.id };
  }

  const fullIdentity = {
    first_name: 'Anna',
    last_name: "O'Neil-Smith",
    date_of_birth: '15/04/1990',
    country: 'DE',
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postal_code: '10117',
  };

  describe('guests', () => {
    it.each([
      ['GET', '/api/player'],
      ['GET', '/api/player/settings'],
      ['GET', '/api/player/stats'],
      ['GET', '/api/subscriptions'],
    ] as const)('%s %s answers 401 with the ApiError shape', async (method, url) => {
      const res = await new Browser(t).call(method, url);
      expect(res.statusCode).toBe(401);
      expect(ApiErrorSchema.parse(res.json()).error).toBe('unauthorized');
    });

    it.each([
      ['PATCH', '/api/player', { context: 'edition', user: { city: 'Oslo' } }],
      ['PATCH', '/api/player/update_locale', { locale: 'de' }],
      ['POST', '/api/player/groups', { groups: { add: [543] } }],
      ['PUT', '/api/subscriptions', { subscription_params: { receive_promos: true } }],
    ] as const)('%s %s answers 401 to a valid body', async (method, url, body) => {
      const res = await new Browser(t).call(method, url, body);
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/player', () => {
    it('answers the P3 entity of the signed-in player', async () => {
      const { b, id } = await player({ nickname: 'Lucky7', receive_promos: true });
      const res = await b.call('GET', '/api/player');
      expect(res.statusCode).toBe(200);
      const p = PlayerSchema.parse(res.json());
      expect(p).toMatchObject({
        id,
        user_id: id,
        nickname: 'Lucky7',
        nick_name: 'Lucky7',
        currency: 'EUR',
        country: 'DE',
        receive_promos: true,
        statuses: [],
        auth_fields_missed: [],
      });
    });

    it('answers 401 once the player signed out', async () => {
      const { b } = await player();
      await b.call('DELETE', '/api/users/sign_out');
      expect((await b.call('GET', '/api/player')).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/player', () => {
    it('deposit context stores the identity and fills nothing it was not given', async () => {
      const { b, id } = await player();
      const res = await b.call('PATCH', '/api/player', { context: 'deposit', user: { ...fullIdentity, gender: 'f' } });
      expect(res.statusCode).toBe(200);
      expect(PlayerSchema.parse(res.json())).toMatchObject({
        first_name: 'Anna',
        last_name: "O'Neil-Smith",
        date_of_birth: '1990-04-15',
        city: 'Berlin',
        postal_code: '10117',
        gender: 'f',
        state: null,
      });
      const [row] = await t.database.db.select().from(players).where(eq(players.id, id));
      expect(row!.dateOfBirth).toBe('1990-04-15');
    });

    it('deposit context requires every field player_fields names for it', async () => {
      const { b } = await player();
      const info = (await b.call('GET', '/api/info/player_fields')).json() as { contexts: Record<string, { required: string[] }> };
      const res = await b.call('PATCH', '/api/player', { context: 'deposit', user: { first_name: 'Anna' } });
      expect(res.statusCode).toBe(422);
      const body = ApiErrorSchema.parse(res.json());
      const missing = info.contexts.deposit!.required.filter((f) => f !== 'first_name' && f !== 'country');
      // The registration stored the country, so it is already filled.
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(missing.map((f) => `user.${f}`).sort());
      expect(body.errors!['user.city']).toEqual(['validation.required']);
    });

    it.each(['registration', 'deposit', 'cashout', 'edition'] as const)('the %s context enforces exactly what player_fields names for it', async (context) => {
      const { b } = await player();
      const info = (await b.call('GET', '/api/info/player_fields')).json() as { contexts: Record<string, { required: string[]; optional: string[] }> };
      const { required, optional } = info.contexts[context]!;
      // Required: an empty patch names every required field not stored yet (registration stored the country).
      const empty = await b.call('PATCH', '/api/player', { context, user: {} });
      const missing = required
        .filter((f) => f !== 'country')
        .map((f) => `user.${f}`)
        .sort();
      if (missing.length === 0) expect(empty.statusCode).toBe(200);
      else expect(Object.keys(ApiErrorSchema.parse(empty.json()).errors ?? {}).sort()).toEqual(missing);
      // Allowed: a valid value of a field outside the context is refused on that field alone.
      const valid: Record<string, unknown> = {
        ...fullIdentity,
        nickname: 'Lucky7',
        gender: 'f',
        state: 'BE',
        mobile_phone: '+49 30 1234567',
        personal_id_number: '12345678901',
        receive_promos: true,
        receive_sms_promos: false,
      };
      for (const field of Object.keys(valid).filter((f) => !required.includes(f) && !optional.includes(f))) {
        const res = await b.call('PATCH', '/api/player', { context, user: { [field]: valid[field] } });
        expect(res.statusCode, `${context} ${field}`).toBe(422);
        expect(Object.keys(ApiErrorSchema.parse(res.json()).errors ?? {}), `${context} ${field}`).toContain(`user.${field}`);
      }
    });

    it('a required field already stored need not be sent again', async () => {
      const { b } = await player();
      expect((await b.call('PATCH', '/api/player', { context: 'deposit', user: fullIdentity })).statusCode).toBe(200);
      const res = await b.call('PATCH', '/api/player', { context: 'cashout', user: { mobile_phone: '+49 (30) 123-4567' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ mobile_phone: '+49 (30) 123-4567', city: 'Berlin' });
    });

    it('refuses fields outside the context, unknown fields and bad values with field errors', async () => {
      const { b } = await player();
      const outside = await b.call('PATCH', '/api/player', { context: 'registration', user: { country: 'DE', address: 'Somewhere 1' } });
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors).toEqual({ 'user.address': ['cannot be changed in the registration context'] });

      const unknown = await b.call('PATCH', '/api/player', { context: 'edition', user: { email: 'x@example.com' } });
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)).toEqual(['user']);

      const bad = await b.call('PATCH', '/api/player', {
        context: 'edition',
        user: { first_name: 'R2D2', date_of_birth: '31/02/1990', mobile_phone: '12', personal_id_number: '123', gender: 'x', postal_code: '!!' },
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual([
        'user.date_of_birth',
        'user.first_name',
        'user.gender',
        'user.mobile_phone',
        'user.personal_id_number',
        'user.postal_code',
      ]);

      const ctx = await b.call('PATCH', '/api/player', { context: 'signup', user: {} });
      expect(ctx.statusCode).toBe(422);
      expect(ctx.json().errors.context).toBeDefined();

      const country = await b.call('PATCH', '/api/player', { context: 'edition', user: { country: 'ZZ' } });
      expect(country.json().errors).toEqual({ 'user.country': ['is not a known country'] });
    });

    it('refuses players under 18, and under 21 in Estonia', async () => {
      const { b } = await player();
      // The test clock stands at 2026-11-22.
      const young = await b.call('PATCH', '/api/player', { context: 'edition', user: { date_of_birth: '2008-11-23' } });
      expect(young.json().errors).toEqual({ 'user.date_of_birth': ['validation.birthdayTooYoung {"age":18}'] });
      const future = await b.call('PATCH', '/api/player', { context: 'edition', user: { date_of_birth: '01/01/2027' } });
      expect(future.json().errors).toEqual({ 'user.date_of_birth': ['validation.birthdayInvalid'] });
      expect((await b.call('PATCH', '/api/player', { context: 'edition', user: { date_of_birth: '2008-11-22' } })).statusCode).toBe(200);
      const ee = await b.call('PATCH', '/api/player', { context: 'edition', user: { country: 'EE', date_of_birth: '2006-01-01' } });
      expect(ee.json().errors).toEqual({ 'user.date_of_birth': ['validation.birthdayTooYoung {"age":21}'] });
    });

    it('fills a missing state from an Australian or Canadian postal code', async () => {
      const { b } = await player();
      const res = await b.call('PATCH', '/api/player', { context: 'deposit', user: { ...fullIdentity, country: 'AU', postal_code: '2600' } });
      expect(res.json()).toMatchObject({ state: 'ACT' });
      expect(stateFromPostalCode('AU', '0800')).toBe('NT');
      expect(stateFromPostalCode('AU', '6798')).toBeNull();
      expect(stateFromPostalCode('CA', 'V6B 1A1')).toBe('BC');
      expect(stateFromPostalCode('DE', '10117')).toBeNull();
    });

    it('checks the postal code against the country it is stored with (P5)', async () => {
      const { b } = await player();
      const de = await b.call('PATCH', '/api/player', { context: 'edition', user: { postal_code: '1011' } });
      expect(de.statusCode).toBe(422);
      expect(de.json().errors).toEqual({ 'user.postal_code': ['validation.postalCode'] });
      const ca = await b.call('PATCH', '/api/player', { context: 'edition', user: { country: 'CA', postal_code: 'k1a 0b1' } });
      expect(ca.json()).toMatchObject({ country: 'CA', postal_code: 'k1a 0b1', state: 'ON' });
      const au = await b.call('PATCH', '/api/player', { context: 'edition', user: { country: 'AU', postal_code: 'K1A 0B1' } });
      expect(au.json().errors).toEqual({ 'user.postal_code': ['validation.postalCode'] });
    });

    it("keeps a verified player's names and birthday", async () => {
      const { b, id } = await player();
      await b.call('PATCH', '/api/player', { context: 'deposit', user: fullIdentity });
      await t.database.db.update(players).set({ verified: true }).where(eq(players.id, id));
      const res = await b.call('PATCH', '/api/player', { context: 'edition', user: { last_name: 'Other', city: 'Hamburg' } });
      expect(res.json().errors).toEqual({ 'user.last_name': ['cannot be changed after verification'] });
      expect((await b.call('PATCH', '/api/player', { context: 'edition', user: { last_name: "O'Neil-Smith", city: 'Hamburg' } })).statusCode).toBe(200);
    });

    it('an empty nickname clears it', async () => {
      const { b } = await player({ nickname: 'Lucky7' });
      const res = await b.call('PATCH', '/api/player', { context: 'edition', user: { nickname: '' } });
      expect(res.json()).toMatchObject({ nickname: null });
    });
  });

  describe('settings, stats, locale', () => {
    it('answers the settings of a player', async () => {
      const { b } = await player();
      expect(PlayerSettingsSchema.parse((await b.call('GET', '/api/player/settings')).json()).realtime.path).toBe('/socket.io/');
    });

    it('updates the locale to one of the 9 and refuses others', async () => {
      const { b } = await player();
      const res = await b.call('PATCH', '/api/player/update_locale', { locale: 'fr-CA' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ language: 'fr-CA', locale: 'fr-CA' });
      const bad = await b.call('PATCH', '/api/player/update_locale', { locale: 'fr' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.locale).toBeDefined();
    });
  });

  describe('POST /api/player/groups', () => {
    it('joins a writable group, shows it in statuses and pushes the change', async () => {
      const { b, id } = await player();
      const pushed: unknown[] = [];
      const off = t.events.on('player.push', (e) => pushed.push(e));
      const res = await b.call('POST', '/api/player/groups', { groups: { add: ['543'] } });
      await t.drain();
      expect(res.statusCode).toBe(200);
      expect(res.json().statuses).toEqual([{ id: 543, name: 'A/B test A' }]);
      expect(pushed).toEqual([{ playerId: id, event: 'private:groups', payload: { added: [543], removed: [] } }]);
      // Joining again changes nothing and pushes nothing.
      expect((await b.call('POST', '/api/player/groups', { groups: { add: [543] } })).statusCode).toBe(200);
      await t.drain();
      off();
      expect(pushed).toHaveLength(1);
    });

    it('refuses unknown and non-writable groups without joining any', async () => {
      const { b, id } = await player();
      const res = await b.call('POST', '/api/player/groups', { groups: { add: [545, 759, 99999] } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'groups.add.1': ['is not a group you can join'], 'groups.add.2': ['is not a known group'] });
      expect(await t.database.db.select().from(playerGroups).where(eq(playerGroups.playerId, id))).toEqual([]);
    });

    it('keeps the A/B split sticky', async () => {
      const { b } = await player();
      expect((await b.call('POST', '/api/player/groups', { groups: { add: [543, 544] } })).statusCode).toBe(422);
      expect((await b.call('POST', '/api/player/groups', { groups: { add: [544] } })).statusCode).toBe(200);
      const other = await b.call('POST', '/api/player/groups', { groups: { add: [543] } });
      expect(other.statusCode).toBe(422);
      expect(other.json().error).toBe('ab_group_taken');
    });

    it('refuses malformed bodies', async () => {
      const { b } = await player();
      for (const body of [{ groups: { add: [] } }, { groups: { add: ['abc'] } }, { groups: { add: [-1] } }, { groups: {} }, {}]) {
        const res = await b.call('POST', '/api/player/groups', body);
        expect(res.statusCode).toBe(422);
      }
    });
  });

  describe('/api/subscriptions', () => {
    it('reads and changes the subscriptions one by one', async () => {
      const { b } = await player({ receive_promos: true });
      expect(SubscriptionsSchema.parse((await b.call('GET', '/api/subscriptions')).json())).toEqual({
        receive_promos: true,
        receive_sms_promos: false,
        receive_promos_via_phone_calls: false,
        agreed_to_partner_promotions: false,
      });
      const res = await b.call('PUT', '/api/subscriptions', { subscription_params: { receive_promos: false, agreed_to_partner_promotions: true } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        receive_promos: false,
        receive_sms_promos: false,
        receive_promos_via_phone_calls: false,
        agreed_to_partner_promotions: true,
      });
      expect((await b.call('GET', '/api/player')).json()).toMatchObject({ receive_promos: false });
    });

    it('refuses empty and mistyped changes', async () => {
      const { b } = await player();
      expect((await b.call('PUT', '/api/subscriptions', { subscription_params: {} })).statusCode).toBe(422);
      expect((await b.call('PUT', '/api/subscriptions', { subscription_params: { receive_promos: 'yes' } })).statusCode).toBe(422);
      expect((await b.call('PUT', '/api/subscriptions', { receive_promos: true })).statusCode).toBe(422);
    });
  });
});
