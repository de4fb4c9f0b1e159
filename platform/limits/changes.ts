import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { fromMinorUnits } from '../../schemas/currency';
import {
  isExclusionLimitType,
  LIMIT_ERRORS,
  LIMIT_TOKEN_TTL_MS,
  LOOSENING_DELAY_MS,
  maxLimitCents,
  type CreateLimitBody,
  type Limit,
  type LimitChangeResult,
  type LimitPeriod,
} from '../../schemas/limits';
import type { Tx } from '../db/client';
import type { PlatformDeps } from '../deps';
import { HttpError } from '../http/errors';
import { mailLocale, siteUrl } from '../auth';
import { playerContact } from '../player';
import { cashCurrencies } from '../wallet';
import { endRealSessions } from '../games';
import { forfeitActiveBonuses } from '../bonuses/index';
import { audit, snapshot, type Actor } from './audit';
import { mailText, renderMail } from '../mail';
import { periodEnd } from './periods';
import { playerLimitChanges, playerLimits } from './schema';
import { exclusionRunning, limitView, liveLimits, type ChangeRow, type Conn, type LimitRow } from './totals';

/**
 * The change workflow: a limit set, tightened at once, or loosened or removed only through a
 * mailed single-use link and 24 hours later (settleDue applies what is due); exclusions that
 * start at once and never end early. The counting of a limit is totals.ts.
 */

export function hashLimitToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Brings the rows up to date at `now`: confirmed changes whose 24 hours have passed are applied
 * and exclusions that ended are closed (each with an audit entry dated when it happened). Runs
 * first in every read and guard, so a change takes effect exactly at applies_at whoever asks
 * first. `playerId` null settles every player (the session sweep).
 */
export async function settleDue(db: Conn, playerId: number | null, now: Date): Promise<void> {
  const due = await db
    .select()
    .from(playerLimitChanges)
    .where(
      and(
        playerId === null ? undefined : eq(playerLimitChanges.playerId, playerId),
        lte(playerLimitChanges.appliesAt, now),
        isNull(playerLimitChanges.appliedAt),
        isNull(playerLimitChanges.canceledAt),
      ),
    );
  for (const c of due) {
    const [l] = await db.select().from(playerLimits).where(eq(playerLimits.id, c.limitId)).for('update');
    // A change is applied once: the open-change row is claimed by setting applied_at first.
    const claimed = await db
      .update(playerLimitChanges)
      .set({ appliedAt: c.appliesAt })
      .where(and(eq(playerLimitChanges.id, c.id), isNull(playerLimitChanges.appliedAt), isNull(playerLimitChanges.canceledAt)))
      .returning({ id: playerLimitChanges.id });
    if (!l || claimed.length === 0 || l.removedAt) continue;
    const next: Partial<LimitRow> =
      c.kind === 'remove' ? { removedAt: c.appliesAt!, updatedAt: c.appliesAt! } : { amount: c.newAmount, minutes: c.newMinutes, updatedAt: c.appliesAt! };
    const [after] = await db.update(playerLimits).set(next).where(eq(playerLimits.id, l.id)).returning();
    await audit(db, {
      playerId: l.playerId,
      limitId: l.id,
      actor: 'system',
      action: c.kind === 'remove' ? 'removed' : 'loosened',
      before: snapshot(l),
      after: snapshot(after ?? null),
      at: c.appliesAt!,
    });
  }
  const ended = await db
    .update(playerLimits)
    .set({ removedAt: sql`${playerLimits.endsAt}`, updatedAt: sql`${playerLimits.endsAt}` })
    .where(
      and(
        playerId === null ? undefined : eq(playerLimits.playerId, playerId),
        inArray(playerLimits.type, ['coolingoff', 'selfexclusion']),
        isNull(playerLimits.removedAt),
        lte(playerLimits.endsAt, now),
      ),
    )
    .returning();
  for (const l of ended)
    await audit(db, { playerId: l.playerId, limitId: l.id, actor: 'system', action: 'ended', before: null, after: snapshot(l), at: l.endsAt! });
}

/** GET /api/user_limits */
export async function listLimits(deps: PlatformDeps, playerId: number, sessionId?: string): Promise<Limit[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await settleDue(tx, playerId, now);
    const rows = await liveLimits(tx, playerId, now);
    const out: Limit[] = [];
    for (const l of rows) out.push(await limitView(deps.sessions, tx, l, now, sessionId));
    return out;
  });
}

/** Cancels the open change of a limit (a newer request or a tightening makes it moot). */
async function cancelOpenChange(tx: Tx, limitId: number, now: Date): Promise<ChangeRow | null> {
  const [c] = await tx
    .update(playerLimitChanges)
    .set({ canceledAt: now })
    .where(and(eq(playerLimitChanges.limitId, limitId), isNull(playerLimitChanges.appliedAt), isNull(playerLimitChanges.canceledAt)))
    .returning();
  return c ?? null;
}

function describeAmount(l: LimitRow, amount: bigint | null, minutes: number | null, minutesText: (n: string) => string): string {
  if (l.type === 'session') return minutesText(String(minutes));
  return `${fromMinorUnits(amount!, l.currency!)} ${l.currency}`;
}

/** Records a loosening or removal and mails its single-use confirmation link. */
async function requestChange(
  deps: PlatformDeps,
  tx: Tx,
  l: LimitRow,
  kind: 'change' | 'remove',
  next: { amount: bigint | null; minutes: number | null },
  who: Actor,
  now: Date,
): Promise<void> {
  await cancelOpenChange(tx, l.id, now);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(playerLimitChanges).values({
    limitId: l.id,
    playerId: l.playerId,
    kind,
    newAmount: kind === 'change' ? next.amount : null,
    newMinutes: kind === 'change' ? next.minutes : null,
    tokenHash: hashLimitToken(token),
    tokenExpiresAt: new Date(now.getTime() + LIMIT_TOKEN_TTL_MS),
    requestedAt: now,
  });
  await audit(tx, {
    playerId: l.playerId,
    limitId: l.id,
    action: kind === 'remove' ? 'remove_requested' : 'change_requested',
    before: snapshot(l),
    after: kind === 'remove' ? null : { ...snapshot(l), amount_cents: next.amount?.toString() ?? null, minutes: next.minutes },
    at: now,
    ...who,
  });
  const p = await playerContact(tx, l.playerId);
  const locale = mailLocale(p?.language);
  const text = (id: string, values?: Record<string, string>) => mailText(locale, `mails.limitChange.${id}`, values);
  const minutes = (n: string) => text('minutes', { n });
  const head = { type: text(`type.${l.type}`), period: l.period ? text(`period.${l.period}`) : '—' };
  const what =
    kind === 'remove'
      ? text('remove', head)
      : text('change', { ...head, from: describeAmount(l, l.amount, l.minutes, minutes), to: describeAmount(l, next.amount, next.minutes, minutes) });
  const link = siteUrl(deps, locale, `/profile/limits/confirm?token=${token}`);
  await deps.mailer.send({ to: p!.email, ...renderMail(locale, 'mails.limitChange', { what, link }), kind: 'limit_change' }, tx);
}

/** The account currencies the player holds (a money limit counts one of them). */
async function playerCurrencies(db: Conn, playerId: number): Promise<{ current: string; held: string[] }> {
  const p = await playerContact(db, playerId);
  return { current: p!.currency, held: await cashCurrencies(db, playerId) };
}

/**
 * Cooling-off and self-exclusion take the player out at once, in the transaction that sets them:
 * every login session ends (their sockets close after commit), real-money game sessions stop
 * taking bets, and active bonuses are forfeited. Cash stays the player's (withdrawable).
 */
async function startExclusion(deps: PlatformDeps, tx: Tx, l: LimitRow, now: Date): Promise<void> {
  await deps.sessions.revokeAllForPlayer(l.playerId, undefined, tx);
  await endRealSessions(tx, l.playerId, now);
  await forfeitActiveBonuses(tx, l.playerId, l.type === 'coolingoff' ? 'cooling_off' : 'self_exclusion', { at: now });
}

/** POST /api/user_limits: a new limit or a change of the live one with the same type, period and currency. */
export async function setLimit(deps: PlatformDeps, playerId: number, body: CreateLimitBody, who: Actor): Promise<LimitChangeResult> {
  try {
    return await setLimitOnce(deps, playerId, body, who);
  } catch (err) {
    // Two first limits of one kind posted at once: the loser runs again and becomes a change of the winner's.
    if (!isUniqueViolation(err)) throw err;
    return setLimitOnce(deps, playerId, body, who);
  }
}

/**
 * POST /api/user_limits in the `accounts` form: one limit per account currency, each set as a
 * flat post would set it. Every currency is checked first, so an account the player lacks
 * refuses the whole post before any limit changes. Answers the first account's outcome (the
 * form's clients read no answer; our site posts the flat form).
 */
export async function setLimits(deps: PlatformDeps, playerId: number, bodies: CreateLimitBody[], who: Actor): Promise<LimitChangeResult> {
  if (bodies.length > 1) {
    const { held } = await playerCurrencies(deps.db, playerId);
    const missing = bodies.findIndex((b) => 'currency' in b && b.currency !== undefined && !held.includes(b.currency));
    if (missing >= 0)
      throw new HttpError(422, LIMIT_ERRORS.currency, 'You have no account in this currency', {
        [`accounts.${missing}.currency`]: ['is not one of your account currencies'],
      });
  }
  const results: LimitChangeResult[] = [];
  for (const body of bodies) results.push(await setLimit(deps, playerId, body, who));
  return results[0]!;
}

/** Postgres unique_violation, however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function setLimitOnce(deps: PlatformDeps, playerId: number, body: CreateLimitBody, who: Actor): Promise<LimitChangeResult> {
  const now = deps.clock.now();
  let excluded = false;
  const result = await deps.db.transaction(async (tx) => {
    await settleDue(tx, playerId, now);
    if (body.type === 'coolingoff' || body.type === 'selfexclusion') {
      const period = body.period as LimitPeriod;
      const endsAt = periodEnd(period, now);
      const [running] = (await liveLimits(tx, playerId, now, [body.type], true)).filter((l) => exclusionRunning(l, now));
      if (running) {
        const longer = running.endsAt !== null && (endsAt === null || endsAt.getTime() > running.endsAt.getTime());
        if (!longer) {
          await audit(tx, {
            playerId,
            limitId: running.id,
            action: 'refused_shorten',
            before: snapshot(running),
            after: { type: body.type, period },
            at: now,
            ...who,
          });
          return { refused: running } as const;
        }
        const [after] = await tx.update(playerLimits).set({ period, endsAt, updatedAt: now }).where(eq(playerLimits.id, running.id)).returning();
        await audit(tx, { playerId, limitId: running.id, action: 'tightened', before: snapshot(running), after: snapshot(after!), at: now, ...who });
        return { outcome: 'tightened' as const, row: after! };
      }
      // An ended one with the same period may still hold the live slot until settled: settleDue ran above.
      const [row] = await tx.insert(playerLimits).values({ playerId, type: body.type, period, createdAt: now, updatedAt: now, endsAt }).returning();
      await audit(tx, { playerId, limitId: row!.id, action: 'created', before: null, after: snapshot(row!), at: now, ...who });
      await startExclusion(deps, tx, row!, now);
      excluded = true;
      return { outcome: 'created' as const, row: row! };
    }

    let currency: string | null = null;
    let amount: bigint | null = null;
    let minutes: number | null = null;
    let period: LimitPeriod | null = null;
    if (body.type === 'session') {
      minutes = body.minutes;
    } else {
      const { current, held } = await playerCurrencies(tx, playerId);
      currency = body.currency ?? current;
      if (!held.includes(currency))
        throw new HttpError(422, LIMIT_ERRORS.currency, 'You have no account in this currency', { currency: ['is not one of your account currencies'] });
      if (body.amount_cents > maxLimitCents(currency))
        throw new HttpError(422, 'validation_failed', 'Some fields are not valid', { amount_cents: ['is too large'] });
      amount = BigInt(body.amount_cents);
      period = body.period;
    }
    const [existing] = await tx
      .select()
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.playerId, playerId),
          eq(playerLimits.type, body.type),
          isNull(playerLimits.removedAt),
          period === null ? isNull(playerLimits.period) : eq(playerLimits.period, period),
          currency === null ? isNull(playerLimits.currency) : eq(playerLimits.currency, currency),
        ),
      )
      .for('update');
    if (!existing) {
      const [row] = await tx
        .insert(playerLimits)
        .values({ playerId, type: body.type, period, currency, amount, minutes, createdAt: now, updatedAt: now })
        .returning();
      await audit(tx, { playerId, limitId: row!.id, action: 'created', before: null, after: snapshot(row!), at: now, ...who });
      return { outcome: 'created' as const, row: row! };
    }
    const old = amount !== null ? existing.amount! : BigInt(existing.minutes!);
    const wanted = amount !== null ? amount : BigInt(minutes!);
    if (wanted < old) {
      const [after] = await tx.update(playerLimits).set({ amount, minutes, updatedAt: now }).where(eq(playerLimits.id, existing.id)).returning();
      const canceled = await cancelOpenChange(tx, existing.id, now);
      await audit(tx, {
        playerId,
        limitId: existing.id,
        action: 'tightened',
        before: snapshot(existing),
        after: { ...snapshot(after!), ...(canceled ? { canceled_pending_change: canceled.id } : {}) },
        at: now,
        ...who,
      });
      return { outcome: 'tightened' as const, row: after! };
    }
    if (wanted === old) {
      // Asking for what holds now withdraws a pending loosening.
      const canceled = await cancelOpenChange(tx, existing.id, now);
      if (canceled)
        await audit(tx, { playerId, limitId: existing.id, action: 'change_withdrawn', before: snapshot(existing), after: snapshot(existing), at: now, ...who });
      return { outcome: 'unchanged' as const, row: existing };
    }
    await requestChange(deps, tx, existing, 'change', { amount, minutes }, who, now);
    return { outcome: 'confirmation_sent' as const, row: existing };
  });
  if ('refused' in result) {
    throw new HttpError(422, LIMIT_ERRORS.exclusionLocked, 'A cooling-off or self-exclusion cannot be shortened or ended early', {
      period: ['cannot end before the running one'],
    });
  }
  if (excluded) deps.events.emit('player.sessions_revoked', { playerId, sessionIds: 'all' });
  // The 'changed' push follows from the limit.changed event (limits/stream.ts).
  const view = await deps.db.transaction((tx) => limitView(deps.sessions, tx, result.row, now));
  return { outcome: result.outcome, limit: view };
}

/** DELETE /api/user_limits/{id}: removal needs the mailed confirmation; exclusions never end early. */
export async function removeLimit(deps: PlatformDeps, playerId: number, id: number, who: Actor): Promise<LimitChangeResult> {
  const now = deps.clock.now();
  const out = await deps.db.transaction(async (tx) => {
    await settleDue(tx, playerId, now);
    const [l] = await tx
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.id, id), eq(playerLimits.playerId, playerId), isNull(playerLimits.removedAt)))
      .for('update');
    if (!l) return null;
    if (isExclusionLimitType(l.type)) {
      await audit(tx, { playerId, limitId: l.id, action: 'refused_remove', before: snapshot(l), after: null, at: now, ...who });
      return { refused: true as const };
    }
    await requestChange(deps, tx, l, 'remove', { amount: null, minutes: null }, who, now);
    return { row: l };
  });
  if (!out) throw new HttpError(404, LIMIT_ERRORS.notFound, 'No such limit');
  if ('refused' in out)
    throw new HttpError(422, LIMIT_ERRORS.exclusionLocked, 'A cooling-off or self-exclusion cannot be removed before it ends', {
      id: ['is a running exclusion'],
    });
  const view = await deps.db.transaction((tx) => limitView(deps.sessions, tx, out.row, now));
  return { outcome: 'confirmation_sent', limit: view };
}

/** POST /api/user_limits/confirm: the mailed token confirms a loosening, which applies 24 hours later. */
export async function confirmChange(deps: PlatformDeps, token: string, who: Actor): Promise<LimitChangeResult> {
  const now = deps.clock.now();
  const out = await deps.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(playerLimitChanges)
      .where(eq(playerLimitChanges.tokenHash, hashLimitToken(token)))
      .for('update');
    if (!c) return { error: new HttpError(422, LIMIT_ERRORS.invalidToken, 'The confirmation link is not valid', { token: ['is invalid'] }) };
    if (c.confirmedAt) return { error: new HttpError(422, LIMIT_ERRORS.tokenUsed, 'This change was already confirmed', { token: ['was already used'] }) };
    if (c.canceledAt || c.appliedAt)
      return { error: new HttpError(422, LIMIT_ERRORS.invalidToken, 'This change was replaced or withdrawn', { token: ['is no longer valid'] }) };
    if (c.tokenExpiresAt.getTime() <= now.getTime())
      return {
        error: new HttpError(422, LIMIT_ERRORS.tokenExpired, 'The confirmation link has expired; ask for the change again', { token: ['has expired'] }),
      };
    const appliesAt = new Date(now.getTime() + LOOSENING_DELAY_MS);
    await tx.update(playerLimitChanges).set({ confirmedAt: now, appliesAt }).where(eq(playerLimitChanges.id, c.id));
    const [l] = await tx.select().from(playerLimits).where(eq(playerLimits.id, c.limitId));
    await audit(tx, {
      playerId: c.playerId,
      limitId: c.limitId,
      action: 'confirmed',
      before: snapshot(l!),
      after: { kind: c.kind, amount_cents: c.newAmount?.toString() ?? null, minutes: c.newMinutes, applies_at: appliesAt.toISOString() },
      at: now,
      ...who,
    });
    return { row: l! };
  });
  if ('error' in out) throw out.error;
  const view = await deps.db.transaction((tx) => limitView(deps.sessions, tx, out.row, now));
  return { outcome: 'confirmed', limit: view };
}
