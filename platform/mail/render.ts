import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../../schemas/locales';
import { loadArea } from '../../messages/load';

/** The catalog area (messages/{locale}/mails.json) that holds every mail the platform writes. */
const AREA = 'mails';

/** What the mailer sends, rendered in one language. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function message(locale: Locale, id: string): string {
  const text = loadArea(locale, AREA)[id];
  // The catalog test holds every id in English, and loadArea falls back to it: a miss is a typo in code.
  if (text === undefined) throw new Error(`No mail text ${id}`);
  return text;
}

/**
 * One text of the `mails` area formatted as ICU (values are inserted as given, not escaped: the
 * HTML part escapes what it writes). Values are strings so that no number is regrouped by locale.
 */
export function mailText(locale: Locale, id: string, values: Record<string, string> = {}): string {
  return new IntlMessageFormat(message(locale, id), locale).format<string>(values) as string;
}

/**
 * The mail `{id}` of the `mails` area: `{id}.subject`, `{id}.body` (paragraphs separated by a
 * blank line; each is formatted on its own) and `{id}.action`, the label of the button the HTML
 * part shows for the paragraph that is only `{link}`. Text and HTML carry the same links; in the
 * HTML every interpolated value is escaped and other URLs become links.
 */
export function renderMail(locale: Locale, id: string, values: Record<string, string> & { link: string }): RenderedMail {
  const paragraphs = message(locale, `${id}.body`).split('\n\n');
  const format = (p: string) => new IntlMessageFormat(p, locale).format<string>(values) as string;
  const action = mailText(locale, `${id}.action`);
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((p) =>
      p.trim() === '{link}'
        ? `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(values.link)}</p>`
        : `<p>${escapeHtml(format(p)).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`)}</p>`,
    ),
    '</body></html>',
  ].join('');
  return { subject: mailText(locale, `${id}.subject`, values), text: paragraphs.map(format).join('\n\n'), html };
}
