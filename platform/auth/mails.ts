import type { FastifyRequest } from 'fastify';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../schemas/locales';
import type { Db } from '../db/client';
import type { PlatformDeps } from '../deps';
import { publicOrigin } from '../http/public-url';
import { renderMail } from '../mail';

/** Which auth mail. */
export type AuthMailKind = 'confirmation' | 'reset_password' | 'registration_attempt' | 'password_changed';

/** Each auth mail's texts in the messages/ catalogs (`mails.{id}.subject|body|action`, messages/{locale}/mails.json). */
export const AUTH_MAIL_IDS: Record<AuthMailKind, string> = {
  confirmation: 'mails.confirmation',
  reset_password: 'mails.resetPassword',
  registration_attempt: 'mails.registrationAttempt',
  password_changed: 'mails.passwordChanged',
};

/** The player's stored language as a supported locale (English when unknown). */
export function mailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * A link into the site in the player's locale, e.g. `/{locale}/confirmation?confirmation_token=...`,
 * on PUBLIC_URL, else on the host of `req` where it is trusted (platform/http/public-url.ts).
 */
export function siteUrl(deps: PlatformDeps, locale: Locale, pathAndQuery: string, req?: FastifyRequest): string {
  return `${publicOrigin(deps.config, req)}/${locale}${pathAndQuery}`;
}

/**
 * Writes one auth mail to the outbox (inside `db` when it is a transaction, so the mail exists
 * exactly when the change that caused it commits). `{link}` and `{remind}` in the texts are the
 * links (`remind` defaults to `link`); text and HTML carry the same links.
 */
export async function sendAuthMail(
  deps: PlatformDeps,
  to: string,
  locale: Locale,
  kind: AuthMailKind,
  links: { link: string; remind?: string },
  db: Db = deps.db,
): Promise<void> {
  const mail = renderMail(locale, AUTH_MAIL_IDS[kind], { link: links.link, remind: links.remind ?? links.link });
  await deps.mailer.send({ to, ...mail, kind }, db);
}
