import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./PointsShopCards.widget: a client module the server imports is first-load script of every page.
import { PointsShopCardsWidget } from './PointsShopCards.lazy';
import { shopCardsQuery } from './queries';

/**
 * Registry entry of `#PointsShopCards[type=…;group=…;limit=…]#`. The shop's cards are public, so
 * the server prefetches them; the card and its popup are the shop page's, whose texts are the
 * `loyalty` namespace (sent with the content only when this widget is on it).
 */
export const pointsShopCardsWidget = defineWidget({
  name: 'PointsShopCards',
  params: WIDGET_PARAMS.PointsShopCards,
  Component: PointsShopCardsWidget,
  query: (_params, ctx) => shopCardsQuery(ctx.client),
  messages: ['loyalty'],
});
