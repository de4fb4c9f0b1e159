import type { PlatformApp } from '../http/types';
import telemetryRoutes from './routes';

/** The telemetry module: the site's logs, metrics and UTM calls. */
export function createTelemetry() {
  return { routes: (app: PlatformApp) => telemetryRoutes(app) };
}

/** What the affiliates report reads of the UTM attribution (never the table itself). */
export { utmOfPlayers, VISITOR_COOKIE } from './utm';
