import type { PlatformApp } from '../http/types';
import mailRoutes, { type MailPorts } from './routes';

/**
 * The mail module: the testers' outbox, and the rendering of the mails every module writes from
 * the `mails` area of the messages/ catalogs; the mailer itself is in deps (every module sends
 * through it). It imports no other module, so any module may use it.
 */
export function createMail(ports: MailPorts) {
  return { routes: (app: PlatformApp) => mailRoutes(app, ports) };
}

export type { MailPorts } from './routes';
export { mailText, renderMail, type RenderedMail } from './render';
