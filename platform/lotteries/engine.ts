import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { drawWinners, seedHash } from '../../schemas/lottery-draw';
import type { LotteryInput } from '../../schemas/lotteries';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { appendEvent } from '../outbox';
import { findPlayerById, playerGroupIds } from '../player';
import { lotteries, lotteryTicketGrants, lotteryWinners } from './schema';

type Conn = Db | Tx;
export type LotteryRow = typeof lotteries.$inferSelect;
export type GrantRow = typeof lotteryTicketGrants.$inferSelect;
export type WinnerRow = typeof lotteryWinners.$inferSelect;

/** The multi-account group (spec P6, C6): no automatic rewards, lottery tickets included. */
const MULTI_ACCOUNT_GROUP = 100;

/**
 * What the lotteries engine asks other modules, passed in by the composition root: limits'
 * exclusion check and gifts' issuing port (the one way a prize reaches a player).
 */
export interface LotteryPorts {
  excluded: (db: Conn, playerId: number, at: Date) => Promise<boolean>;
  issueGift: (
    db: Conn,
    input: { playerId: number; templateId: number; source: string; idempotencyKey: string; at: Date; currency?: string; meta?: Record<string, unknown> },
  ) => Promise<{ gift: { id: number } }>;
  /** Whether an error from issueGift is a refusal (recorded, never retried) rather than a failure. */
  refusalReason: (err: unknown) => string | null;
}

/** A new lottery: its seed from node:crypto, only the hash of which is shown until the draw. */
export async function createLottery(db: Conn, input: LotteryInput, at: Date): Promise<LotteryRow> {
  const seed = randomBytes(32).toString('hex');
  const [row] = await db
    .insert(lotteries)
    .values({
      frontendIdentifier: input.frontend_identifier,
      texts: input.texts as Record<string, { title: string; description: string }>,
      currency: input.currency,
      startAt: new Date(input.start_at),
      endAt: new Date(input.end_at),
      drawAt: new Date(input.draw_at),
      depositScaleRules: input.deposit_scale_rules,
      prizes: [...input.prizes].sort((a, b) => a.place - b.place),
      groupIds: input.group_ids,
      seed,
      seedHash: await seedHash(seed),
      createdAt: at,
    })
    .onConflictDoNothing({ target: lotteries.frontendIdentifier })
    .returning();
  if (!row) throw new HttpError(409, 'lottery_exists', 'A lottery with this frontend identifier exists', { frontend_identifier: ['is taken'] });
  return row;
}

export async function findLottery(db: Conn, idOrSlug: number | string): Promise<LotteryRow | null> {
  const where = typeof idOrSlug === 'number' ? eq(lotteries.id, idOrSlug) : eq(lotteries.frontendIdentifier, idOrSlug);
  const [row] = await db.select().from(lotteries).where(where);
  return row ?? null;
}

export async function listLotteries(db: Conn): Promise<LotteryRow[]> {
  return db.select().from(lotteries).orderBy(asc(lotteries.startAt), asc(lotteries.id));
}

export async function grantsOf(db: Conn, lotteryId: number): Promise<GrantRow[]> {
  return db.select().from(lotteryTicketGrants).where(eq(lotteryTicketGrants.lotteryId, lotteryId)).orderBy(asc(lotteryTicketGrants.firstNumber));
}

export async function winnersOf(db: Conn, lotteryId: number): Promise<WinnerRow[]> {
  return db.select().from(lotteryWinners).where(eq(lotteryWinners.lotteryId, lotteryId)).orderBy(asc(lotteryWinners.place));
}

/** Why a player may not hold tickets of this lottery now, or null. */
async function ticketRefusal(db: Conn, ports: LotteryPorts, l: LotteryRow, playerId: number, at: Date): Promise<string | null> {
  if (l.state !== 'scheduled') return 'not_scheduled';
  if (at < l.startAt || at >= l.endAt) return 'not_running';
  const player = await findPlayerById(db, playerId);
  if (!player) return 'player_not_found';
  if (!player.canIssueBonuses) return 'bonuses_disabled';
  const groups = await playerGroupIds(db, playerId);
  if (groups.includes(MULTI_ACCOUNT_GROUP)) return 'multi_account';
  if (l.groupIds.length > 0 && !l.groupIds.some((g) => groups.includes(g))) return 'not_targeted';
  if (await ports.excluded(db, playerId, at)) return 'excluded';
  return null;
}

/**
 * Gives a player `count` tickets of a lottery, once per key: the lottery's row lock numbers them
 * after every ticket before (1..N without gaps, in issue order). Answers the grant (the first one
 * on a repeat), or null with the reason when the player may not take tickets now.
 */
export async function grantTickets(
  db: Conn,
  ports: LotteryPorts,
  g: { lotteryId: number; playerId: number; count: number; key: string; source: 'deposit' | 'purchase'; at: Date },
): Promise<{ grant: GrantRow; replayed: boolean } | { grant: null; reason: string }> {
  return db.transaction(async (tx) => {
    const [l] = await tx.select().from(lotteries).where(eq(lotteries.id, g.lotteryId)).for('update');
    if (!l) return { grant: null, reason: 'lottery_not_found' };
    const [earlier] = await tx
      .select()
      .from(lotteryTicketGrants)
      .where(and(eq(lotteryTicketGrants.lotteryId, g.lotteryId), eq(lotteryTicketGrants.key, g.key)));
    if (earlier) {
      if (earlier.playerId !== g.playerId || earlier.count !== g.count)
        throw new HttpError(409, 'idempotency_conflict', 'This idempotency key was already used for other tickets');
      return { grant: earlier, replayed: true };
    }
    const reason = await ticketRefusal(tx, ports, l, g.playerId, g.at);
    if (reason) return { grant: null, reason };
    const first = l.ticketCount + 1;
    const [grant] = await tx
      .insert(lotteryTicketGrants)
      .values({ lotteryId: l.id, key: g.key, playerId: g.playerId, source: g.source, firstNumber: first, count: g.count, at: g.at })
      .returning();
    await tx
      .update(lotteries)
      .set({ ticketCount: l.ticketCount + g.count })
      .where(eq(lotteries.id, l.id));
    // The fact the realtime push consumer tells the player's pages from, after this commit.
    await appendEvent(tx, {
      type: 'lottery.tickets_granted',
      playerId: g.playerId,
      at: g.at,
      payload: { lottery_id: l.id, frontend_identifier: l.frontendIdentifier, source: g.source, first, count: g.count },
    });
    return { grant: grant!, replayed: false };
  });
}

/** Tickets a deposit earns in a lottery: `tickets` per whole `amount_cents` of the rule for its currency. */
export function ticketsForDeposit(l: Pick<LotteryRow, 'depositScaleRules'>, currency: string, amountCents: number): number {
  const rule = l.depositScaleRules.find((r) => r.currency === currency);
  if (!rule) return 0;
  return Math.floor(amountCents / rule.amount_cents) * rule.tickets;
}

/** A credited deposit's tickets in every running lottery (once per deposit and lottery: the grant key). */
export async function ticketsForCreditedDeposit(
  tx: Tx,
  ports: LotteryPorts,
  d: { playerId: number; paymentId: number; currency: string; amountCents: number; at: Date },
): Promise<number> {
  const running = await tx
    .select()
    .from(lotteries)
    .where(and(eq(lotteries.state, 'scheduled'), lte(lotteries.startAt, d.at), sql`${lotteries.endAt} > ${d.at.toISOString()}`));
  let total = 0;
  for (const l of running) {
    const count = ticketsForDeposit(l, d.currency, d.amountCents);
    if (count <= 0) continue;
    const r = await grantTickets(tx, ports, { lotteryId: l.id, playerId: d.playerId, count, key: `deposit:${d.paymentId}`, source: 'deposit', at: d.at });
    if (r.grant && !r.replayed) total += count;
  }
  return total;
}

/**
 * The port the loyalty issue fills (tickets for comp points): `count` tickets once per key. The
 * caller takes the points in the same transaction; a refusal is a 422 with the reason.
 */
export async function buyTickets(db: Conn, ports: LotteryPorts, playerId: number, lotteryId: number, count: number, idempotencyKey: string, at: Date) {
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    throw new HttpError(422, 'invalid_count', 'Buy 1 to 1000 tickets', { count: ['must be 1 to 1000'] });
  const r = await grantTickets(db, ports, { lotteryId, playerId, count, key: `purchase:${idempotencyKey}`, source: 'purchase', at });
  if (!r.grant)
    throw new HttpError(r.reason === 'lottery_not_found' ? 404 : 422, 'tickets_refused', 'These tickets cannot be bought now', undefined, { reason: r.reason });
  return r;
}

/** How many tickets a player holds in a lottery (the sum of their grants). */
export async function playerTicketCount(db: Conn, lotteryId: number, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${lotteryTicketGrants.count}), 0)` })
    .from(lotteryTicketGrants)
    .where(and(eq(lotteryTicketGrants.lotteryId, lotteryId), eq(lotteryTicketGrants.playerId, playerId)));
  return Number(row?.n ?? 0);
}

/** A lottery's row as the creation body that would make it (the audit log's "before" of an edit; never the seed). */
export function inputOf(l: LotteryRow): LotteryInput {
  return {
    frontend_identifier: l.frontendIdentifier,
    texts: l.texts,
    currency: l.currency as LotteryInput['currency'],
    start_at: l.startAt.toISOString(),
    end_at: l.endAt.toISOString(),
    draw_at: l.drawAt.toISOString(),
    deposit_scale_rules: l.depositScaleRules,
    prizes: l.prizes,
    group_ids: l.groupIds,
  };
}

/** Throws 409 `lottery_not_editable` (with `reason`: drawn, canceled, started) unless the lottery is scheduled and not started at `at`. */
export function editable(l: LotteryRow, at: Date): void {
  if (l.state !== 'scheduled') throw new HttpError(409, 'lottery_not_editable', `A ${l.state} lottery cannot be edited`, undefined, { reason: l.state });
  if (at >= l.startAt) throw new HttpError(409, 'lottery_not_editable', 'A lottery can be edited only before it starts', undefined, { reason: 'started' });
}

/**
 * Marketing's edit of a lottery that has not started (scheduled, and the platform clock before
 * `start_at`): texts, identifier, currency, times, ticket rules, prizes and groups are replaced
 * under the row lock. No ticket exists before the start (grants need a running lottery), so no
 * player holds tickets under the old rules. The seed and its published hash are never touched:
 * the commitment made at creation stands, and the draw still follows from it. 409
 * `lottery_not_editable` (with `reason`: started, drawn, canceled) otherwise.
 */
export async function updateLottery(db: Conn, id: number, input: LotteryInput, at: Date): Promise<{ before: LotteryRow; row: LotteryRow }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
    if (!before) throw new HttpError(404, 'lottery_not_found', 'No such lottery');
    editable(before, at);
    const [taken] = await tx
      .select({ id: lotteries.id })
      .from(lotteries)
      .where(and(eq(lotteries.frontendIdentifier, input.frontend_identifier), ne(lotteries.id, id)));
    if (taken) throw new HttpError(409, 'lottery_exists', 'A lottery with this frontend identifier exists', { frontend_identifier: ['is taken'] });
    const [row] = await tx
      .update(lotteries)
      .set({
        frontendIdentifier: input.frontend_identifier,
        texts: input.texts as Record<string, { title: string; description: string }>,
        currency: input.currency,
        startAt: new Date(input.start_at),
        endAt: new Date(input.end_at),
        drawAt: new Date(input.draw_at),
        depositScaleRules: input.deposit_scale_rules,
        prizes: [...input.prizes].sort((a, b) => a.place - b.place),
        groupIds: input.group_ids,
      })
      .where(eq(lotteries.id, id))
      .returning();
    return { before, row: row! };
  });
}

export async function cancelLottery(db: Conn, id: number, reason: string): Promise<LotteryRow> {
  return db.transaction(async (tx) => {
    const [l] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
    if (!l) throw new HttpError(404, 'lottery_not_found', 'No such lottery');
    if (l.state !== 'scheduled') throw new HttpError(409, 'lottery_not_cancelable', `The lottery is ${l.state}`);
    const [row] = await tx.update(lotteries).set({ state: 'canceled', cancelReason: reason }).where(eq(lotteries.id, id)).returning();
    return row!;
  });
}

/**
 * The draw of one lottery, in one transaction under its row lock: the winners from the seed and
 * tickets 1..N (schemas/lottery-draw.ts), written as pending payouts, and the lottery marked
 * drawn (which reveals the seed). Nothing is paid here: `payPrizes` pays each pending place once.
 * Answers false when the lottery is not due or already drawn (another instance, a retry).
 */
export async function drawLottery(db: Db, id: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [l] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
    if (!l || l.state !== 'scheduled' || l.drawAt > at) return false;
    const drawn = await drawWinners(l.seed, l.ticketCount, l.prizes.length);
    if (drawn.length > 0) {
      const grants = await grantsOf(tx, l.id);
      const ownerOf = (n: number) => grants.find((g) => n >= g.firstNumber && n < g.firstNumber + g.count)!.playerId;
      await tx
        .insert(lotteryWinners)
        .values(
          drawn.map((w) => ({
            lotteryId: l.id,
            place: w.place,
            ticket: w.ticket,
            playerId: ownerOf(w.ticket),
            templateId: l.prizes[w.place - 1]!.template_id,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.update(lotteries).set({ state: 'drawn', drawnAt: at }).where(eq(lotteries.id, l.id));
    // Open lottery pages learn of the results from this fact, after the commit (stream.ts).
    await appendEvent(tx, {
      type: 'lottery.drawn',
      playerId: null,
      at,
      payload: { lottery_id: l.id, frontend_identifier: l.frontendIdentifier, winners: drawn.length },
    });
    return true;
  });
}

/**
 * Pays every pending place of a drawn lottery through the gifts issuing port, each in its own
 * transaction under the winner row's lock, with the key `lottery:<id>:place:<n>`: a crash at any
 * point leaves the place pending, and the next pass's issue with the same key answers the gift
 * already issued, so each prize is paid exactly once. A refusal (bonuses switched off, an
 * exclusion, the multi-account group) is recorded, never retried.
 */
export async function payPrizes(db: Db, ports: LotteryPorts, lotteryId: number, at: Date): Promise<number> {
  const pending = await db
    .select({ place: lotteryWinners.place })
    .from(lotteryWinners)
    .where(and(eq(lotteryWinners.lotteryId, lotteryId), eq(lotteryWinners.outcome, 'pending')))
    .orderBy(asc(lotteryWinners.place));
  let paid = 0;
  for (const { place } of pending) {
    await db.transaction(async (tx) => {
      const [w] = await tx
        .select()
        .from(lotteryWinners)
        .where(and(eq(lotteryWinners.lotteryId, lotteryId), eq(lotteryWinners.place, place)))
        .for('update');
      if (!w || w.outcome !== 'pending') return;
      const [l] = await tx.select({ currency: lotteries.currency }).from(lotteries).where(eq(lotteries.id, lotteryId));
      try {
        // A savepoint: a refusal rolls back only the issue, and the refusal is recorded.
        const { gift } = await tx.transaction((sp) =>
          ports.issueGift(sp, {
            playerId: w.playerId,
            templateId: w.templateId,
            source: 'engine:lotteries',
            idempotencyKey: `lottery:${lotteryId}:place:${place}`,
            at,
            currency: l!.currency,
            meta: { lottery_id: lotteryId, place, ticket: w.ticket },
          }),
        );
        await tx
          .update(lotteryWinners)
          .set({ outcome: 'issued', giftId: gift.id, paidAt: at })
          .where(and(eq(lotteryWinners.lotteryId, lotteryId), eq(lotteryWinners.place, place)));
        paid++;
      } catch (err) {
        const reason = ports.refusalReason(err);
        if (reason === null) throw err;
        await tx
          .update(lotteryWinners)
          .set({ outcome: `refused:${reason}`, paidAt: at })
          .where(and(eq(lotteryWinners.lotteryId, lotteryId), eq(lotteryWinners.place, place)));
      }
    });
  }
  return paid;
}

/** One pass of the draw job: draws every due lottery, then pays every drawn lottery's pending places. */
export async function drawDueLotteries(db: Db, ports: LotteryPorts, at: Date): Promise<{ drawn: number; paid: number }> {
  const due = await db
    .select({ id: lotteries.id })
    .from(lotteries)
    .where(and(eq(lotteries.state, 'scheduled'), lte(lotteries.drawAt, at)));
  let drawn = 0;
  for (const { id } of due) if (await drawLottery(db, id, at)) drawn++;
  const unpaid = await db.selectDistinct({ id: lotteryWinners.lotteryId }).from(lotteryWinners).where(eq(lotteryWinners.outcome, 'pending'));
  let paid = 0;
  for (const { id } of unpaid) paid += await payPrizes(db, ports, id, at);
  return { drawn, paid };
}
