import { randomUUID } from 'node:crypto';
import type { StudioSpinRequest, StudioSpinResponse } from '../../../schemas/game-provider';
import { HttpError } from '../../http/errors';
import { playerBalances } from '../../wallet/index';
import { findGame, isStudioEngine } from '../catalog';
import { STUDIO_ROUND_PREFIX, type ProtocolDeps, type ProtocolService } from '../seamless/service';
import { loadSession } from '../seamless/sessions';
import { ENGINES } from './engines';
import { spinFaults } from './faults';
import { betErrors, freeSpinStake, playRound, type PlayedRound } from './play';
import type { GameSessionRow } from '../seamless/sessions';
import type { StudioEngine } from '../catalog';

export type SpinResult = StudioSpinResponse;

/**
 * One round of the built-in studio, played through the seamless protocol's own steps: a bet
 * (refused when over the balance, after expiry or by a limit), then the engine's outcome from
 * node:crypto, then the win (zero for a loss) in the same round, which settles it and stores the
 * outcome; all three in one database transaction (ProtocolService.betAndWin).
 */
export async function spin(deps: ProtocolDeps, protocol: ProtocolService, req: StudioSpinRequest): Promise<SpinResult> {
  const session = await loadSession(deps.db, req.session);
  const game = await findGame(deps.db, session.gameId);
  if (!game || !isStudioEngine(game.engine)) throw new HttpError(422, 'game_unavailable', 'This game cannot be played', { session: ['has no playable game'] });
  const engine = game.engine;
  const def = ENGINES[engine];
  if (def.kind === 'slot' && req.pick) throw new HttpError(422, 'validation_failed', 'A slot takes no pick', { pick: ['is only for roulette'] });
  if (req.free_spin) return freeSpin(deps, protocol, session, engine, req);
  const errors = betErrors(def, req.bet);
  if (errors) throw new HttpError(422, 'bet_invalid', 'The bet is outside this game’s limits', errors);

  const round = `${STUDIO_ROUND_PREFIX}${randomUUID()}`;
  const drawn: { played?: PlayedRound } = {};
  // Bet, draw and win commit together: a crash anywhere in between leaves no stake taken and no open round.
  const { win } = await protocol.betAndWin(
    session.provider,
    { session: req.session, transaction_id: `${round}:bet`, round_id: round, amount: req.bet },
    async () => {
      await spinFaults.afterBet?.();
      const played = (drawn.played = playRound(engine, req.bet, req.pick));
      return { transaction_id: `${round}:win`, round_id: round, amount: played.win, outcome: played.outcome as unknown as Record<string, unknown> };
    },
  );
  const { played } = drawn;
  if (!played) throw new Error('The round committed without a draw');
  const out: SpinResult = {
    round_id: win.round,
    bet: req.bet,
    win: played.win,
    balance: win.balance,
    currency: win.currency,
    outcome: played.outcome as unknown as Record<string, unknown>,
    mode: session.mode,
  };
  if (session.mode === 'real' && session.playerId) out.account = await account(deps, session.playerId, session.currency);
  return out;
}

async function account(deps: ProtocolDeps, playerId: number, currency: string) {
  const b = (await playerBalances(deps.db, playerId)).get(currency) ?? { cash: 0n, bonus: 0n };
  return { amount_cents: Number(b.cash + b.bonus), available_to_cashout_cents: Number(b.cash) };
}

/**
 * A free spin of the session's free-spins gift (ProtocolService.freeSpin): the stake is the game's
 * minimum bet times the gift's bet level and costs nothing; the win is bonus money. `spin_id`
 * names the click: a retry of it answers the first spin again, never plays a second.
 */
async function freeSpin(
  deps: ProtocolDeps,
  protocol: ProtocolService,
  session: GameSessionRow,
  engine: StudioEngine,
  req: StudioSpinRequest,
): Promise<SpinResult> {
  const round = `${STUDIO_ROUND_PREFIX}fs-${req.spin_id ?? randomUUID()}`;
  const { answer } = await protocol.freeSpin(session.provider, req.session, { transaction_id: `${round}:free`, round_id: round }, (betLevel) => {
    const stake = freeSpinStake(ENGINES[engine], betLevel);
    const played = playRound(engine, stake, req.pick);
    return { stake, win: played.win, outcome: played.outcome as unknown as Record<string, unknown> };
  });
  return {
    round_id: answer.round,
    bet: 0,
    win: answer.win,
    balance: answer.balance,
    currency: answer.currency,
    outcome: answer.outcome,
    mode: 'real',
    freespins: answer.freespins,
    account: await account(deps, session.playerId!, session.currency),
  };
}
