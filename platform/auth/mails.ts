import type { FastifyRequest } from 'fastify';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../schemas/locales';
import type { Db } from '../db/client';
import type { PlatformDeps } from '../deps';
import { publicOrigin } from '../http/public-url';
import { authMailText, type AuthMailKind } from './mail-texts';

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

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
 * exactly when the change that caused it commits). Text and HTML carry the same links.
 */
export async function sendAuthMail(
  deps: PlatformDeps,
  to: string,
  locale: Locale,
  kind: AuthMailKind,
  links: { link: string; remind?: string },
  db: Db = deps.db,
): Promise<void> {
  const t = authMailText(locale, kind);
  const fill = (p: string) => p.replaceAll('{link}', links.link).replaceAll('{remind}', links.remind ?? links.link);
  const paragraphs = t.body.map(fill);
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...t.body.map((p) =>
      p === '{link}'
        ? `<p><a href="${escapeHtml(links.link)}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(links.link)}</p>`
        : `<p>${escapeHtml(fill(p)).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`)}</p>`,
    ),
    '</body></html>',
  ].join('');
  await deps.mailer.send({ to, subject: t.subject, text: paragraphs.join('\n\n'), html, kind }, db);
}
