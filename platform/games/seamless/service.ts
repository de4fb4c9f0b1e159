import { canonicalJson, jsonAmount } from '../../http/json';
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../clock';
import type { EventBus } from '../../events';
import { HttpError } from '../../http/errors';
import { DetailedHttpError } from './errors';
import { loseBonusIfSpent, payWin, playableBalance, refundStake, StakeRefusedError, takeStake, type StakeGame } from '../../bonuses/index';
import { gameCategoryKeys } from '../catalog';
import type { ProviderAnswer, ProviderBetRequest, ProviderRollbackRequest, ProviderWinRequest } from '../../../schemas/game-provider';
import type { BetPolicy } from './guards';
import { appendEvent } from '../../outbox';
import { gameRounds, gameSessions, providerTransactions } from './schema';
import { loadSession, type GameSessionRow } from './sessions';
import { freeSpinsEnded, type FreeSpinsGiftState, type FreeSpinsPort } from './freespins';

/** What a free spin's draw showed: the stake it played (for nothing), its win and the outcome. */
export interface FreeSpinDraw {
  stake: number;
  win: number;
  outcome: Record<string, unknown>;
}

/** A free spin's stored answer: what the studio shows, replayed as is for a repeat of its id. */
export interface FreeSpinAnswer {
  balance: number;
  currency: string;
  transaction_id: string;
  round_id: string;
  round: number;
  stake: number;
  win: number;
  outcome: Record<string, unknown>;
  freespins: { gift_id: number; left: number; total: number; stake: number; win_cents: number };
}

/**
 * The seamless-wallet operations (README): balance, bet, win, rollback. Each money call runs in
 * ONE database transaction that claims the provider's transaction id, moves the money (ledger
 * posting for real play, the session's play balance for demo), writes the round and stores the
 * answer; a repeat of the id gets the stored answer, the id with other fields a 409.
 */

/**
 * Round ids of the built-in studio (house-studio spin.ts): its recovery closes open rounds by this
 * prefix, so the provider calls may not open a round with it (routes.ts).
 */
export const STUDIO_ROUND_PREFIX = 'studio-';

export interface ProtocolDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
}

const requestHash = (action: string, body: object) =>
  createHash('sha256')
    .update(`${action}\n${canonicalJson(body)}`)
    .digest('hex');

type TxRow = typeof providerTransactions.$inferSelect;

/**
 * Claims (provider, tx id) for this call. Returns null when claimed, or the earlier row when the id
 * is already used; a concurrent claim of the same id waits on the unique index until the other
 * transaction ends, so exactly one call ever does the work.
 */
async function claim(
  tx: Tx,
  v: {
    provider: string;
    providerTxId: string;
    kind: TxRow['kind'];
    sessionId: number;
    roundRef: string | null;
    amount: bigint;
    hash: string;
    targetTxId?: string;
    at: Date;
  },
): Promise<{ id: number } | { existing: TxRow }> {
  const [row] = await tx
    .insert(providerTransactions)
    .values({
      provider: v.provider,
      providerTxId: v.providerTxId,
      kind: v.kind,
      sessionId: v.sessionId,
      roundRef: v.roundRef,
      amount: v.amount,
      requestHash: v.hash,
      targetTxId: v.targetTxId ?? null,
      state: 'done',
      createdAt: v.at,
    })
    .onConflictDoNothing({ target: [providerTransactions.provider, providerTransactions.providerTxId] })
    .returning({ id: providerTransactions.id });
  if (row) return row;
  const [existing] = await tx
    .select()
    .from(providerTransactions)
    .where(and(eq(providerTransactions.provider, v.provider), eq(providerTransactions.providerTxId, v.providerTxId)));
  return { existing: existing! };
}

/** The stored answer of a repeated id, or the refusal of a reused one. */
function replayOf(existing: TxRow, hash: string): ProviderAnswer {
  if (existing.state === 'tombstone')
    throw new HttpError(409, 'transaction_rolled_back', 'This bet was rolled back before it arrived and cannot be placed', {
      transaction_id: ['was rolled back'],
    });
  if (existing.requestHash !== hash || !existing.answer) {
    throw new HttpError(409, 'transaction_conflict', 'This transaction id was already used with other fields', {
      transaction_id: ['was already used for another request'],
    });
  }
  return existing.answer as ProviderAnswer;
}

const sessionMismatch = () => new HttpError(409, 'round_conflict', 'This round belongs to another game session', { round_id: ['belongs to another session'] });

interface Moved {
  before: bigint;
  after: bigint;
  /** Real play: the part taken from or paid on behalf of bonus money, and the bonus a stake counted towards. */
  bonusAmount: bigint;
  bonusId: number | null;
}

/**
 * Takes `amount` from the session's balance, or refuses with the balance. Demo: the play balance.
 * Real: real money first, then the active bonus's money (platform/bonuses takeStake), in one
 * ledger posting inside our transaction.
 */
async function debit(
  tx: Tx,
  s: GameSessionRow,
  amount: bigint,
  key: string,
  meta: Record<string, unknown>,
  at: Date,
  roundBonusId: number | null,
): Promise<Moved> {
  if (s.mode === 'demo') {
    const before = s.playBalance ?? 0n;
    if (before < amount) throw insufficient(before, s.currency);
    const after = before - amount;
    await tx.update(gameSessions).set({ playBalance: after }).where(eq(gameSessions.id, s.id));
    s.playBalance = after;
    return { before, after, bonusAmount: 0n, bonusId: null };
  }
  try {
    const split = await takeStake(
      tx,
      { playerId: s.playerId!, currency: s.currency },
      amount,
      { idempotencyKey: key, kind: 'bet', meta, at },
      roundBonusId,
      stakeGame(tx, s),
    );
    return { before: split.before, after: split.after, bonusAmount: split.bonus, bonusId: split.bonusId };
  } catch (err) {
    if (err instanceof StakeRefusedError) throw insufficient(err.playable, s.currency);
    throw err;
  }
}

/** The session's game for a bonus's wagering contributions (read only when the bonus has rules). */
const stakeGame =
  (tx: Tx, s: GameSessionRow): StakeGame =>
  async () => ({ provider: s.provider, categories: await gameCategoryKeys(tx, s.gameId) });

/** Gives `amount` to a demo session's play balance. */
async function creditDemo(tx: Tx, s: GameSessionRow, amount: bigint): Promise<Moved> {
  const before = s.playBalance ?? 0n;
  const after = before + amount;
  if (amount > 0n) await tx.update(gameSessions).set({ playBalance: after }).where(eq(gameSessions.id, s.id));
  s.playBalance = after;
  return { before, after, bonusAmount: 0n, bonusId: null };
}

/** The round has no open bet left that drew on this bonus: nothing of it is in play. */
async function bonusInPlay(tx: Tx, playerId: number, bonusId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.status, 'open'), eq(gameRounds.bonusId, bonusId), gt(gameRounds.betBonus, 0n)))
    .limit(1);
  return open !== undefined;
}

function insufficient(balance: bigint, currency: string): DetailedHttpError {
  return new DetailedHttpError(
    422,
    'insufficient_funds',
    'Not enough money for this bet',
    { amount: ['is more than the balance'] },
    { balance: jsonAmount(balance), currency },
  );
}

/** Demo: the play balance. Real: cash plus bonus money, all of which a bet may take. */
async function sessionBalance(db: Db | Tx, s: GameSessionRow): Promise<bigint> {
  if (s.mode === 'demo') return s.playBalance ?? 0n;
  return playableBalance(db, { playerId: s.playerId!, currency: s.currency });
}

type BetRequest = Omit<ProviderBetRequest, 'session'>;
type WinRequest = Omit<ProviderWinRequest, 'session'>;
type RollbackRequest = Omit<ProviderRollbackRequest, 'session'>;
type RoundAnswer = ProviderAnswer & { round: number };
type RoundRow = typeof gameRounds.$inferSelect;

/**
 * One operation's result inside a transaction. What the player's pages are told (balance, bonus
 * stages) follows from the facts it wrote to the event stream (bonuses/stream.ts), not from here.
 */
interface Step<A> {
  answer: A;
}

/** The session a provider call names, locked: the first lock of every operation (one lock order, README). */
async function providerSession(tx: Tx, provider: string, token: string): Promise<GameSessionRow> {
  const s = await loadSession(tx, token, true);
  if (s.provider !== provider) throw sessionProviderMismatch();
  return s;
}

/** A round left open, closed by `closeOpenRound`: a win to pay into it, or null to roll its bets back. */
export type OpenRoundClosing = { transaction_id: string; amount: number; outcome?: Record<string, unknown> } | null;

export class ProtocolService {
  /** `betPolicy` may refuse a real-money bet inside its transaction (the limits' policy, passed in by createGames). */
  constructor(
    private readonly deps: ProtocolDeps,
    private readonly betPolicy: BetPolicy,
    readonly freeSpins: FreeSpinsPort,
  ) {}

  /**
   * One free spin of the session's free-spins gift (the studio's, issue 15 item 3), in ONE
   * transaction: the session locked, the spin's id claimed (a repeat answers the stored answer, so
   * a replayed spin plays and pays once), then the gifts port takes a spin of the gift (locked;
   * refused with 409 `freespins_ended` when none is left or the gift ended), `draw` plays the round
   * at the gift's bet level, the round is recorded settled with `bet` 0 and flagged, and its win is
   * paid as bonus money with the template's wager. Nothing is taken from the player.
   */
  async freeSpin(
    provider: string,
    token: string,
    ids: { transaction_id: string; round_id: string },
    draw: (betLevel: number) => Promise<FreeSpinDraw> | FreeSpinDraw,
  ): Promise<{ answer: FreeSpinAnswer; replayed: boolean }> {
    const at = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const s = await providerSession(tx, provider, token);
      if (s.mode !== 'real' || s.freespinsGiftId === null || s.playerId === null) throw freeSpinsEnded();
      const hash = requestHash('freespin', { ...ids, session_id: s.id });
      const claimed = await claim(tx, {
        provider,
        providerTxId: ids.transaction_id,
        kind: 'win',
        sessionId: s.id,
        roundRef: ids.round_id,
        amount: 0n,
        hash,
        at,
      });
      if ('existing' in claimed) return { answer: replayOf(claimed.existing, hash) as unknown as FreeSpinAnswer, replayed: true };
      if (at.getTime() >= s.expiresAt.getTime())
        throw new HttpError(403, 'session_expired', 'The game session has expired; open the game again', { session: ['has expired'] });
      const who = { playerId: s.playerId, currency: s.currency };
      const before = await playableBalance(tx, who);
      let played: FreeSpinDraw | undefined;
      let roundId = 0;
      const state: FreeSpinsGiftState & { bonusId: number | null } = await this.freeSpins.play(
        tx,
        { giftId: s.freespinsGiftId, playerId: s.playerId, currency: s.currency, provider, gameId: s.gameId, transactionId: ids.transaction_id, at },
        async (betLevel) => {
          played = await draw(betLevel);
          const [round] = await tx
            .insert(gameRounds)
            .values({
              provider,
              roundRef: ids.round_id,
              sessionId: s.id,
              playerId: s.playerId,
              gameId: s.gameId,
              mode: 'real',
              currency: s.currency,
              bet: 0n,
              win: BigInt(played.win),
              balanceBefore: before,
              balanceAfter: before + BigInt(played.win),
              outcome: { ...played.outcome, free_spin: true, stake: played.stake },
              freespinsGiftId: s.freespinsGiftId,
              status: 'settled',
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: gameRounds.id });
          roundId = round!.id;
          return { win: BigInt(played.win), roundId };
        },
      );
      if (!played) throw new Error('A free spin committed without a draw');
      const answer: FreeSpinAnswer = {
        balance: jsonAmount(before + BigInt(played.win)),
        currency: s.currency,
        transaction_id: ids.transaction_id,
        round_id: ids.round_id,
        round: roundId,
        stake: played.stake,
        win: played.win,
        outcome: played.outcome,
        freespins: { gift_id: state.giftId, left: state.left, total: state.total, stake: played.stake, win_cents: Number(state.win) },
      };
      await tx
        .update(providerTransactions)
        .set({
          answer: answer as unknown as Record<string, unknown>,
          roundId,
          amount: BigInt(played.win),
          bonusAmount: BigInt(played.win),
          bonusId: state.bonusId,
        })
        .where(eq(providerTransactions.id, claimed.id));
      // A win is a win to the stream's readers (balance pushes, engines): all of it bonus money.
      if (played.win > 0)
        await appendEvent(tx, {
          type: 'win.paid',
          playerId: s.playerId,
          at,
          payload: gameMoney(s, provider, ids.transaction_id, BigInt(played.win), BigInt(played.win), state.bonusId, roundId),
        });
      return { answer, replayed: false };
    });
  }

  /** The session's balance (allowed after expiry: a provider may show it on a closing screen). */
  async balance(provider: string, token: string): Promise<ProviderAnswer> {
    const s = await loadSession(this.deps.db, token);
    if (s.provider !== provider) throw sessionProviderMismatch();
    return { balance: jsonAmount(await sessionBalance(this.deps.db, s)), currency: s.currency };
  }

  /** Takes a stake. Refused after the session expired, over the balance, or by a bet guard. */
  async bet(provider: string, req: ProviderBetRequest): Promise<RoundAnswer> {
    const at = this.deps.clock.now();
    const out = await this.deps.db.transaction(async (tx) =>
      this.betIn(tx, await providerSession(tx, provider, req.session), provider, req, requestHash('bet', req), at),
    );
    return out.answer;
  }

  /** Pays a win into an open or settled round; accepted after the session expired. Zero closes a lost round. */
  async win(provider: string, req: ProviderWinRequest): Promise<RoundAnswer> {
    const at = this.deps.clock.now();
    const out = await this.deps.db.transaction(async (tx) =>
      this.winIn(tx, await providerSession(tx, provider, req.session), provider, req, requestHash('win', req), at),
    );
    return out.answer;
  }

  /**
   * Undoes a bet: refunds its stake and marks its round rolled back. Accepted after expiry. A
   * rollback of a bet not seen yet leaves a tombstone in the bet's place, so that bet is refused
   * when it arrives late; a second rollback of one bet moves no money.
   */
  async rollback(provider: string, req: ProviderRollbackRequest): Promise<ProviderAnswer> {
    const at = this.deps.clock.now();
    const out = await this.deps.db.transaction(async (tx) =>
      this.rollbackIn(tx, await providerSession(tx, provider, req.session), provider, req, requestHash('rollback', req), at),
    );
    return out.answer;
  }

  /**
   * A bet and its win in ONE database transaction (the built-in studio's round): a crash anywhere
   * between them leaves nothing, neither a stake taken nor an open round. Each step is the same
   * code as the separate calls and claims its own transaction id, so idempotency, bet guards,
   * wagering and the ledger rules hold unchanged; `draw` runs once the bet is accepted (inside the
   * transaction) and gives the win. Both facts reach the event stream with the one commit.
   */
  async betAndWin(provider: string, bet: ProviderBetRequest, draw: () => Promise<WinRequest>): Promise<{ bet: RoundAnswer; win: RoundAnswer }> {
    const at = this.deps.clock.now();
    const out = await this.deps.db.transaction(async (tx) => {
      const s = await providerSession(tx, provider, bet.session);
      const placed = await this.betIn(tx, s, provider, bet, requestHash('bet', bet), at);
      const winReq = { ...(await draw()), session: bet.session };
      const paid = await this.winIn(tx, s, provider, winReq, requestHash('win', winReq), at);
      return [placed, paid] as const;
    });
    return { bet: out[0].answer, win: out[1].answer };
  }

  /**
   * Closes a round its game left open (the studio's recovery, house-studio/recovery.ts), exactly
   * once however many callers race: in one transaction the round's session and then the round are
   * locked and the round must still be open; `closing` then says how (a win to pay, or null: every
   * bet of the round rolled back, each under the id `<bet id>:rollback`). The ids are claimed as a
   * provider's calls are, so a repeat of either step moves nothing either.
   */
  async closeOpenRound(roundId: number, closing: (round: RoundRow) => OpenRoundClosing): Promise<'settled' | 'rolled_back' | 'not_open'> {
    const at = this.deps.clock.now();
    const out = await this.deps.db.transaction(async (tx) => {
      const [peek] = await tx.select({ sessionId: gameRounds.sessionId }).from(gameRounds).where(eq(gameRounds.id, roundId));
      if (!peek) return null;
      const [s] = await tx.select().from(gameSessions).where(eq(gameSessions.id, peek.sessionId)).for('update');
      const [round] = await tx.select().from(gameRounds).where(eq(gameRounds.id, roundId)).for('update');
      if (!s || !round || round.status !== 'open') return null;
      // Not a provider's call: the request hash names the session by id (the token is never stored).
      const hashed = (action: string, req: object) => requestHash(action, { ...req, session_id: s.id });
      const win = closing(round);
      if (win) {
        const req = { transaction_id: win.transaction_id, round_id: round.roundRef, amount: win.amount, ...(win.outcome ? { outcome: win.outcome } : {}) };
        return { how: 'settled' as const, steps: [await this.winIn(tx, s, round.provider, req, hashed('win', req), at)] };
      }
      const bets = await tx
        .select({ providerTxId: providerTransactions.providerTxId })
        .from(providerTransactions)
        .where(and(eq(providerTransactions.roundId, round.id), eq(providerTransactions.kind, 'bet'), eq(providerTransactions.state, 'done')))
        .orderBy(providerTransactions.id);
      const steps: Step<ProviderAnswer>[] = [];
      for (const bet of bets) {
        const req = { transaction_id: `${bet.providerTxId}:rollback`, rollback_transaction_id: bet.providerTxId, round_id: round.roundRef };
        steps.push(await this.rollbackIn(tx, s, round.provider, req, hashed('rollback', req), at));
      }
      return { how: 'rolled_back' as const, steps };
    });
    if (!out) return 'not_open';
    return out.how;
  }

  private async betIn(tx: Tx, s: GameSessionRow, provider: string, req: BetRequest, hash: string, at: Date): Promise<Step<RoundAnswer>> {
    const amount = BigInt(req.amount);
    const claimed = await claim(tx, { provider, providerTxId: req.transaction_id, kind: 'bet', sessionId: s.id, roundRef: req.round_id, amount, hash, at });
    if ('existing' in claimed) return { answer: replayOf(claimed.existing, hash) as RoundAnswer };
    if (at.getTime() >= s.expiresAt.getTime())
      throw new HttpError(403, 'session_expired', 'The game session has expired; open the game again', { session: ['has expired'] });
    if (s.mode === 'real') await this.betPolicy({ tx, playerId: s.playerId!, gameId: s.gameId, provider, currency: s.currency, amount, at });

    // A further bet in an open round keeps to the bonus the round drew on (platform/bonuses takeStake).
    const [open] = await tx
      .select({ bonusId: gameRounds.bonusId })
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundRef, req.round_id)));
    const moved = await debit(
      tx,
      s,
      amount,
      `game:${provider}:bet:${req.transaction_id}`,
      { provider, transaction_id: req.transaction_id, round_id: req.round_id, game_id: s.gameId },
      at,
      open?.bonusId ?? null,
    );
    const round = await this.upsertRoundForBet(tx, s, provider, req.round_id, amount, moved, at);
    const answer = { balance: jsonAmount(moved.after), currency: s.currency, transaction_id: req.transaction_id, round_id: req.round_id, round };
    await tx
      .update(providerTransactions)
      .set({ answer, roundId: round, bonusAmount: moved.bonusAmount, bonusId: moved.bonusId })
      .where(eq(providerTransactions.id, claimed.id));
    if (s.mode === 'real')
      await appendEvent(tx, {
        type: 'bet.placed',
        playerId: s.playerId!,
        at,
        payload: gameMoney(s, provider, req.transaction_id, amount, moved.bonusAmount, moved.bonusId, round),
      });
    return { answer };
  }

  private async winIn(tx: Tx, s: GameSessionRow, provider: string, req: WinRequest, hash: string, at: Date): Promise<Step<RoundAnswer>> {
    const amount = BigInt(req.amount);
    const claimed = await claim(tx, { provider, providerTxId: req.transaction_id, kind: 'win', sessionId: s.id, roundRef: req.round_id, amount, hash, at });
    if ('existing' in claimed) return { answer: replayOf(claimed.existing, hash) as RoundAnswer };
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundRef, req.round_id)))
      .for('update');
    if (!round) throw new HttpError(404, 'round_not_found', 'No bet was placed in this round', { round_id: ['has no bet'] });
    if (round.sessionId !== s.id) throw sessionMismatch();
    if (round.status === 'rolled_back') throw new HttpError(409, 'round_rolled_back', 'This round was rolled back', { round_id: ['was rolled back'] });

    const meta = { provider, transaction_id: req.transaction_id, round_id: req.round_id, game_id: s.gameId };
    const who = { playerId: s.playerId!, currency: s.currency };
    const moved: Moved =
      s.mode === 'demo'
        ? await creditDemo(tx, s, amount)
        : await payWin(tx, who, amount, round, { idempotencyKey: `game:${provider}:win:${req.transaction_id}`, kind: 'win', meta, at }).then((p) => ({
            before: p.before,
            after: p.after,
            bonusAmount: p.bonus,
            bonusId: round.bonusId,
          }));
    await tx
      .update(gameRounds)
      .set({
        win: sql`${gameRounds.win} + ${amount}`,
        balanceAfter: moved.after,
        status: 'settled',
        updatedAt: at,
        ...(req.outcome ? { outcome: req.outcome } : {}),
      })
      .where(eq(gameRounds.id, round.id));
    // The round is settled: a bonus whose money is all spent, with nothing else in play, is lost.
    if (s.mode === 'real' && round.betBonus > 0n) await loseBonusIfSpent(tx, who, at, (bonusId) => bonusInPlay(tx, who.playerId, bonusId));
    const answer = { balance: jsonAmount(moved.after), currency: s.currency, transaction_id: req.transaction_id, round_id: req.round_id, round: round.id };
    await tx.update(providerTransactions).set({ answer, roundId: round.id, bonusAmount: moved.bonusAmount }).where(eq(providerTransactions.id, claimed.id));
    if (s.mode === 'real')
      await appendEvent(tx, {
        type: 'win.paid',
        playerId: s.playerId!,
        at,
        payload: gameMoney(s, provider, req.transaction_id, amount, moved.bonusAmount, round.bonusId, round.id),
      });
    return { answer };
  }

  private async rollbackIn(tx: Tx, s: GameSessionRow, provider: string, req: RollbackRequest, hash: string, at: Date): Promise<Step<ProviderAnswer>> {
    if (req.rollback_transaction_id === req.transaction_id)
      throw new HttpError(422, 'validation_failed', 'A rollback needs its own transaction id', {
        rollback_transaction_id: ['must differ from transaction_id'],
      });
    const claimed = await claim(tx, {
      provider,
      providerTxId: req.transaction_id,
      kind: 'rollback',
      sessionId: s.id,
      roundRef: req.round_id ?? null,
      amount: 0n,
      hash,
      targetTxId: req.rollback_transaction_id,
      at,
    });
    if ('existing' in claimed) return { answer: replayOf(claimed.existing, hash) };

    // The bet's row, or a tombstone in its place; whoever inserts first wins the unique index.
    await tx
      .insert(providerTransactions)
      .values({
        provider,
        providerTxId: req.rollback_transaction_id,
        kind: 'bet',
        sessionId: s.id,
        roundRef: req.round_id ?? null,
        amount: 0n,
        requestHash: 'tombstone',
        state: 'tombstone',
        createdAt: at,
      })
      .onConflictDoNothing({ target: [providerTransactions.provider, providerTransactions.providerTxId] });
    const [bet] = await tx
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.providerTxId, req.rollback_transaction_id)))
      .for('update');
    if (!bet) throw new Error('The rolled-back transaction row vanished');
    if (bet.kind !== 'bet') throw new HttpError(422, 'not_a_bet', 'Only a bet can be rolled back', { rollback_transaction_id: ['is not a bet'] });
    if (bet.sessionId !== s.id) throw sessionMismatch();

    let after: bigint;
    if (bet.state === 'done' && bet.roundId) {
      // A win already paid on this round would stay paid while the stake came back: the provider must settle it otherwise.
      const [round] = await tx.select({ win: gameRounds.win }).from(gameRounds).where(eq(gameRounds.id, bet.roundId)).for('update');
      if (round && round.win > 0n)
        throw new HttpError(409, 'round_settled', 'This round already paid a win; its bet cannot be rolled back', {
          rollback_transaction_id: ['belongs to a round that paid a win'],
        });
    }
    if (bet.state === 'done') {
      const meta = { provider, transaction_id: req.transaction_id, rolled_back: bet.providerTxId, game_id: s.gameId };
      const who = { playerId: s.playerId!, currency: s.currency };
      // Each part of the stake goes back where it came from (platform/bonuses refundStake).
      const moved =
        s.mode === 'demo'
          ? await creditDemo(tx, s, bet.amount)
          : await refundStake(
              tx,
              who,
              bet,
              { idempotencyKey: `game:${provider}:rollback:${req.transaction_id}`, kind: 'bet_rollback', meta, at },
              stakeGame(tx, s),
            );
      after = moved.after;
      await tx.update(providerTransactions).set({ state: 'rolled_back' }).where(eq(providerTransactions.id, bet.id));
      if (bet.roundId) {
        await tx.update(gameRounds).set({ status: 'rolled_back', balanceAfter: after, updatedAt: at }).where(eq(gameRounds.id, bet.roundId));
      }
      if (s.mode === 'real') {
        const payload = gameMoney(s, provider, req.transaction_id, bet.amount, bet.bonusAmount, bet.bonusId, bet.roundId);
        await appendEvent(tx, { type: 'bet.rolled_back', playerId: s.playerId!, at, payload: { ...payload, rolled_back_transaction_id: bet.providerTxId } });
      }
      if (s.mode === 'real' && bet.bonusAmount > 0n) await loseBonusIfSpent(tx, who, at, (bonusId) => bonusInPlay(tx, who.playerId, bonusId));
    } else {
      // Already rolled back, or never placed (the tombstone just written): nothing to move.
      after = await sessionBalance(tx, s);
    }
    const answer = {
      balance: jsonAmount(after),
      currency: s.currency,
      transaction_id: req.transaction_id,
      ...(req.round_id ? { round_id: req.round_id } : {}),
    };
    await tx.update(providerTransactions).set({ answer, roundId: bet.roundId }).where(eq(providerTransactions.id, claimed.id));
    return { answer };
  }

  private async upsertRoundForBet(tx: Tx, s: GameSessionRow, provider: string, roundRef: string, amount: bigint, moved: Moved, at: Date): Promise<number> {
    const [created] = await tx
      .insert(gameRounds)
      .values({
        provider,
        roundRef,
        sessionId: s.id,
        playerId: s.playerId,
        gameId: s.gameId,
        mode: s.mode,
        currency: s.currency,
        bet: amount,
        betBonus: moved.bonusAmount,
        bonusId: moved.bonusAmount > 0n ? moved.bonusId : null,
        win: 0n,
        balanceBefore: moved.before,
        balanceAfter: moved.after,
        status: 'open',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: [gameRounds.provider, gameRounds.roundRef] })
      .returning({ id: gameRounds.id });
    if (created) return created.id;
    // A further bet in a round already open (e.g. a side bet): it must be this session's and not closed.
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundRef, roundRef)))
      .for('update');
    if (!round || round.sessionId !== s.id) throw sessionMismatch();
    if (round.status !== 'open') throw new HttpError(409, 'round_closed', 'This round is already closed', { round_id: ['is closed'] });
    await tx
      .update(gameRounds)
      .set({
        bet: sql`${gameRounds.bet} + ${amount}`,
        betBonus: sql`${gameRounds.betBonus} + ${moved.bonusAmount}`,
        ...(moved.bonusAmount > 0n && round.bonusId === null ? { bonusId: moved.bonusId } : {}),
        balanceAfter: moved.after,
        updatedAt: at,
      })
      .where(eq(gameRounds.id, round.id));
    return round.id;
  }
}

/** The stream's record of a real-money call (schemas/domain-events.ts GameMoney). */
function gameMoney(
  s: GameSessionRow,
  provider: string,
  transactionId: string,
  amount: bigint,
  bonusAmount: bigint,
  bonusId: number | null,
  roundId: number | null,
) {
  return {
    currency: s.currency,
    amount_cents: Number(amount),
    bonus_amount_cents: Number(bonusAmount),
    bonus_id: bonusId,
    provider,
    game_id: s.gameId,
    round_id: roundId,
    transaction_id: transactionId,
  };
}

function sessionProviderMismatch() {
  return new HttpError(403, 'session_provider_mismatch', 'This game session belongs to another provider', { session: ['belongs to another provider'] });
}
