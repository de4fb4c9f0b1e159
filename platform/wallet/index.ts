import type { PlatformApp } from '../http/types';
import walletRoutes from './routes';

/** The wallet module: the player's accounts call; everything else is the ledger functions below. */
export function createWallet() {
  return { routes: (app: PlatformApp) => walletRoutes(app) };
}

/**
 * What other modules (payments, games, bonuses, seed, back office) may use from the wallet:
 * the ledger service, account helpers and the reconciliation check. Tables stay private to the
 * module except through these functions.
 */
export {
  postTransaction,
  pgErrorCode,
  LedgerError,
  IdempotencyConflictError,
  InsufficientFundsError,
  type EntryInput,
  type PostTransactionInput,
  type PostedEntry,
  type PostedTransaction,
} from './ledger';
export {
  openPlayerAccount,
  ensureAccounts,
  playerBalances,
  playersBalances,
  accountBalance,
  lockPlayerBalances,
  accountKey,
  PLAYER_PURPOSES,
  HOUSE_PURPOSES,
  type AccountRef,
  type PlayerPurpose,
  type HousePurpose,
} from './accounts';
export { reconcile, type ReconciliationReport, type ReconcileCheck } from './reconcile';
export { depositsSince, cashCurrencies } from './reads';
export { playerAccountsView } from './view';
