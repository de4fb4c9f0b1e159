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
];
