import { cache } from 'react';
import { headers } from 'next/headers';
import { abVariantOf } from '../../schemas/ab-variant';
import type { SlotViewer } from './slots';
import { bannerAudience, readStag, type BannerAudience } from '../../schemas/banner-audience';
import type { Player } from '../../schemas/player';
import { createServerApi } from '../../site/core/api/server';
import { SEARCH_HEADER } from '../../site/core/request-headers';
import { CategoriesSchema, CollectionsSchema, ProvidersSchema } from '../../schemas/games';
import type { Locale } from '../../schemas/locales';
import { catalogueKeysOf, type CatalogueKeys } from '../../schemas/widget-params';
import { publicServerApi, requestDevice } from '../../widgets/common/games/catalog/server';
import { requestSessionPlayer } from '../../site/core/stores/load-session';
import { cmsAwareServerApi } from '../../cms-adapters/server';
import type { WidgetQueryContext } from '../define';

/**
 * The query context of this server request: the device and viewer the browser's first render will
 * see (so keys match), and a client without the cookie: widget data is public (what depends on the
 * player, favourites and balances, loads in the browser). Its CMS and config reads go through the
 * memo a publish drops, the catalogue's through the few-second catalogue memo. The one exception
 * is banners-config, which the platform answers per audience (schemas/banner-audience.ts): a
 * guest's is asked through the memo with the audience in its query, a player's with the cookie.
 */
let widgetClient: ReturnType<typeof cmsAwareServerApi> | undefined;
const cmsAwareClient = () => (widgetClient ??= cmsAwareServerApi(publicServerApi()));

export const requestWidgetQueryContext = cache(async (locale: Locale): Promise<WidgetQueryContext> => {
  const [device, player, h] = await Promise.all([requestDevice(), requestSessionPlayer(), headers()]);
  const cookie = h.get('cookie');
  // The banners' audience as the platform will see it: the session's player, and the welcome
  // stag of the URL or the stag cookie (site/page-cache/vary.ts keys guests' pages by the same).
  const bannerAudience = requestBannerAudience(player, cookie, h.get(SEARCH_HEADER) ?? '');
  return {
    device,
    locale,
    viewer: player ? 'player' : 'guest',
    client: cmsAwareClient(),
    bannerAudience,
    // A player's banners are filtered by their session: asked with the cookie, never memoised.
    viewerClient: player ? createServerApi(cookie) : undefined,
  };
});

/** The banner audience of a request: its player (or null) and the stag of its URL or cookie. */
export function requestBannerAudience(player: Pick<Player, 'id' | 'statuses' | 'currency'> | null, cookie: string | null, search: string): BannerAudience {
  return bannerAudience(player ? { id: player.id, groups: player.statuses.map((s) => s.id), currency: player.currency } : null, readStag(cookie, search));
}

/** The viewer of this request for slot targeting: logged in or not, the player's groups and A/B variant. */
export const requestSlotViewer = cache(async (): Promise<SlotViewer> => {
  const player = await requestSessionPlayer();
  const groupIds = player?.statuses.map((s) => s.id) ?? [];
  return { logged: player !== null, groupIds, abVariant: player ? abVariantOf(groupIds, player.id) : null };
});

/**
 * The game catalogue's keys for a preview render (the public lists, memoised a few seconds per
 * process): a placeholder naming a category the catalogue lacks is then explained in the preview,
 * as the publish would refuse it. Undefined when the lists cannot be read: the preview still
 * renders, and the editor's issue list and the publish check stand.
 */
export const previewCatalogue = cache(async (): Promise<CatalogueKeys | undefined> => {
  const api = publicServerApi();
  try {
    const [categories, collections, providers] = await Promise.all([
      api.get('/api/games/categories', { schema: CategoriesSchema }),
      api.get('/api/games/collections', { schema: CollectionsSchema }),
      api.get('/api/games/providers', { schema: ProvidersSchema }),
    ]);
    return catalogueKeysOf(categories, collections, providers);
  } catch {
    return undefined;
  }
});
