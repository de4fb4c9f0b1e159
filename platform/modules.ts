import type { PlatformApp } from './http/types';
import authRoutes from './auth/routes';
import playerRoutes from './player/routes';
import infoRoutes from './info/routes';
import walletRoutes from './wallet/routes';
import staffRoutes from './staff/routes';
import telemetryRoutes from './telemetry/routes';
import mailRoutes from './mail/routes';
import catalogRoutes from './games/catalog/routes';
import seamlessRoutes from './games/seamless/routes';
import houseStudioRoutes from './games/house-studio/routes';
import paymentsRoutes from './payments/routes';
import limitsRoutes from './limits/routes';
import bonusRoutes from './bonuses/routes';
import messagesRoutes from './messages-route/routes';
import cmsRoutes from './cms/routes';
import outboxRoutes from './outbox/routes';
import type { PlatformDeps } from './deps';
import type { Consumer } from './outbox/index';
import { balancePushConsumer } from './bonuses/stream';
import { paymentPushConsumer } from './payments/stream';
import { limitPushConsumer } from './limits/stream';
import { groupPushConsumer } from './player/stream';

/** Every module's routes, in registration order. A module is added here, never by import side effect. */
export const modules: ReadonlyArray<(app: PlatformApp) => Promise<void>> = [
  authRoutes,
  playerRoutes,
  infoRoutes,
  walletRoutes,
  staffRoutes,
  telemetryRoutes,
  mailRoutes,
  catalogRoutes,
  seamlessRoutes,
  houseStudioRoutes,
  limitsRoutes,
  bonusRoutes,
  paymentsRoutes,
  messagesRoutes,
  cmsRoutes,
  outboxRoutes,
];

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
