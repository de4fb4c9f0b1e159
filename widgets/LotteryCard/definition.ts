import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./LotteryCard.widget: a client module the server imports is first-load script of every page.
import { LotteryCardWidget } from './LotteryCard.lazy';
import { lotteriesQuery } from './queries';

/** Registry entry of `#LotteryCard[id=…]#`. */
export const lotteryCardWidget = defineWidget({
  name: 'LotteryCard',
  params: WIDGET_PARAMS.LotteryCard,
  Component: LotteryCardWidget,
  query: (_params, ctx) => lotteriesQuery(ctx.locale, ctx.client),
});
