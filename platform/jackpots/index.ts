import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import type { ReconcileCheck } from '../wallet/index';
import { reconcilePools, type JackpotPorts } from './engine';
import jackpotRoutes from './routes';
import { contributionsConsumer, jackpotWinPushConsumer } from './stream';

/**
 * The jackpots module (README): mystic jackpots whose pools are ledger money fed by the event
 * stream, drops paid once, the public calls and marketing's back office.
 */
export function createJackpots() {
  return {
    routes: (app: PlatformApp) => jackpotRoutes(app),
    /** The pools' reconciliation, run with the ledger's (wallet reconcile). */
    reconcileCheck: { name: 'jackpot_pools', run: reconcilePools } satisfies ReconcileCheck,
  };
}

/** The stream's jackpot reactions (registered in platform/modules.ts eventConsumers). */
export function jackpotConsumers(
  deps: Pick<PlatformDeps, 'db' | 'events' | 'log'>,
  ports: JackpotPorts,
  options: { publicWinThresholdEurCents?: bigint } = {},
) {
  return [contributionsConsumer(deps, ports), jackpotWinPushConsumer(deps, ports, options.publicWinThresholdEurCents)];
}

export type Jackpots = ReturnType<typeof createJackpots>;
export {
  contribute,
  contributeBatch,
  returnContribution,
  closeJackpot,
  createJackpot,
  updateJackpot,
  reconcilePools,
  convert,
  poolAccount,
  cryptoDraw,
  type Draw,
  type JackpotFact,
  type JackpotPorts,
} from './engine';
export { jackpotViews, recentWinners } from './view';
export { PoolPusher, poolPusher, contributionsConsumer, CONTRIBUTIONS_CONSUMER } from './stream';
export { publicWinsConsumer, PUBLIC_WINS_CONSUMER, DEFAULT_PUBLIC_WIN_THRESHOLD_EUR_CENTS } from './wins-feed';
