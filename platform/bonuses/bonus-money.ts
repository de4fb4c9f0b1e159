import { and, asc, eq, lte } from 'drizzle-orm';
import { isEnabledCurrency } from '../../schemas/currency';
import type { Db, Tx } from '../db/client';
import { badRequest, HttpError } from '../http/errors';
import { lockPlayerBalances, postTransaction, type EntryInput } from '../wallet/index';
import { appendEvent, type AppendEvent } from '../outbox';
import { playerExists } from '../player';
import { playerBonuses, type BonusState, type WagerContribution } from './schema';

/** A template's wagering rules the bonus keeps for its life (platform/gifts copies them at activation). */
export interface BonusRules {
  /** Stakes on these providers or categories count `percent` toward wagering; others count whole. */
  contributions?: WagerContribution[];
  /** The most the bonus may turn into real money; the excess goes back to the house when it converts. */
  maxWin?: bigint | null;
  /** Lost when its money falls below this after a round (default 0: when spent). */
  lostBelow?: bigint;
}

/** A bonus row as the module reads it. */
export type BonusRow = typeof playerBonuses.$inferSelect;

/** Largest grant: far beyond any real bonus, well inside bigint and JSON-safe balances. */
const MAX_GRANT = 10n ** 12n;
const MAX_MULTIPLIER = 1000;
/** How long a bonus may be wagered when the grant names no expiry. */
export const DEFAULT_BONUS_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface GrantBonusInput {
  playerId: number;
  currency: string;
  /** Bonus money, minor units. */
  amount: bigint;
  /** Stakes to place = amount * multiplier (integer, 1..1000). */
  wagerMultiplier: number;
  /** What grants it (`manual`, `promotion`, ...). */
  source: string;
  /** One grant per key: a repeat with the same fields returns the first grant, other fields are 409. */
  idempotencyKey: string;
  at: Date;
  /** Default: `at` + 30 days. */
  expiresAt?: Date;
  rules?: BonusRules;
}

/** Thrown when a player already wagers a bonus in this currency: one at a time (README "Decisions"). */
export class BonusAlreadyActiveError extends HttpError {
  constructor(readonly activeBonusId: number) {
    super(409, 'bonus_already_active', 'A bonus is already being wagered in this currency', { currency: ['already has an active bonus'] });
  }
}

/** A repeat must ask for the same bonus; the expiry is not compared (callers derive it from their clock, which moves between retries). */
const sameGrant = (row: BonusRow, i: GrantBonusInput) =>
  row.playerId === i.playerId && row.currency === i.currency && row.amount === i.amount && row.wagerMultiplier === i.wagerMultiplier && row.source === i.source;

function validateGrant(i: GrantBonusInput, expiresAt: Date): void {
  const fields: Record<string, string[]> = {};
  if (!isEnabledCurrency(i.currency)) fields.currency = ['is not an available currency'];
  if (i.amount <= 0n || i.amount > MAX_GRANT) fields.amount = ['must be a positive amount'];
  if (!Number.isInteger(i.wagerMultiplier) || i.wagerMultiplier < 1 || i.wagerMultiplier > MAX_MULTIPLIER)
    fields.wager_multiplier = [`must be a whole number from 1 to ${MAX_MULTIPLIER}`];
  if (expiresAt.getTime() <= i.at.getTime()) fields.expires_at = ['must be in the future'];
  if (i.idempotencyKey.length < 1 || i.idempotencyKey.length > 180) fields.idempotency_key = ['must be 1 to 180 characters'];
  if (!/^[a-z][a-z0-9_.:-]{0,63}$/.test(i.source)) fields.source = ['must be a lower-case name'];
  if (Object.keys(fields).length > 0) throw badRequest('bonus_invalid', 'The bonus is not valid', fields);
}

/** One bonus as it is now (gifts read the end of the bonus a gift granted). */
export async function findBonus(db: Db | Tx, id: number): Promise<BonusRow | null> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
  return row ?? null;
}

/** A player's bonuses (gifts show each gift's wagering from the bonus it granted). */
export async function playerBonusRows(db: Db | Tx, playerId: number): Promise<BonusRow[]> {
  return db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId));
}

/** The active bonus of a player in a currency, locked. Call after lockPlayerBalances (lock order: ledger accounts, then bonus). */
export async function lockActiveBonus(tx: Tx, playerId: number, currency: string): Promise<BonusRow | null> {
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.currency, currency), eq(playerBonuses.state, 'active')))
    .for('update');
  return row ?? null;
}

/** A bonus by id, locked. Call after lockPlayerBalances. */
export async function lockBonus(tx: Tx, id: number): Promise<BonusRow | null> {
  const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, id)).for('update');
  return row ?? null;
}

/**
 * Grants bonus money: house `bonus_pool` -> the player's bonus account, and an active bonus with
 * a wagering target of amount * multiplier. One active bonus per player and currency: a second
 * grant is refused (409 `bonus_already_active`). Idempotent by `idempotencyKey`.
 */
export async function grantBonus(db: Db | Tx, input: GrantBonusInput): Promise<{ bonus: BonusRow; replayed: boolean }> {
  const expiresAt = input.expiresAt ?? new Date(input.at.getTime() + DEFAULT_BONUS_TTL_MS);
  validateGrant(input, expiresAt);
  if (!(await playerExists(db, input.playerId))) throw new HttpError(404, 'player_not_found', 'No such player', { player_id: ['does not exist'] });
  const out = await db.transaction(async (tx) => {
    // Ledger accounts first, then bonus rows: the order every bonus path takes.
    await lockPlayerBalances(tx, input.playerId, input.currency);
    const [existing] = await tx.select().from(playerBonuses).where(eq(playerBonuses.idempotencyKey, input.idempotencyKey));
    if (existing) {
      if (!sameGrant(existing, input)) {
        throw new HttpError(409, 'idempotency_conflict', 'This idempotency key was already used for a different bonus');
      }
      return { bonus: existing, replayed: true };
    }
    let active = await lockActiveBonus(tx, input.playerId, input.currency);
    if (active && active.expiresAt.getTime() <= input.at.getTime()) {
      await finishBonus(tx, active, 'expired', 'expired', input.at);
      active = null;
    }
    if (active) throw new BonusAlreadyActiveError(active.id);
    return { bonus: await insertGrant(tx, input, expiresAt), replayed: false };
  });
  return out;
}

/** Where a caller collects the grant's fact to append it with its own in one statement. */
export interface FactSink {
  push: (fact: AppendEvent<'bonus.stage_changed'>) => unknown;
}

/** The grant's writes, once the caller holds the player's ledger accounts and knows no bonus is active: the row, the money, the fact. */
async function insertGrant(tx: Tx, input: GrantBonusInput, expiresAt: Date, events?: FactSink): Promise<BonusRow> {
  const [bonus] = await tx
    .insert(playerBonuses)
    .values({
      playerId: input.playerId,
      currency: input.currency,
      source: input.source,
      idempotencyKey: input.idempotencyKey,
      amount: input.amount,
      wagerMultiplier: input.wagerMultiplier,
      wagerTarget: input.amount * BigInt(input.wagerMultiplier),
      state: 'active',
      contributions: input.rules?.contributions ?? [],
      maxWin: input.rules?.maxWin ?? null,
      lostBelow: input.rules?.lostBelow ?? 0n,
      createdAt: input.at,
      expiresAt,
    })
    .returning();
  await postTransaction(tx, {
    idempotencyKey: `bonus:${bonus!.id}:grant`,
    kind: 'bonus_grant',
    entries: [
      { account: { house: 'bonus_pool', currency: input.currency }, amount: -input.amount },
      { account: { playerId: input.playerId, currency: input.currency, purpose: 'bonus' }, amount: input.amount },
    ],
    meta: { bonus_id: bonus!.id, source: input.source },
    at: input.at,
  });
  const fact: AppendEvent<'bonus.stage_changed'> = {
    type: 'bonus.stage_changed',
    playerId: input.playerId,
    at: input.at,
    payload: { bonus_id: bonus!.id, currency: input.currency, status: 'active' },
  };
  if (events) events.push(fact);
  else await appendEvent(tx, fact);
  return bonus!;
}

/**
 * The grant of a bonus whose key is new for certain (a gift activated in the transaction that
 * issued it: `gift:<id>` of a row this transaction inserted), for the deposit bonus's path: no
 * savepoint, no player look-up (the caller read the player), no idempotency read (the unique key
 * still guards). A bonus already being wagered in the currency is answered, not thrown, so the
 * caller's transaction goes on without a savepoint to roll back to. The fact goes to `events` when
 * given (the caller appends it with its own in one statement), else into the stream at once.
 */
export async function grantNewBonus(tx: Tx, input: GrantBonusInput, events?: FactSink): Promise<{ bonus: BonusRow } | { activeBonusId: number }> {
  const expiresAt = input.expiresAt ?? new Date(input.at.getTime() + DEFAULT_BONUS_TTL_MS);
  validateGrant(input, expiresAt);
  await lockPlayerBalances(tx, input.playerId, input.currency);
  const active = await lockActiveBonus(tx, input.playerId, input.currency);
  if (active && active.expiresAt.getTime() <= input.at.getTime()) await finishBonus(tx, active, 'expired', 'expired', input.at);
  else if (active) return { activeBonusId: active.id };
  return { bonus: await insertGrant(tx, input, expiresAt, events) };
}

/**
 * Ends an active bonus (locked by the caller, after the player's ledger accounts). `wagered` moves
 * what is left in the bonus account to cash; every other end moves it back to the house's bonus
 * pool. Ledger keys `bonus:<id>:convert|<state>` make each move happen once. Returns the money moved.
 */
export async function finishBonus(tx: Tx, bonus: BonusRow, state: Exclude<BonusState, 'active'>, reason: string, at: Date): Promise<bigint> {
  const { bonus: left } = await lockPlayerBalances(tx, bonus.playerId, bonus.currency);
  const player = { playerId: bonus.playerId, currency: bonus.currency };
  // The maximum win: a wagered bonus turns at most `maxWin` into real money; the excess goes back to the house, as its own movement with its reason.
  const excess = state === 'wagered' && bonus.maxWin !== null && left > bonus.maxWin ? left - bonus.maxWin : 0n;
  if (excess > 0n) {
    await postTransaction(tx, {
      idempotencyKey: `bonus:${bonus.id}:max_win`,
      kind: 'bonus_max_win',
      entries: [
        { account: { ...player, purpose: 'bonus' }, amount: -excess },
        { account: { house: 'bonus_pool', currency: bonus.currency }, amount: excess },
      ],
      meta: { bonus_id: bonus.id, reason: 'max_win', max_win: bonus.maxWin!.toString() },
      at,
    });
  }
  const rest = left - excess;
  if (rest > 0n) {
    const to: EntryInput['account'] = state === 'wagered' ? { ...player, purpose: 'cash' } : { house: 'bonus_pool', currency: bonus.currency };
    await postTransaction(tx, {
      idempotencyKey: `bonus:${bonus.id}:${state === 'wagered' ? 'convert' : state}`,
      kind: state === 'wagered' ? 'bonus_convert' : 'bonus_forfeit',
      entries: [
        { account: { ...player, purpose: 'bonus' }, amount: -rest },
        { account: to, amount: rest },
      ],
      meta: { bonus_id: bonus.id, reason },
      at,
    });
  }
  await tx
    .update(playerBonuses)
    .set({
      state,
      finishReason: reason,
      finishedAt: at,
      ...(state === 'wagered' ? { convertedAmount: rest, forfeitedAmount: excess } : { forfeitedAmount: rest }),
    })
    .where(and(eq(playerBonuses.id, bonus.id), eq(playerBonuses.state, 'active')));
  bonus.state = state;
  // Every end of a bonus passes here, so the stream (and the private:bonuses push it drives) sees each once.
  await appendEvent(tx, {
    type: 'bonus.stage_changed',
    playerId: bonus.playerId,
    at,
    payload: { bonus_id: bonus.id, currency: bonus.currency, status: state },
  });
  return rest;
}

/** Why bonuses are taken away (helper LIMITS: cooling-off and self-exclusion; staff). */
export type ForfeitReason = 'cooling_off' | 'self_exclusion' | 'staff' | 'account_closed';

/**
 * Forfeits every active bonus of the player (all currencies): what is left of each goes back to
 * the house and the bonus ends `forfeited` with `reason`. Idempotent (a second call finds none).
 * Rounds in play that drew on a forfeited bonus pay that share of their wins to the house.
 * The new balances reach the player's pages from the event stream (bonus.stage_changed).
 */
export async function forfeitActiveBonuses(
  db: Db | Tx,
  playerId: number,
  reason: ForfeitReason,
  opts: { at?: Date } = {},
): Promise<{ bonusId: number; currency: string; amount: bigint }[]> {
  const at = opts.at ?? new Date();
  const currencies = await db
    .select({ currency: playerBonuses.currency })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.state, 'active')))
    .orderBy(asc(playerBonuses.currency));
  const done: { bonusId: number; currency: string; amount: bigint }[] = [];
  await db.transaction(async (tx) => {
    for (const { currency } of currencies) {
      await lockPlayerBalances(tx, playerId, currency);
      const bonus = await lockActiveBonus(tx, playerId, currency);
      if (!bonus) continue;
      done.push({ bonusId: bonus.id, currency, amount: await finishBonus(tx, bonus, 'forfeited', reason, at) });
    }
  });
  return done;
}

/**
 * Cancels one active bonus of the player (the player declines it, or staff withdraw it): what is
 * left goes back to the house and it ends `canceled`. 404 `bonus_not_found` for another player's
 * bonus; a bonus that already ended is answered as it is (idempotent), nothing moves.
 */
export async function cancelBonus(db: Db | Tx, input: { playerId: number; bonusId: number; reason: 'player' | 'staff'; at: Date }): Promise<BonusRow> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.id, input.bonusId), eq(playerBonuses.playerId, input.playerId)));
  if (!row) throw new HttpError(404, 'bonus_not_found', 'No such bonus', { bonus_id: ['is not one of yours'] });
  const out = await db.transaction(async (tx) => {
    await lockPlayerBalances(tx, row.playerId, row.currency);
    const bonus = await lockBonus(tx, row.id);
    if (!bonus || bonus.state !== 'active') return { bonus: bonus ?? row, moved: false };
    await finishBonus(tx, bonus, 'canceled', input.reason === 'player' ? 'canceled_by_player' : 'canceled_by_staff', input.at);
    const [after] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, row.id));
    return { bonus: after!, moved: true };
  });
  return out.bonus;
}

/**
 * Expires active bonuses whose time is up (what is left goes back to the house). Bets expire their
 * own bonus first as well, so this only keeps idle players' displays and the books current.
 */
export async function expireDueBonuses(db: Db, at: Date): Promise<number> {
  const due = await db
    .select({ playerId: playerBonuses.playerId, currency: playerBonuses.currency })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.state, 'active'), lte(playerBonuses.expiresAt, at)))
    .limit(500);
  let n = 0;
  for (const d of due) {
    const expired = await db.transaction(async (tx) => {
      await lockPlayerBalances(tx, d.playerId, d.currency);
      const bonus = await lockActiveBonus(tx, d.playerId, d.currency);
      if (!bonus || bonus.expiresAt.getTime() > at.getTime()) return null;
      await finishBonus(tx, bonus, 'expired', 'expired', at);
      return bonus.id;
    });
    if (expired !== null) n++;
  }
  return n;
}
