import type { Tx, Db } from '../db/client';

/**
 * Opens the player's ledger account in a currency if it does not exist (idempotent).
 * Registration calls it inside its transaction so a player never exists without an account.
 * Implemented by the wallet module.
 */
export async function openPlayerAccount(tx: Tx | Db, playerId: number, currency: string): Promise<void> {
  void tx;
  void playerId;
  void currency;
}
