import type { Locale } from '../../schemas/locales';
import { loadConfigOrNull } from '../../cms-adapters/server';
import { requestSessionPlayer } from '../core/stores/load-session';
import { isPromotionPageEnabled } from './promotion-config';

/**
 * The server half of a promotion page's route (spec C6/P6, `manage-promotion-pages`): whether the
 * page is enabled for this visitor (testers: always); the route answers `notFoundPage()` otherwise
 * (rendered in the locale layout, not thrown: site/routing/not-found-page.tsx). The document comes from the
 * server memo that a publish drops, so switching a page off takes effect on the next request; an
 * unpublished document or a failed call leaves the page to testers only, as the nav does.
 */
export async function promotionPageShown(slug: string, locale: Locale): Promise<boolean> {
  const [player, config] = await Promise.all([requestSessionPlayer(), loadConfigOrNull('manage-promotion-pages', locale)]);
  return isPromotionPageEnabled(config, slug, player?.statuses);
}
