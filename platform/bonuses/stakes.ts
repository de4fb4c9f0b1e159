import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { InsufficientFundsError, lockPlayerBalances, playerBalances, postTransaction, type EntryInput } from '../wallet/index';
import { appendEvent } from '../outbox';
import { finishBonus, lockActiveBonus, lockBonus, DEFAULT_BONUS_TTL_MS, type BonusRow, type BonusRules } from './bonus-money';
import { playerBonuses, type WagerContribution } from './schema';
import type { BonusChange } from './balance';

/**
 * Game money with bonus money in the mix (README "Money rules"), for the seamless protocol. Every
 * function runs inside the caller's transaction, locks the player's cash and bonus accounts first
 * and the bonus row second, and posts ONE ledger transaction for the movement itself.
 */

/** Who plays and in which currency. */
export interface PlayerMoney {
  playerId: number;
  currency: string;
}

/** A ledger posting's identity, as the caller names it. */
export interface Posting {
  idempotencyKey: string;
  kind: string;
  meta: Record<string, unknown>;
  at: Date;
}

/** How a stake was taken: the protocol keeps this on the bet (and sums it on the round). */
export interface StakeSplit {
  cash: bigint;
  bonus: bigint;
  /** The bonus active when the stake was taken (its wagering counted the whole stake), else null. */
  bonusId: number | null;
  /** Playable balance (cash + bonus) before and after. */
  before: bigint;
  after: bigint;
  /** The stake reached the bonus's wagering target: what was left of it is cash now. */
  completed: boolean;
  /** Bonuses this stake ended (an expired one found first, the one it wagered); each also wrote its bonus.stage_changed fact. */
  ended: BonusChange[];
}

/** The game a stake is placed on, for the bonus's wagering contributions (read only when the bonus has any). */
export type StakeGame = () => Promise<{ provider: string; categories: string[] }>;

/**
 * What a stake counts toward wagering under `rules`: the first rule naming the game's provider,
 * else the lowest percent among rules naming one of its categories, else the whole stake.
 * Integer arithmetic, rounded down.
 */
export function countedStake(amount: bigint, rules: WagerContribution[], game: { provider: string; categories: string[] }): bigint {
  const byProvider = rules.find((r) => r.kind === 'provider' && r.key === game.provider);
  const byCategory = rules.filter((r) => r.kind === 'category' && game.categories.includes(r.key)).map((r) => r.percent);
  const percent = byProvider ? byProvider.percent : byCategory.length > 0 ? Math.min(...byCategory) : 100;
  return (amount * BigInt(percent)) / 100n;
}

async function counted(bonus: BonusRow, amount: bigint, game: StakeGame | undefined): Promise<bigint> {
  if (bonus.contributions.length === 0 || !game) return amount;
  return countedStake(amount, bonus.contributions, await game());
}

/** Refused stake: `playable` is what the player could have staked. */
export class StakeRefusedError extends InsufficientFundsError {
  constructor(
    currency: string,
    missing: bigint,
    readonly playable: bigint,
  ) {
    super('', currency, missing);
  }
}

/**
 * Takes a stake: real money first, then bonus money of the active bonus. `roundBonusId` is the bonus
 * an open round already drew on: a further bet in that round may draw only on that same bonus (so a
 * round's wins split against one bonus). While a bonus is active the whole stake counts towards its
 * wagering; reaching the target converts what is left of it to cash at once. An expired bonus is
 * ended first.
 */
export async function takeStake(
  tx: Tx,
  who: PlayerMoney,
  amount: bigint,
  posting: Posting,
  roundBonusId: number | null = null,
  game?: StakeGame,
): Promise<StakeSplit> {
  let balances = await lockPlayerBalances(tx, who.playerId, who.currency);
  let active = await lockActiveBonus(tx, who.playerId, who.currency);
  const ended: BonusChange[] = [];
  if (active && active.expiresAt.getTime() <= posting.at.getTime()) {
    await finishBonus(tx, active, 'expired', 'expired', posting.at);
    ended.push({ id: active.id, currency: who.currency, status: 'expired' });
    active = null;
    balances = await lockPlayerBalances(tx, who.playerId, who.currency);
  }
  const before = balances.cash + balances.bonus;
  // Bonus money is played only under its bonus, and a round keeps to the bonus it started with.
  const usableBonus = active && (roundBonusId === null || roundBonusId === active.id) ? balances.bonus : 0n;
  if (balances.cash + usableBonus < amount) throw new StakeRefusedError(who.currency, amount - balances.cash - usableBonus, balances.cash + usableBonus);
  const cash = balances.cash < amount ? balances.cash : amount;
  const bonus = amount - cash;

  const entries: EntryInput[] = [{ account: { house: 'game_provider', currency: who.currency }, amount }];
  if (cash > 0n) entries.push({ account: { ...who, purpose: 'cash' }, amount: -cash });
  if (bonus > 0n) entries.push({ account: { ...who, purpose: 'bonus' }, amount: -bonus });
  await postTransaction(tx, { ...posting, entries, meta: { ...posting.meta, cash: cash.toString(), bonus: bonus.toString(), bonus_id: active?.id ?? null } });

  let completed = false;
  if (active) {
    // The template's contributions: a stake on a game that counts 10 % adds a tenth of itself.
    const toward = await counted(active, amount, game);
    const [row] = await tx
      .update(playerBonuses)
      .set({ wagered: sql`${playerBonuses.wagered} + ${toward}` })
      .where(eq(playerBonuses.id, active.id))
      .returning({ wagered: playerBonuses.wagered });
    if (row!.wagered >= active.wagerTarget) {
      await finishBonus(tx, active, 'wagered', 'wagered', posting.at);
      completed = true;
      ended.push({ id: active.id, currency: who.currency, status: 'wagered' });
    }
  }
  return { cash, bonus, bonusId: active?.id ?? null, before, after: before - amount, completed, ended };
}

/** Where money that belongs to a bonus goes, by the bonus's state now. */
function bonusShareAccount(who: PlayerMoney, bonus: BonusRow | null): EntryInput['account'] {
  if (bonus?.state === 'active') return { ...who, purpose: 'bonus' };
  // Wagered: the bonus is real money now. No bonus known: nothing to keep it from the player.
  if (!bonus || bonus.state === 'wagered') return { ...who, purpose: 'cash' };
  // Lost, forfeited, expired, canceled: winnings on the bonus's money are the bonus's, and it is gone.
  return { house: 'bonus_pool', currency: who.currency };
}

/** Adds one leg to an entry list, merging legs of the same account and leaving out zeros. */
function addLeg(entries: EntryInput[], account: EntryInput['account'], amount: bigint): void {
  if (amount === 0n) return;
  const key = JSON.stringify(account);
  const same = entries.find((e) => JSON.stringify(e.account) === key);
  if (same) same.amount += amount;
  else entries.push({ account, amount });
}

/** A win or refund paid: the part that belonged to the bonus and the playable balance around it. */
export interface Payout {
  /** The share paid on the bonus's behalf (to the bonus account, or cash or house by its state). */
  bonus: bigint;
  before: bigint;
  after: bigint;
}

/**
 * The bonus share of a win: floor(win * round bonus stake / round stake). Integer arithmetic; the
 * remainder (under one minor unit of the exact share) goes to real money, the player's side.
 */
export function bonusShareOfWin(win: bigint, roundBet: bigint, roundBetBonus: bigint): bigint {
  if (roundBet <= 0n || roundBetBonus <= 0n || win <= 0n) return 0n;
  return (win * roundBetBonus) / roundBet;
}

/**
 * Pays a win into the round's proportion of cash and bonus stakes. The bonus share goes to the
 * bonus account while the round's bonus is active, to cash once it was wagered, and back to the
 * house when it was lost, forfeited, expired or canceled. A zero win moves nothing.
 */
export async function payWin(
  tx: Tx,
  who: PlayerMoney,
  amount: bigint,
  round: { bet: bigint; betBonus: bigint; bonusId: number | null },
  posting: Posting,
): Promise<Payout> {
  const balances = await lockPlayerBalances(tx, who.playerId, who.currency);
  const before = balances.cash + balances.bonus;
  if (amount === 0n) return { bonus: 0n, before, after: before };
  const bonus = round.bonusId !== null ? await lockBonus(tx, round.bonusId) : null;
  const share = bonusShareOfWin(amount, round.bet, round.betBonus);
  const entries: EntryInput[] = [];
  addLeg(entries, { house: 'game_provider', currency: who.currency }, -amount);
  addLeg(entries, { ...who, purpose: 'cash' }, amount - share);
  const shareTo = bonusShareAccount(who, bonus);
  addLeg(entries, shareTo, share);
  await postTransaction(tx, { ...posting, entries, meta: { ...posting.meta, bonus: share.toString(), bonus_id: round.bonusId } });
  const toPlayer = 'house' in shareTo ? amount - share : amount;
  return { bonus: share, before, after: before + toPlayer };
}

/**
 * Returns a rolled-back stake where each part came from: the cash part to cash, the bonus part to
 * the bonus account (or cash, or the house, by the bonus's state as for wins). The stake no longer
 * counts towards the bonus's wagering while it is active; a bonus already wagered stays wagered.
 */
export async function refundStake(
  tx: Tx,
  who: PlayerMoney,
  bet: { amount: bigint; bonusAmount: bigint; bonusId: number | null },
  posting: Posting,
  game?: StakeGame,
): Promise<Payout> {
  const balances = await lockPlayerBalances(tx, who.playerId, who.currency);
  const before = balances.cash + balances.bonus;
  const bonus = bet.bonusId !== null ? await lockBonus(tx, bet.bonusId) : null;
  const entries: EntryInput[] = [];
  addLeg(entries, { house: 'game_provider', currency: who.currency }, -bet.amount);
  addLeg(entries, { ...who, purpose: 'cash' }, bet.amount - bet.bonusAmount);
  const shareTo = bonusShareAccount(who, bonus);
  addLeg(entries, shareTo, bet.bonusAmount);
  await postTransaction(tx, { ...posting, entries, meta: { ...posting.meta, bonus: bet.bonusAmount.toString(), bonus_id: bet.bonusId } });
  if (bonus?.state === 'active') {
    const toward = await counted(bonus, bet.amount, game);
    await tx
      .update(playerBonuses)
      .set({ wagered: sql`greatest(${playerBonuses.wagered} - ${toward}, 0)` })
      .where(eq(playerBonuses.id, bonus.id));
  }
  const toPlayer = 'house' in shareTo ? bet.amount - bet.bonusAmount : bet.amount;
  return { bonus: bet.bonusAmount, before, after: before + toPlayer };
}

/**
 * Ends the active bonus as `lost` when its money is all spent (or below its `lostBelow`) and nothing is in play (`inPlay`:
 * the caller's open rounds that drew on it). Called after a round settles or is rolled back.
 */
export async function loseBonusIfSpent(tx: Tx, who: PlayerMoney, at: Date, inPlay: (bonusId: number) => Promise<boolean>): Promise<BonusChange | null> {
  const balances = await lockPlayerBalances(tx, who.playerId, who.currency);
  const active = await lockActiveBonus(tx, who.playerId, who.currency);
  // Lost when spent, or below the template's threshold (what is left then goes back to the house).
  const floor = active && active.lostBelow > 1n ? active.lostBelow : 1n;
  if (!active || balances.bonus >= floor || (await inPlay(active.id))) return null;
  await finishBonus(tx, active, 'lost', 'lost', at);
  return { id: active.id, currency: who.currency, status: 'lost' };
}

/** Cash plus bonus: what a game shows as the balance (read, not locked). */
export async function playableBalance(db: Db | Tx, who: PlayerMoney): Promise<bigint> {
  const b = (await playerBalances(db, who.playerId)).get(who.currency);
  return b ? b.cash + b.bonus : 0n;
}

/**
 * A free spin's win as bonus money (platform/gifts, for a free-spins gift): house `game_provider`
 * -> the player's bonus account in ONE posting (`posting.idempotencyKey`). It joins the bonus
 * being wagered in the currency (its amount grows by the win and its target by win x
 * `wagerMultiplier`), or, with none, starts a bonus of the win (`source`, `idempotencyKey`,
 * `rules`, living `lifetimeMs`). Inside the caller's transaction, in the lock order of every bonus
 * path (ledger accounts, then the bonus row). Returns the bonus the money went to.
 */
export async function creditBonusWin(
  tx: Tx,
  who: PlayerMoney,
  win: bigint,
  bonus: { wagerMultiplier: number; source: string; idempotencyKey: string; rules?: BonusRules; lifetimeMs?: number },
  posting: Posting,
): Promise<{ bonusId: number; started: boolean }> {
  if (win <= 0n) throw new Error('creditBonusWin needs a positive win');
  await lockPlayerBalances(tx, who.playerId, who.currency);
  let active = await lockActiveBonus(tx, who.playerId, who.currency);
  if (active && active.expiresAt.getTime() <= posting.at.getTime()) {
    await finishBonus(tx, active, 'expired', 'expired', posting.at);
    active = null;
  }
  const target = win * BigInt(bonus.wagerMultiplier);
  let bonusId: number;
  if (active) {
    await tx
      .update(playerBonuses)
      .set({ amount: sql`${playerBonuses.amount} + ${win}`, wagerTarget: sql`${playerBonuses.wagerTarget} + ${target}` })
      .where(eq(playerBonuses.id, active.id));
    bonusId = active.id;
  } else {
    const [row] = await tx
      .insert(playerBonuses)
      .values({
        playerId: who.playerId,
        currency: who.currency,
        source: bonus.source,
        idempotencyKey: bonus.idempotencyKey,
        amount: win,
        wagerMultiplier: bonus.wagerMultiplier,
        wagerTarget: target,
        state: 'active',
        contributions: bonus.rules?.contributions ?? [],
        maxWin: bonus.rules?.maxWin ?? null,
        lostBelow: bonus.rules?.lostBelow ?? 0n,
        createdAt: posting.at,
        expiresAt: new Date(posting.at.getTime() + (bonus.lifetimeMs ?? DEFAULT_BONUS_TTL_MS)),
      })
      .returning({ id: playerBonuses.id });
    bonusId = row!.id;
    await appendEvent(tx, {
      type: 'bonus.stage_changed',
      playerId: who.playerId,
      at: posting.at,
      payload: { bonus_id: bonusId, currency: who.currency, status: 'active' },
    });
  }
  await postTransaction(tx, {
    ...posting,
    entries: [
      { account: { house: 'game_provider', currency: who.currency }, amount: -win },
      { account: { ...who, purpose: 'bonus' }, amount: win },
    ],
    meta: { ...posting.meta, bonus_id: bonusId },
  });
  return { bonusId, started: !active };
}
