import type { PlatformDeps } from './deps';
import type { PlatformApp } from './http/types';
import { createAuth, hashPassword, verifyPassword } from './auth';
import { requireDevTools } from './staff';
import playerRoutes from './player/routes';
import infoRoutes from './info/routes';
import walletRoutes from './wallet/routes';
import staffRoutes from './staff/routes';
import telemetryRoutes from './telemetry/routes';
import mailRoutes from './mail/routes';
import { createGames, realRoundTotals, type BetPolicy, type LaunchPolicy } from './games';
import { createPayments, succeededTotals, type DepositPolicy } from './payments';
import { createLimits } from './limits';
import bonusRoutes from './bonuses/routes';
import messagesRoutes from './messages-route/routes';
import cmsRoutes from './cms/routes';
import { listGroups, playerExists } from './player';
import type { SignInPolicy } from './auth';

/** Every policy one module asks and another decides; the composition root wires each once. */
export interface PlatformPolicies {
  bet: BetPolicy;
  launch: LaunchPolicy;
  deposit: DepositPolicy;
  signIn: SignInPolicy;
}

/** Runs `first`, then `extra` if given: a test adds its own check after the platform's. */
function andThen<C extends unknown[]>(first: (...c: C) => Promise<void> | void, extra?: (...c: C) => Promise<void> | void): (...c: C) => Promise<void> {
  return async (...c) => {
    await first(...c);
    await extra?.(...c);
  };
}

/**
 * The composition root: every module built once per app, with what it needs from other
 * modules passed in as ports. Read this to know who decides what (platform/README.md "What
 * happens when"): the limits module's policies refuse bets, launches, deposits and sign-ins;
 * games, payments and auth only ask them. No module registers itself by being imported, and no
 * module-level list holds hooks: two apps in one process share nothing.
 *
 * `extraPolicies` are checks run after the platform's own (tests refuse a bet on purpose).
 */
export function composeModules(deps: PlatformDeps, extraPolicies: Partial<PlatformPolicies> = {}) {
  const limits = createLimits(deps);
  const policies: PlatformPolicies = {
    bet: andThen(limits.policies.bet, extraPolicies.bet),
    launch: andThen(limits.policies.launch, extraPolicies.launch),
    deposit: andThen(limits.policies.deposit, extraPolicies.deposit),
    signIn: andThen(limits.policies.signIn, extraPolicies.signIn),
  };
  const auth = createAuth(deps, { signInPolicy: policies.signIn });
  const games = createGames(deps, { bet: policies.bet, launch: policies.launch });
  const payments = createPayments(deps, { depositPolicy: policies.deposit });

  /** Every module's routes, in registration order. */
  const routes: ReadonlyArray<(app: PlatformApp) => Promise<void>> = [
    auth.routes,
    (app) =>
      playerRoutes(app, {
        stats: { succeededPayments: (id, action) => succeededTotals(deps.db, id, action), realRounds: (id) => realRoundTotals(deps.db, id) },
        security: { hashPassword, verifyPassword, requireDevTools },
      }),
    (app) => infoRoutes(app, { listGroups: () => listGroups(deps.db) }),
    walletRoutes,
    staffRoutes,
    telemetryRoutes,
    mailRoutes,
    ...games.routes,
    limits.routes({ credentials: auth.verifyCredentials, cashouts: payments.cashouts, playerExists: (id) => playerExists(deps.db, id) }),
    bonusRoutes,
    payments.routes,
    messagesRoutes,
    cmsRoutes,
  ];
  return { modules: { auth, games, payments, limits }, policies, routes };
}

export type PlatformModules = ReturnType<typeof composeModules>['modules'];
