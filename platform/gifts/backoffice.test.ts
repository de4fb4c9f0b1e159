import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeRedemptionsSchema, GiftViewSchema, GiftViewsSchema, PlayerLookupsSchema, type BonusTemplateBody } from '../../schemas/gifts';
import type { StaffRole } from '../../schemas/staff';
import { staffAuditLog } from '../db/schema';
import { fundedPlayer, seedTestGame } from '../games/seamless/test-helpers';
import { seedGroups } from '../player/groups';
import { seedStaff } from '../staff/seed';
import { staffBrowser as sharedStaffBrowser } from '../testing/staff-browser';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { playerBalances, reconcile } from '../wallet/index';

/**
 * Marketing's Promotions back office (README "Back office"): who may do what (editors never move
 * money), the CSV export of a batch, its redemptions, the player lookup, and support's cancel
 * with a reason, which forfeits the bonus money through the engine and is audited.
 */
describe('gifts back office', () => {
  let t: TestPlatform;
  let game: { gameId: number; provider: string };
  let ip = 1;
  const staffBrowser = (role: StaffRole) => sharedStaffBrowser(t, role, `10.9.0.${ip++}`);

  beforeAll(async () => {
    t = await createTestPlatform();
    await seedGroups(t.app.deps);
    await seedStaff(t.app.deps);
    game = await seedTestGame(t.database.db);
  });
  afterAll(async () => t?.close());

  const depositBody = (): BonusTemplateBody => ({
    title: `Reload ${randomUUID().slice(0, 6)}`,
    type: 'deposit',
    percent: 100,
    max_amounts: { EUR: 10_000 },
    wager_multiplier: 30,
  });
  const auditRows = async (action: string) => t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));

  it('refuses an editor everything that moves money or reads codes, and support the changes', async () => {
    const marketing = await staffBrowser('marketing');
    const created = await marketing('POST', '/api/backoffice/bonus-templates', depositBody());
    expect(created.statusCode, created.body).toBe(200);
    const tpl = created.json() as { id: number };
    const batch = await marketing('POST', '/api/backoffice/code-batches', { template_id: tpl.id, count: 2 });
    expect(batch.statusCode, batch.body).toBe(200);
    const batchId = (batch.json() as { id: number }).id;
    const { playerId } = await fundedPlayer(t, 0n);
    const issue = { player_ids: [playerId], reason: 'goodwill', idempotency_key: randomUUID() };

    const editor = await staffBrowser('editor');
    for (const [method, url, body] of [
      ['GET', '/api/backoffice/bonus-templates'],
      ['POST', '/api/backoffice/bonus-templates', depositBody()],
      ['PUT', `/api/backoffice/bonus-templates/${tpl.id}`, depositBody()],
      ['POST', `/api/backoffice/bonus-templates/${tpl.id}/issue`, issue],
      ['POST', '/api/backoffice/code-batches', { template_id: tpl.id, count: 1 }],
      ['GET', `/api/backoffice/code-batches/${batchId}/export`],
      ['GET', `/api/backoffice/code-batches/${batchId}/redemptions`],
      ['GET', `/api/backoffice/players/${playerId}/gifts`],
      ['GET', `/api/backoffice/players/lookup?q=${playerId}`],
    ] as const) {
      const res = await editor(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'staff_role_forbidden' });
    }

    const support = await staffBrowser('support');
    expect((await support('POST', `/api/backoffice/bonus-templates/${tpl.id}/issue`, issue)).statusCode).toBe(403);
    expect((await support('POST', '/api/backoffice/bonus-templates', depositBody())).statusCode).toBe(403);
    expect((await support('GET', `/api/backoffice/code-batches/${batchId}/export`)).statusCode).toBe(403);
    expect((await support('GET', `/api/backoffice/code-batches/${batchId}/redemptions`)).statusCode).toBe(200);

    const admin = await staffBrowser('admin');
    // A percent-of-deposit bonus has no amount without a deposit: skipped with the reason, not an error.
    expect((await admin('POST', `/api/backoffice/bonus-templates/${tpl.id}/issue`, issue)).json()).toEqual({
      issued: 0,
      skipped: [{ player_id: playerId, reason: 'no_amount_for_currency' }],
    });
    const fixed = (
      await marketing('POST', '/api/backoffice/bonus-templates', { ...depositBody(), type: 'rocket_pro', percent: null, amounts: { EUR: 500 } })
    ).json() as {
      id: number;
    };
    const again = { ...issue, idempotency_key: randomUUID() };
    expect((await admin('POST', `/api/backoffice/bonus-templates/${fixed.id}/issue`, again)).json()).toEqual({ issued: 1, skipped: [] });
    // The same form submitted again by marketing issues nothing twice.
    expect((await marketing('POST', `/api/backoffice/bonus-templates/${fixed.id}/issue`, again)).json()).toEqual({ issued: 0, skipped: [] });
  });

  it('exports a batch as CSV, lists its redemptions, and audits the export', async () => {
    const marketing = await staffBrowser('marketing');
    const spins: BonusTemplateBody = { title: 'Spins', type: 'freespins', game_ids: [game.gameId], freespins_count: 10, bet_level: 1 };
    const tpl = (await marketing('POST', '/api/backoffice/bonus-templates', spins)).json() as { id: number };
    const unique = (await marketing('POST', '/api/backoffice/code-batches', { template_id: tpl.id, kind: 'coupon', count: 5 })).json() as { id: number };

    const csv = await marketing('GET', `/api/backoffice/code-batches/${unique.id}/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="code-batch-${unique.id}.csv"`);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('code,uses');
    expect(lines).toHaveLength(6);
    for (const l of lines.slice(1)) expect(l).toMatch(/^[A-Z2-9]{10},0$/);
    expect((await auditRows('code_batch.export')).some((a) => a.target === `code_batch:${unique.id}`)).toBe(true);
    expect((await marketing('GET', '/api/backoffice/code-batches/999999999/export')).statusCode).toBe(404);

    const code = lines[1]!.split(',')[0]!;
    const { playerId, browser } = await fundedPlayer(t, 0n);
    expect((await browser.call('POST', '/api/bonuses/coupon', { coupon_code: code })).statusCode).toBe(200);
    const after = await marketing('GET', `/api/backoffice/code-batches/${unique.id}/export`);
    expect(after.body).toContain(`${code},1\n`);

    const support = await staffBrowser('support');
    const red = CodeRedemptionsSchema.parse((await support('GET', `/api/backoffice/code-batches/${unique.id}/redemptions`)).json());
    expect(red.redemptions).toEqual([expect.objectContaining({ code, player_id: playerId, stage: 'issued', player_email: expect.stringContaining('@') })]);
  });

  it('finds a player by id or e-mail, and support cancels a gift with a reason: the bonus money is forfeited, audited', async () => {
    const marketing = await staffBrowser('marketing');
    const tpl = (
      await marketing('POST', '/api/backoffice/bonus-templates', { title: 'Goodwill', type: 'rocket_lite', amounts: { EUR: 2_500 }, wager_multiplier: 5 })
    ).json() as { id: number };
    const { playerId, browser } = await fundedPlayer(t, 0n);
    const issued = await marketing('POST', `/api/backoffice/bonus-templates/${tpl.id}/issue`, {
      player_ids: [playerId],
      reason: 'apology for the outage',
      idempotency_key: randomUUID(),
    });
    expect(issued.json()).toEqual({ issued: 1, skipped: [] });
    const issueAudit = (await auditRows('gift.issue')).find((a) => a.target === `bonus_template:${tpl.id}`);
    expect(issueAudit?.after).toMatchObject({ reason: 'apology for the outage', issued: 1 });

    const support = await staffBrowser('support');
    const byId = PlayerLookupsSchema.parse((await support('GET', `/api/backoffice/players/lookup?q=${playerId}`)).json());
    expect(byId).toHaveLength(1);
    const byEmail = PlayerLookupsSchema.parse(
      (await support('GET', `/api/backoffice/players/lookup?q=${encodeURIComponent(byId[0]!.email.toUpperCase())}`)).json(),
    );
    expect(byEmail.map((p) => p.id)).toEqual([playerId]);
    expect((await support('GET', '/api/backoffice/players/lookup?q=nobody%40example.com')).json()).toEqual([]);
    expect((await support('GET', '/api/backoffice/players/lookup?q=')).statusCode).toBe(422);

    const [gift] = GiftViewsSchema.parse((await support('GET', `/api/backoffice/players/${playerId}/gifts`)).json());
    expect(gift).toMatchObject({ stage: 'issued', amount_cents: 2_500 });
    expect((await browser.call('POST', `/api/player/bonuses/${gift!.id}/activation`)).json()).toMatchObject({ stage: 'activated' });
    expect((await playerBalances(t.database.db, playerId)).get('EUR')).toEqual({ cash: 0n, bonus: 2_500n });

    const noReason = await support('POST', `/api/backoffice/gifts/${gift!.id}/cancel`, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const canceled = GiftViewSchema.parse((await support('POST', `/api/backoffice/gifts/${gift!.id}/cancel`, { reason: 'asked by the player' })).json());
    expect(canceled).toMatchObject({ stage: 'canceled', forfeit_cents: 2_500 });
    expect((await playerBalances(t.database.db, playerId)).get('EUR')).toEqual({ cash: 0n, bonus: 0n });
    expect((await reconcile(t.database.db)).ok).toBe(true);
    const cancelAudit = (await auditRows('gift.cancel')).find((a) => a.target === `gift:${gift!.id}`);
    expect(cancelAudit).toMatchObject({ before: { stage: 'activated' }, after: { stage: 'canceled', forfeit_cents: 2_500, reason: 'asked by the player' } });
    // An editor never cancels.
    const editor = await staffBrowser('editor');
    expect((await editor('POST', `/api/backoffice/gifts/${gift!.id}/cancel`, { reason: 'try' })).statusCode).toBe(403);
  });
});
