import type { Locale } from '../../schemas/locales';
import { isBotUserAgent } from '../core/bots';
import { isAustralianVisitor } from './rules';

export { isBotUserAgent };

// The server's half of the rules (who must approve, who is a crawler): the browser's first page
// needs only the cookie and the Australian test (rules.ts), not the crawler list. The crawler
// test itself is in site/core/bots.ts: the page cache and the banner analytics use it too.

/**
 * Whether this visitor must approve (the card itself stays away from /oops, where a decline lands:
 * AuApprovalGate). Decided once per page load; the layout does not re-render on client navigation.
 */
export function needsAuApproval(input: {
  locale: Locale;
  country: string | null | undefined;
  approved: boolean;
  userAgent: string | null | undefined;
}): boolean {
  if (input.approved || isBotUserAgent(input.userAgent)) return false;
  return isAustralianVisitor(input.locale, input.country);
}
