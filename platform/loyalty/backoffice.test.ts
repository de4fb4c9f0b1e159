import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { CompCardsSchema, StaffCompCardsSchema, type CompCardInputBody } from '../../schemas/loyalty';
import { staffAuditLog } from '../db/schema';
import { fundedPlayer, seedTestGame } from '../games/seamless/test-helpers';
import { createTemplate } from '../gifts';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { postPoints } from './engine';

/**
 * Marketing's shop cards in the back office (README "The shop"): the list with sales, create and
 * edit by group, disable, the schema's and the catalogue's 422s with field messages, the roles
 * (marketing and admin write, support reads, editors neither) and the audit log.
 * On the database TEST_DB names.
 */
describe('loyalty back office: shop cards', () => {
  let t: TestPlatform;
  let ip = 1;
  let template: number;
  let game: string;
  const as = (role: 'marketing' | 'admin' | 'support' | 'editor') => staffBrowser(t, role, `10.31.0.${ip++}`);
  const money: CompCardInputBody = { type: 'money', group: 'bo-money-7', title: '7 in cash', points: 140, rates: [{ currency: 'EUR', amount_cents: 700 }] };

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    template = (
      await createTemplate(
        t.database.db,
        BonusTemplateInputSchema.parse({ title: 'BO spins', type: 'rocket_lite', amounts: { EUR: 500 }, wager_multiplier: 5 }),
        t.clock.now(),
      )
    ).id;
    const g = await seedTestGame(t.database.db);
    game = `${g.provider}:${(await t.database.db.query.games.findFirst({ where: (x, o) => o.eq(x.id, g.gameId) }))!.name}`;
  });
  afterAll(async () => t?.close());

  it('creates a card, lists it with its sales, edits and disables it, each change audited with what it was before', async () => {
    const marketing = await as('marketing');
    const created = await marketing('PUT', '/api/backoffice/comp_points/cards', money);
    expect(created.statusCode, created.body).toBe(200);
    const shop = CompCardsSchema.parse((await t.call({ method: 'GET', url: '/api/comp_points/rates/money' })).json());
    expect(shop.map((c) => c.group)).toContain('bo-money-7');

    // A player buys it twice: the list counts the sales.
    const { browser, playerId } = await fundedPlayer(t, 0n);
    await postPoints(t.database.db, { playerId, key: 'bo-grant', kind: 'staff', chargeable: 1_000, persistent: 0, at: t.clock.now() });
    const bought = await browser.call('POST', '/api/comp_points/exchange/money', { group: 'bo-money-7', points: 280, idempotency_key: 'bo-buy-000001' });
    expect(bought.statusCode, bought.body).toBe(200);
    const list = async () => StaffCompCardsSchema.parse((await marketing('GET', '/api/backoffice/comp_points/cards')).json());
    expect((await list()).find((c) => c.group === 'bo-money-7')).toMatchObject({ enabled: true, sales: { exchanges: 1, quantity: 2, points: 280 } });

    const edited = await marketing('PUT', '/api/backoffice/comp_points/cards', { ...money, title: '7 in cash!', points: 150 });
    expect(edited.statusCode, edited.body).toBe(200);
    const disabled = await marketing('PUT', '/api/backoffice/comp_points/cards', { ...money, title: '7 in cash!', points: 150, enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await list()).find((c) => c.group === 'bo-money-7')).toMatchObject({ title: '7 in cash!', points: 150, enabled: false, sales: { quantity: 2 } });
    const after = CompCardsSchema.parse((await t.call({ method: 'GET', url: '/api/comp_points/rates/money' })).json());
    expect(after.map((c) => c.group)).not.toContain('bo-money-7');

    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.target, 'comp_card:bo-money-7')).orderBy(staffAuditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['comp_points.card.create', 'comp_points.card.update', 'comp_points.card.update']);
    expect(audit[0]).toMatchObject({ role: 'marketing', before: null });
    expect(audit[1]!.before).toMatchObject({ title: '7 in cash', points: 140 });
    expect(audit[2]!.after).toMatchObject({ enabled: false });
  });

  it('refuses a bad card with 422 and a message beside each field, and stores nothing', async () => {
    const marketing = await as('marketing');
    const bad = async (body: object) => {
      const res = await marketing('PUT', '/api/backoffice/comp_points/cards', body);
      expect(res.statusCode, res.body).toBe(422);
      return (res.json() as { errors: Record<string, string[]> }).errors;
    };
    expect(Object.keys(await bad({ ...money, group: 'bo-neg', points: -5 }))).toContain('points');
    expect(Object.keys(await bad({ ...money, group: 'bo-zero', rates: [] }))).toContain('rates');
    expect(Object.keys(await bad({ ...money, group: 'sale-bo-1' }))).toContain('sale_end_date'); // a sale without an end
    expect(Object.keys(await bad({ ...money, group: 'sale-bo-2', sale_end_date: '31/02/2027' }))).toContain('sale_end_date');
    expect(Object.keys(await bad({ ...money, group: 'bo-full', discount_percent: 50, full_price: 100 }))).toContain('full_price'); // below the price
    const spins = { type: 'freespins', group: 'bo-spins', title: 'Spins', points: 50, freespins_count: 10, template_id: template, games: [game] };
    expect(Object.keys(await bad({ ...spins, template_id: null }))).toContain('template_id');
    expect(Object.keys(await bad({ ...spins, template_id: 999_999 }))).toContain('template_id');
    expect(await bad({ ...spins, games: [game, 'nobody:nothing'] })).toEqual({ 'games.1': ['unknown game nobody:nothing'] });
    const list = StaffCompCardsSchema.parse((await marketing('GET', '/api/backoffice/comp_points/cards')).json());
    expect(list.map((c) => c.group).filter((g) => g !== 'bo-money-7')).toEqual([]);
    const ok = await marketing('PUT', '/api/backoffice/comp_points/cards', spins);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets admin write, support read only, and nobody else in', async () => {
    const admin = await as('admin');
    expect((await admin('PUT', '/api/backoffice/comp_points/cards', { ...money, group: 'bo-admin' })).statusCode).toBe(200);
    const support = await as('support');
    expect((await support('GET', '/api/backoffice/comp_points/cards')).statusCode).toBe(200);
    expect((await support('PUT', '/api/backoffice/comp_points/cards', { ...money, group: 'bo-support' })).statusCode).toBe(403);
    const editor = await as('editor');
    expect((await editor('GET', '/api/backoffice/comp_points/cards')).statusCode).toBe(403);
    expect((await editor('PUT', '/api/backoffice/comp_points/cards', { ...money, group: 'bo-editor' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/backoffice/comp_points/cards' })).statusCode).toBe(401);
    const groups = StaffCompCardsSchema.parse((await admin('GET', '/api/backoffice/comp_points/cards')).json()).map((c) => c.group);
    expect(groups).toContain('bo-admin');
    expect(groups).not.toContain('bo-support');
  });
});
