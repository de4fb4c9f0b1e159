import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { GameRecord } from '../catalog';

/**
 * The ports through which another module may refuse a real-money bet or launch: a policy throws
 * (`limitReached()` or any HttpError) to refuse. The games module does not know who decides:
 * the composition root (platform/modules.ts) passes the responsible-gambling limits' policies to
 * `createGames`, per app instance. Demo play is play money: no policy runs for it.
 */

export interface BetGuardContext {
  /** The bet's database transaction: a guard reads (and may lock) what it needs inside it. */
  tx: Tx;
  playerId: number;
  gameId: number;
  provider: string;
  currency: string;
  amount: bigint;
  at: Date;
}

export interface LaunchGuardContext {
  db: Db;
  playerId: number;
  game: GameRecord;
  currency: string;
  at: Date;
}

/** Runs inside the bet's transaction, before any money moves; throws to refuse. */
export type BetPolicy = (ctx: BetGuardContext) => Promise<void> | void;
/** Runs before a real-money game session is opened; throws to refuse. */
export type LaunchPolicy = (ctx: LaunchGuardContext) => Promise<void> | void;

/** What the games module asks before real-money play. */
export interface GamePolicies {
  bet: BetPolicy;
  launch: LaunchPolicy;
}

/** The refusal a guard throws; the game page sends the player to /profile/limits on it. */
export function limitReached(message = 'A responsible gambling limit has been reached', details?: Record<string, unknown>): HttpError {
  return new HttpError(403, 'limit_reached', message, undefined, details);
}
