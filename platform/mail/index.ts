import type { PlatformApp } from '../http/types';
import mailRoutes from './routes';

/** The mail module: the testers' outbox; the mailer itself is in deps (every module sends through it). */
export function createMail() {
  return { routes: (app: PlatformApp) => mailRoutes(app) };
}
