import type { PlatformApp } from '../http/types';
import telemetryRoutes from './routes';

/** The telemetry module: the site's logs, metrics and UTM calls. */
export function createTelemetry() {
  return { routes: (app: PlatformApp) => telemetryRoutes(app) };
}
