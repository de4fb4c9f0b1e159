import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../../schemas/locales';
import { readAreas } from '../../messages/load';
import { mailText, renderMail } from './render';

describe('mails from the messages/ catalogs', () => {
  it('every mail body splits into paragraphs that parse on their own, and has its subject and button label', () => {
    for (const locale of LOCALES) {
      const texts = readAreas(locale)['mails.json'] ?? {};
      const bodies = Object.keys(texts).filter((id) => id.endsWith('.body'));
      expect(bodies.length, locale).toBeGreaterThan(0);
      for (const id of bodies) {
        const mail = id.slice(0, -'.body'.length);
        expect(texts[`${mail}.subject`], `${locale} ${mail}`).toBeTruthy();
        expect(texts[`${mail}.action`], `${locale} ${mail}`).toBeTruthy();
        for (const p of texts[id]!.split('\n\n')) expect(() => new IntlMessageFormat(p, locale), `${locale} ${id}: ${p}`).not.toThrow();
      }
    }
  });

  it('escapes every value in the HTML part, keeps the text part verbatim, and makes the {link} paragraph the button', () => {
    const link = 'https://x.test/de/confirmation?confirmation_token=a<b&"c';
    const mail = renderMail('de', 'mails.registrationAttempt', { link, remind: 'https://x.test/de/new?x=1&y=2' });
    expect(mail.subject).toBe('Jemand wollte sich mit deiner Adresse registrieren');
    expect(mail.text).toContain(`\n\n${link}\n\n`);
    expect(mail.text).toContain('Hier zurücksetzen: https://x.test/de/new?x=1&y=2');
    expect(mail.html).not.toContain('a<b');
    expect(mail.html).toContain('<a href="https://x.test/de/confirmation?confirmation_token=a&lt;b&amp;&quot;c" style=');
    expect(mail.html).toContain('>Anmelden</a>');
    expect(mail.html).toContain('<a href="https://x.test/de/new?x=1&amp;y=2">');
    expect(mail.html).toMatch(/^<!doctype html><html lang="de">/);

    const limit = renderMail('en', 'mails.limitChange', { what: 'Loss limit (day): <b>1 EUR</b> → 2 EUR', link: 'https://x.test/en/l' });
    expect(limit.html).toContain('<p>Loss limit (day): &lt;b&gt;1 EUR&lt;/b&gt; → 2 EUR</p>');
  });

  it('formats values as given (no regrouping of numbers) and refuses an unknown id', () => {
    expect(mailText('de', 'mails.limitChange.minutes', { n: '1440' })).toBe('1440 Min.');
    expect(() => mailText('en', 'mails.noSuchMail.subject')).toThrow(/mails\.noSuchMail\.subject/);
  });
});
