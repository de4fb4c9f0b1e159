import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusTemplateInputSchema } from '../../schemas/gifts';
import { LootboxesSchema, LootboxSetSchema, LootboxSetsSchema, type LootboxSetInputBody } from '../../schemas/lootboxes';
import { staffAuditLog } from '../db/schema';
import { fundedPlayer } from '../games/seamless/test-helpers';
import { createTemplate } from '../gifts';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

/**
 * Editing a loot-box set in the back office (README "Issue": a box copies its set's items): the
 * edit is audited with the set before it, support reads and may not edit, weights must be whole
 * numbers of at least 1, and a box issued before the edit keeps its items and weights (its
 * committed draw). On the database TEST_DB names.
 */
describe('lootboxes back office: editing a set', () => {
  let t: TestPlatform;
  let ip = 1;
  let prize: number;
  const as = (role: 'marketing' | 'support' | 'editor') => staffBrowser(t, role, `10.32.0.${ip++}`);

  beforeAll(async () => {
    t = await createTestPlatform({ PAYMENT_JOBS_INTERVAL_MS: '0' });
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    prize = (
      await createTemplate(
        t.database.db,
        BonusTemplateInputSchema.parse({ title: 'Edit prize', type: 'rocket_lite', amounts: { EUR: 1_000 }, wager_multiplier: 3 }),
        t.clock.now(),
      )
    ).id;
  });
  afterAll(async () => t?.close());

  it('edits a set, audited with what it was; an issued box keeps its items; support reads only; weights are whole and positive', async () => {
    const body: LootboxSetInputBody = {
      title: 'Edit box',
      group_key: 'edit_box',
      items: [
        { title: 'A', weight: 3, template_id: prize },
        { title: 'B', weight: 1, template_id: prize },
      ],
      valid_hours: 24,
      deposit_rules: [],
    };
    const marketing = await as('marketing');
    const created = await marketing('POST', '/api/backoffice/lootbox-sets', body);
    expect(created.statusCode, created.body).toBe(200);
    const set = LootboxSetSchema.parse(created.json());

    const { browser, playerId } = await fundedPlayer(t, 0n);
    const support = await as('support');
    const issued = await support('POST', '/api/backoffice/lootboxes', { player_id: playerId, set_id: set.id, key: 'edit-before' });
    expect(issued.statusCode, issued.body).toBe(200);

    const edited = await marketing('PUT', `/api/backoffice/lootbox-sets/${set.id}`, { ...body, items: [{ title: 'C', weight: 5, template_id: prize }] });
    expect(edited.statusCode, edited.body).toBe(200);
    const [entry] = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'lootbox_set.update'));
    expect(entry).toMatchObject({ target: `lootbox_set:${set.id}`, role: 'marketing' });
    expect((entry!.before as { items: { title: string }[] }).items.map((i) => i.title)).toEqual(['A', 'B']);
    expect((entry!.after as { items: { title: string }[] }).items.map((i) => i.title)).toEqual(['C']);

    // The box issued before the edit draws over its own copy of the items.
    const boxes = LootboxesSchema.parse((await browser.call('GET', '/api/player/lootboxes')).json());
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.items.map((i) => [i.title, i.weight])).toEqual([
      ['A', 3],
      ['B', 1],
    ]);
    expect(boxes[0]!.weight).toBe(4);

    expect(LootboxSetsSchema.parse((await support('GET', '/api/backoffice/lootbox-sets')).json()).find((s) => s.id === set.id)?.items).toHaveLength(1);
    expect((await support('PUT', `/api/backoffice/lootbox-sets/${set.id}`, body)).statusCode).toBe(403);
    expect((await (await as('editor'))('GET', '/api/backoffice/lootbox-sets')).statusCode).toBe(403);
    for (const weight of [0, -1, 1.5]) {
      const res = await marketing('PUT', `/api/backoffice/lootbox-sets/${set.id}`, { ...body, items: [{ title: 'C', weight, template_id: prize }] });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['items.0.weight']);
    }
  });
});
