import type { BannerAudience } from '../../../schemas/banner-audience';
import { GUEST_AUDIENCE } from '../../../schemas/banner-audience';
import type { Locale } from '../../../schemas/locales';
import type { ApiClient } from '../../../site/core/api';
import { bannersConfigQuery } from '../../../cms-adapters/banners';

/**
 * The one call of the banner widgets (Banner, BannerSlider, PromoBanner): banners-config of the
 * page's locale for the visitor's audience, key `['/api/fe/config', 'banners-config', locale,
 * audienceKey]`. The server prefetches it as the visitor (the public memoised client for a guest,
 * the cookie-forwarding one for a player: the platform filters a player's answer by the session);
 * the browser reads the same key with the default client.
 */
export function bannersQuery(ctx: { locale: Locale; client?: ApiClient; viewerClient?: ApiClient; bannerAudience?: BannerAudience }) {
  const audience = ctx.bannerAudience ?? GUEST_AUDIENCE;
  return bannersConfigQuery(ctx.locale, audience, audience.logged ? (ctx.viewerClient ?? ctx.client) : ctx.client);
}
