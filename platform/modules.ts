import type { PlatformDeps } from './deps';
import type { PlatformApp } from './http/types';
import { createAuth, hashPassword, verifyPassword, type SignInPolicy } from './auth';
import { createBonuses } from './bonuses';
import { createCms } from './cms';
import { createGames, realRoundTotals, type BetPolicy, type LaunchPolicy } from './games';
import { createInfo } from './info';
import { createLimits } from './limits';
import { createMail } from './mail';
import { createMessagesRoute } from './messages-route';
import { createPayments, succeededTotals, type DepositPolicy } from './payments';
import { createPlayer, listGroups, playerExists } from './player';
import { audit, createStaff, requireDevTools, requireStaff } from './staff';
import { createTelemetry } from './telemetry';
import { createWallet } from './wallet';
import { outboxRoutes } from './outbox/routes';
import type { Consumer } from './outbox/index';
import { balancePushConsumer } from './bonuses/stream';
import { paymentPushConsumer } from './payments/stream';
import { limitPushConsumer } from './limits/stream';
import { groupPushConsumer } from './player/stream';

/** Every policy one module asks and another decides; the composition root wires each once. */
export interface PlatformPolicies {
  /** Inside a real-money bet's transaction (games asks, limits decides). */
  bet: BetPolicy;
  /** Before a real-money game session opens (games asks, limits decides). */
  launch: LaunchPolicy;
  /** Inside a deposit's transaction, at its start and as its money arrives (payments asks, limits decides). */
  deposit: DepositPolicy;
  /** After the password matched (auth asks, limits decides). */
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
 * The composition root: every module built once per app, with what it needs from other modules
 * passed in as ports. Read this to know who decides what (platform/README.md "What happens
 * when"): the limits module's policies refuse bets, launches, deposits and sign-ins; games,
 * payments and auth only ask them. No module registers itself by being imported, and no
 * module-level list holds hooks: two apps in one process share nothing.
 *
 * `extraPolicies` are checks run after the platform's own (tests refuse a bet on purpose).
 */
export function composeModules(deps: PlatformDeps, extraPolicies: Partial<PlatformPolicies> = {}) {
  const { db } = deps;

  // Responsible gambling decides; the modules where money and play happen ask.
  const limits = createLimits(deps);
  const policies: PlatformPolicies = {
    bet: andThen(limits.policies.bet, extraPolicies.bet),
    launch: andThen(limits.policies.launch, extraPolicies.launch),
    deposit: andThen(limits.policies.deposit, extraPolicies.deposit),
    signIn: andThen(limits.policies.signIn, extraPolicies.signIn),
  };

  const auth = createAuth(deps, { signInPolicy: policies.signIn });
  const games = createGames(deps, { bet: policies.bet, launch: policies.launch });
  const payments = createPayments({ depositPolicy: policies.deposit });
  const player = createPlayer({
    stats: { succeededPayments: (id, action) => succeededTotals(db, id, action), realRounds: (id) => realRoundTotals(db, id) },
    security: { hashPassword, verifyPassword, requireDevTools },
  });
  const info = createInfo({ listGroups: () => listGroups(db) });
  const wallet = createWallet();
  const staff = createStaff();
  const telemetry = createTelemetry();
  const mail = createMail();
  const bonuses = createBonuses();
  const messages = createMessagesRoute();
  const cms = createCms();
  // The excluded player's cash-out: auth's credential check, payments' cash-out, limits' rule.
  const limitsRoutes = limits.routes({ credentials: auth.verifyCredentials, cashouts: payments.cashouts, playerExists: (id) => playerExists(db, id) });

  /** Every module's routes, in registration order. */
  const routes: ReadonlyArray<(app: PlatformApp) => Promise<void>> = [
    auth.routes,
    player.routes,
    info.routes,
    wallet.routes,
    staff.routes,
    telemetry.routes,
    mail.routes,
    ...games.routes,
    limitsRoutes,
    bonuses.routes,
    payments.routes,
    messages.routes,
    cms.routes,
    // The event stream's back-office view (parked events, consumer positions).
    (app: PlatformApp) =>
      outboxRoutes(app, {
        requireAdmin: (req) => requireStaff(req, ['admin']),
        audit: async (req, action, target, before, after, tx) => {
          await audit(req, action, target, before, after, { db: tx });
        },
      }),
  ];
  return { modules: { auth, games, payments, limits }, policies, routes };
}

export type PlatformModules = ReturnType<typeof composeModules>['modules'];

// ─── Event stream consumers ─────────────────────────────────────────────────────────────────────
/**
 * Every reaction to the domain event stream (platform/outbox), by name, in one place: what runs
 * after a bet, a win, a deposit or a sign-in has committed. Each keeps its own position, is handed
 * each event at least once and is retried with back-off, then parked, without holding up the
 * others. A consumer's name is its identity in the database: renaming one starts it afresh.
 */
export function eventConsumers(deps: PlatformDeps): Consumer[] {
  return [
    // Live pushes to the player's open pages (realtime), built from the facts, read after commit.
    balancePushConsumer(deps),
    paymentPushConsumer(deps),
    limitPushConsumer(deps),
    groupPushConsumer(deps),
  ];
}
// ─── End of event stream consumers ──────────────────────────────────────────────────────────────
