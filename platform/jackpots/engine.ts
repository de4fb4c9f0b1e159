import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CURRENCIES } from '../../schemas/currency';
import type { JackpotInput, JackpotLevelInput } from '../../schemas/jackpots';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';
import { appendEvent } from '../outbox/index';
import { accountBalance, accountKey, postTransaction, type AccountRef, type EntryInput } from '../wallet/index';
import { jackpotContributions, jackpotGames, jackpotLevels, jackpots, jackpotWins, type LevelConfig } from './schema';

/** What the jackpots ask other modules (passed in by the composition root). */
export interface JackpotPorts {
  /** The platform's rate from one currency to another as an exact fraction (info's rates), null when unknown. */
  rate(db: Db | Tx, from: string, to: string): Promise<{ num: bigint; den: bigint } | null>;
}

/** Where randomness comes from: node:crypto, or a test's fixed draw. */
export interface Draw {
  /** An integer in [min, max). */
  int(min: number, max: number): number;
}
export const cryptoDraw: Draw = { int: (min, max) => randomInt(min, max) };

type LevelRow = typeof jackpotLevels.$inferSelect;
type JackpotRow = typeof jackpots.$inferSelect;

/** The ledger account holding one level's pool. */
export const poolAccount = (currency: string, levelId: number): AccountRef => ({ house: 'jackpot', currency, pool: `level-${levelId}` });
/** The house's jackpot account: funds seeds, takes closed pools back, and converts between currencies. */
const fundAccount = (currency: string): AccountRef => ({ house: 'jackpot', currency });

const subunits = (c: string) => BigInt((CURRENCIES as Record<string, { subunitsToUnit: number }>)[c]?.subunitsToUnit ?? 100);

/** `amount` minor units of `from` in minor units of `to` at `rate` (units of `to` per unit of `from`), rounded down. */
export function convert(amount: bigint, from: string, to: string, rate: { num: bigint; den: bigint }): bigint {
  if (from === to) return amount;
  return (amount * rate.num * subunits(to)) / (rate.den * subunits(from));
}

/**
 * Entries moving `fromAmount` of `fromRef`'s currency out of it and `toAmount` into `toRef`; in two
 * currencies the house's jackpot account takes one side in each (the exchange), so every
 * currency's entries still sum to zero.
 */
function legs(fromRef: AccountRef, fromAmount: bigint, toRef: AccountRef, toAmount: bigint): EntryInput[] {
  if (fromRef.currency === toRef.currency)
    return [
      { account: fromRef, amount: -fromAmount },
      { account: toRef, amount: toAmount },
    ];
  return [
    { account: fromRef, amount: -fromAmount },
    { account: fundAccount(fromRef.currency), amount: fromAmount },
    { account: fundAccount(toRef.currency), amount: -toAmount },
    { account: toRef, amount: toAmount },
  ];
}

function configOf(l: LevelInputLike): LevelConfig {
  return {
    name: l.name,
    seedCents: l.seed_cents,
    contributionPpm: l.contribution_ppm,
    dropRule: l.drop_rule,
    mustDropByCents: l.drop_rule === 'must_drop_by' ? (l.must_drop_by_cents ?? null) : null,
    dropProbabilityPpb: l.drop_rule === 'probability' ? (l.drop_probability_ppb ?? null) : null,
  };
}
type LevelInputLike = JackpotLevelInput;

/** The secret drop point of a new cycle: drawn between the seed (exclusive) and the must-drop-by amount (inclusive). */
function drawDropPoint(c: LevelConfig, draw: Draw): number | null {
  if (c.dropRule !== 'must_drop_by' || c.mustDropByCents === null) return null;
  return draw.int(c.seedCents + 1, c.mustDropByCents + 1);
}

/** The configuration a level runs on now (its waiting `next` applies only at the next reseed). */
function runningConfig(level: LevelRow): LevelConfig {
  return {
    name: level.name,
    seedCents: level.seedCents,
    contributionPpm: level.contributionPpm,
    dropRule: level.dropRule,
    mustDropByCents: level.mustDropByCents,
    dropProbabilityPpb: level.dropProbabilityPpb,
  };
}

/**
 * Starts a level's cycle `cycle`: applies the configuration waiting for it, funds the seed from the
 * house's jackpot account and draws the secret drop point. Idempotent per (level, cycle) in the ledger.
 */
async function reseed(tx: Tx, level: LevelRow, currency: string, cycle: number, at: Date, draw: Draw): Promise<void> {
  const config: LevelConfig = level.next ?? runningConfig(level);
  await postTransaction(tx, {
    idempotencyKey: `jackpot:seed:${level.id}:${cycle}`,
    kind: 'jackpot_seed',
    entries: legs(fundAccount(currency), BigInt(config.seedCents), poolAccount(currency, level.id), BigInt(config.seedCents)),
    meta: { jackpot_id: level.jackpotId, level_id: level.id, cycle },
    at,
  });
  await tx
    .update(jackpotLevels)
    .set({
      ...config,
      next: null,
      cycle,
      dropPointCents: drawDropPoint(config, draw),
      poolCents: sql`${jackpotLevels.poolCents} + ${config.seedCents}`,
      seededCents: sql`${jackpotLevels.seededCents} + ${config.seedCents}`,
    })
    .where(eq(jackpotLevels.id, level.id));
}

export interface ContributionResult {
  /** Jackpots whose pools moved (for the live push). */
  changed: number[];
  wins: { winId: number; jackpotId: number; levelId: number }[];
}

export interface BetFact {
  playerId: number;
  gameId: number | null;
  currency: string;
  /** The real-money part of the stake (bonus money does not feed jackpots). */
  stakeCents: bigint;
  transactionId: string;
  at: Date;
}

/** One fact of the stream as the contributions consumer reads it, in the stream's order. */
export type JackpotFact = { kind: 'bet'; bet: BetFact } | { kind: 'rollback'; betTransactionId: string; at: Date };

type Rate = { num: bigint; den: bigint };

/**
 * One real-money bet feeds every level of every active jackpot on its game: its share moves from
 * the game provider's house account into the level's pool, once per (level, bet). A drop pays the
 * pool to this bet's player (in the bet's currency) and reseeds the level in the same transaction.
 * The single-bet form of `contributeBatch` (one semantics for both).
 */
export async function contribute(tx: Tx, ports: JackpotPorts, bet: BetFact, draw: Draw = cryptoDraw): Promise<ContributionResult> {
  return contributeBatch(tx, ports, [{ kind: 'bet', bet }], draw);
}

/**
 * A batch of the stream's facts, in their order (the consumer's `handleBatch`). Runs of bets are
 * worked set-based (`contributeRun`); a rollback between them is applied where it stands (rare),
 * so a later bet sees the pool as it was after it. Exchange rates are asked once per batch.
 */
export async function contributeBatch(tx: Tx, ports: JackpotPorts, facts: readonly JackpotFact[], draw: Draw = cryptoDraw): Promise<ContributionResult> {
  const out: ContributionResult = { changed: [], wins: [] };
  const rates = new Map<string, Rate | null>();
  const changed = (ids: readonly number[]) => ids.forEach((id) => out.changed.includes(id) || out.changed.push(id));
  let run: BetFact[] = [];
  const flush = async () => {
    if (run.length === 0) return;
    const r = await contributeRun(tx, ports, run, rates, draw);
    run = [];
    changed(r.changed);
    out.wins.push(...r.wins);
  };
  for (const f of facts) {
    if (f.kind === 'bet') {
      if (f.bet.gameId !== null && f.bet.stakeCents > 0n) run.push(f.bet);
      continue;
    }
    await flush();
    changed(await returnContribution(tx, f.betTransactionId, f.at));
  }
  await flush();
  return out;
}

/** A locked level as the run moves it in memory; written back once at the end. */
interface LevelState {
  row: LevelRow;
  jackpot: JackpotRow;
  config: LevelConfig;
  next: LevelConfig | null;
  cycle: number;
  dropPoint: number | null;
  pool: number;
  seeded: number;
  contributed: number;
  paid: number;
  /** The configuration changed at a reseed of this run (its columns need writing). */
  reconfigured: boolean;
}

/**
 * A run of bets (in the stream's order), set-based: the eligible levels of all their games are
 * locked FOR UPDATE in id order once (so two runs or two single bets on one level queue, on one
 * instance or two: only one of them can see the pool cross a drop point), the bets already counted
 * are read once (a redelivered batch contributes nothing twice), then every contribution, crossing,
 * win and reseed is decided in memory bet by bet and level by level, exactly as one bet at a time
 * would decide them (the draws are asked in the same order). Then it writes: the contributions in
 * multi-row INSERTs, one ledger posting for all of them (legs merged per account; the per-bet
 * shares stay in `jackpot_contributions`, which rollbacks return from), each drop's win row,
 * payout, fact and reseed (rare), and one UPDATE for every level's totals. Anything unexpected
 * throws, so the outbox undoes the batch and hands the events over one by one.
 */
async function contributeRun(tx: Tx, ports: JackpotPorts, bets: readonly BetFact[], rates: Map<string, Rate | null>, draw: Draw): Promise<ContributionResult> {
  const out: ContributionResult = { changed: [], wins: [] };
  const gameIds = [...new Set(bets.map((b) => b.gameId!))];
  const rows = await tx
    .select({ level: jackpotLevels, jackpot: jackpots, gameId: jackpotGames.gameId })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .innerJoin(jackpotGames, and(eq(jackpotGames.jackpotId, jackpots.id), inArray(jackpotGames.gameId, gameIds)))
    .where(eq(jackpots.state, 'active'))
    .orderBy(asc(jackpotLevels.id), asc(jackpotGames.gameId))
    .for('update', { of: jackpotLevels });
  if (rows.length === 0) return out;
  const states = new Map<number, LevelState>();
  const byGame = new Map<number, LevelState[]>();
  for (const { level, jackpot, gameId } of rows) {
    let s = states.get(level.id);
    if (!s) {
      s = {
        row: level,
        jackpot,
        config: runningConfig(level),
        next: level.next,
        cycle: level.cycle,
        dropPoint: level.dropPointCents,
        pool: level.poolCents,
        seeded: level.seededCents,
        contributed: level.contributedCents,
        paid: level.paidCents,
        reconfigured: false,
      };
      states.set(level.id, s);
    }
    // Rows come in level id order, so each game's list is too (the lock order and the decision order).
    const list = byGame.get(gameId) ?? [];
    list.push(s);
    byGame.set(gameId, list);
  }
  const levelIds = [...states.keys()];
  const betIds = [...new Set(bets.map((b) => b.transactionId))];
  const counted = new Set(
    (
      await tx
        .select({ levelId: jackpotContributions.levelId, bet: jackpotContributions.betTransactionId })
        .from(jackpotContributions)
        .where(and(inArray(jackpotContributions.betTransactionId, betIds), inArray(jackpotContributions.levelId, levelIds)))
    ).map((c) => `${c.levelId}:${c.bet}`),
  );

  const contributions: (typeof jackpotContributions.$inferInsert & { jackpotCurrency: string })[] = [];
  const drops: { s: LevelState; cycle: number; name: string; pool: number; paid: bigint; bet: BetFact }[] = [];
  const seeds: { s: LevelState; cycle: number; seedCents: number; at: Date }[] = [];
  for (const bet of bets) {
    for (const s of byGame.get(bet.gameId!) ?? []) {
      const share = (bet.stakeCents * BigInt(s.config.contributionPpm)) / 1_000_000n;
      if (share <= 0n) continue;
      const pair = `${bet.currency}>${s.jackpot.currency}`;
      if (!rates.has(pair)) rates.set(pair, await ports.rate(tx, bet.currency, s.jackpot.currency));
      const rate = rates.get(pair);
      if (!rate) continue;
      const amount = convert(share, bet.currency, s.jackpot.currency, rate);
      if (amount <= 0n) continue;
      const once = `${s.row.id}:${bet.transactionId}`;
      if (counted.has(once)) continue;
      counted.add(once);
      contributions.push({
        levelId: s.row.id,
        cycle: s.cycle,
        playerId: bet.playerId,
        betTransactionId: bet.transactionId,
        betCurrency: bet.currency,
        betShareCents: Number(share),
        amountCents: Number(amount),
        at: bet.at,
        jackpotCurrency: s.jackpot.currency,
      });
      s.pool += Number(amount);
      s.contributed += Number(amount);
      if (!out.changed.includes(s.jackpot.id)) out.changed.push(s.jackpot.id);
      const dropsNow =
        s.config.dropRule === 'must_drop_by'
          ? s.dropPoint !== null && s.pool >= s.dropPoint
          : s.config.dropProbabilityPpb !== null && draw.int(0, 1_000_000_000) < s.config.dropProbabilityPpb;
      if (!dropsNow) continue;
      // The whole pool to this bet's player, in the bet's currency: the inverse of the contribution's rate.
      const pool = BigInt(s.pool);
      const paid = bet.currency === s.jackpot.currency ? pool : convert(pool, s.jackpot.currency, bet.currency, { num: rate.den, den: rate.num });
      drops.push({ s, cycle: s.cycle, name: s.config.name, pool: s.pool, paid, bet });
      s.paid += s.pool;
      s.pool = 0;
      // The next cycle: marketing's waiting configuration, its seed, a new secret drop point.
      if (s.next) {
        s.config = s.next;
        s.next = null;
        s.reconfigured = true;
      }
      s.cycle += 1;
      s.dropPoint = drawDropPoint(s.config, draw);
      s.pool += s.config.seedCents;
      s.seeded += s.config.seedCents;
      seeds.push({ s, cycle: s.cycle, seedCents: s.config.seedCents, at: bet.at });
    }
  }
  if (contributions.length === 0) return out;

  // The contributions, in chunks of multi-row INSERTs; a row taken meanwhile means the decisions above are wrong.
  const taken: number[] = [];
  for (let i = 0; i < contributions.length; i += CHUNK) {
    const chunk = contributions.slice(i, i + CHUNK).map(({ jackpotCurrency: _, ...c }) => c);
    const ids = await tx.insert(jackpotContributions).values(chunk).onConflictDoNothing().returning({ id: jackpotContributions.id });
    taken.push(...ids.map((r) => r.id));
  }
  if (taken.length !== contributions.length) throw new Error('jackpots: a contribution of this batch was already counted');

  // One ledger posting for the run's contributions: game provider (bet currencies) → pools, legs merged per account.
  const merged = new Map<string, EntryInput>();
  for (const c of contributions) {
    const entries = legs(
      { house: 'game_provider', currency: c.betCurrency },
      BigInt(c.betShareCents),
      poolAccount(c.jackpotCurrency, c.levelId),
      BigInt(c.amountCents),
    );
    for (const e of entries) {
      const k = accountKey(e.account);
      const m = merged.get(k);
      merged.set(k, { account: e.account, amount: (m?.amount ?? 0n) + e.amount });
    }
  }
  const firstId = Math.min(...taken);
  await postTransaction(tx, {
    idempotencyKey: `jackpot:contributions:${firstId}`,
    kind: 'jackpot_contribution',
    entries: [...merged.values()].filter((e) => e.amount !== 0n),
    meta: { contributions: taken.length, first_id: firstId, last_id: Math.max(...taken), level_ids: [...new Set(contributions.map((c) => c.levelId))] },
    at: bets.at(-1)!.at,
  });

  // Drops (rare): the win row (unique per level and cycle), the payout, the fact; then the reseed.
  for (const d of drops) {
    const { s, bet } = d;
    const [win] = await tx
      .insert(jackpotWins)
      .values({
        jackpotId: s.jackpot.id,
        levelId: s.row.id,
        cycle: d.cycle,
        playerId: bet.playerId,
        levelName: d.name,
        poolCents: d.pool,
        jackpotCurrency: s.jackpot.currency,
        amountCents: Number(d.paid),
        currency: bet.currency,
        betTransactionId: bet.transactionId,
        at: bet.at,
      })
      .onConflictDoNothing()
      .returning({ id: jackpotWins.id });
    if (!win) throw new Error(`jackpots: level ${s.row.id} cycle ${d.cycle} was already won`);
    await postTransaction(tx, {
      idempotencyKey: `jackpot:win:${s.row.id}:${d.cycle}`,
      kind: 'jackpot_win',
      entries: legs(poolAccount(s.jackpot.currency, s.row.id), BigInt(d.pool), { playerId: bet.playerId, currency: bet.currency }, d.paid),
      meta: { jackpot_id: s.jackpot.id, level_id: s.row.id, cycle: d.cycle, win_id: win.id, bet_transaction_id: bet.transactionId },
      at: bet.at,
    });
    await appendEvent(tx, {
      type: 'jackpot.won',
      playerId: bet.playerId,
      at: bet.at,
      payload: {
        win_id: win.id,
        jackpot_id: s.jackpot.id,
        jackpot_identifier: s.jackpot.identifier,
        level_id: s.row.id,
        level_name: d.name,
        currency: bet.currency,
        amount_cents: Number(d.paid),
        jackpot_currency: s.jackpot.currency,
        pool_cents: d.pool,
        game_id: bet.gameId,
      },
    });
    out.wins.push({ winId: win.id, jackpotId: s.jackpot.id, levelId: s.row.id });
  }
  for (const r of seeds) {
    await postTransaction(tx, {
      idempotencyKey: `jackpot:seed:${r.s.row.id}:${r.cycle}`,
      kind: 'jackpot_seed',
      entries: legs(fundAccount(r.s.jackpot.currency), BigInt(r.seedCents), poolAccount(r.s.jackpot.currency, r.s.row.id), BigInt(r.seedCents)),
      meta: { jackpot_id: r.s.jackpot.id, level_id: r.s.row.id, cycle: r.cycle },
      at: r.at,
    });
  }
  for (const s of states.values()) {
    if (!s.reconfigured) continue;
    await tx
      .update(jackpotLevels)
      .set({ ...s.config, next: null })
      .where(eq(jackpotLevels.id, s.row.id));
  }

  // Every moved level's totals, cycle and drop point in one statement (absolute values: the rows are locked).
  const moved = [...states.values()].filter((s) => s.contributed !== s.row.contributedCents || s.cycle !== s.row.cycle);
  if (moved.length > 0) {
    const values = sql.join(
      moved.map(
        (s) =>
          sql`(${s.row.id}::int, ${s.pool}::bigint, ${s.seeded}::bigint, ${s.contributed}::bigint, ${s.paid}::bigint, ${s.cycle}::int, ${s.dropPoint}::bigint)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE jackpot_levels l
      SET pool_cents = v.pool, seeded_cents = v.seeded, contributed_cents = v.contributed, paid_cents = v.paid, cycle = v.cycle, drop_point_cents = v.drop_point
      FROM (VALUES ${values}) AS v(id, pool, seeded, contributed, paid, cycle, drop_point)
      WHERE l.id = v.id`);
  }
  return out;
}

/** Contribution rows per INSERT (9 parameters each, well under the protocol's 65 535). */
const CHUNK = 1_000;

/**
 * A rolled-back bet takes its contributions back: each moves from the level's pool to the game
 * provider's account (from the house's jackpot account when the jackpot was closed since and its
 * pool already went back to the house). Once per contribution.
 */
export async function returnContribution(tx: Tx, betTransactionId: string, at: Date): Promise<number[]> {
  const found = await tx
    .select({ c: jackpotContributions })
    .from(jackpotContributions)
    .where(and(eq(jackpotContributions.betTransactionId, betTransactionId), eq(jackpotContributions.rolledBack, false)));
  if (found.length === 0) return [];
  const levelIds = [...new Set(found.map((f) => f.c.levelId))].sort((a, b) => a - b);
  const locked = await tx
    .select({ level: jackpotLevels, jackpot: jackpots })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(inArray(jackpotLevels.id, levelIds))
    .orderBy(asc(jackpotLevels.id))
    .for('update', { of: jackpotLevels });
  const changed: number[] = [];
  for (const { level, jackpot } of locked) {
    for (const { c } of found.filter((f) => f.c.levelId === level.id)) {
      const [mark] = await tx
        .update(jackpotContributions)
        .set({ rolledBack: true })
        .where(and(eq(jackpotContributions.id, c.id), eq(jackpotContributions.rolledBack, false)))
        .returning({ id: jackpotContributions.id });
      if (!mark) continue;
      const closed = jackpot.state === 'closed';
      const from = closed ? fundAccount(jackpot.currency) : poolAccount(jackpot.currency, level.id);
      await postTransaction(tx, {
        idempotencyKey: `jackpot:contribution-return:${level.id}:${betTransactionId}`,
        kind: 'jackpot_contribution_return',
        entries: legs(from, BigInt(c.amountCents), { house: 'game_provider', currency: c.betCurrency }, BigInt(c.betShareCents)),
        meta: { jackpot_id: jackpot.id, level_id: level.id, bet_transaction_id: betTransactionId },
        at,
      });
      if (!closed) {
        await tx
          .update(jackpotLevels)
          .set({ poolCents: sql`${jackpotLevels.poolCents} - ${c.amountCents}`, contributedCents: sql`${jackpotLevels.contributedCents} - ${c.amountCents}` })
          .where(eq(jackpotLevels.id, level.id));
        if (!changed.includes(jackpot.id)) changed.push(jackpot.id);
      }
    }
  }
  return changed;
}

// ─── Marketing's side ──────────────────────────────────────────────────────────────────────────

const conflict = (code: string, message: string) => new HttpError(409, code, message);

async function assertGamesExist(tx: Tx, ids: readonly number[], gameExists: (db: Tx, ids: readonly number[]) => Promise<Set<number>>) {
  const known = await gameExists(tx, ids);
  const unknown = ids.map((id, i) => ({ id, i })).filter(({ id }) => !known.has(id));
  if (unknown.length > 0) {
    throw new HttpError(422, 'unknown_games', 'Some games do not exist', Object.fromEntries(unknown.map(({ i }) => [`game_ids.${i}`, ['is not a game']])));
  }
}

/** Creates a jackpot with its levels; each level's seed is funded from the house at once (cycle 0). */
export async function createJackpot(
  tx: Tx,
  input: JackpotInput,
  at: Date,
  gameExists: (db: Tx, ids: readonly number[]) => Promise<Set<number>>,
  draw: Draw = cryptoDraw,
): Promise<number> {
  const gameIds = [...new Set(input.game_ids)];
  await assertGamesExist(tx, gameIds, gameExists);
  const [j] = await tx
    .insert(jackpots)
    .values({ identifier: input.identifier, name: input.name, state: input.state, currency: input.currency, rules: input.rules, createdAt: at })
    .onConflictDoNothing()
    .returning();
  if (!j) throw new HttpError(422, 'identifier_taken', 'Another jackpot has this identifier', { identifier: ['is taken'] });
  if (gameIds.length > 0) await tx.insert(jackpotGames).values(gameIds.map((gameId) => ({ jackpotId: j.id, gameId })));
  for (const [position, l] of input.levels.entries()) await addLevel(tx, j, l, position, at, draw);
  return j.id;
}

async function addLevel(tx: Tx, j: JackpotRow, l: JackpotLevelInput, position: number, at: Date, draw: Draw): Promise<void> {
  const c = configOf(l);
  const [level] = await tx
    .insert(jackpotLevels)
    .values({ jackpotId: j.id, identifier: l.identifier, position, ...c })
    .returning();
  await reseed(tx, level!, j.currency, 0, at, draw);
}

/**
 * Marketing edits a jackpot: name, state, rules and games apply at once; a running level's new
 * configuration waits in `next` for the level's next reseed (its pool and secret drop point stay
 * as drawn); a new level is funded at once. Levels are never removed (their history stays).
 */
export async function updateJackpot(
  tx: Tx,
  id: number,
  input: JackpotInput,
  at: Date,
  gameExists: (db: Tx, ids: readonly number[]) => Promise<Set<number>>,
  draw: Draw = cryptoDraw,
): Promise<void> {
  const [j] = await tx.select().from(jackpots).where(eq(jackpots.id, id)).for('update');
  if (!j) throw new HttpError(404, 'jackpot_not_found', 'No such jackpot');
  if (j.state === 'closed') throw conflict('jackpot_closed', 'A closed jackpot cannot be changed');
  if (input.currency !== j.currency) throw new HttpError(422, 'currency_fixed', 'A jackpot keeps its currency', { currency: ['cannot change'] });
  if (input.identifier !== j.identifier) {
    const [other] = await tx.select({ id: jackpots.id }).from(jackpots).where(eq(jackpots.identifier, input.identifier));
    if (other) throw new HttpError(422, 'identifier_taken', 'Another jackpot has this identifier', { identifier: ['is taken'] });
  }
  const gameIds = [...new Set(input.game_ids)];
  await assertGamesExist(tx, gameIds, gameExists);
  await tx.update(jackpots).set({ identifier: input.identifier, name: input.name, state: input.state, rules: input.rules }).where(eq(jackpots.id, id));
  await tx.delete(jackpotGames).where(eq(jackpotGames.jackpotId, id));
  if (gameIds.length > 0) await tx.insert(jackpotGames).values(gameIds.map((gameId) => ({ jackpotId: id, gameId })));
  const levels = await tx.select().from(jackpotLevels).where(eq(jackpotLevels.jackpotId, id)).orderBy(asc(jackpotLevels.id)).for('update');
  for (const [position, l] of input.levels.entries()) {
    const existing = levels.find((x) => x.identifier === l.identifier);
    if (!existing) {
      await addLevel(tx, j, l, position, at, draw);
      continue;
    }
    const c = configOf(l);
    const same =
      c.name === existing.name &&
      c.seedCents === existing.seedCents &&
      c.contributionPpm === existing.contributionPpm &&
      c.dropRule === existing.dropRule &&
      c.mustDropByCents === existing.mustDropByCents &&
      c.dropProbabilityPpb === existing.dropProbabilityPpb;
    await tx
      .update(jackpotLevels)
      .set({ position, next: same ? null : c })
      .where(eq(jackpotLevels.id, existing.id));
  }
}

/**
 * An admin closes a jackpot: every level's pool goes back to the house's jackpot account by a
 * ledger transaction carrying the reason; later contributions find no active jackpot and are
 * ignored. Under the same row locks as contributions, so none lands after the pool left.
 */
export async function closeJackpot(tx: Tx, id: number, reason: string, staffId: number | null, at: Date): Promise<void> {
  const [j] = await tx.select().from(jackpots).where(eq(jackpots.id, id)).for('update');
  if (!j) throw new HttpError(404, 'jackpot_not_found', 'No such jackpot');
  if (j.state === 'closed') throw conflict('jackpot_closed', 'The jackpot is already closed');
  const levels = await tx.select().from(jackpotLevels).where(eq(jackpotLevels.jackpotId, id)).orderBy(asc(jackpotLevels.id)).for('update');
  for (const level of levels) {
    if (level.poolCents !== 0) {
      const pool = BigInt(level.poolCents);
      await postTransaction(tx, {
        idempotencyKey: `jackpot:close:${level.id}`,
        kind: 'jackpot_close',
        entries:
          pool > 0n
            ? legs(poolAccount(j.currency, level.id), pool, fundAccount(j.currency), pool)
            : legs(fundAccount(j.currency), -pool, poolAccount(j.currency, level.id), -pool),
        meta: { jackpot_id: id, level_id: level.id, reason, staff_id: staffId },
        at,
      });
    }
    await tx
      .update(jackpotLevels)
      .set({ poolCents: 0, returnedCents: sql`${jackpotLevels.returnedCents} + ${level.poolCents}`, dropPointCents: null, next: null })
      .where(eq(jackpotLevels.id, level.id));
  }
  await tx.update(jackpots).set({ state: 'closed', closedAt: at, closeReason: reason }).where(eq(jackpots.id, id));
}

/**
 * The reconciliation of every level (run by the wallet's reconcile with the ledger's checks):
 * the pool the level records is its ledger account's balance, and seed + contributions = pool +
 * paid + returned. Lists every level where either fails.
 */
export async function reconcilePools(db: Db | Tx): Promise<{ levelId: number; pool: number; ledger: string; totals: string }[]> {
  const rows = await db
    .select({ level: jackpotLevels, currency: jackpots.currency })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId));
  const out: { levelId: number; pool: number; ledger: string; totals: string }[] = [];
  for (const { level, currency } of rows) {
    const ledger = await accountBalance(db, poolAccount(currency, level.id));
    const totalsOk = level.seededCents + level.contributedCents === level.poolCents + level.paidCents + level.returnedCents;
    if (ledger !== BigInt(level.poolCents) || !totalsOk) {
      out.push({
        levelId: level.id,
        pool: level.poolCents,
        ledger: ledger.toString(),
        totals: `${level.seededCents}+${level.contributedCents} vs ${level.poolCents}+${level.paidCents}+${level.returnedCents}`,
      });
    }
  }
  return out;
}
