import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { isMoneyLimitType, LIMIT_ERRORS, type Limit, type LimitPeriod, type LimitType } from '../../schemas/limits';
import type { Db, Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import { HttpError } from '../http/errors';
import { pushToPlayer } from '../realtime';
import { depositsSince } from '../wallet';
import { realStakesSince } from '../games';
import { windowStart } from './periods';
import { playerLimitChanges, playerLimits } from './schema';

/**
 * The running totals: which limits are in force at a moment, what a money limit has counted in
 * its window (from the games' and the wallet's records, never a counter of our own), a limit as
 * the API shows it, and the running exclusion. What changes a limit is changes.ts; the bet,
 * launch, deposit and sign-in policies read through here (guards.ts).
 */

export type LimitRow = typeof playerLimits.$inferSelect;
export type ChangeRow = typeof playerLimitChanges.$inferSelect;
export type Conn = Db | Tx;
/** The login sessions' reads a session limit needs (deps.sessions: the auth module's store). */
type SessionReads = Pick<PlatformDeps['sessions'], 'newestStart'>;

const MINUTE = 60_000;

/** Is this exclusion running at `now`? */
export function exclusionRunning(l: LimitRow, now: Date): boolean {
  return l.removedAt === null && (l.endsAt === null || l.endsAt.getTime() > now.getTime());
}

/** The player's limits in force (money, session, running exclusions), oldest first. */
export async function liveLimits(db: Conn, playerId: number, now: Date, types?: readonly LimitType[], lock = false): Promise<LimitRow[]> {
  const q = db
    .select()
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        isNull(playerLimits.removedAt),
        types ? inArray(playerLimits.type, [...types]) : undefined,
        or(isNull(playerLimits.endsAt), gt(playerLimits.endsAt, now)),
      ),
    )
    .orderBy(playerLimits.id);
  return lock ? q.for('update') : q;
}

/**
 * Where a money limit's window starts at `now` (README "Windows"). A loss or wager limit never
 * counts play from before it was set. A deposit limit caps the money paid in over any rolling
 * period, so deposits made earlier in the window count: a day limit of 100 set after depositing
 * 50 that day leaves 50, not 100. A `forever` deposit limit counts from when it was set.
 */
export function limitWindowStart(l: Pick<LimitRow, 'type' | 'period' | 'createdAt'>, now: Date): Date {
  const period = l.period as LimitPeriod;
  const countedFrom = l.type === 'deposit' && period !== 'forever' ? new Date(0) : l.createdAt;
  return windowStart(period, now, countedFrom);
}

/**
 * What a money limit has counted in its window at `now`, from the sources of truth: the game
 * rounds (real money, not rolled back) for loss (bets - wins) and wager (bets), the ledger's
 * `deposit` transactions into the player's cash account for deposits.
 */
export async function currentValue(db: Conn, l: LimitRow, now: Date): Promise<bigint> {
  const from = limitWindowStart(l, now);
  if (l.type === 'deposit') return depositsSince(db, l.playerId, l.currency!, from, now);
  return realStakesSince(db, l.playerId, l.currency!, from, now, l.type === 'loss' ? 'loss' : 'wager');
}

async function openChange(db: Conn, limitId: number): Promise<ChangeRow | null> {
  const [c] = await db
    .select()
    .from(playerLimitChanges)
    .where(and(eq(playerLimitChanges.limitId, limitId), isNull(playerLimitChanges.appliedAt), isNull(playerLimitChanges.canceledAt)));
  return c ?? null;
}

/** A limit as the API shows it, with its counted value and its pending change. */
export async function limitView(sessions: SessionReads, db: Conn, l: LimitRow, now: Date, sessionId?: string): Promise<Limit> {
  const change = await openChange(db, l.id);
  let value: bigint | null = null;
  let currentMinutes: number | null = null;
  let reached = false;
  let from: Date | null = null;
  if (isMoneyLimitType(l.type)) {
    value = await currentValue(db, l, now);
    from = limitWindowStart(l, now);
    reached = value >= l.amount!;
  } else if (l.type === 'session') {
    const start = await sessions.newestStart(l.playerId, now, { sessionId, db });
    currentMinutes = start ? Math.floor((now.getTime() - start.getTime()) / MINUTE) : 0;
    from = start;
    reached = currentMinutes >= l.minutes!;
  } else {
    reached = true;
  }
  // Loss is net: a winning window shows zero used, never a negative one.
  const shown = value === null ? null : Number(value < 0n ? 0n : value);
  return {
    id: l.id,
    type: l.type,
    period: l.period,
    status: 'active',
    currency: l.currency,
    amount_cents: l.amount === null ? null : Number(l.amount),
    current_value_amount_cents: shown,
    accounts: l.currency && l.amount !== null ? [{ currency: l.currency, amount_cents: Number(l.amount), current_value_amount_cents: shown ?? 0 }] : [],
    minutes: l.minutes,
    current_minutes: currentMinutes,
    window_started_at: from?.toISOString() ?? null,
    created_at: l.createdAt.toISOString(),
    ends_at: l.endsAt?.toISOString() ?? null,
    reached,
    pending_change: change
      ? {
          kind: change.kind,
          amount_cents: change.newAmount === null ? null : Number(change.newAmount),
          minutes: change.newMinutes,
          requested_at: change.requestedAt.toISOString(),
          confirmed_at: change.confirmedAt?.toISOString() ?? null,
          applies_at: change.appliesAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Tells the player's open pages that a limit changed or was reached (the persistent warning). */
export function publishLimit(
  deps: Pick<PlatformDeps, 'events'>,
  l: LimitRow,
  action: 'reached' | 'changed' | 'applied' | 'removed',
  reached: boolean,
  value: bigint | null = null,
): void {
  pushToPlayer(deps.events, l.playerId, 'private:game_limits', {
    id: l.id,
    type: l.type,
    action,
    reached,
    currency: l.currency,
    amount_cents: l.amount === null ? null : Number(l.amount),
    current_value_amount_cents: value === null ? null : Number(value < 0n ? 0n : value),
  });
}

/** The running cooling-off or self-exclusion of a player (the one ending last), or null. */
export async function runningExclusion(db: Conn, playerId: number, now: Date): Promise<LimitRow | null> {
  const rows = (await liveLimits(db, playerId, now, ['coolingoff', 'selfexclusion'])).filter((l) => exclusionRunning(l, now));
  rows.sort((a, b) => (a.endsAt === null ? -1 : b.endsAt === null ? 1 : b.endsAt.getTime() - a.endsAt.getTime()));
  return rows[0] ?? null;
}

export function excludedError(l: LimitRow): HttpError {
  const until = l.endsAt ? `until ${l.endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'with no end date';
  const what = l.type === 'selfexclusion' ? 'self-excluded' : 'on a cooling-off break';
  return new HttpError(403, LIMIT_ERRORS.excluded, `This account is ${what} ${until}`);
}
