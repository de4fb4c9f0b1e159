import { randomUUID } from 'node:crypto';
import type { StudioSpinRequest, StudioSpinResponse } from '../../../schemas/game-provider';
import { HttpError } from '../../http/errors';
import { playerBalances } from '../../wallet/index';
import { findGame, isStudioEngine } from '../catalog';
import { STUDIO_ROUND_PREFIX, type ProtocolDeps, type ProtocolService } from '../seamless/service';
import { loadSession } from '../seamless/sessions';
import { ENGINES } from './engines';
import { spinFaults } from './faults';
import { betErrors, playRound, type PlayedRound } from './play';

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
  const errors = betErrors(def, req.bet);
  if (errors) throw new HttpError(422, 'bet_invalid', 'The bet is outside this game’s limits', errors);
  if (def.kind === 'slot' && req.pick) throw new HttpError(422, 'validation_failed', 'A slot takes no pick', { pick: ['is only for roulette'] });

  const round = `${STUDIO_ROUND_PREFIX}${randomUUID()}`;
  const drawn: { played?: PlayedRound } = {};
  // Bet, draw and win commit together: a crash anywhere in between leaves no stake taken and no open round.
  const { win } = await protocol.betAndWin(session.provider, { session: req.session, transaction_id: `${round}:bet`, round_id: round, amount: req.bet }, async () => {
    await spinFaults.afterBet?.();
    const played = (drawn.played = playRound(engine, req.bet, req.pick));
    return { transaction_id: `${round}:win`, round_id: round, amount: played.win, outcome: played.outcome as unknown as Record<string, unknown> };
  });
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
  if (session.mode === 'real' && session.playerId) {
    const b = (await playerBalances(deps.db, session.playerId)).get(session.currency) ?? { cash: 0n, bonus: 0n };
    out.account = { amount_cents: Number(b.cash + b.bonus), available_to_cashout_cents: Number(b.cash) };
  }
  return out;
}
