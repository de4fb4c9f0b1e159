import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  levelFor,
  MAX_EXCHANGE_QUANTITY,
  MULTI_ACCOUNT_GROUP,
  saleActive,
  type CompCard,
  type CompCardInput,
  type CompCardType,
  type CompPointsBalance,
  type CompRate,
  type ExchangeResult,
  type Level,
  type StaffCompCard,
} from '../../schemas/loyalty';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { appendEvent } from '../outbox';
import { findPlayerById, playerGroupIds } from '../player';
import { postTransaction } from '../wallet';
import { compPointAccounts, compPointCards, compPointCarry, compPointEntries, compPointExchanges, compPointLevels, compPointRates } from './schema';

type Conn = Db | Tx;
export type CardRow = typeof compPointCards.$inferSelect;
export type EntryRow = typeof compPointEntries.$inferSelect;

/**
 * What the loyalty engine asks other modules, passed in by the composition root: limits'
 * exclusion check, games' categories of a game (category rates), gifts' issuing port (free
 * spins, bonus money, level gifts) and lotteries' ticket port.
 */
export interface LoyaltyPorts {
  excluded: (db: Conn, playerId: number, at: Date) => Promise<boolean>;
  gameCategories: (db: Conn, gameId: number) => Promise<string[]>;
  issueGift: (
    db: Conn,
    input: { playerId: number; templateId: number; source: string; idempotencyKey: string; at: Date; currency?: string; meta?: Record<string, unknown> },
  ) => Promise<{ gift: { id: number } }>;
  /** Whether an error from issueGift is a refusal (a level gift is then skipped, never retried). */
  refusalReason: (err: unknown) => string | null;
  buyTickets: (db: Conn, playerId: number, lotteryId: number, count: number, idempotencyKey: string, at: Date) => Promise<unknown>;
  /** The catalogue's games among these `provider:name` identifiers (a card naming another is refused); absent: not checked. */
  knownGames?: (db: Conn, identifiers: readonly string[]) => Promise<Set<string>>;
  /** Whether a gift template exists (a card's template); absent: not checked. */
  templateExists?: (db: Conn, id: number) => Promise<boolean>;
}

/** Not enough chargeable points: `missing` is how many more are needed (C4 step 3). */
export class InsufficientPointsError extends HttpError {
  constructor(readonly missing: number) {
    super(422, 'insufficient_points', `Not enough comp points: ${missing} missing`, { points: ['not enough comp points'] }, { missing });
  }
}

// ─── The points ledger ──────────────────────────────────────────────────────────────────────────

export async function balanceOf(db: Conn, playerId: number): Promise<CompPointsBalance> {
  const [a] = await db.select().from(compPointAccounts).where(eq(compPointAccounts.playerId, playerId));
  const levels = await listLevels(db);
  const persistent = a?.persistent ?? 0;
  return { chargeable: { points: a?.chargeable ?? 0 }, persistent: { points: persistent }, level: shownLevel(levels, persistent, a?.levelAwarded ?? 0) };
}

/**
 * The player's level: the one their persistent points give, but never below the highest level
 * already reached (and given its gifts). Persistent points only fall when a rolled-back bet's
 * earning is taken back (takeBackBets); a level reached stays reached then, as its gifts do, so a
 * provider's rollback never demotes a player (nor re-issues a level's gifts on the way back up).
 */
export function shownLevel(levels: readonly Level[], persistent: number, levelAwarded: number): number {
  if (levels.length === 0) return 0;
  const top = Math.max(...levels.map((l) => l.id));
  return Math.max(levelFor(levels, persistent), Math.min(levelAwarded, top));
}

/**
 * One movement of a player's points, once per key: the account row is locked, the entry written
 * with both balances after it, the account moved. A repeat of the key answers the first entry and
 * moves nothing. Chargeable points never go below zero (InsufficientPointsError; the CHECKs back it).
 */
export async function postPoints(
  db: Conn,
  m: { playerId: number; key: string; kind: string; chargeable: number; persistent: number; meta?: Record<string, unknown>; at: Date },
): Promise<{ entry: EntryRow; replayed: boolean }> {
  if (!Number.isSafeInteger(m.chargeable) || !Number.isSafeInteger(m.persistent) || m.persistent < 0)
    throw new HttpError(422, 'invalid_points', 'Points are whole numbers', { points: ['must be a whole number'] });
  return db.transaction(async (tx) => {
    await tx.insert(compPointAccounts).values({ playerId: m.playerId, updatedAt: m.at }).onConflictDoNothing();
    const [acc] = await tx.select().from(compPointAccounts).where(eq(compPointAccounts.playerId, m.playerId)).for('update');
    const [earlier] = await tx
      .select()
      .from(compPointEntries)
      .where(and(eq(compPointEntries.playerId, m.playerId), eq(compPointEntries.key, m.key)));
    if (earlier) {
      if (earlier.chargeable !== m.chargeable || earlier.persistent !== m.persistent)
        throw new HttpError(409, 'idempotency_conflict', 'This key was already used for another movement of points');
      return { entry: earlier, replayed: true };
    }
    const chargeableAfter = acc!.chargeable + m.chargeable;
    const persistentAfter = acc!.persistent + m.persistent;
    if (chargeableAfter < 0) throw new InsufficientPointsError(-chargeableAfter);
    const [entry] = await tx
      .insert(compPointEntries)
      .values({
        playerId: m.playerId,
        key: m.key,
        kind: m.kind,
        chargeable: m.chargeable,
        persistent: m.persistent,
        chargeableAfter,
        persistentAfter,
        meta: m.meta ?? {},
        at: m.at,
      })
      .returning();
    await tx
      .update(compPointAccounts)
      .set({ chargeable: chargeableAfter, persistent: persistentAfter, updatedAt: m.at })
      .where(eq(compPointAccounts.playerId, m.playerId));
    return { entry: entry!, replayed: false };
  });
}

export async function entriesOf(db: Conn, playerId: number): Promise<EntryRow[]> {
  return db.select().from(compPointEntries).where(eq(compPointEntries.playerId, playerId)).orderBy(asc(compPointEntries.id));
}

// ─── Earning ────────────────────────────────────────────────────────────────────────────────────

export async function listRates(db: Conn): Promise<CompRate[]> {
  const rows = await db.select().from(compPointRates).orderBy(asc(compPointRates.currency), asc(compPointRates.gameCategory));
  return rows.map((r) => ({
    currency: r.currency as CompRate['currency'],
    amount_cents: r.amountCents,
    points: r.points,
    game_category: r.gameCategory || null,
  }));
}

/** Sets (or replaces) one earning rate. */
export async function setRate(db: Conn, r: CompRate): Promise<void> {
  await db
    .insert(compPointRates)
    .values({ currency: r.currency, gameCategory: r.game_category ?? '', amountCents: r.amount_cents, points: r.points })
    .onConflictDoUpdate({ target: [compPointRates.currency, compPointRates.gameCategory], set: { amountCents: r.amount_cents, points: r.points } });
}

export interface Bet {
  playerId: number;
  currency: string;
  realCents: number;
  gameId: number | null;
  transactionId: string;
  at: Date;
}

/**
 * Real-money stakes' points, a batch at a time: the rate of one of the game's categories if
 * marketing set one, else the currency's; the part of a stake not worth a whole point is carried
 * to the player's next stake (exact integer arithmetic). Each bet earns once ever (its entry's key
 * `bet:<transaction id>`), so a batch delivered again earns nothing more. Per player: one account
 * lock, one read of the keys already booked, the entries written together with the running
 * balances, then the levels reached. Answers the points earned per player (0 on a repeat).
 */
export async function earnFromBets(tx: Tx, ports: LoyaltyPorts, bets: readonly Bet[]): Promise<Map<number, number>> {
  const earned = new Map<number, number>();
  const real = bets.filter((b) => b.realCents > 0);
  if (real.length === 0) return earned;
  const rates = await tx.select().from(compPointRates);
  if (rates.length === 0) return earned;
  const categoryRates = rates.some((r) => r.gameCategory !== '');
  const categories = new Map<number, string[]>();
  const rateOf = async (b: Bet) => {
    const mine = rates.filter((r) => r.currency === b.currency);
    let rate = mine.find((r) => r.gameCategory === '');
    if (categoryRates && b.gameId !== null && mine.some((r) => r.gameCategory !== '')) {
      if (!categories.has(b.gameId)) categories.set(b.gameId, await ports.gameCategories(tx, b.gameId));
      const cats = categories.get(b.gameId)!;
      rate = mine.find((r) => r.gameCategory !== '' && cats.includes(r.gameCategory)) ?? rate;
    }
    return rate;
  };
  const byPlayer = new Map<number, Bet[]>();
  for (const b of real) byPlayer.set(b.playerId, [...(byPlayer.get(b.playerId) ?? []), b]);
  for (const [playerId, own] of byPlayer) {
    const priced: { b: Bet; rate: NonNullable<Awaited<ReturnType<typeof rateOf>>> }[] = [];
    for (const b of own) {
      const rate = await rateOf(b);
      if (rate) priced.push({ b, rate });
    }
    if (priced.length === 0) continue;
    const at = priced[priced.length - 1]!.b.at;
    await tx.insert(compPointAccounts).values({ playerId, updatedAt: at }).onConflictDoNothing();
    const [acc] = await tx.select().from(compPointAccounts).where(eq(compPointAccounts.playerId, playerId)).for('update');
    const keys = priced.map((p) => `bet:${p.b.transactionId}`);
    const seen = new Set(
      (
        await tx
          .select({ key: compPointEntries.key })
          .from(compPointEntries)
          .where(and(eq(compPointEntries.playerId, playerId), inArray(compPointEntries.key, keys)))
      ).map((r) => r.key),
    );
    const carries = new Map<string, number>();
    for (const currency of new Set(priced.map((p) => p.b.currency))) {
      await tx.insert(compPointCarry).values({ playerId, currency, carry: 0 }).onConflictDoNothing();
      const [c] = await tx
        .select()
        .from(compPointCarry)
        .where(and(eq(compPointCarry.playerId, playerId), eq(compPointCarry.currency, currency)))
        .for('update');
      carries.set(currency, c!.carry);
    }
    let chargeable = acc!.chargeable;
    let persistent = acc!.persistent;
    const entries: (typeof compPointEntries.$inferInsert)[] = [];
    for (const { b, rate } of priced) {
      const key = `bet:${b.transactionId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const units = BigInt(carries.get(b.currency)!) + BigInt(b.realCents) * BigInt(rate.points);
      const points = Number(units / BigInt(rate.amountCents));
      carries.set(b.currency, Number(units % BigInt(rate.amountCents)));
      if (points <= 0) continue;
      chargeable += points;
      persistent += points;
      entries.push({
        playerId,
        key,
        kind: 'earn',
        chargeable: points,
        persistent: points,
        chargeableAfter: chargeable,
        persistentAfter: persistent,
        meta: { currency: b.currency, stake_cents: b.realCents },
        at: b.at,
      });
    }
    for (const [currency, carry] of carries)
      await tx
        .update(compPointCarry)
        .set({ carry })
        .where(and(eq(compPointCarry.playerId, playerId), eq(compPointCarry.currency, currency)));
    if (entries.length === 0) continue;
    await tx.insert(compPointEntries).values(entries);
    await tx.update(compPointAccounts).set({ chargeable, persistent, updatedAt: at }).where(eq(compPointAccounts.playerId, playerId));
    earned.set(playerId, persistent - acc!.persistent);
    await awardLevels(tx, ports, playerId, at);
  }
  return earned;
}

export interface BetRollback {
  playerId: number;
  /** The rolled-back bet's transaction id (its earning's key is `bet:<this>`). */
  betTransactionId: string;
  /** The rollback's own transaction id (kept in the entry's meta). */
  transactionId: string;
  at: Date;
}

/**
 * A rolled-back bet's points go back, once: the bet's earning entry (`bet:<transaction id>`) is
 * answered by a `rollback` entry keyed `rollback:<the bet's transaction id>` (keyed by the bet,
 * not the rollback, so a provider that rolls one bet back twice under two ids takes back once)
 * that lowers both balances by what the bet earned. A bet that earned nothing (bonus money, no
 * rate, a stake under a point) has no earning entry, and its rollback moves nothing. The carry
 * (the part of a stake not yet worth a point) is left as it is: it is less than one point, and
 * which bet's remainder it holds is no longer known once later stakes have added to it.
 *
 * Chargeable points may have been spent in the shop since the bet: the rollback then takes what
 * is left and records the `shortfall` in the entry's meta, rather than going below zero. A
 * negative balance would be a debt the ledger's CHECKs refuse by design, would silently swallow
 * the player's next earnings, and the reward it paid for is already out (money, gifts); staff see
 * the shortfall in the entry and decide on a correction. Persistent points are never spent, so
 * they always cover the earning (the min() only guards the CHECK).
 *
 * Levels are not touched: `levelAwarded` stays, so the level reached and its gifts stay (see
 * shownLevel). Answers the players whose balance moved.
 */
export async function takeBackBets(tx: Tx, rollbacks: readonly BetRollback[]): Promise<Set<number>> {
  const moved = new Set<number>();
  for (const r of rollbacks) {
    const betKey = `bet:${r.betTransactionId}`;
    const [earning] = await tx
      .select()
      .from(compPointEntries)
      .where(and(eq(compPointEntries.playerId, r.playerId), eq(compPointEntries.key, betKey)));
    // Only an earning is taken back (a staff movement can never be a bet's, whatever its key).
    if (!earning || earning.kind !== 'earn') continue;
    const [acc] = await tx.select().from(compPointAccounts).where(eq(compPointAccounts.playerId, r.playerId)).for('update');
    const key = `rollback:${r.betTransactionId}`;
    const [done] = await tx
      .select({ id: compPointEntries.id })
      .from(compPointEntries)
      .where(and(eq(compPointEntries.playerId, r.playerId), eq(compPointEntries.key, key)));
    if (done || !acc) continue;
    const chargeable = Math.min(earning.chargeable, acc.chargeable);
    const persistent = Math.min(earning.persistent, acc.persistent);
    await tx.insert(compPointEntries).values({
      playerId: r.playerId,
      key,
      kind: 'rollback',
      chargeable: -chargeable,
      persistent: -persistent,
      chargeableAfter: acc.chargeable - chargeable,
      persistentAfter: acc.persistent - persistent,
      meta: {
        bet_transaction_id: r.betTransactionId,
        transaction_id: r.transactionId,
        earned: earning.chargeable,
        shortfall: earning.chargeable - chargeable,
      },
      at: r.at,
    });
    await tx
      .update(compPointAccounts)
      .set({ chargeable: acc.chargeable - chargeable, persistent: acc.persistent - persistent, updatedAt: r.at })
      .where(eq(compPointAccounts.playerId, r.playerId));
    moved.add(r.playerId);
  }
  return moved;
}

/** One stake's points (earnFromBets with one bet). */
export async function earnFromBet(tx: Tx, ports: LoyaltyPorts, b: Bet): Promise<number> {
  return (await earnFromBets(tx, ports, [b])).get(b.playerId) ?? 0;
}

// ─── Levels ─────────────────────────────────────────────────────────────────────────────────────

export async function listLevels(db: Conn): Promise<Level[]> {
  const rows = await db.select().from(compPointLevels).orderBy(asc(compPointLevels.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    content: r.content,
    gift_descriptions: r.giftDescriptions,
    conditions: { persistent_comp_points: { max: r.maxPoints } },
    gifts: { points: r.giftPoints, template_ids: r.giftTemplateIds },
  }));
}

export async function setLevel(db: Conn, l: Level): Promise<void> {
  const values = {
    name: l.name,
    image: l.image,
    content: l.content,
    giftDescriptions: l.gift_descriptions,
    maxPoints: l.conditions.persistent_comp_points.max,
    giftPoints: l.gifts.points,
    giftTemplateIds: l.gifts.template_ids,
  };
  await db
    .insert(compPointLevels)
    .values({ id: l.id, ...values })
    .onConflictDoUpdate({ target: compPointLevels.id, set: values });
}

/**
 * Each level reached (from persistent points) gets its gifts once: its chargeable points through
 * the points ledger (`level:<n>`) and its templates through the issuing port (keyed per player,
 * level and template). A refused gift (bonuses disabled, an exclusion, multi-account) is skipped,
 * not retried. Levels above 1 are reached by points; level 1 with the first points earned.
 * Each level reached is also a `loyalty.level_reached` fact in the stream (achievements reads it).
 */
export async function awardLevels(tx: Tx, ports: LoyaltyPorts, playerId: number, at: Date): Promise<number[]> {
  const levels = await listLevels(tx);
  if (levels.length === 0) return [];
  const [acc] = await tx.select().from(compPointAccounts).where(eq(compPointAccounts.playerId, playerId)).for('update');
  if (!acc || acc.persistent <= 0) return [];
  const current = levelFor(levels, acc.persistent);
  if (current <= acc.levelAwarded) return [];
  const reached = levels.filter((l) => l.id > acc.levelAwarded && l.id <= current);
  await tx.update(compPointAccounts).set({ levelAwarded: current }).where(eq(compPointAccounts.playerId, playerId));
  let previous = acc.levelAwarded;
  for (const l of reached) {
    // The fact (achievements' level badges read it) once per level, with the gifts' transaction.
    await appendEvent(tx, { type: 'loyalty.level_reached', playerId, at, payload: { level: l.id, previous } });
    previous = l.id;
    if (l.gifts.points > 0)
      await postPoints(tx, { playerId, key: `level:${l.id}`, kind: 'level', chargeable: l.gifts.points, persistent: 0, meta: { level: l.id }, at });
    for (const templateId of l.gifts.template_ids) {
      try {
        await tx.transaction((sp) =>
          ports.issueGift(sp, {
            playerId,
            templateId,
            source: 'engine:levels',
            idempotencyKey: `level:${playerId}:${l.id}:${templateId}`,
            at,
            meta: { level: l.id },
          }),
        );
      } catch (err) {
        if (ports.refusalReason(err) === null) throw err;
      }
    }
  }
  return reached.map((l) => l.id);
}

// ─── The shop ───────────────────────────────────────────────────────────────────────────────────

export function cardView(r: CardRow): CompCard {
  return {
    id: r.id,
    type: r.type as CompCardType,
    group: r.group,
    title: r.title,
    points: r.points,
    wager: r.wager,
    games: r.games,
    freespins_count: r.freespinsCount,
    rates: r.rates,
    lottery_ids: r.lotteryIds,
    discountPercent: r.discountPercent,
    fullPrice: r.fullPrice,
    sale_end_date: r.saleEndDate,
    tags: r.tags as CompCard['tags'],
  };
}

/** Stores (or replaces, by group) a shop card. */
export async function upsertCard(db: Conn, c: CompCardInput): Promise<CardRow> {
  if ((c.type === 'freespins' || c.type === 'special' || c.type === 'lootboxes') && c.template_id === null)
    throw new HttpError(422, 'invalid_card', 'This card type needs a gift template', { template_id: ['is required for this type'] });
  if (c.type === 'money' && c.rates.length === 0) throw new HttpError(422, 'invalid_card', 'A money card needs prices', { rates: ['is required for money'] });
  if (c.type === 'lotteries' && c.lottery_ids.length === 0)
    throw new HttpError(422, 'invalid_card', 'A lottery card needs lotteries', { lottery_ids: ['is required'] });
  const values = {
    type: c.type,
    title: c.title,
    points: c.points,
    wager: c.wager,
    games: c.games,
    freespinsCount: c.freespins_count,
    rates: c.rates,
    lotteryIds: c.lottery_ids,
    templateId: c.template_id,
    discountPercent: c.discount_percent,
    fullPrice: c.full_price,
    saleEndDate: c.sale_end_date,
    tags: c.tags,
    position: c.position,
    enabled: c.enabled,
  };
  const [row] = await db
    .insert(compPointCards)
    .values({ group: c.group, ...values })
    .onConflictDoUpdate({ target: compPointCards.group, set: values })
    .returning();
  return row!;
}

/**
 * What the schema cannot judge alone: the card's games are the catalogue's and its gift template
 * exists. A 422 with a message per field, like the schema's.
 */
export async function checkCard(db: Conn, ports: Pick<LoyaltyPorts, 'knownGames' | 'templateExists'>, c: CompCardInput): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (ports.knownGames && c.games.length > 0) {
    const known = await ports.knownGames(db, c.games);
    c.games.forEach((g, i) => {
      if (!known.has(g)) fields[`games.${i}`] = [`unknown game ${g}`];
    });
  }
  if (ports.templateExists && c.template_id !== null && !(await ports.templateExists(db, c.template_id))) fields.template_id = ['no such gift template'];
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'invalid_card', 'The card names what does not exist', fields);
}

/** Every card, enabled or not, with its sales (the back office's list). */
export async function staffCards(db: Conn): Promise<StaffCompCard[]> {
  const rows = await db.select().from(compPointCards).orderBy(asc(compPointCards.position), asc(compPointCards.id));
  const sales = await db
    .select({
      cardId: compPointExchanges.cardId,
      exchanges: sql<number>`count(*)::int`,
      quantity: sql<number>`coalesce(sum(${compPointExchanges.quantity}), 0)::int`,
      points: sql<number>`coalesce(sum(${compPointExchanges.points}), 0)::bigint`,
    })
    .from(compPointExchanges)
    .groupBy(compPointExchanges.cardId);
  const by = new Map(sales.map((r) => [r.cardId, { exchanges: Number(r.exchanges), quantity: Number(r.quantity), points: Number(r.points) }]));
  return rows.map((r) => ({
    ...cardView(r),
    template_id: r.templateId,
    position: r.position,
    enabled: r.enabled,
    sales: by.get(r.id) ?? { exchanges: 0, quantity: 0, points: 0 },
  }));
}

export async function findCardByGroup(db: Conn, group: string): Promise<CardRow | null> {
  const [row] = await db.select().from(compPointCards).where(eq(compPointCards.group, group));
  return row ?? null;
}

/** The cards the site shows: enabled, sale cards only while their sale runs; by type or 'discounts' (sale cards). */
export async function shopCards(db: Conn, filter: CompCardType | 'discounts' | null, at: Date): Promise<CompCard[]> {
  const rows = await db.select().from(compPointCards).where(eq(compPointCards.enabled, true)).orderBy(asc(compPointCards.position), asc(compPointCards.id));
  return rows
    .map(cardView)
    .filter((c) => saleActive(c, at))
    .filter((c) => (filter === null ? true : filter === 'discounts' ? c.group.startsWith('sale') : c.type === filter));
}

export async function findCardsByIds(db: Conn, ids: number[]): Promise<CardRow[]> {
  return ids.length === 0 ? [] : db.select().from(compPointCards).where(inArray(compPointCards.id, ids));
}

/** Why this player may not exchange now (C4 step 4, the exclusion rules), or null. */
async function exchangeRefusal(db: Conn, ports: LoyaltyPorts, playerId: number, confirmedMultiAccount: boolean, at: Date): Promise<HttpError | null> {
  const player = await findPlayerById(db, playerId);
  if (!player) return new HttpError(404, 'player_not_found', 'No such player');
  if (await ports.excluded(db, playerId, at))
    return new HttpError(403, 'excluded', 'Exchanges are closed during a self-exclusion or cooling-off', undefined, { reason: 'excluded' });
  const groups = await playerGroupIds(db, playerId);
  if (groups.includes(MULTI_ACCOUNT_GROUP) && !confirmedMultiAccount)
    return new HttpError(
      409,
      'multi_account_confirmation_required',
      'Confirm the exchange on a multi-account',
      { confirm_multi_account: ['must be confirmed'] },
      { reason: 'multi_account' },
    );
  if (!player.canIssueBonuses)
    return new HttpError(
      422,
      'bonuses_disabled',
      'Enable bonuses to exchange comp points',
      { can_issue_bonuses: ['must be enabled'] },
      { reason: 'bonuses_disabled' },
    );
  return null;
}

export interface ExchangeRequest {
  playerId: number;
  /** money, or the type of the /exchange/{type} route. */
  type: CompCardType;
  group: string;
  points?: number;
  ticketsCount?: number;
  lotteryId?: number;
  currency?: string;
  confirmMultiAccount?: boolean;
  key: string;
  at: Date;
}

/**
 * One exchange, once per (player, key), in ONE transaction: the points debit (`exchange:<key>`),
 * the reward (money through the ledger, gifts through the issuing port, tickets through the
 * lotteries port, each keyed by the exchange's key) and the exchange's record. A crash anywhere
 * before the commit leaves neither the debit nor the reward; a replay answers the first result.
 */
export async function exchange(db: Db, ports: LoyaltyPorts, r: ExchangeRequest): Promise<ExchangeResult> {
  const [card] = await db.select().from(compPointCards).where(eq(compPointCards.group, r.group));
  if (!card || !card.enabled || card.type !== r.type) throw new HttpError(404, 'card_not_found', 'No such card in the shop', { group: ['is not in the shop'] });
  let quantity: number;
  if (card.type === 'lotteries') {
    if (r.ticketsCount === undefined) throw new HttpError(422, 'invalid_quantity', 'Say how many tickets', { tickets_count: ['is required'] });
    quantity = r.ticketsCount;
    if (r.lotteryId === undefined || !card.lotteryIds.includes(r.lotteryId))
      throw new HttpError(422, 'invalid_lottery', 'This card is not for that lottery', { lottery_id: ['is not one of the card’s lotteries'] });
  } else {
    if (r.points === undefined) throw new HttpError(422, 'invalid_quantity', 'Say how many points', { points: ['is required'] });
    if (r.points % card.points !== 0)
      throw new HttpError(422, 'invalid_quantity', 'Points must be a whole number of cards', { points: [`must be a multiple of ${card.points}`] });
    quantity = r.points / card.points;
  }
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_EXCHANGE_QUANTITY)
    throw new HttpError(422, 'invalid_quantity', `Exchange 1 to ${MAX_EXCHANGE_QUANTITY} at once`, { points: [`must be 1 to ${MAX_EXCHANGE_QUANTITY} cards`] });
  const points = quantity * card.points;

  const replay = async (conn: Conn): Promise<ExchangeResult | null> => {
    const [earlier] = await conn
      .select()
      .from(compPointExchanges)
      .where(and(eq(compPointExchanges.playerId, r.playerId), eq(compPointExchanges.key, r.key)));
    if (!earlier) return null;
    if (earlier.cardId !== card.id || earlier.quantity !== quantity)
      throw new HttpError(409, 'idempotency_conflict', 'This idempotency key was already used for another exchange');
    return { ...(earlier.reward as Omit<ExchangeResult, 'balance' | 'replayed'>), balance: await balanceOf(conn, r.playerId), replayed: true };
  };
  const first = await replay(db);
  if (first) return first;
  if (!saleActive(cardView(card), r.at)) throw new HttpError(422, 'sale_ended', 'This sale has ended', { group: ['the sale has ended'] });
  const refusal = await exchangeRefusal(db, ports, r.playerId, r.confirmMultiAccount === true, r.at);
  if (refusal) throw refusal;

  try {
    return await db.transaction(async (tx) => {
      // The account's row lock orders two clicks of one player: the second waits, then replays.
      await tx.insert(compPointAccounts).values({ playerId: r.playerId, updatedAt: r.at }).onConflictDoNothing();
      await tx.select().from(compPointAccounts).where(eq(compPointAccounts.playerId, r.playerId)).for('update');
      const again = await replay(tx);
      if (again) return again;
      await postPoints(tx, {
        playerId: r.playerId,
        key: `exchange:${r.key}`,
        kind: 'exchange',
        chargeable: -points,
        persistent: 0,
        meta: { group: card.group, quantity },
        at: r.at,
      });
      const reward: ExchangeResult['reward'] = { gift_ids: [], amount_cents: null, currency: null, tickets_count: null };
      const rewardKey = `comp:${r.playerId}:${r.key}`;
      if (card.type === 'money') {
        const player = await findPlayerById(tx, r.playerId);
        const currency = r.currency ?? player!.currency;
        const price = card.rates.find((p) => p.currency === currency);
        if (!price) throw new HttpError(422, 'no_price_for_currency', 'This card has no price in your currency', { currency: ['has no price'] });
        const amount = BigInt(price.amount_cents) * BigInt(quantity);
        await postTransaction(tx, {
          idempotencyKey: rewardKey,
          kind: 'comp_exchange',
          entries: [
            { account: { house: 'prizes', currency }, amount: -amount },
            { account: { playerId: r.playerId, currency }, amount },
          ],
          meta: { group: card.group, quantity, points },
          at: r.at,
        });
        reward.amount_cents = Number(amount);
        reward.currency = currency;
      } else if (card.type === 'lotteries') {
        await ports.buyTickets(tx, r.playerId, r.lotteryId!, quantity, rewardKey, r.at);
        reward.tickets_count = quantity;
      } else {
        for (let i = 0; i < quantity; i++) {
          const { gift } = await ports.issueGift(tx, {
            playerId: r.playerId,
            templateId: card.templateId!,
            source: 'comp_points',
            idempotencyKey: `${rewardKey}:${i}`,
            at: r.at,
            meta: { group: card.group },
          });
          reward.gift_ids.push(gift.id);
        }
      }
      const [row] = await tx
        .insert(compPointExchanges)
        .values({ playerId: r.playerId, key: r.key, cardId: card.id, quantity, points, reward: {}, at: r.at })
        .returning();
      const result = { id: row!.id, group: card.group, type: card.type as CompCardType, quantity, points, reward };
      await tx.update(compPointExchanges).set({ reward: result }).where(eq(compPointExchanges.id, row!.id));
      return { ...result, balance: await balanceOf(tx, r.playerId), replayed: false };
    });
  } catch (err) {
    // Two first clicks racing on one key: the loser's insert meets the winner's row; replay it.
    if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
      const raced = await replay(db);
      if (raced) return raced;
    }
    throw err;
  }
}

/** Total points of all exchanges (bench, tests). */
export async function exchangesOf(db: Conn, playerId: number) {
  return db.select().from(compPointExchanges).where(eq(compPointExchanges.playerId, playerId)).orderBy(asc(compPointExchanges.id));
}
