import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { fromMinorUnits } from '../../schemas/currency';
import { FINAL_GIFT_STAGES, giftKindOf, type GiftStage } from '../../schemas/gifts';
import type { Contribution } from '../../schemas/gifts';
import { BonusAlreadyActiveError, cancelBonus, findBonus, grantBonus, grantNewBonus, type BonusRules, type BonusState } from '../bonuses';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { appendEvent, appendEvents, type AppendEvent } from '../outbox';
import { findPlayerById, playerGroupIds, type PlayerRow } from '../player';
import { bonusTemplates, gifts } from './schema';

export type TemplateRow = typeof bonusTemplates.$inferSelect;
export type GiftRow = typeof gifts.$inferSelect;
type Conn = Db | Tx;

/** The multi-account group (spec P6, C6): it gets no automatic bonuses. */
export const MULTI_ACCOUNT_GROUP = 100;
const HOUR = 3_600_000;

/**
 * What the engine asks other modules, passed in by the composition root (platform/modules.ts):
 * whether a cooling-off or self-exclusion runs (limits decides), never read from their tables.
 */
export interface GiftPorts {
  excluded: (db: Conn, playerId: number, at: Date) => Promise<boolean>;
}

/**
 * Sources the player did not ask for at that moment: the multi-account group gets none of them.
 * A coupon or promo code typed by the player, and staff's deliberate issue, are not automatic.
 */
const AUTOMATIC_SOURCES = new Set(['registration', 'deposit', 'bonus_code', 'seed']);
const isAutomatic = (source: string) => AUTOMATIC_SOURCES.has(source) || source.startsWith('engine:');

export interface IssueGiftInput {
  playerId: number;
  templateId: number;
  /** registration, deposit, bonus_code, coupon, promo_code, staff, seed, or `engine:<name>` (tournaments, shop, loot boxes). */
  source: string;
  /** One gift per key, ever: a repeat returns the first gift (another template or player under the key is a 409). */
  idempotencyKey: string;
  at: Date;
  /** Default: the player's account currency. */
  currency?: string;
  /** Percent-of-deposit templates: the deposit it is a percent of, minor units. */
  depositAmount?: bigint;
  /** Issue in `wait` until a condition is met (a registration bonus waits for confirmation or the first deposit; `releaseWaitingGifts`). */
  waitFor?: 'confirmation' | 'first_deposit';
  /** Staff issue past the template's targeting and validity window (never past can_issue_bonuses or an exclusion). */
  ignoreTargeting?: boolean;
  meta?: Record<string, unknown>;
}

/** Why a player may not be given a gift: the caller shows or records it. */
export type RefusalReason =
  | 'bonuses_disabled'
  | 'multi_account'
  | 'excluded'
  | 'template_disabled'
  | 'not_valid_now'
  | 'not_targeted'
  | 'no_amount_for_currency'
  | 'deposit_too_small'
  | 'player_not_found'
  | 'template_not_found';

const REFUSAL_TEXT: Record<RefusalReason, string> = {
  bonuses_disabled: 'This player does not take bonuses (bonus settings)',
  multi_account: 'Multi-account players get no automatic bonuses',
  excluded: 'No bonuses during a cooling-off or self-exclusion',
  template_disabled: 'This bonus is switched off',
  not_valid_now: 'This bonus is not offered now',
  not_targeted: 'This bonus is not offered to this player',
  no_amount_for_currency: 'This bonus has no amount in this currency',
  deposit_too_small: 'The deposit is below this bonus minimum',
  player_not_found: 'No such player',
  template_not_found: 'No such bonus template',
};

/** A refused issue: 422 with the reason, so an engine can record it and a player's call can show it. */
export class GiftRefusedError extends HttpError {
  constructor(readonly reason: RefusalReason) {
    super(reason === 'player_not_found' || reason === 'template_not_found' ? 404 : 422, 'gift_refused', REFUSAL_TEXT[reason], undefined, { reason });
  }
}

/** A template's amount for a currency and (percent templates) a deposit: minor units, 0 when none. */
export function templateAmount(t: TemplateRow, currency: string, depositAmount?: bigint): bigint {
  if (t.type === 'freespins') return 0n;
  if (t.percent !== null) {
    const cap = t.maxAmounts[currency];
    if (cap === undefined || depositAmount === undefined) return 0n;
    const share = (depositAmount * BigInt(t.percent)) / 100n;
    return share < BigInt(cap) ? share : BigInt(cap);
  }
  const fixed = t.amounts[currency];
  return fixed === undefined ? 0n : BigInt(fixed);
}

/** Whether the template is offered now (enabled, inside its window). */
export function templateLive(t: TemplateRow, at: Date): boolean {
  return t.enabled && (!t.validFrom || t.validFrom <= at) && (!t.validUntil || t.validUntil > at);
}

/** Targeting: every list that is not empty must admit the player. */
export function targets(t: TemplateRow, p: { currency: string; country: string | null; stag: string | null; groupIds: number[] }): boolean {
  if (t.currencies.length > 0 && !t.currencies.includes(p.currency)) return false;
  if (t.countries.length > 0 && (!p.country || !t.countries.includes(p.country.toUpperCase()))) return false;
  if (t.groupIds.length > 0 && !t.groupIds.some((g) => p.groupIds.includes(g))) return false;
  if (p.stag && t.excludedStags.includes(p.stag)) return false;
  return true;
}

/**
 * Why the player may not take this template now, or null: the player's own setting, the
 * multi-account rule, a running exclusion, then the template's state and targeting. The player's
 * groups are read only when a rule asks for them (an automatic source's multi-account rule, a
 * template targeted at groups): a coupon for a template without groups needs no such read.
 */
export async function refusalFor(
  db: Conn,
  ports: GiftPorts,
  t: TemplateRow,
  input: Omit<IssueGiftInput, 'idempotencyKey' | 'templateId'>,
  known?: PlayerRow,
): Promise<RefusalReason | null> {
  const player = known ?? (await findPlayerById(db, input.playerId));
  if (!player) return 'player_not_found';
  if (!player.canIssueBonuses) return 'bonuses_disabled';
  const automatic = isAutomatic(input.source);
  const groupIds = automatic || (!input.ignoreTargeting && t.groupIds.length > 0) ? await playerGroupIds(db, input.playerId) : [];
  if (automatic && groupIds.includes(MULTI_ACCOUNT_GROUP)) return 'multi_account';
  if (await ports.excluded(db, input.playerId, input.at)) return 'excluded';
  const currency = input.currency ?? player.currency;
  if (!input.ignoreTargeting) {
    if (!t.enabled) return 'template_disabled';
    if (!templateLive(t, input.at)) return 'not_valid_now';
    if (!targets(t, { currency, country: player.country, stag: player.stag, groupIds })) return 'not_targeted';
  }
  if (t.type === 'deposit' && input.depositAmount !== undefined) {
    const min = t.minDeposit[currency];
    if (min !== undefined && input.depositAmount < BigInt(min)) return 'deposit_too_small';
  }
  if (t.type !== 'freespins' && templateAmount(t, currency, input.depositAmount) <= 0n) return 'no_amount_for_currency';
  return null;
}

/** Writes the stage change's fact in the transaction of the change (every stage change passes here or through issue). */
async function recordStage(
  tx: Tx,
  g: GiftRow,
  t: Pick<TemplateRow, 'groupKey'>,
  from: GiftStage | null,
  reason: string | null,
  at: Date,
  events?: AppendEvent<'gift.stage_changed' | 'bonus.stage_changed'>[],
): Promise<void> {
  const fact: AppendEvent<'gift.stage_changed'> = {
    type: 'gift.stage_changed',
    playerId: g.playerId,
    at,
    payload: {
      gift_id: g.id,
      kind: g.kind,
      template_id: g.templateId,
      group_key: t.groupKey,
      currency: g.currency,
      from,
      stage: g.stage,
      source: g.source,
      reason,
    },
  };
  if (events) events.push(fact);
  else await appendEvent(tx, fact);
}

async function templateOf(db: Conn, id: number): Promise<TemplateRow | null> {
  const [t] = await db.select().from(bonusTemplates).where(eq(bonusTemplates.id, id));
  return t ?? null;
}

/**
 * THE issuing port: every path (registration, deposit, bonus code, coupons, staff, and later
 * engines: tournaments, the shop, loot boxes) gives a player a gift through here. Exactly once per
 * `idempotencyKey` (unique in the table; a concurrent repeat waits for the first and answers it),
 * honouring can_issue_bonuses, the multi-account group and exclusions (GiftRefusedError). The gift
 * is `issued`: the player activates it, or the caller does (`activateGift`) in the same transaction.
 */
export async function issueGift(db: Conn, ports: GiftPorts, input: IssueGiftInput): Promise<{ gift: GiftRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const { gift, replayed } = await issueIn(tx, ports, input);
    return { gift, replayed };
  });
}

/**
 * The issue inside the caller's transaction, for a caller that read the template already and
 * writes its own rows beside the gift (a code's redemption, codes.ts): the same refusals and the
 * same once-per-key as `issueGift`, without its savepoint (a refusal is thrown before any write,
 * and the caller's transaction fails as a whole on anything later) and without reading the key
 * first (the caller's own count makes a repeat rare; the insert's conflict still answers the first
 * gift, `replayed`). The fact is appended here, right after the gift.
 */
export async function issueGiftIn(tx: Tx, ports: GiftPorts, input: IssueGiftInput, template: TemplateRow): Promise<{ gift: GiftRow; replayed: boolean }> {
  const { gift, replayed } = await issueIn(tx, ports, input, template, undefined, false);
  return { gift, replayed };
}

/**
 * The issue inside the caller's transaction: `known` is the template when the caller read it
 * already, `events` collects the fact for the caller to append with its own (one statement).
 * Everything before the insert only reads, so a refusal thrown here leaves the transaction usable.
 */
async function issueIn(
  tx: Tx,
  ports: GiftPorts,
  input: IssueGiftInput,
  known?: TemplateRow,
  events?: AppendEvent<'gift.stage_changed' | 'bonus.stage_changed'>[],
  lookFirst = true,
): Promise<{ gift: GiftRow; replayed: boolean; template: TemplateRow | null }> {
  const sameAsked = (g: GiftRow) => g.playerId === input.playerId && g.templateId === input.templateId;
  const [earlier] = lookFirst ? await tx.select().from(gifts).where(eq(gifts.idempotencyKey, input.idempotencyKey)) : [];
  if (earlier) {
    if (!sameAsked(earlier)) throw new HttpError(409, 'idempotency_conflict', 'This idempotency key was already used for another gift');
    return { gift: earlier, replayed: true, template: known ?? null };
  }
  const t = known && known.id === input.templateId ? known : await templateOf(tx, input.templateId);
  if (!t) throw new GiftRefusedError('template_not_found');
  const player = await findPlayerById(tx, input.playerId);
  if (!player) throw new GiftRefusedError('player_not_found');
  const refusal = await refusalFor(tx, ports, t, input, player);
  if (refusal) throw new GiftRefusedError(refusal);
  const currency = input.currency ?? player.currency;
  const kind = giftKindOf(t.type);
  const [row] = await tx
    .insert(gifts)
    .values({
      playerId: input.playerId,
      templateId: t.id,
      kind,
      stage: input.waitFor ? 'wait' : 'issued',
      source: input.source,
      idempotencyKey: input.idempotencyKey,
      currency,
      amount: templateAmount(t, currency, input.depositAmount),
      wagerMultiplier: t.wagerMultiplier,
      maxBet: t.maxBet[currency] !== undefined ? BigInt(t.maxBet[currency]) : null,
      maxWin: t.maxWin[currency] !== undefined ? BigInt(t.maxWin[currency]) : null,
      freespinsTotal: kind === 'freespins' ? t.freespinsCount : null,
      activatableUntil: new Date(input.at.getTime() + t.activatableHours * HOUR),
      lifetimeHours: t.lifetimeHours,
      // The wagering rules are frozen with the gift, as its amounts are: a later template edit changes no gift held.
      meta: {
        ...input.meta,
        ...(input.waitFor ? { wait_for: input.waitFor } : {}),
        rules: { contributions: t.contributions, lost_below: t.lostBelow[currency] ?? null },
      },
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: gifts.idempotencyKey })
    .returning();
  if (!row) {
    // Another transaction issued under this key meanwhile (PostgreSQL waited for it): answer that one.
    const [first] = await tx.select().from(gifts).where(eq(gifts.idempotencyKey, input.idempotencyKey));
    if (!first || !sameAsked(first)) throw new HttpError(409, 'idempotency_conflict', 'This idempotency key was already used for another gift');
    return { gift: first, replayed: true, template: t };
  }
  await recordStage(tx, row, t, null, input.source, input.at, events);
  return { gift: row, replayed: false, template: t };
}

/**
 * Issues a money gift and activates it in the caller's transaction (the deposit bonus on a
 * credited deposit): what `issueGift` then `activateGift` do, in fewer round trips. No
 * savepoints (nothing here throws after a write except a database fault, which fails the whole
 * transaction as it did before); the template read once; the new gift row is this transaction's
 * (no lock to take); the bonus granted without a player or idempotency read (`grantNewBonus`);
 * the three facts (issued, bonus active, activated) appended in one statement; the key is not
 * read first (its insert's conflict answers a repeat). A bonus already
 * being wagered leaves the gift issued, to be activated from the gifts tab. A replayed key
 * answers the gift as it is.
 */
export async function issueAndActivateGift(
  tx: Tx,
  ports: GiftPorts,
  input: IssueGiftInput,
  template: TemplateRow,
): Promise<{ gift: GiftRow; activated: boolean }> {
  const events: AppendEvent<'gift.stage_changed' | 'bonus.stage_changed'>[] = [];
  // No look-up of the key first: the caller's own once-only record (the deposit's claim) makes a
  // repeat rare, and the insert's conflict on the key still answers the first gift.
  const { gift, replayed, template: t } = await issueIn(tx, ports, input, template, events, false);
  if (replayed || !t) return { gift, activated: gift.stage !== 'issued' && gift.stage !== 'wait' };
  let out: GiftRow = gift;
  if (gift.kind === 'bonus' && gift.stage === 'issued' && gift.activatableUntil > input.at) {
    const granted = await grantNewBonus(
      tx,
      {
        playerId: gift.playerId,
        currency: gift.currency,
        amount: gift.amount,
        wagerMultiplier: gift.wagerMultiplier,
        source: 'gift',
        idempotencyKey: `gift:${gift.id}`,
        at: input.at,
        expiresAt: new Date(input.at.getTime() + gift.lifetimeHours * HOUR),
        rules: giftRules(gift, t),
      },
      events,
    ).catch((err: unknown) => {
      // An invalid grant (checked before any write) leaves the gift issued, as activateGift's refusal did.
      if (err instanceof HttpError && err.statusCode < 500) return null;
      throw err;
    });
    if (granted && 'bonus' in granted) {
      out = await moveStage(tx, gift, 'activated', 'player', input.at, { activatedAt: input.at, bonusId: granted.bonus.id }, { groupKey: t.groupKey, events });
    }
  }
  await appendEvents(tx, events);
  return { gift: out, activated: out.stage === 'activated' };
}

/**
 * The wagering rules the gift's bonus money keeps (frozen at issue in `meta.rules`; a gift issued
 * before they were frozen takes its template's): contributions and the lost threshold.
 */
export function giftRules(g: GiftRow, t: Pick<TemplateRow, 'contributions' | 'lostBelow'> | null): BonusRules {
  const frozen = g.meta.rules as { contributions?: Contribution[]; lost_below?: number | null } | undefined;
  const contributions = frozen?.contributions ?? t?.contributions ?? [];
  const lostBelow = frozen ? frozen.lost_below : (t?.lostBelow[g.currency] ?? null);
  return { contributions, lostBelow: lostBelow ? BigInt(lostBelow) : 0n, maxWin: g.maxWin };
}

/** Moves a locked gift to `to` (the database refuses a move its table does not allow) and records the fact. */
export async function moveStage(
  tx: Tx,
  g: GiftRow,
  to: GiftStage,
  reason: string | null,
  at: Date,
  set: Partial<typeof gifts.$inferInsert> = {},
  known?: { groupKey: string | null; events?: AppendEvent<'gift.stage_changed' | 'bonus.stage_changed'>[] },
): Promise<GiftRow> {
  const final = (FINAL_GIFT_STAGES as readonly string[]).includes(to);
  const [row] = await tx
    .update(gifts)
    .set({ ...set, stage: to, ...(final ? { finishedAt: at, finishReason: reason } : {}) })
    .where(and(eq(gifts.id, g.id), eq(gifts.stage, g.stage)))
    .returning();
  if (!row) throw new HttpError(409, 'gift_changed', 'The gift changed meanwhile; try again');
  const groupKey = known ? known.groupKey : ((await templateOf(tx, g.templateId))?.groupKey ?? null);
  await recordStage(tx, row, { groupKey }, g.stage, reason, at, known?.events);
  return row;
}

async function lockGift(tx: Tx, playerId: number, id: number): Promise<GiftRow> {
  const [g] = await tx
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.playerId, playerId)))
    .for('update');
  // Another player's gift is answered as no gift at all: ids are not a way to learn about others.
  if (!g) throw new HttpError(404, 'gift_not_found', 'No such gift', { id: ['is not one of your gifts'] });
  return g;
}

/** The activation refused: the gift is not (or no longer) waiting to be activated. */
const notActivatable = (g: GiftRow, why: string) => new HttpError(422, 'gift_not_activatable', why, { id: [why] }, { stage: g.stage });

/**
 * Activates an issued gift of the player: a money gift grants its bonus money through the
 * bonus-money model (one active money bonus per currency: 409 `bonus_already_active`), in the same
 * transaction as the stage change; a free-spins gift becomes playable. Past `activatable_until`
 * the gift is expired (committed) and the call is refused. Two sessions activating at once: the
 * gift row lock lets one through, the other finds it activated (422).
 */
export async function activateGift(db: Conn, input: { playerId: number; giftId: number; at: Date; kind?: 'bonus' | 'freespins' }): Promise<GiftRow> {
  const out = await db.transaction(async (tx) => {
    const g = await lockGift(tx, input.playerId, input.giftId);
    if (input.kind && g.kind !== input.kind) throw new HttpError(404, 'gift_not_found', 'No such gift', { id: ['is not one of your gifts'] });
    if (g.stage !== 'issued')
      return {
        refused: notActivatable(
          g,
          g.stage === 'wait' ? 'This gift waits for its condition (confirmation or a first deposit)' : `This gift is ${g.stage}, not waiting for activation`,
        ),
      };
    if (g.activatableUntil <= input.at) {
      await moveStage(tx, g, 'expired', 'not_activated_in_time', input.at);
      return { refused: notActivatable({ ...g, stage: 'expired' }, 'This gift could be activated only until ' + g.activatableUntil.toISOString()) };
    }
    if (g.kind === 'freespins') return { gift: await moveStage(tx, g, 'activated', 'player', input.at, { activatedAt: input.at }) };
    const { bonus } = await grantBonus(tx, {
      playerId: g.playerId,
      currency: g.currency,
      amount: g.amount,
      wagerMultiplier: g.wagerMultiplier,
      source: 'gift',
      idempotencyKey: `gift:${g.id}`,
      at: input.at,
      expiresAt: new Date(input.at.getTime() + g.lifetimeHours * HOUR),
      rules: giftRules(g, g.meta.rules ? null : await templateOf(tx, g.templateId)),
    });
    return { gift: await moveStage(tx, g, 'activated', 'player', input.at, { activatedAt: input.at, bonusId: bonus.id }) };
  });
  if ('refused' in out) throw out.refused;
  return out.gift;
}

/**
 * Cancels a gift (the player's DELETE, or staff): an issued one simply ends `canceled`; an
 * activated money gift cancels its bonus in the same transaction, and what was left of the bonus
 * money goes back to the house (`forfeitAmount`, shown before the player confirms). A gift that
 * already ended is answered as it is.
 */
export async function cancelGift(
  db: Conn,
  input: { playerId: number; giftId: number; at: Date; by: 'player' | 'staff'; reason?: string; kind?: 'bonus' | 'freespins' },
): Promise<GiftRow> {
  return db.transaction(async (tx) => {
    const g = await lockGift(tx, input.playerId, input.giftId);
    if (input.kind && g.kind !== input.kind) throw new HttpError(404, 'gift_not_found', 'No such gift', { id: ['is not one of your gifts'] });
    if ((FINAL_GIFT_STAGES as readonly string[]).includes(g.stage) || g.stage === 'wager_done') return g;
    const reason = input.reason ?? `canceled_by_${input.by}`;
    if (g.kind === 'bonus' && g.bonusId !== null) {
      const bonus = await cancelBonus(tx, { playerId: g.playerId, bonusId: g.bonusId, reason: input.by, at: input.at });
      // The bonus may have ended on its own just before (wagered, lost): the gift follows the bonus.
      const to = bonus.state === 'canceled' ? 'canceled' : giftStageForBonus(bonus.state);
      return moveStage(tx, g, to, to === 'canceled' ? reason : (bonus.finishReason ?? bonus.state), input.at, { forfeitAmount: bonus.forfeitedAmount });
    }
    return moveStage(tx, g, 'canceled', reason, input.at);
  });
}

/** What the player would lose by canceling now: the bonus money left (shown before confirming). */
export async function cancelPreview(
  db: Conn,
  playerId: number,
  giftId: number,
  leftInBonus: (db: Conn, playerId: number, currency: string) => Promise<bigint>,
): Promise<{ gift: GiftRow; forfeit: bigint }> {
  const [g] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.playerId, playerId)));
  if (!g) throw new HttpError(404, 'gift_not_found', 'No such gift', { id: ['is not one of your gifts'] });
  const live = g.kind === 'bonus' && g.bonusId !== null && (g.stage === 'activated' || g.stage === 'handle_bets');
  return { gift: g, forfeit: live ? await leftInBonus(db, playerId, g.currency) : 0n };
}

/** The gift stage a bonus's end maps to (C4): wagered -> wager_done, lost -> lost, the rest as named. */
export function giftStageForBonus(state: Exclude<BonusState, 'active'> | BonusState): GiftStage {
  switch (state) {
    case 'wagered':
      return 'wager_done';
    case 'lost':
      return 'lost';
    case 'expired':
      return 'expired';
    case 'forfeited':
    case 'canceled':
      return 'canceled';
    default:
      return 'activated';
  }
}

/**
 * Follows a bonus that ended (the `gifts.bonus_stages` consumer of `bonus.stage_changed`): the
 * gift that granted it moves to the matching stage with the forfeited amount. A repeat finds the
 * gift already moved and does nothing; a bonus no gift granted (the seed's, a manual grant) is
 * not a gift's business.
 */
export async function followBonusEnd(tx: Tx, bonusId: number, at: Date): Promise<GiftRow | null> {
  const [g] = await tx.select().from(gifts).where(eq(gifts.bonusId, bonusId)).for('update');
  if (!g || (g.stage !== 'activated' && g.stage !== 'handle_bets')) return null;
  const bonus = await findBonus(tx, bonusId);
  if (!bonus || bonus.state === 'active') return null;
  return moveStage(tx, g, giftStageForBonus(bonus.state), bonus.finishReason ?? bonus.state, at, { forfeitAmount: bonus.forfeitedAmount });
}

/**
 * Releases the player's gifts waiting for `condition` (the e-mail confirmed, a deposit credited):
 * `wait` -> `issued`, activatable for the template's hours from now. Returns how many moved.
 */
export async function releaseWaitingGifts(tx: Tx, playerId: number, condition: 'confirmation' | 'first_deposit', at: Date): Promise<number> {
  const waiting = await tx
    .select()
    .from(gifts)
    .where(and(eq(gifts.playerId, playerId), eq(gifts.stage, 'wait')))
    .for('update');
  let n = 0;
  for (const g of waiting) {
    if (g.meta.wait_for !== condition) continue;
    const t = await templateOf(tx, g.templateId);
    await moveStage(tx, g, 'issued', condition, at, { activatableUntil: new Date(at.getTime() + (t?.activatableHours ?? 168) * HOUR) });
    n++;
  }
  return n;
}

/** Ends issued gifts past `activatable_until` (the platform clock): a sweep, as bonuses have. */
export async function expireDueGifts(db: Db, at: Date): Promise<number> {
  const due = await db
    .select({ id: gifts.id, playerId: gifts.playerId })
    .from(gifts)
    .where(and(inArray(gifts.stage, ['issued', 'wait']), lte(gifts.activatableUntil, at)))
    .orderBy(asc(gifts.id))
    .limit(500);
  let n = 0;
  for (const d of due) {
    const moved = await db.transaction(async (tx) => {
      const g = await lockGift(tx, d.playerId, d.id);
      if ((g.stage !== 'issued' && g.stage !== 'wait') || g.activatableUntil > at) return false;
      await moveStage(tx, g, 'expired', 'not_activated_in_time', at);
      return true;
    });
    if (moved) n++;
  }
  return n + (await expireUnplayedSpins(db, at));
}

/** When an activated free-spins gift stops playing: its activation plus the template's lifetime. */
export const spinsPlayableUntil = (g: Pick<GiftRow, 'activatedAt' | 'lifetimeHours'>) =>
  g.activatedAt ? new Date(g.activatedAt.getTime() + g.lifetimeHours * HOUR) : null;

/** Free spins not played within their lifetime end `expired` (the spins left are gone; what they won stays bonus money). */
async function expireUnplayedSpins(db: Db, at: Date): Promise<number> {
  const due = await db
    .select({ id: gifts.id, playerId: gifts.playerId })
    .from(gifts)
    .where(
      and(
        eq(gifts.kind, 'freespins'),
        inArray(gifts.stage, ['activated', 'handle_bets']),
        sql`${gifts.activatedAt} + make_interval(hours => ${gifts.lifetimeHours}) <= ${at.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(gifts.id))
    .limit(500);
  let n = 0;
  for (const d of due) {
    const moved = await db.transaction(async (tx) => {
      const g = await lockGift(tx, d.playerId, d.id);
      const until = spinsPlayableUntil(g);
      if ((g.stage !== 'activated' && g.stage !== 'handle_bets') || !until || until > at) return false;
      await moveStage(tx, g, 'expired', 'spins_not_played_in_time', at);
      return true;
    });
    if (moved) n++;
  }
  return n;
}

/**
 * The gifts check of the bet policy (composed in platform/modules.ts): while a money gift with a
 * maximum bet is being wagered in the bet's currency, a larger stake is refused with a message
 * that names the maximum. One indexed read per real-money bet.
 */
export async function checkMaxBet(ctx: { tx: Tx; playerId: number; currency: string; amount: bigint }): Promise<void> {
  const rows = await ctx.tx
    .select({ maxBet: gifts.maxBet })
    .from(gifts)
    .where(
      and(eq(gifts.playerId, ctx.playerId), eq(gifts.currency, ctx.currency), eq(gifts.kind, 'bonus'), inArray(gifts.stage, ['activated', 'handle_bets'])),
    );
  const limits = rows.map((r) => r.maxBet).filter((m): m is bigint => m !== null);
  if (limits.length === 0) return;
  const max = limits.reduce((a, b) => (b < a ? b : a));
  if (ctx.amount > max) {
    throw new HttpError(
      403,
      'max_bet_exceeded',
      `While your bonus is being wagered a bet may be at most ${fromMinorUnits(max, ctx.currency)} ${ctx.currency}`,
      { amount: [`must be at most ${max}`] },
      { max_bet_cents: Number(max), currency: ctx.currency },
    );
  }
}

export { BonusAlreadyActiveError };
