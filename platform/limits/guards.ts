import type { Db, Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import { limitReached, type BetGuardContext, type LaunchGuardContext } from '../games';
import { audit } from './audit';
import { settleDue } from './changes';
import { currentValue, excludedError, liveLimits, publishLimit, runningExclusion, type LimitRow } from './totals';

/**
 * The limits' checks at the places money or play happens. Each runs inside the caller's
 * transaction where there is one and LOCKS the player's limit rows it reads (SELECT ... FOR
 * UPDATE), so two bets or deposits racing past one limit are serialised: the second one counts
 * the first (READ COMMITTED sees it once the lock is granted) and at most one passes.
 */

const MINUTE = 60_000;

/** Context of a money check: a bet (loss, wager) or a deposit. */
export interface MoneyCheck {
  tx: Tx | Db;
  playerId: number;
  currency: string;
  amount: bigint;
  at: Date;
}

/**
 * Refuses a stake or deposit that would pass a money limit of `types`; every live limit of
 * the type holds, so the strictest one decides. A limit reached exactly by it is announced.
 */
async function checkMoney(deps: Pick<PlatformDeps, 'events'>, ctx: MoneyCheck, types: ('loss' | 'wager' | 'deposit')[]): Promise<void> {
  const limits = (await liveLimits(ctx.tx, ctx.playerId, ctx.at, types, true)).filter((l) => l.currency === ctx.currency);
  const counted: { l: LimitRow; value: bigint }[] = [];
  for (const l of limits) counted.push({ l, value: await currentValue(ctx.tx, l, ctx.at) });
  const passed = counted.find(({ l, value }) => value + ctx.amount > l.amount!);
  if (passed) {
    publishLimit(deps, passed.l, 'reached', true, passed.value);
    // What is left is what the strictest limit still allows: the refusal says so (deposits).
    const left = counted.reduce((best, c) => (remaining(c) < remaining(best) ? c : best), passed);
    const details =
      left.l.type === 'deposit'
        ? { limit: { currency: left.l.currency!, remaining_cents: Number(remaining(left)), amount_cents: Number(left.l.amount!), period: left.l.period! } }
        : undefined;
    throw limitReached(`This would pass your ${passed.l.type} limit (${passed.l.period?.replace('_', ' ')})`, details);
  }
  for (const { l, value } of counted) if (value + ctx.amount >= l.amount!) publishLimit(deps, l, 'reached', true, value + ctx.amount);
}

/** What a money limit still allows in its window, never below zero. */
function remaining({ l, value }: { l: LimitRow; value: bigint }): bigint {
  const left = l.amount! - value;
  return left < 0n ? 0n : left;
}

/** How long the player's login session has lasted against a session limit: a refusal when it is used up. */
async function checkSession(deps: Pick<PlatformDeps, 'sessions'>, db: Tx | Db, playerId: number, at: Date): Promise<LimitRow | null> {
  const [limit] = await liveLimits(db, playerId, at, ['session']);
  if (!limit) return null;
  const started = await deps.sessions.newestStart(playerId, at, { db });
  // No live login session: with a session limit, play happens only inside a counted session.
  if (!started) return limit;
  return at.getTime() - started.getTime() >= limit.minutes! * MINUTE ? limit : null;
}

/**
 * Whether the player has any limit in force: most players have none, and then a bet costs one
 * indexed read here. A pending change always belongs to a live limit, so nothing is skipped.
 */
async function hasLimits(db: Tx | Db, playerId: number, at: Date): Promise<boolean> {
  return (await liveLimits(db, playerId, at)).length > 0;
}

/** Writes the audit entry of an attempt refused by an exclusion; never fails the caller. */
function auditRefusal(deps: PlatformDeps, db: Db, l: LimitRow, action: string, at: Date, extra: Record<string, unknown> = {}): Promise<void> {
  return audit(db, {
    playerId: l.playerId,
    limitId: l.id,
    actor: 'player',
    action,
    before: null,
    after: { type: l.type, ends_at: l.endsAt?.toISOString() ?? null, ...extra },
    at,
  }).catch((err: unknown) => {
    deps.log.error({ err, playerId: l.playerId }, 'LIMIT_AUDIT_FAILED');
  });
}

/** The bet policy: exclusions, the session limit, then loss and wager limits, inside the bet's transaction. */
export function betGuard(deps: PlatformDeps) {
  return async (ctx: BetGuardContext): Promise<void> => {
    if (!(await hasLimits(ctx.tx, ctx.playerId, ctx.at))) return;
    await settleDue(ctx.tx, ctx.playerId, ctx.at);
    const excl = await runningExclusion(ctx.tx, ctx.playerId, ctx.at);
    if (excl) {
      // The bet's transaction rolls back on the refusal: the audit entry is written after it, outside.
      setImmediate(() => void auditRefusal(deps, deps.db, excl, 'refused_bet', ctx.at, { game_id: ctx.gameId, amount_cents: ctx.amount.toString() }));
      throw excludedError(excl);
    }
    const session = await checkSession(deps, ctx.tx, ctx.playerId, ctx.at);
    if (session) {
      publishLimit(deps, session, 'reached', true);
      throw limitReached('Your session time limit is reached');
    }
    await checkMoney(deps, { tx: ctx.tx, playerId: ctx.playerId, currency: ctx.currency, amount: ctx.amount, at: ctx.at }, ['loss', 'wager']);
  };
}

/** The launch policy: a reached limit stops the launch (the game page sends the player to the limits page). */
export function launchGuard(deps: PlatformDeps) {
  return async (ctx: LaunchGuardContext): Promise<void> => {
    if (!(await hasLimits(ctx.db, ctx.playerId, ctx.at))) return;
    await deps.db.transaction(async (tx) => settleDue(tx, ctx.playerId, ctx.at));
    const excl = await runningExclusion(ctx.db, ctx.playerId, ctx.at);
    if (excl) {
      await auditRefusal(deps, ctx.db, excl, 'refused_launch', ctx.at, { game_id: ctx.game.id });
      throw excludedError(excl);
    }
    const session = await checkSession(deps, ctx.db, ctx.playerId, ctx.at);
    if (session) {
      publishLimit(deps, session, 'reached', true);
      throw limitReached('Your session time limit is reached');
    }
    for (const l of (await liveLimits(ctx.db, ctx.playerId, ctx.at, ['loss', 'wager'])).filter((x) => x.currency === ctx.currency)) {
      const value = await currentValue(ctx.db, l, ctx.at);
      if (value >= l.amount!) {
        publishLimit(deps, l, 'reached', true, value);
        throw limitReached(`Your ${l.type} limit is reached`);
      }
    }
  };
}

/** The deposit policy: the deposit limit and exclusions, inside the deposit's transaction. */
export function depositGuard(deps: PlatformDeps) {
  return async (ctx: MoneyCheck): Promise<void> => {
    if (!(await hasLimits(ctx.tx, ctx.playerId, ctx.at))) return;
    await settleDue(ctx.tx, ctx.playerId, ctx.at);
    const excl = await runningExclusion(ctx.tx, ctx.playerId, ctx.at);
    if (excl) {
      setImmediate(() => void auditRefusal(deps, deps.db, excl, 'refused_deposit', ctx.at, { amount_cents: ctx.amount.toString(), currency: ctx.currency }));
      throw excludedError(excl);
    }
    await checkMoney(deps, ctx, ['deposit']);
  };
}

/** The sign-in policy: a running exclusion refuses the login (and the attempt is audited). */
export function signInGuard(deps: PlatformDeps) {
  return async (playerId: number): Promise<void> => {
    const at = deps.clock.now();
    if (!(await hasLimits(deps.db, playerId, at))) return;
    await deps.db.transaction(async (tx) => settleDue(tx, playerId, at));
    const excl = await runningExclusion(deps.db, playerId, at);
    if (!excl) return;
    await auditRefusal(deps, deps.db, excl, 'refused_login', at);
    throw excludedError(excl);
  };
}
