import type { Locale } from '../../schemas/locales';
import type { ApiClient } from '../../site/api';
import { bannersConfigQuery } from '../../cms-adapters/banners';

/**
 * The one call of the banner widgets (Banner, BannerSlider, PromoBanner): banners-config of the
 * page's locale, key `['/api/fe/config', 'banners-config', locale]`. The server prefetches it with
 * the request's client; the browser reads the same key with the default client.
 */
export function bannersQuery(ctx: { locale: Locale; client?: ApiClient }) {
  return bannersConfigQuery(ctx.locale, ctx.client);
}
