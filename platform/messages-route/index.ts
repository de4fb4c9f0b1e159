import type { PlatformApp } from '../http/types';
import messagesRoutes from './routes';

/** The messages route: `/messages/{locale}.json` from the messages/ catalogs. */
export function createMessagesRoute() {
  return { routes: (app: PlatformApp) => messagesRoutes(app) };
}
