import type { PlatformApp } from '../http/types';
import notificationRoutes from './routes';

/** The notifications module: players' notifications (made from the event stream, or sent by staff) and header notices. */
export function createNotifications() {
  return { routes: (app: PlatformApp) => notificationRoutes(app) };
}

/** The stream consumer that makes notifications (listed in modules.ts `eventConsumers`). */
export { notificationConsumer, NOTIFIED_EVENT_TYPES } from './stream';
