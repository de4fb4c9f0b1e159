import type { PlatformDeps } from '../deps';
import type { PlatformApp } from '../http/types';
import type { Db, Tx } from '../db/client';
import { runningExclusion } from './totals';
import { betGuard, depositGuard, launchGuard, signInGuard } from './guards';
import limitsRoutes, { type LimitsRoutePorts } from './routes';

/**
 * The limits module: its routes and the responsible-gambling policies other modules are given
 * (never import) by the composition root: the bet and launch policies for games, the deposit
 * policy for payments, the sign-in policy for auth. Built once per app instance.
 */
export function createLimits(deps: PlatformDeps) {
  const policies = {
    bet: betGuard(deps),
    launch: launchGuard(deps),
    deposit: depositGuard(deps),
    signIn: signInGuard(deps),
  };
  return {
    policies,
    /** The routes need the credential check of auth and the cash-out of payments (excluded cash-out). */
    routes: (ports: LimitsRoutePorts) => (app: PlatformApp) => limitsRoutes(app, ports),
  };
}

/**
 * Whether a cooling-off or self-exclusion is running for the player now: engines that give
 * something away (gifts) ask it through a port the composition root passes, and give nothing.
 */
export async function isExcluded(db: Db | Tx, playerId: number, at: Date): Promise<boolean> {
  return (await runningExclusion(db, playerId, at)) !== null;
}

export type LimitPolicies = ReturnType<typeof createLimits>['policies'];
export type { CashoutPort, LimitsRoutePorts } from './routes';
export type { CredentialCheck } from './excluded-cashout';
export type { MoneyCheck } from './guards';
