import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appendEvent, consumerHasPending } from '../outbox';
import { issueOrRecordRefusal, type TournamentPorts, type TournamentRow } from './engine';
import { tournamentResults, tournaments } from './schema';

/** The scoring consumer's name (stream.ts): settlement waits until it has seen every stake before the end. */
export const SCORING_CONSUMER = 'tournaments.scores';
/** Stakes whose transaction began just before end_at may commit a moment later: settle this long after the end. */
export const SETTLE_GRACE_MS = 2_000;

export interface SettleHooks {
  /** Tests: called after each prize's transaction commits (a throw here is a crash mid-settlement). */
  afterPrize?: (t: TournamentRow, place: number) => void | Promise<void>;
}

/**
 * Settles every tournament whose end has passed (platform clock): places frozen, each prize paid
 * once, then archived. Three steps, each its own transaction, so a crash anywhere leaves a state
 * the next pass finishes without paying twice:
 * 1. freeze (state scheduled -> settling): every participant's place written to results, in the
 *    board's order (ties to who reached the score first), once scoring has seen every stake
 *    before the end; a prize place is `pending`.
 * 2. each pending place under its row lock: the gifts port with key `tournament:<id>:place:<n>`
 *    (a replay returns the first gift), the outcome and the `tournament.prize_awarded` fact (the
 *    winner's notification) written with it.
 * 3. no place pending -> settled (the archive).
 * Two instances at once: the freeze and each place run under row locks, so one of them does each.
 */
export async function settleDueTournaments(db: Db, ports: TournamentPorts, now: Date, hooks: SettleHooks = {}): Promise<number[]> {
  const due = await db
    .select()
    .from(tournaments)
    .where(and(inArray(tournaments.state, ['scheduled', 'settling']), lte(tournaments.endAt, new Date(now.getTime() - SETTLE_GRACE_MS))))
    .orderBy(asc(tournaments.endAt));
  const settled: number[] = [];
  for (const t of due) {
    if (await settleOne(db, ports, t.id, now, hooks)) settled.push(t.id);
  }
  return settled;
}

export async function settleOne(db: Db, ports: TournamentPorts, id: number, now: Date, hooks: SettleHooks = {}): Promise<boolean> {
  const frozen = await db.transaction(async (tx) => {
    const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    if (!t || t.state === 'canceled' || t.state === 'settled') return null;
    if (t.state === 'settling') return t;
    if (await consumerHasPending(tx, SCORING_CONSUMER, ['bet.placed', 'win.paid', 'bet.rolled_back'], t.startAt, t.endAt)) return null;
    const prizePlaces = t.prizes.map((p) => p.place);
    await tx.execute(sql`
      insert into ${tournamentResults} (tournament_id, place, player_id, points, outcome)
      select ${t.id}, place, player_id, score,
             case when place = any(${`{${prizePlaces.join(',')}}`}::int[]) then 'pending' else 'none' end
      from (select player_id, score, row_number() over (order by score desc, reached_at asc, player_id asc) as place
            from tournament_participants where tournament_id = ${t.id} and score > 0) s
      on conflict do nothing`);
    const [row] = await tx.update(tournaments).set({ state: 'settling', updatedAt: now }).where(eq(tournaments.id, t.id)).returning();
    return row!;
  });
  if (!frozen) return false;

  const pending = await db
    .select({ place: tournamentResults.place })
    .from(tournamentResults)
    .where(and(eq(tournamentResults.tournamentId, id), eq(tournamentResults.outcome, 'pending')))
    .orderBy(asc(tournamentResults.place));
  for (const { place } of pending) {
    await db.transaction(async (tx) => {
      const [r] = await tx
        .select()
        .from(tournamentResults)
        .where(and(eq(tournamentResults.tournamentId, id), eq(tournamentResults.place, place)))
        .for('update');
      if (!r || r.outcome !== 'pending') return;
      const prize = frozen.prizes.find((p) => p.place === place)!;
      const { giftId, outcome } = await issueOrRecordRefusal(tx, ports, {
        playerId: r.playerId,
        templateId: prize.template_id,
        source: 'engine:tournaments',
        idempotencyKey: `tournament:${id}:place:${place}`,
        at: frozen.endAt,
        ignoreTargeting: true,
        meta: { tournament_id: id, place },
      });
      await tx
        .update(tournamentResults)
        .set({ outcome, giftId, decidedAt: now })
        .where(and(eq(tournamentResults.tournamentId, id), eq(tournamentResults.place, place)));
      await appendEvent(tx, {
        type: 'tournament.prize_awarded',
        playerId: r.playerId,
        at: now,
        payload: { tournament_id: id, frontend_identifier: frozen.frontendIdentifier, place, gift_id: giftId, outcome },
      });
    });
    await hooks.afterPrize?.(frozen, place);
  }

  return db.transaction(async (tx) => {
    const [left] = await tx
      .select({ place: tournamentResults.place })
      .from(tournamentResults)
      .where(and(eq(tournamentResults.tournamentId, id), eq(tournamentResults.outcome, 'pending')))
      .limit(1);
    if (left) return false;
    const done = await tx
      .update(tournaments)
      .set({ state: 'settled', settledAt: now, updatedAt: now })
      .where(and(eq(tournaments.id, id), eq(tournaments.state, 'settling')))
      .returning({ id: tournaments.id });
    return done.length > 0;
  });
}
