import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';

/**
 * Free spins (issue 15 item 3): a real-money session opened while the player holds playable free
 * spins for the game plays them. The games module does not know gifts: the composition root
 * (platform/modules.ts) passes the gifts module's port to `createGames`.
 */

/** One free-spins gift as a game page shows it. */
export interface FreeSpinsGiftState {
  giftId: number;
  /** Spins left to play. */
  left: number;
  total: number;
  /** The template's bet level: the stake of each free spin is the game's minimum bet times this. */
  betLevel: number;
  /** What the spins won so far (paid as bonus money), minor units. */
  win: bigint;
}

export interface FreeSpinPlay {
  giftId: number;
  playerId: number;
  currency: string;
  provider: string;
  gameId: number;
  /** The spin's transaction id: the ledger key of its win and the bonus key of a bonus it starts. */
  transactionId: string;
  at: Date;
}

export interface FreeSpinsPort {
  /** At a real launch: the player's free-spins gift with spins left for this game (activated or being played), or null. */
  forLaunch(db: Db, q: { playerId: number; gameId: number; currency: string; at: Date }): Promise<number | null>;
  /** The gift's spins for the page, or null when it has none to play (ended, used up). */
  state(db: Db | Tx, giftId: number): Promise<FreeSpinsGiftState | null>;
  /**
   * One free spin, inside the spin's transaction: the gift is locked (so a cancel waits for the
   * spin, and a spin after a cancel is refused: 409 `freespins_ended`), `draw` plays the round at
   * the bet level and records it, then its win is paid as bonus money, the count goes up and the
   * stage moves (handle_bets at the first spin, finished at the last). Returns the state after.
   */
  play(
    tx: Tx,
    q: FreeSpinPlay,
    draw: (betLevel: number) => Promise<{ win: bigint; roundId: number }>,
  ): Promise<FreeSpinsGiftState & { bonusId: number | null }>;
}

/** No free spins (apps or tests built without gifts). */
export const NO_FREE_SPINS: FreeSpinsPort = {
  forLaunch: async () => null,
  state: async () => null,
  play: async () => {
    throw freeSpinsEnded();
  },
};

/** The gift has no spin left to play, or ended (canceled, expired, used up). Never charged instead. */
export function freeSpinsEnded(): HttpError {
  return new HttpError(409, 'freespins_ended', 'These free spins are over', { free_spin: ['no free spins left'] });
}
