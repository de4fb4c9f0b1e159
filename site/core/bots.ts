// Crawlers and link unfurlers: they read the page for indexing or previews, never approve, and
// the card would hide the content they came for (spec P6: bots get no scripts either).
// Headless Chrome is a browser (tests, some real users), not a bot.
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|lighthouse|pagespeed|yandex|baiduspider|duckduckgo|semrush|ahrefs|petalbot|applebot|ia_archiver/i;

/** True for a user agent of a crawler or link-preview fetcher. An empty agent is a script, not a person. */
export function isBotUserAgent(ua: string | null | undefined): boolean {
  if (!ua || !ua.trim()) return true;
  return BOT_UA.test(ua);
}
