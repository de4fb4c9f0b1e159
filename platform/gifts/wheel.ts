import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_WHEEL_PREFIXES } from '../../schemas/gifts-display';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { moveStage, type GiftRow } from './engine';
import { bonusTemplates, gifts } from './schema';

type Conn = Db | Tx;

/** `group_key LIKE prefix%` for each prefix (C4: issued gifts whose group key starts with `manual_wheel` or `wheel` are spins). */
function wheelKey(prefixes: readonly string[]): SQL {
  const likes = prefixes.map((p) => sql`${bonusTemplates.groupKey} LIKE ${p.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`);
  return or(...likes)!;
}

/** A player's wheel spins: issued, still activatable gifts with a wheel group key, oldest first. */
export async function wheelSpinGifts(db: Conn, playerId: number, at: Date, prefixes: readonly string[] = DEFAULT_WHEEL_PREFIXES): Promise<GiftRow[]> {
  const rows = await db
    .select({ g: gifts })
    .from(gifts)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, gifts.templateId))
    .where(and(eq(gifts.playerId, playerId), eq(gifts.stage, 'issued'), gt(gifts.activatableUntil, at), wheelKey(prefixes)))
    .orderBy(asc(gifts.activatableUntil), asc(gifts.id));
  return rows.map((r) => r.g);
}

/**
 * Spends one wheel spin (the wheel's call, in its transaction): the gift, locked, must be the
 * player's issued wheel gift; it moves issued -> activated -> finished (reason `wheel_spin`),
 * each move recorded as a stage fact. A gift already spent is a 422 (the caller answers the
 * recorded spin on a repeat before calling this).
 */
export async function consumeWheelSpin(
  tx: Tx,
  playerId: number,
  giftId: number,
  at: Date,
  prefixes: readonly string[] = DEFAULT_WHEEL_PREFIXES,
): Promise<GiftRow> {
  const [row] = await tx
    .select({ g: gifts })
    .from(gifts)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, gifts.templateId))
    .where(and(eq(gifts.id, giftId), eq(gifts.playerId, playerId), wheelKey(prefixes)))
    .for('update', { of: gifts });
  if (!row) throw new HttpError(422, 'no_wheel_spin', 'No wheel spin left', { gift_id: ['is not one of your wheel spins'] });
  const g = row.g;
  if (g.stage !== 'issued' || g.activatableUntil <= at)
    throw new HttpError(422, 'no_wheel_spin', 'This wheel spin is used or expired', { gift_id: ['is used or expired'] });
  const activated = await moveStage(tx, g, 'activated', 'wheel_spin', at);
  return moveStage(tx, activated, 'finished', 'wheel_spin', at);
}
