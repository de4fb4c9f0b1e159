import { describe, expect, it } from 'vitest';
import { AU_APPROVAL_COOKIE, AU_APPROVAL_MAX_AGE_S, approvalCookie, hasApprovalCookie, isAustralianVisitor } from './rules';
import { isBotUserAgent, needsAuApproval } from './visitor-rules';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('AU approval (spec P1)', () => {
  it('an Australian visitor is the en-AU locale or an AU IP', () => {
    expect(isAustralianVisitor('en-AU', 'CA')).toBe(true);
    expect(isAustralianVisitor('en', 'AU')).toBe(true);
    expect(isAustralianVisitor('en-NZ', 'NZ')).toBe(false);
    expect(isAustralianVisitor('en', null)).toBe(false);
  });

  it.each([
    ['en-AU locale, not approved', { locale: 'en-AU' as const, country: null, approved: false, userAgent: CHROME }, true],
    ['AU IP on the English site', { locale: 'en' as const, country: 'AU', approved: false, userAgent: CHROME }, true],
    ['already approved', { locale: 'en-AU' as const, country: 'AU', approved: true, userAgent: CHROME }, false],
    [
      'a crawler',
      { locale: 'en-AU' as const, country: 'AU', approved: false, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      false,
    ],
    ['no user agent', { locale: 'en-AU' as const, country: 'AU', approved: false, userAgent: null }, false],
    ['not Australian', { locale: 'de' as const, country: 'DE', approved: false, userAgent: CHROME }, false],
  ])('%s', (_name, input, expected) => expect(needsAuApproval(input)).toBe(expected));

  it('tells crawlers and link unfurlers from browsers, headless Chrome included', () => {
    for (const bot of [
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
      'Chrome-Lighthouse',
      'WhatsApp/2.23',
    ]) {
      expect(isBotUserAgent(bot), bot).toBe(true);
    }
    expect(isBotUserAgent(CHROME)).toBe(false);
    expect(isBotUserAgent(CHROME.replace('Chrome/', 'HeadlessChrome/'))).toBe(false);
    expect(
      isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
  });

  it('remembers the approval for about 1000 years', () => {
    expect(AU_APPROVAL_MAX_AGE_S / (365 * 24 * 3600)).toBe(1000);
    const c = approvalCookie(true);
    expect(c).toContain(`${AU_APPROVAL_COOKIE}=1`);
    expect(c).toContain(`max-age=${AU_APPROVAL_MAX_AGE_S}`);
    expect(c).toContain('path=/');
    expect(c).toContain('secure');
    expect(approvalCookie(false)).not.toContain('secure');
  });

  it('reads the cookie from document.cookie', () => {
    expect(hasApprovalCookie(`a=1; ${AU_APPROVAL_COOKIE}=1; b=2`)).toBe(true);
    expect(hasApprovalCookie(`x${AU_APPROVAL_COOKIE}=1`)).toBe(false);
    expect(hasApprovalCookie('')).toBe(false);
  });
});
