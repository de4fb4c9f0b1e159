import { describe, expect, it } from 'vitest';
import { mayEqualEnglish, otherAddress, TRANSLATED_LOCALES } from '../messages/style';
import { AUTH_MAIL_TEXTS } from './auth/mail-texts';
import { LIMIT_MAIL_TEXTS } from './limits/mail-texts';

/** Every string of a nested text object, by its path. */
function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

/**
 * The texts the platform writes itself (the mails: react-intl does not render them) hold to the
 * catalogs' house style (messages/style.ts): translated, and one form of address per language.
 */
describe('mail texts', () => {
  const sources = { auth: AUTH_MAIL_TEXTS, limits: LIMIT_MAIL_TEXTS };
  for (const locale of TRANSLATED_LOCALES) {
    it(`${locale}: every mail text is translated and says ${locale === 'fr-CA' ? 'vous' : 'the informal you'}`, () => {
      const problems: string[] = [];
      for (const [name, texts] of Object.entries(sources)) {
        const english = new Map(strings(texts.en));
        for (const [at, text] of strings(texts[locale])) {
          if (text === english.get(at) && !mayEqualEnglish(locale, text)) problems.push(`${name}.${at}: same as English: ${text}`);
          const word = otherAddress(locale, text);
          if (word) problems.push(`${name}.${at}: "${word}" in ${text}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
