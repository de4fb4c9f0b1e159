import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./GiftsList.widget: a client module the server imports is first-load script of every page.
import { GiftsListWidget } from './GiftsList.lazy';

/**
 * Registry entry of `#GiftsList[]#`. Nothing to prefetch: the gifts are one player's, and CMS
 * pages are cached for everyone (a player's gifts must never be in a shared page's HTML).
 */
export const giftsListWidget = defineWidget({
  name: 'GiftsList',
  params: WIDGET_PARAMS.GiftsList,
  Component: GiftsListWidget,
});
