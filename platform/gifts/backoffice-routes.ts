import {
  BatchCodesSchema,
  BonusTemplateInputSchema,
  BonusTemplateSchema,
  BonusTemplatesSchema,
  CodeBatchesSchema,
  CodeBatchInputSchema,
  CodeBatchSchema,
  CodeRedemptionsSchema,
  GiftIdParamsSchema,
  GiftViewSchema,
  GiftViewsSchema,
  StaffCancelBodySchema,
  StaffIssueAnswerSchema,
  StaffIssueBodySchema,
  GiftErrorSchema,
  PlayerLookupQuerySchema,
  PlayerLookupsSchema,
} from '../../schemas/gifts';
import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { HttpError } from '../http/errors';
import type { PlatformApp } from '../http/types';
import { findPlayerByEmail, findPlayerById, playerEmails, playerIdsInGroup } from '../player';
import { audit, requireStaff } from '../staff/index';
import { createBatch, type BatchRow } from './codes';
import { cancelGift, GiftRefusedError, issueGift, type GiftPorts } from './engine';
import { giftCodeBatches, giftCodeRedemptions, giftCodes, gifts } from './schema';
import { createTemplate, findTemplate, listTemplates, updateTemplate } from './templates';
import { oneGiftView, playerGiftViews, templateView } from './view';

const errors = { 401: GiftErrorSchema, 403: GiftErrorSchema, 404: GiftErrorSchema, 409: GiftErrorSchema, 422: GiftErrorSchema };
/** Who reads promotions (support answers players about their gifts) and who changes them (money: never editors). */
const READERS = ['marketing', 'admin', 'support'] as const;
const WRITERS = ['marketing', 'admin'] as const;
/** Codes per page of the CSV export. */
const CSV_PAGE = 1000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function batchView(b: BatchRow, codeCount: number) {
  return {
    id: b.id,
    template_id: b.templateId,
    kind: b.kind,
    shared: b.shared,
    code_count: codeCount,
    redemptions: b.uses,
    valid_from: iso(b.validFrom),
    valid_until: iso(b.validUntil),
    max_uses: b.maxUses,
    per_player: b.perPlayer,
    created_at: b.createdAt.toISOString(),
  };
}

/** Marketing's Promotions back office: templates, issuing (audited), a player's gifts, code batches. */
export default async function giftBackofficeRoutes(app: PlatformApp, ports: GiftPorts): Promise<void> {
  const { db, clock } = app.deps;

  app.get('/api/backoffice/bonus-templates', { schema: { response: { 200: BonusTemplatesSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    return (await listTemplates(db)).map(templateView);
  });
  app.get('/api/backoffice/bonus-templates/:id', { schema: { params: GiftIdParamsSchema, response: { 200: BonusTemplateSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const t = await findTemplate(db, req.params.id);
    if (!t) throw new HttpError(404, 'template_not_found', 'No such bonus template');
    return templateView(t);
  });
  app.post(
    '/api/backoffice/bonus-templates',
    { schema: { body: BonusTemplateInputSchema, response: { 200: BonusTemplateSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      return db.transaction(async (tx) => {
        const t = templateView(await createTemplate(tx, req.body, clock.now()));
        await audit(req, 'bonus_template.create', `bonus_template:${t.id}`, null, t, { db: tx });
        return t;
      });
    },
  );
  app.put(
    '/api/backoffice/bonus-templates/:id',
    { schema: { params: GiftIdParamsSchema, body: BonusTemplateInputSchema, response: { 200: BonusTemplateSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, WRITERS);
      return db.transaction(async (tx) => {
        const { before, after } = await updateTemplate(tx, req.params.id, req.body, clock.now());
        await audit(req, 'bonus_template.update', `bonus_template:${after.id}`, templateView(before), templateView(after), { db: tx });
        return templateView(after);
      });
    },
  );

  /**
   * Issues a template to players or to a group: each player's gift through the one port (key
   * `staff:<form key>:<player>`, so a resubmitted form issues nothing twice), past the template's
   * targeting but never past can_issue_bonuses or an exclusion; who was skipped and why is
   * answered. One audit entry for the whole issue.
   */
  app.post(
    '/api/backoffice/bonus-templates/:id/issue',
    { schema: { params: GiftIdParamsSchema, body: StaffIssueBodySchema, response: { 200: StaffIssueAnswerSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(req, WRITERS);
      const t = await findTemplate(db, req.params.id);
      if (!t) throw new HttpError(404, 'template_not_found', 'No such bonus template');
      const ids = req.body.player_ids ?? (await playerIdsInGroup(db, req.body.group_id!));
      const at = clock.now();
      let issued = 0;
      const skipped: { player_id: number; reason: string }[] = [];
      for (const playerId of ids) {
        try {
          const { replayed } = await issueGift(db, ports, {
            playerId,
            templateId: t.id,
            source: 'staff',
            idempotencyKey: `staff:${req.body.idempotency_key}:${playerId}`,
            at,
            ignoreTargeting: true,
            meta: { staff_id: staff.staffId, reason: req.body.reason },
          });
          if (!replayed) issued++;
        } catch (err) {
          if (err instanceof GiftRefusedError) skipped.push({ player_id: playerId, reason: err.reason });
          else if (err instanceof HttpError && err.statusCode < 500) skipped.push({ player_id: playerId, reason: err.code });
          else throw err;
        }
      }
      await audit(req, 'gift.issue', `bonus_template:${t.id}`, null, {
        player_ids: req.body.player_ids ?? null,
        group_id: req.body.group_id ?? null,
        reason: req.body.reason,
        issued,
        skipped: skipped.length,
      });
      return { issued, skipped };
    },
  );

  app.get('/api/backoffice/players/:id/gifts', { schema: { params: GiftIdParamsSchema, response: { 200: GiftViewsSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    return playerGiftViews(db, req.params.id, clock.now());
  });
  // Support and marketing withdraw a gift with a reason (the bonus money left goes back to the house).
  app.post(
    '/api/backoffice/gifts/:id/cancel',
    { schema: { params: GiftIdParamsSchema, body: StaffCancelBodySchema, response: { 200: GiftViewSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, READERS);
      const [g] = await db.select().from(gifts).where(eq(gifts.id, req.params.id));
      if (!g) throw new HttpError(404, 'gift_not_found', 'No such gift');
      const at = clock.now();
      const after = await cancelGift(db, { playerId: g.playerId, giftId: g.id, at, by: 'staff', reason: `staff: ${req.body.reason}` });
      await audit(
        req,
        'gift.cancel',
        `gift:${g.id}`,
        { stage: g.stage },
        { stage: after.stage, forfeit_cents: Number(after.forfeitAmount), reason: req.body.reason },
      );
      return oneGiftView(db, after, at);
    },
  );

  app.get('/api/backoffice/code-batches', { schema: { response: { 200: CodeBatchesSchema, ...errors } } }, async (req) => {
    await requireStaff(req, READERS);
    const rows = await db.select().from(giftCodeBatches).orderBy(desc(giftCodeBatches.id)).limit(200);
    const counts = await db.select({ batchId: giftCodes.batchId, n: count() }).from(giftCodes).groupBy(giftCodes.batchId);
    const byBatch = new Map(counts.map((c) => [c.batchId, c.n]));
    return rows.map((b) => batchView(b, byBatch.get(b.id) ?? 0));
  });
  app.post('/api/backoffice/code-batches', { schema: { body: CodeBatchInputSchema, response: { 200: CodeBatchSchema, ...errors } } }, async (req) => {
    const staff = await requireStaff(req, WRITERS);
    const batch = await createBatch(db, req.body, staff.staffId, clock.now());
    const [n] = await db.select({ n: count() }).from(giftCodes).where(eq(giftCodes.batchId, batch.id));
    const view = batchView(batch, n?.n ?? 0);
    await audit(req, 'code_batch.create', `code_batch:${batch.id}`, null, view);
    return view;
  });
  // The batch's codes (the export: the back office turns them into CSV), with each code's uses.
  app.get('/api/backoffice/code-batches/:id/codes', { schema: { params: GiftIdParamsSchema, response: { 200: BatchCodesSchema, ...errors } } }, async (req) => {
    await requireStaff(req, WRITERS);
    const rows = await db
      .select({ code: giftCodes.code, uses: giftCodes.uses })
      .from(giftCodes)
      .where(eq(giftCodes.batchId, req.params.id))
      .orderBy(asc(giftCodes.id));
    return { batch_id: req.params.id, codes: rows };
  });

  /**
   * The batch's codes as a CSV file (`code,uses`), streamed in pages of 1,000 so a batch of
   * 100,000 unique codes never sits in memory whole. Codes are secrets: writers only, audited.
   */
  app.get('/api/backoffice/code-batches/:id/export', { schema: { params: GiftIdParamsSchema, response: errors } }, async (req, reply) => {
    await requireStaff(req, WRITERS);
    const batchId = req.params.id;
    const [batch] = await db.select({ id: giftCodeBatches.id }).from(giftCodeBatches).where(eq(giftCodeBatches.id, batchId));
    if (!batch) throw new HttpError(404, 'batch_not_found', 'No such code batch');
    await audit(req, 'code_batch.export', `code_batch:${batchId}`, null, null);
    async function* lines() {
      yield 'code,uses\n';
      let after = 0;
      for (;;) {
        const page = await db
          .select({ id: giftCodes.id, code: giftCodes.code, uses: giftCodes.uses })
          .from(giftCodes)
          .where(and(eq(giftCodes.batchId, batchId), gt(giftCodes.id, after)))
          .orderBy(asc(giftCodes.id))
          .limit(CSV_PAGE);
        // Codes are [A-Za-z0-9_-] (schemas/gifts.ts), so no field needs quoting.
        if (page.length) yield page.map((c) => `${c.code},${c.uses}\n`).join('');
        if (page.length < CSV_PAGE) return;
        after = page[page.length - 1]!.id;
      }
    }
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="code-batch-${batchId}.csv"`)
        .header('cache-control', 'no-store')
        // A stream goes out as it is (no serializer); the typed reply only knows the JSON error answers.
        .send(Readable.from(lines()) as never)
    );
  });
  // Who used the batch's codes, for which gift and where that gift stands now (newest 500).
  app.get(
    '/api/backoffice/code-batches/:id/redemptions',
    { schema: { params: GiftIdParamsSchema, response: { 200: CodeRedemptionsSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, READERS);
      const rows = await db
        .select({
          id: giftCodeRedemptions.id,
          code: giftCodes.code,
          playerId: giftCodeRedemptions.playerId,
          giftId: giftCodeRedemptions.giftId,
          stage: gifts.stage,
          at: giftCodeRedemptions.at,
        })
        .from(giftCodeRedemptions)
        .innerJoin(giftCodes, eq(giftCodes.id, giftCodeRedemptions.codeId))
        .innerJoin(gifts, eq(gifts.id, giftCodeRedemptions.giftId))
        .where(eq(giftCodeRedemptions.batchId, req.params.id))
        .orderBy(desc(giftCodeRedemptions.id))
        .limit(500);
      const emails = await playerEmails(
        db,
        rows.map((r) => r.playerId),
      );
      return {
        batch_id: req.params.id,
        redemptions: rows.map((r) => ({
          id: r.id,
          code: r.code,
          player_id: r.playerId,
          player_email: emails.get(r.playerId) ?? null,
          gift_id: r.giftId,
          stage: r.stage,
          at: r.at.toISOString(),
        })),
      };
    },
  );
  // Support finds the player they talk to: a number is an id, anything else an e-mail address.
  app.get(
    '/api/backoffice/players/lookup',
    { schema: { querystring: PlayerLookupQuerySchema, response: { 200: PlayerLookupsSchema, ...errors } } },
    async (req) => {
      await requireStaff(req, READERS);
      const q = req.query.q;
      const asId = /^\d{1,10}$/.test(q) ? Number(q) : null;
      const found = asId !== null && asId <= 2 ** 31 - 1 ? await findPlayerById(db, asId) : await findPlayerByEmail(db, q);
      return found ? [{ id: found.id, email: found.email, currency: found.currency, country: found.country, can_issue_bonuses: found.canIssueBonuses }] : [];
    },
  );
}
