import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { creditBonusWin } from '../bonuses';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { appendEvent } from '../outbox';
import { bonusTemplates, gifts } from './schema';
import { moveStage, giftRules, spinsPlayableUntil, type GiftRow } from './engine';

const HOUR = 3_600_000;

/** One free-spins gift as a game page shows it (the games module's FreeSpinsGiftState). */
export interface FreeSpinsState {
  giftId: number;
  left: number;
  total: number;
  betLevel: number;
  win: bigint;
}

/** The games module's FreeSpinsPort, seen from here (gifts does not import games; modules.ts joins them). */
export interface GiftFreeSpins {
  forLaunch(db: Db, q: { playerId: number; gameId: number; currency: string; at: Date }): Promise<number | null>;
  state(db: Db | Tx, giftId: number): Promise<FreeSpinsState | null>;
  play(
    tx: Tx,
    q: { giftId: number; playerId: number; currency: string; provider: string; gameId: number; transactionId: string; at: Date },
    draw: (betLevel: number) => Promise<{ win: bigint; roundId: number }>,
  ): Promise<FreeSpinsState & { bonusId: number | null }>;
}

/** No spin left, or the gift ended (canceled, expired, used up): refused, never charged instead. */
const freeSpinsEnded = () => new HttpError(409, 'freespins_ended', 'These free spins are over', { free_spin: ['no free spins left'] });
const PLAYING = ['activated', 'handle_bets'] as const;

/**
 * Free spins that really play (README "Free spins"): the gifts side of the games module's
 * FreeSpinsPort, built in platform/modules.ts. A session opened on a game of an activated
 * free-spins gift plays its spins; each spin is counted on the gift under the gift's row lock,
 * in the spin's transaction, so a cancel, a second tab or a replay never plays one spin twice or
 * one spin past the count.
 */
export function freeSpinsPort(): GiftFreeSpins {
  return {
    async forLaunch(db, q) {
      const rows = await db
        .select({ id: gifts.id, gameIds: bonusTemplates.gameIds, activatedAt: gifts.activatedAt, lifetimeHours: gifts.lifetimeHours })
        .from(gifts)
        .innerJoin(bonusTemplates, eq(bonusTemplates.id, gifts.templateId))
        .where(
          and(
            eq(gifts.playerId, q.playerId),
            eq(gifts.kind, 'freespins'),
            eq(gifts.currency, q.currency),
            inArray(gifts.stage, [...PLAYING]),
            lt(gifts.freespinsPerformed, sql`coalesce(${gifts.freespinsTotal}, 0)`),
          ),
        )
        .orderBy(asc(gifts.id));
      return rows.find((r) => r.gameIds.includes(q.gameId) && (spinsPlayableUntil(r) ?? q.at) > q.at)?.id ?? null;
    },

    async state(db, giftId) {
      const [row] = await db
        .select({ g: gifts, betLevel: bonusTemplates.betLevel })
        .from(gifts)
        .innerJoin(bonusTemplates, eq(bonusTemplates.id, gifts.templateId))
        .where(eq(gifts.id, giftId));
      if (!row || !playable(row.g)) return null;
      return stateOf(row.g, row.betLevel ?? 1);
    },

    async play(tx, q, draw) {
      const [g] = await tx
        .select()
        .from(gifts)
        .where(and(eq(gifts.id, q.giftId), eq(gifts.playerId, q.playerId), eq(gifts.kind, 'freespins')))
        .for('update');
      if (!g || !playable(g) || g.currency !== q.currency) throw freeSpinsEnded();
      // Past its lifetime the spins are over (the sweep marks the gift expired).
      if ((spinsPlayableUntil(g) ?? q.at) <= q.at) throw freeSpinsEnded();
      const [t] = await tx.select().from(bonusTemplates).where(eq(bonusTemplates.id, g.templateId));
      if (!t || !t.gameIds.includes(q.gameId)) throw freeSpinsEnded();
      const { win, roundId } = await draw(t.betLevel ?? 1);

      // The win is bonus money with the template's wager, through the ledger (house game_provider -> the player's bonus account).
      let bonusId: number | null = null;
      if (win > 0n) {
        const rules = giftRules(g, t);
        const credited = await creditBonusWin(
          tx,
          { playerId: g.playerId, currency: g.currency },
          win,
          {
            wagerMultiplier: g.wagerMultiplier,
            source: 'freespins',
            idempotencyKey: `freespins:${g.id}:${q.transactionId}`,
            rules: { ...rules, maxWin: g.maxWin },
            lifetimeMs: g.lifetimeHours * HOUR,
          },
          {
            idempotencyKey: `game:${q.provider}:win:${q.transactionId}`,
            kind: 'win',
            meta: { provider: q.provider, transaction_id: q.transactionId, game_id: q.gameId, gift_id: g.id, free_spin: true },
            at: q.at,
          },
        );
        bonusId = credited.bonusId;
      }
      const [counted] = await tx
        .update(gifts)
        .set({ freespinsPerformed: sql`${gifts.freespinsPerformed} + 1`, freespinsWin: sql`${gifts.freespinsWin} + ${win}` })
        .where(eq(gifts.id, g.id))
        .returning();
      let now: GiftRow = counted!;
      // The stage machine: spins being played, then finished with the last one (each move a fact on the stream).
      if (now.stage === 'activated' && now.freespinsPerformed < (now.freespinsTotal ?? 0)) now = await moveStage(tx, now, 'handle_bets', 'spin', q.at);
      if (now.freespinsPerformed >= (now.freespinsTotal ?? 0)) now = await moveStage(tx, now, 'finished', 'spins_used', q.at);
      await appendEvent(tx, {
        type: 'gift.freespin_played',
        playerId: g.playerId,
        at: q.at,
        payload: {
          gift_id: g.id,
          currency: g.currency,
          round_id: roundId,
          performed: now.freespinsPerformed,
          total: now.freespinsTotal ?? 0,
          win_cents: Number(win),
          total_win_cents: Number(now.freespinsWin),
          bonus_id: bonusId,
        },
      });
      return { ...stateOf(now, t.betLevel ?? 1), bonusId };
    },
  };
}

const playable = (g: GiftRow) => (PLAYING as readonly string[]).includes(g.stage) && g.freespinsPerformed < (g.freespinsTotal ?? 0);

function stateOf(g: GiftRow, betLevel: number): FreeSpinsState {
  return { giftId: g.id, left: Math.max(0, (g.freespinsTotal ?? 0) - g.freespinsPerformed), total: g.freespinsTotal ?? 0, betLevel, win: g.freespinsWin };
}
