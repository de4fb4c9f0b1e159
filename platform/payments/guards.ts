import type { Tx } from '../db/client';

/**
 * The deposit port: a check another module owns (the responsible-gambling deposit limit and
 * exclusions; the chosen deposit bonus) that the composition root (platform/modules.ts) passes to createPayments, per app
 * instance. It runs inside the transaction that creates the deposit, BEFORE the provider is
 * called, so a refused deposit never reaches a bank and leaves nothing behind, and again as the
 * money arrives. It refuses by throwing an HttpError (the limits module throws 403 `limit_reached`).
 */
export interface DepositGuardContext {
  /** The deposit's database transaction: a policy reads (and may lock) what it needs inside it. */
  tx: Tx;
  playerId: number;
  currency: string;
  /** Minor units. */
  amount: bigint;
  methodId: string;
  provider: string;
  at: Date;
  /**
   * The deposit bonus chosen with the deposit (`bonus_id`), given only when the deposit starts:
   * the gifts policy refuses a bonus that does not apply (422 on `bonus_id`) before the provider
   * is called. Absent as the money arrives (the credit decides the bonus on its own).
   */
  bonusId?: number | null;
}

export type DepositPolicy = (ctx: DepositGuardContext) => Promise<void> | void;
