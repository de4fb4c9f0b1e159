import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema, type BonusTemplateBody, type CodeBatchInput } from '../../schemas/gifts';
import { domainEvents, giftCodeBatches, giftCodeRedemptions, giftCodes, gifts, playerGroups, players } from '../db/schema';
import { SESSION_COOKIE } from '../http/player-session';
import { isExcluded } from '../limits/index';
import { setLimit } from '../limits/changes';
import { seedGroups } from '../player/groups';
import { testDbKind } from '../testing/test-db';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { createBatch, redeemCode } from './codes';
import { createTemplate } from './templates';
import { watchRoundTrips } from '../testing/round-trips';

/**
 * Coupons and promo codes (`redeemCode`, README "Coupon and promo-code redemption"): every
 * refusal, the limits under concurrency (PostgreSQL shows the races PGlite's one connection
 * cannot), and the redemption's round trips on PostgreSQL.
 */
describe('gift codes', () => {
  let t: TestPlatform;
  let n = 0;
  const ports = { excluded: (db: Parameters<typeof isExcluded>[0], id: number, at: Date) => isExcluded(db, id, at) };

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
  });
  afterAll(async () => t?.close());

  const template = (extra: Partial<BonusTemplateBody> = {}) =>
    createTemplate(
      t.database.db,
      BonusTemplateInputSchema.parse({
        title: `Code gift ${randomUUID().slice(0, 6)}`,
        type: 'rocket_lite',
        amounts: { EUR: 500, USD: 500 },
        wager_multiplier: 10,
        ...extra,
      }),
      t.clock.now(),
    );
  const batch = async (templateId: number, extra: Partial<CodeBatchInput> = {}) => {
    const input = {
      template_id: templateId,
      kind: 'coupon',
      code: `C${randomUUID().slice(0, 8)}`.toUpperCase(),
      valid_from: null,
      valid_until: null,
      max_uses: null,
      per_player: 1,
      ...extra,
    };
    const b = await createBatch(t.database.db, input as CodeBatchInput, null, t.clock.now());
    const codes = await t.database.db.select().from(giftCodes).where(eq(giftCodes.batchId, b.id));
    return { id: b.id, codes: codes.map((c) => c.code) };
  };
  /** A signed-in player without the registration's password hashing, on an address of its own (the per-IP limit). */
  const player = async (extra: Partial<typeof players.$inferInsert> = {}) => {
    const at = t.clock.now();
    const [row] = await t.database.db
      .insert(players)
      .values({
        email: `code-${randomUUID().slice(0, 8)}-${n}@example.com`,
        passwordHash: 'x',
        currency: 'EUR',
        country: 'DE',
        confirmedAt: at,
        termsAcceptedAt: at,
        ...extra,
      })
      .returning({ id: players.id });
    const { token } = await t.app.deps.sessions.create(row!.id, 'active', { ip: '127.0.0.1', userAgent: 'test' });
    const ip = `10.91.${(++n >> 8) & 255}.${n & 255}`;
    const redeem = (code: string, url: '/api/bonuses/coupon' | '/api/v2/bonuses/promo-code' = '/api/bonuses/coupon') =>
      t.call({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
        payload: url === '/api/bonuses/coupon' ? { coupon_code: code } : { code },
      });
    return { playerId: row!.id, redeem };
  };
  const counts = async (batchId: number) => {
    const [b] = await t.database.db.select({ uses: giftCodeBatches.uses }).from(giftCodeBatches).where(eq(giftCodeBatches.id, batchId));
    const codeUses = await t.database.db.select({ uses: giftCodes.uses }).from(giftCodes).where(eq(giftCodes.batchId, batchId));
    const redeemed = await t.database.db.select().from(giftCodeRedemptions).where(eq(giftCodeRedemptions.batchId, batchId));
    const issued = await t.database.db
      .select()
      .from(gifts)
      .where(sql`${gifts.meta}->>'batch_id' = ${String(batchId)}`);
    return { batch: b!.uses, codes: codeUses.map((c) => c.uses).sort(), redemptions: redeemed.length, gifts: issued.length };
  };

  it('answers every refusal as before and counts nothing for it', async () => {
    const tpl = await template();
    const error = async (res: Awaited<ReturnType<Awaited<ReturnType<typeof player>>['redeem']>>) => [res.statusCode, res.json().error, res.json().reason];

    // Wrong code, another kind, outside the window: one answer for all.
    const a = await player();
    expect(await error(await a.redeem('NO-SUCH-CODE'))).toEqual([422, 'code_invalid', undefined]);
    const promo = await batch(tpl.id, { kind: 'promo_code' });
    expect(await error(await a.redeem(promo.codes[0]!))).toEqual([422, 'code_invalid', undefined]);
    const now = t.clock.now().getTime();
    const expired = await batch(tpl.id, { valid_until: new Date(now - 60_000).toISOString() });
    expect(await error(await a.redeem(expired.codes[0]!))).toEqual([422, 'code_invalid', undefined]);
    const early = await batch(tpl.id, { valid_from: new Date(now + 60_000).toISOString() });
    expect(await error(await a.redeem(early.codes[0]!))).toEqual([422, 'code_invalid', undefined]);
    for (const b of [promo, expired, early]) expect(await counts(b.id)).toEqual({ batch: 0, codes: [0], redemptions: 0, gifts: 0 });

    // Per player: twice allowed, the third is refused; the code typed in lower case is the same code.
    const twice = await batch(tpl.id, { per_player: 2 });
    const ok = await a.redeem(twice.codes[0]!.toLowerCase());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'activated', gift: { kind: 'bonus', stage: 'issued', amount_cents: 500, activatable: true } });
    expect((await a.redeem(twice.codes[0]!)).statusCode).toBe(200);
    expect(await error(await a.redeem(twice.codes[0]!))).toEqual([422, 'code_used', undefined]);
    expect(await counts(twice.id)).toEqual({ batch: 2, codes: [2], redemptions: 2, gifts: 2 });

    // A unique code is used once by anyone; a batch used up refuses the next player.
    const unique = await batch(tpl.id, { code: undefined, count: 2 } as Partial<CodeBatchInput>);
    const b = await player();
    expect((await a.redeem(unique.codes[0]!)).statusCode).toBe(200);
    expect(await error(await b.redeem(unique.codes[0]!))).toEqual([422, 'code_used', undefined]);
    expect(await counts(unique.id)).toEqual({ batch: 1, codes: [0, 1], redemptions: 1, gifts: 1 });
    const once = await batch(tpl.id, { max_uses: 1 });
    expect((await a.redeem(once.codes[0]!)).statusCode).toBe(200);
    expect(await error(await b.redeem(once.codes[0]!))).toEqual([422, 'code_used_up', undefined]);
    expect(await counts(once.id)).toEqual({ batch: 1, codes: [1], redemptions: 1, gifts: 1 });

    // The issuing port's refusals: another country or currency, a group the player is not in,
    // an exclusion, bonuses switched off.
    const german = await template({ countries: ['DE'], currencies: ['EUR'] });
    const germanCode = await batch(german.id, { max_uses: 10 });
    const french = await player({ country: 'FR' });
    expect(await error(await french.redeem(germanCode.codes[0]!))).toEqual([422, 'gift_refused', 'not_targeted']);
    const dollars = await player({ currency: 'USD' });
    expect(await error(await dollars.redeem(germanCode.codes[0]!))).toEqual([422, 'gift_refused', 'not_targeted']);
    const excluded = await player();
    await setLimit(t.app.deps, excluded.playerId, { type: 'selfexclusion', period: 'month' }, { actor: 'player' });
    // The exclusion ends the player's sessions, so the call answers 401; the redemption itself refuses too.
    expect((await excluded.redeem(germanCode.codes[0]!)).statusCode).toBe(401);
    await expect(
      redeemCode(t.database.db, ports, { playerId: excluded.playerId, code: germanCode.codes[0]!, kind: 'coupon', at: t.clock.now(), field: 'coupon_code' }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'gift_refused', reason: 'excluded' });
    const off = await player({ canIssueBonuses: false });
    expect(await error(await off.redeem(germanCode.codes[0]!))).toEqual([422, 'gift_refused', 'bonuses_disabled']);
    const silverOnly = await batch((await template({ group_ids: [258] })).id);
    expect(await error(await b.redeem(silverOnly.codes[0]!))).toEqual([422, 'gift_refused', 'not_targeted']);
    await t.database.db.insert(playerGroups).values({ playerId: b.playerId, groupId: 258 });
    expect((await b.redeem(silverOnly.codes[0]!)).statusCode).toBe(200);
    expect(await counts(germanCode.id)).toEqual({ batch: 0, codes: [0], redemptions: 0, gifts: 0 });
    // A coupon is not an automatic bonus: the multi-account group may redeem one.
    const multi = await player();
    await t.database.db.insert(playerGroups).values({ playerId: multi.playerId, groupId: 100 });
    expect((await multi.redeem(germanCode.codes[0]!)).statusCode).toBe(200);
    expect(await counts(germanCode.id)).toEqual({ batch: 1, codes: [1], redemptions: 1, gifts: 1 });
  });

  it('issues exactly max_uses gifts to 32 players redeeming one code at once', async () => {
    const tpl = await template();
    const shared = await batch(tpl.id, { max_uses: 10 });
    const redeemers = await Promise.all(Array.from({ length: 32 }, () => player()));
    const answers = await Promise.all(redeemers.map((p) => p.redeem(shared.codes[0]!)));
    const byStatus = answers.map((r) => (r.statusCode === 200 ? 'ok' : `${r.statusCode} ${r.json().error}`));
    expect(byStatus.filter((s) => s === 'ok')).toHaveLength(10);
    expect(byStatus.filter((s) => s !== 'ok')).toEqual(Array.from({ length: 22 }, () => '422 code_used_up'));
    expect(await counts(shared.id)).toEqual({ batch: 10, codes: [10], redemptions: 10, gifts: 10 });
    // Each gift has its fact, and only the ten: a refused count rolled its gift and fact back.
    const facts = await t.database.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'gift.stage_changed'), sql`${domainEvents.payload}->>'template_id' = ${String(tpl.id)}`));
    expect(facts).toHaveLength(10);
  });

  it('gives one gift to one player redeeming twice at once, and a unique code to one of two players', async () => {
    const tpl = await template();
    const shared = await batch(tpl.id);
    const p = await player();
    const twice = await Promise.all([p.redeem(shared.codes[0]!), p.redeem(shared.codes[0]!)]);
    expect(twice.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error)).sort()).toEqual(['code_used', 'ok']);
    expect(await counts(shared.id)).toEqual({ batch: 1, codes: [1], redemptions: 1, gifts: 1 });

    const unique = await batch(tpl.id, { code: undefined, count: 1 } as Partial<CodeBatchInput>);
    const [x, y] = await Promise.all([player(), player()]);
    const raced = await Promise.all([x.redeem(unique.codes[0]!), y.redeem(unique.codes[0]!)]);
    expect(raced.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error)).sort()).toEqual(['code_used', 'ok']);
    expect(await counts(unique.id)).toEqual({ batch: 1, codes: [1], redemptions: 1, gifts: 1 });
  });

  // What the redemption costs on the wire (README): BEGIN, the code with its batch, template and
  // the player's uses, the player, the exclusion, the gift, its fact, the counts with the
  // redemption, COMMIT. The player's groups are read only for a template targeted at groups.
  it.runIf(testDbKind === 'postgres')('redeems in 8 round trips', async () => {
    const tpl = await template();
    const shared = await batch(tpl.id, { max_uses: 5 });
    const { playerId } = await player();
    const trips = await watchRoundTrips();
    try {
      const { gift } = await redeemCode(t.database.db, ports, { playerId, code: shared.codes[0]!, kind: 'coupon', at: t.clock.now(), field: 'coupon_code' });
      expect(gift.source).toBe('coupon');
      expect(trips.count()).toBe(8);
    } finally {
      trips.stop();
    }
    expect(await counts(shared.id)).toEqual({ batch: 1, codes: [1], redemptions: 1, gifts: 1 });
  });
});
