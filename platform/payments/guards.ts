import type { Tx } from '../db/client';
import type { PlatformDeps } from '../deps';

/**
 * The deposit hook (like platform/games/seamless/guards.ts betGuards): checks other modules
 * register at start-up (`depositGuards.push(check)`) without this module knowing them. They run
 * inside the transaction that creates the deposit, BEFORE the provider is called, so a refused
 * deposit never reaches a bank and leaves nothing behind. A guard refuses by throwing an
 * HttpError (the limits module throws 403 `limit_reached`).
 */
export interface DepositGuardContext {
  /** The deposit's database transaction: a guard reads (and may lock) what it needs inside it. */
  tx: Tx;
  /** The platform the deposit runs on (a guard needs its events or clock, e.g. to announce a reached limit). */
  deps: PlatformDeps;
  playerId: number;
  currency: string;
  /** Minor units. */
  amount: bigint;
  methodId: string;
  provider: string;
  at: Date;
}

export type DepositGuard = (ctx: DepositGuardContext) => Promise<void> | void;

export const depositGuards: DepositGuard[] = [];

export async function runDepositGuards(ctx: DepositGuardContext): Promise<void> {
  for (const guard of depositGuards) await guard(ctx);
}
