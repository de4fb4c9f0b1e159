import type { PlatformApp } from '../http/types';
import affiliatesRoutes from './routes';

/**
 * The affiliates module: the back office's report of registrations and first deposits per stag
 * and per UTM campaign. It owns no table: it reads the player, payments and telemetry modules
 * through their functions.
 */
export function createAffiliates() {
  return { routes: (app: PlatformApp) => affiliatesRoutes(app) };
}
