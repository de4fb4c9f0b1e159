import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CodeBatchInput } from '../../schemas/gifts';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { GiftRefusedError, issueGiftIn, type GiftPorts, type GiftRow, type TemplateRow } from './engine';
import { bonusTemplates, giftCodeBatches, giftCodeRedemptions, giftCodes } from './schema';
import { findTemplate } from './templates';

type Conn = Db | Tx;
export type BatchRow = typeof giftCodeBatches.$inferSelect;

/** Unique codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L): 31^10 ≈ 8e14, from node:crypto. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const UNIQUE_LENGTH = 10;
export function randomCode(): string {
  let s = '';
  for (let i = 0; i < UNIQUE_LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** One answer for every code that does not work, so a guess learns nothing about which codes exist. */
const invalid = (field: string) => new HttpError(422, 'code_invalid', 'This code is not valid', { [field]: ['is not a valid code'] });

/**
 * Makes a batch: one shared code, or `count` unique ones (a rare clash with an existing code is
 * drawn again). Returns the batch; unique codes are read (and exported) from the batch's list.
 */
export async function createBatch(db: Conn, input: CodeBatchInput, staffId: number | null, at: Date): Promise<BatchRow> {
  if (!(await findTemplate(db, input.template_id)))
    throw new HttpError(422, 'template_not_found', 'No such bonus template', { template_id: ['does not exist'] });
  return db.transaction(async (tx) => {
    const shared = input.code !== undefined;
    const [batch] = await tx
      .insert(giftCodeBatches)
      .values({
        templateId: input.template_id,
        kind: input.kind,
        shared,
        validFrom: input.valid_from ? new Date(input.valid_from) : null,
        validUntil: input.valid_until ? new Date(input.valid_until) : null,
        maxUses: input.max_uses,
        perPlayer: shared ? input.per_player : 1,
        createdByStaffId: staffId,
        createdAt: at,
      })
      .returning();
    if (shared) {
      const [row] = await tx.insert(giftCodes).values({ batchId: batch!.id, code: input.code!.toUpperCase() }).onConflictDoNothing().returning();
      if (!row) throw new HttpError(422, 'code_taken', 'This code already exists', { code: ['already exists'] });
    } else {
      let left = input.count!;
      while (left > 0) {
        const chunk = Array.from({ length: Math.min(left, 1000) }, () => ({ batchId: batch!.id, code: randomCode() }));
        const made = await tx.insert(giftCodes).values(chunk).onConflictDoNothing().returning({ id: giftCodes.id });
        left -= made.length;
      }
    }
    return batch!;
  });
}

/**
 * Redeems a coupon or promo code for the player: the code's batch must be of `kind`, in its
 * validity window, under its total limit, and the player under the per-player limit (a unique
 * code is used once by anyone). The gift is issued through the one port (targeting decides
 * another currency or country: 422 `gift_refused`) under the key `code:<code id>:<player>:<n>`.
 * Answers the gift and its template (the caller's view needs no second read of it).
 *
 * One transaction of as few round trips as the rules allow (tests/bench/gifts.ts counts them on
 * PostgreSQL: 9 inside BEGIN..COMMIT here, 18 before):
 * 1. one read of the code, its batch, its template and the player's uses of the batch;
 * 2. the issue's own reads (the player, their groups only when a rule needs them, the exclusion
 *    port), then the gift and its fact (`issueGiftIn`: no savepoint, the key not read first);
 * 3. one statement that counts the use on the batch and the code, each conditional
 *    (`uses < max_uses`, a unique code's `uses = 0`), and records the redemption.
 *
 * The shared code's rows (its batch and its code) are hot: every redeeming player writes them.
 * So they are never locked up front for the whole issue (which queued every redemption of a
 * shared code behind the one before it); step 1 reads them unlocked and step 3, the last
 * statement before the commit, takes their row locks, so a lock is held for one round trip and
 * the commit (two statements and the commit before step 3 was one). Two players racing for the
 * last use: the second's count finds no row and the whole redemption rolls back (422
 * `code_used_up`). One player redeeming twice at once: both ask for the same key, the second
 * waits for the first's gift and finds it (a replay), which is this use already counted (422
 * `code_used`).
 */
export async function redeemCode(
  db: Conn,
  ports: GiftPorts,
  input: { playerId: number; code: string; kind: 'coupon' | 'promo_code'; at: Date; field: string },
): Promise<{ gift: GiftRow; template: TemplateRow }> {
  const code = input.code.trim().toUpperCase();
  const alreadyUsed = () => new HttpError(422, 'code_used', 'You have already used this code', { [input.field]: ['was already used'] });
  const codeUsed = () => new HttpError(422, 'code_used', 'This code was already used', { [input.field]: ['was already used'] });
  const usedUp = () => new HttpError(422, 'code_used_up', 'This code has been used up', { [input.field]: ['has been used up'] });
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        c: giftCodes,
        batch: giftCodeBatches,
        template: bonusTemplates,
        used: sql<number>`(select count(*) from ${giftCodeRedemptions} where ${giftCodeRedemptions.batchId} = ${giftCodeBatches.id} and ${giftCodeRedemptions.playerId} = ${input.playerId})`.mapWith(
          Number,
        ),
      })
      .from(giftCodes)
      .innerJoin(giftCodeBatches, eq(giftCodeBatches.id, giftCodes.batchId))
      .leftJoin(bonusTemplates, eq(bonusTemplates.id, giftCodeBatches.templateId))
      .where(eq(giftCodes.code, code));
    if (!found) throw invalid(input.field);
    const { c, batch, template, used } = found;
    if (batch.kind !== input.kind) throw invalid(input.field);
    if ((batch.validFrom && batch.validFrom > input.at) || (batch.validUntil && batch.validUntil <= input.at)) throw invalid(input.field);
    if (used >= batch.perPlayer) throw alreadyUsed();
    if (!batch.shared && c.uses > 0) throw codeUsed();
    if (batch.maxUses !== null && batch.uses >= batch.maxUses) throw usedUp();
    if (!template) throw new GiftRefusedError('template_not_found');
    const { gift, replayed } = await issueGiftIn(
      tx,
      ports,
      {
        playerId: input.playerId,
        templateId: batch.templateId,
        source: input.kind,
        idempotencyKey: `code:${c.id}:${input.playerId}:${used + 1}`,
        at: input.at,
        meta: { code_id: c.id, batch_id: batch.id },
      },
      template,
    );
    if (replayed) throw alreadyUsed();
    // The counts last, each conditional: a refusal here rolls the gift and its fact back. The
    // batch's row is counted first (the main query reads it first), then the code's: every
    // redemption takes the two locks in the same order.
    const res = (await tx.execute(sql`
      WITH batch_counted AS (
        UPDATE ${giftCodeBatches} SET uses = uses + 1
        WHERE id = ${batch.id} AND (max_uses IS NULL OR uses < max_uses)
        RETURNING id
      ), code_counted AS (
        UPDATE ${giftCodes} SET uses = uses + 1
        WHERE id = ${c.id}${batch.shared ? sql`` : sql` AND uses = 0`}
        RETURNING id
      ), redeemed AS (
        INSERT INTO ${giftCodeRedemptions} (code_id, batch_id, player_id, gift_id, "at")
        VALUES (${c.id}, ${batch.id}, ${input.playerId}, ${gift.id}, ${input.at.toISOString()}::timestamptz)
      )
      SELECT (SELECT count(*) FROM batch_counted)::int AS batch, (SELECT count(*) FROM code_counted)::int AS code
    `)) as unknown as { rows: { batch: number; code: number }[] };
    const counted = res.rows[0]!;
    if (Number(counted.code) !== 1) throw codeUsed();
    if (Number(counted.batch) !== 1) throw usedUp();
    return { gift, template };
  });
}
