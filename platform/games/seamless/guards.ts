import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { GameRecord } from '../catalog';

/**
 * Hooks the responsible-gambling limits (a later issue) fill: each guard may refuse a real-money
 * bet or launch by throwing `limitReached()`. They are plain exported lists so the limits module
 * registers its checks at start-up (`betGuards.push(check)`) without this module knowing it.
 * Demo play is play money: no guard runs for it.
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

export type BetGuard = (ctx: BetGuardContext) => Promise<void> | void;
export type LaunchGuard = (ctx: LaunchGuardContext) => Promise<void> | void;

export const betGuards: BetGuard[] = [];
export const launchGuards: LaunchGuard[] = [];

/** The refusal a guard throws; the game page sends the player to /profile/limits on it. */
export function limitReached(message = 'A responsible gambling limit has been reached', details?: Record<string, unknown>): HttpError {
  return new HttpError(403, 'limit_reached', message, undefined, details);
}

export async function runBetGuards(ctx: BetGuardContext): Promise<void> {
  for (const guard of betGuards) await guard(ctx);
}

export async function runLaunchGuards(ctx: LaunchGuardContext): Promise<void> {
  for (const guard of launchGuards) await guard(ctx);
}
