import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { drawWeighted, verifyDraw } from '../../schemas/lootbox-draw';
import { LootboxSchema, LootboxSetSchema, LootboxesSchema, WheelSpinSchema, WheelStateSchema, type LootboxSetInputBody } from '../../schemas/lootboxes';
import { gifts, lootboxes, playerGroups, staffAuditLog } from '../db/schema';
import { fundedPlayer } from '../games/seamless/test-helpers';
import { createTemplate, GiftRefusedError } from '../gifts';
import { isExcluded } from '../limits';
import { setLimit } from '../limits/changes';
import type { StreamEvent } from '../outbox/index';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser as sharedStaffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { activateLootbox, lootboxConsumers, type LootboxPorts } from './index';
import { listSegmentSets, listSets } from './engine';
import { seedLootboxes } from './seed';

/**
 * The loot-boxes module (README): marketing's sets, boxes from credited deposits (once per
 * deposit), staff and the port; the activation's draw follows from the revealed seed by the
 * public algorithm, the prize is issued once through the gifts port (double click, race or
 * crash); the wheel spends one wheel gift per spin. On the database TEST_DB names.
 */
describe('lootboxes', () => {
  let t: TestPlatform;
  let ip = 1;
  let prizeA: number;
  let prizeB: number;
  let spinTemplate: number;
  const staffBrowser = (role: 'marketing' | 'editor' | 'support') => sharedStaffBrowser(t, role, `10.11.0.${ip++}`);
  const ports = (): LootboxPorts => ({
    excluded: (db, id, at) => isExcluded(db, id, at),
    issueGift: (db, input) => t.app.modules.gifts.issueGift(db, input),
    refusalReason: (err) => (err instanceof GiftRefusedError ? err.reason : null),
  });
  const HOUR = 3_600_000;

  beforeAll(async () => {
    t = await createTestPlatform({ PAYMENT_JOBS_INTERVAL_MS: '0' });
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    const tpl = (title: string, extra: Record<string, unknown> = {}) =>
      createTemplate(
        t.database.db,
        BonusTemplateInputSchema.parse({ title, type: 'rocket_lite', amounts: { EUR: 1_000 }, wager_multiplier: 3, ...extra }),
        t.clock.now(),
      );
    prizeA = (await tpl('Box prize A')).id;
    prizeB = (await tpl('Box prize B', { amounts: { EUR: 5_000 }, wager_multiplier: 30 })).id;
    spinTemplate = (await tpl('Wheel spin', { group_key: 'manual_wheel_daily' })).id;
  });
  afterAll(async () => t?.close());

  const setBody = (extra: Partial<LootboxSetInputBody> = {}): LootboxSetInputBody => ({
    title: 'Test box',
    group_key: 'test_box',
    items: [
      { title: '10 EUR', weight: 90, template_id: prizeA },
      { title: '50 EUR', weight: 10, template_id: prizeB },
    ],
    valid_hours: 24,
    deposit_rules: [],
    ...extra,
  });
  const createSet = async (extra: Partial<LootboxSetInputBody> = {}) => {
    const staff = await staffBrowser('marketing');
    const res = await staff('POST', '/api/backoffice/lootbox-sets', setBody(extra));
    expect(res.statusCode, res.body).toBe(200);
    return LootboxSetSchema.parse(res.json());
  };
  const staffIssue = async (playerId: number, setId: number, key = `k-${Math.random()}`) => {
    const staff = await staffBrowser('support');
    return staff('POST', '/api/backoffice/lootboxes', { player_id: playerId, set_id: setId, key });
  };
  const issued = async (playerId: number, setId: number) => {
    const res = await staffIssue(playerId, setId);
    expect(res.statusCode, res.body).toBe(200);
    return LootboxSchema.parse(res.json());
  };
  let fakePayment = 910_000_000;
  const deposit = (playerId: number, amount: number, paymentId = fakePayment++) => {
    const e: StreamEvent<'deposit.credited'> = {
      id: 1,
      txId: 1,
      type: 'deposit.credited',
      playerId,
      payload: { payment_id: paymentId, currency: 'EUR', amount_cents: amount, provider: 'sandbox', bonus_id: null },
      occurredAt: t.clock.now(),
    };
    return t.database.db.transaction(async (tx) => lootboxConsumers(ports())[0]!.handle(e as never, { tx }));
  };
  const boxGifts = (boxId: number) =>
    t.database.db
      .select()
      .from(gifts)
      .where(eq(gifts.idempotencyKey, `lootbox:${boxId}`));

  it('creates sets (audited) and refuses bad input with field messages', async () => {
    const s = await createSet();
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `lootbox_set:${s.id}`));
    expect(entry).toMatchObject({ action: 'lootbox_set.create' });
    const staff = await staffBrowser('marketing');
    const bad = await staff('POST', '/api/backoffice/lootbox-sets', {
      ...setBody(),
      items: [{ title: 'x', weight: 0, template_id: prizeA }],
      group_key: 'Bad Key',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['items.0.weight', 'group_key']));
    const unknown = await staff('POST', '/api/backoffice/lootbox-sets', setBody({ items: [{ title: 'x', weight: 1, template_id: 999_999 }] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty(['items.0.template_id']);
    const editor = await staffBrowser('editor');
    expect((await editor('POST', '/api/backoffice/lootbox-sets', setBody())).statusCode).toBe(403);
  });

  it('issues a box per qualifying deposit once, shows the commitment, and activates it verifiably with the prize issued once', async () => {
    const s = await createSet({ group_key: 'deposit_box', deposit_rules: [{ currency: 'EUR', min_amount_cents: 2_000 }] });
    const p = await fundedPlayer(t, 0n);
    await deposit(p.playerId, 1_000); // below the rule
    const paymentId = fakePayment++;
    await deposit(p.playerId, 2_500, paymentId);
    await deposit(p.playerId, 2_500, paymentId); // redelivered
    const list = LootboxesSchema.parse((await p.browser.call('GET', '/api/player/lootboxes')).json()).filter((b) => b.group_key === 'deposit_box');
    expect(list).toHaveLength(1);
    const box = list[0]!;
    expect(box).toMatchObject({ stage: 'issued', weight: 100, prize: null, prize_gift_id: null });
    expect(box.proof.seed).toBeNull();
    expect(box.proof.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(box.items.map((i) => i.weight)).toEqual([90, 10]);
    expect(box.bonuses[1]).toMatchObject({ type: 'bonus', attributes: { bonus_amount: { EUR: 5_000 } }, result_bonus: { wager: 30 } });

    const res = await p.browser.call('POST', `/api/player/lootboxes/${box.id}/activation`);
    expect(res.statusCode, res.body).toBe(200);
    const opened = LootboxSchema.parse(res.json());
    expect(opened.stage).toBe('activated');
    expect(opened.proof.seed).toMatch(/^[0-9a-f]{64}$/);
    // Anyone can check the draw: the seed matches the commitment shown before, and gives this prize.
    const check = await verifyDraw({ seed: opened.proof.seed!, seedHash: box.proof.seed_hash, message: opened.proof.message, weights: [90, 10] });
    expect(check).toEqual({ hashMatches: true, index: opened.prize!.id });
    const [gift] = await boxGifts(box.id);
    expect(gift).toMatchObject({ id: opened.prize_gift_id, templateId: [prizeA, prizeB][opened.prize!.id], source: 'engine:lootboxes', playerId: p.playerId });
    // Double click: the same box, no second prize.
    const again = await p.browser.call('POST', `/api/player/lootboxes/${box.id}/activation`);
    expect(LootboxSchema.parse(again.json()).prize_gift_id).toBe(opened.prize_gift_id);
    expect(await boxGifts(box.id)).toHaveLength(1);
    // The relevance rule: kept today, gone tomorrow.
    expect(LootboxesSchema.parse((await p.browser.call('GET', '/api/player/lootboxes')).json()).map((b) => b.id)).toContain(box.id);
    t.clock.advance(24 * HOUR);
    expect(LootboxesSchema.parse((await p.browser.call('GET', '/api/player/lootboxes')).json()).map((b) => b.id)).not.toContain(box.id);
    expect(box.group_key).toBe(s.group_key);
  });

  it('draws by the documented function: a fixed seed gives a fixed index, weights respected over many seeds', async () => {
    const seed = 'ab'.repeat(32);
    expect(await drawWeighted(seed, 'lootbox:1', [1, 1, 1])).toBe(await drawWeighted(seed, 'lootbox:1', [1, 1, 1]));
    expect(await drawWeighted(seed, 'lootbox:1', [5])).toBe(0);
    let heavy = 0;
    for (let i = 0; i < 400; i++) if ((await drawWeighted(seed, `lootbox:${i}`, [9, 1])) === 0) heavy++;
    expect(heavy).toBeGreaterThan(320);
    await expect(drawWeighted(seed, 'x', [0, 1])).rejects.toThrow();
  });

  it("answers 404 for another player's box and 422 for an expired one (stored as expired, hidden)", async () => {
    const s = await createSet({ valid_hours: 1 });
    const owner = await fundedPlayer(t, 0n);
    const other = await fundedPlayer(t, 0n);
    const box = await issued(owner.playerId, s.id);
    const stranger = await other.browser.call('POST', `/api/player/lootboxes/${box.id}/activation`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors).toHaveProperty('id');
    t.clock.advance(2 * HOUR);
    const late = await owner.browser.call('POST', `/api/player/lootboxes/${box.id}/activation`);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: 'lootbox_expired' });
    const [row] = await t.database.db.select().from(lootboxes).where(eq(lootboxes.id, box.id));
    expect(row!.stage).toBe('expired');
    expect(await boxGifts(box.id)).toHaveLength(0);
    expect(LootboxesSchema.parse((await owner.browser.call('GET', '/api/player/lootboxes')).json())).toEqual([]);
    expect((await owner.browser.call('POST', '/api/player/lootboxes/abc/activation')).statusCode).toBe(422);
  });

  it('pays one prize when two activations race', async () => {
    const s = await createSet();
    const p = await fundedPlayer(t, 0n);
    const box = await issued(p.playerId, s.id);
    const [a, b] = await Promise.all([
      activateLootbox(t.database.db, ports(), p.playerId, box.id, t.clock.now()),
      activateLootbox(t.database.db, ports(), p.playerId, box.id, t.clock.now()),
    ]);
    expect(a.giftId).toBe(b.giftId);
    expect(a.prizeIndex).toBe(b.prizeIndex);
    expect(await boxGifts(box.id)).toHaveLength(1);
  });

  it('pays the prize exactly once when the process dies between the draw and the reward', async () => {
    const s = await createSet();
    const p = await fundedPlayer(t, 0n);
    const box = await issued(p.playerId, s.id);
    const crashing: LootboxPorts = {
      ...ports(),
      issueGift: async (db, input) => {
        await ports().issueGift(db, input);
        throw new Error('process killed');
      },
    };
    await expect(activateLootbox(t.database.db, crashing, p.playerId, box.id, t.clock.now())).rejects.toThrow('process killed');
    expect(await boxGifts(box.id)).toHaveLength(0);
    const [still] = await t.database.db.select().from(lootboxes).where(eq(lootboxes.id, box.id));
    expect(still!.stage).toBe('issued');
    const opened = await activateLootbox(t.database.db, ports(), p.playerId, box.id, t.clock.now());
    await activateLootbox(t.database.db, ports(), p.playerId, box.id, t.clock.now());
    expect(await boxGifts(box.id)).toHaveLength(1);
    expect(opened.giftId).not.toBeNull();
  });

  it('gives no deposit box to the multi-account group, bonuses off or an excluded player, and refuses their activation', async () => {
    const s = await createSet({ group_key: 'deposit_box_2', deposit_rules: [{ currency: 'EUR', min_amount_cents: 2_000 }] });
    const multi = await fundedPlayer(t, 0n);
    await t.database.db.insert(playerGroups).values({ playerId: multi.playerId, groupId: 100 });
    const off = await fundedPlayer(t, 0n);
    await off.browser.call('PATCH', '/api/player/update_bonus_settings', { can_issue: false });
    const excluded = await fundedPlayer(t, 0n);
    for (const p of [multi, off]) await deposit(p.playerId, 5_000);
    const staffBox = await issued(excluded.playerId, s.id);
    await setLimit(t.app.deps, excluded.playerId, { type: 'selfexclusion', period: 'month' }, { actor: 'player' });
    await deposit(excluded.playerId, 5_000);
    for (const p of [multi, off]) expect(LootboxesSchema.parse((await p.browser.call('GET', '/api/player/lootboxes')).json())).toEqual([]);
    const rows = await t.database.db.select().from(lootboxes).where(eq(lootboxes.playerId, excluded.playerId));
    expect(rows).toHaveLength(1);
    const refused = await activateLootbox(t.database.db, ports(), excluded.playerId, staffBox.id, t.clock.now()).catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 422 });
    expect((await staffIssue(off.playerId, s.id)).statusCode).toBe(422);
  });

  it('issues through the port once per key', async () => {
    const s = await createSet();
    const p = await fundedPlayer(t, 0n);
    const first = await t.app.modules.lootboxes.issueLootbox(t.database.db, p.playerId, s.id, 'shop:1', t.clock.now());
    const second = await t.app.modules.lootboxes.issueLootbox(t.database.db, p.playerId, s.id, 'shop:1', t.clock.now());
    expect(first.box?.id).toBeDefined();
    expect(second).toMatchObject({ replayed: true, box: { id: first.box!.id } });
  });

  it('spins the wheel from a wheel gift: group segments, commitment before, gift finished, prize once; no spin is a 422', async () => {
    const staff = await staffBrowser('marketing');
    const put = (group: number, title: string) =>
      staff('PUT', `/api/backoffice/wheel-segments/${group}`, {
        segments: [
          { title: `${title} 10`, weight: 3, template_id: prizeA },
          { title: `${title} 50`, weight: 1, template_id: prizeB },
          { title: 'Try again', weight: 2, template_id: null },
        ],
      });
    expect((await put(0, 'Default')).statusCode).toBe(200);
    expect((await put(1308, 'VIP')).statusCode).toBe(200);
    expect((await staff('PUT', '/api/backoffice/wheel-segments/0', { segments: [{ title: 'one', weight: 1, template_id: null }] })).statusCode).toBe(422);

    const p = await fundedPlayer(t, 0n);
    await t.database.db.insert(playerGroups).values({ playerId: p.playerId, groupId: 1308 });
    const none = await p.browser.call('POST', '/api/player/wheel/spin', { gift_id: 1 });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ error: 'no_wheel_spin' });

    const { gift } = await t.app.modules.gifts.issueGift(t.database.db, {
      playerId: p.playerId,
      templateId: spinTemplate,
      source: 'staff',
      idempotencyKey: `spin-${p.playerId}`,
      at: t.clock.now(),
    });
    const state = WheelStateSchema.parse((await p.browser.call('GET', '/api/player/wheel')).json());
    expect(state).toMatchObject({ group_id: 1308, spins: 1, next: { gift_id: gift.id } });
    expect(state.segments[0]!.title).toBe('VIP 10');
    const res = await p.browser.call('POST', '/api/player/wheel/spin', { gift_id: gift.id });
    expect(res.statusCode, res.body).toBe(200);
    const spin = WheelSpinSchema.parse(res.json());
    expect(spin.proof.seed_hash).toBe(state.next!.seed_hash);
    const check = await verifyDraw({ seed: spin.proof.seed!, seedHash: state.next!.seed_hash, message: spin.proof.message, weights: [3, 1, 2] });
    expect(check).toEqual({ hashMatches: true, index: spin.segment.id });
    const [spent] = await t.database.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(spent!.stage).toBe('finished');
    const prizes = await t.database.db
      .select()
      .from(gifts)
      .where(like(gifts.idempotencyKey, `wheel:${gift.id}`));
    expect(prizes).toHaveLength(spin.segment.id === 2 ? 0 : 1);
    // The spin is spent: another is a 422, and the wheel shows no spin left.
    expect((await p.browser.call('POST', '/api/player/wheel/spin', { gift_id: gift.id })).statusCode).toBe(422);
    expect(WheelStateSchema.parse((await p.browser.call('GET', '/api/player/wheel')).json())).toMatchObject({ spins: 0, next: null });
    // Another player cannot spend this player's spin.
    const other = await fundedPlayer(t, 0n);
    expect((await other.browser.call('POST', '/api/player/wheel/spin', { gift_id: gift.id })).statusCode).toBe(422);
  });

  it('seeds the demo set and the segment sets once (a second run adds nothing)', async () => {
    await seedLootboxes(t.app.deps, ports());
    const sets = (await listSets(t.database.db)).length;
    await seedLootboxes(t.app.deps, ports());
    expect((await listSets(t.database.db)).length).toBe(sets);
    expect((await listSets(t.database.db)).filter((s) => s.title === 'Rocket box')).toHaveLength(1);
    expect((await listSegmentSets(t.database.db)).map((s) => s.groupId)).toEqual(expect.arrayContaining([0, 21, 1308, 1309]));
  });
});
