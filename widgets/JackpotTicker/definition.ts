import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./JackpotTicker.widget: a client module the server imports is first-load script of every page.
import { JackpotTickerWidget } from './JackpotTicker.lazy';
import { jackpotsQuery } from '../common/jackpots/queries';

/** Registry entry of `#JackpotTicker[]#`. */
export const jackpotTickerWidget = defineWidget({
  name: 'JackpotTicker',
  params: WIDGET_PARAMS.JackpotTicker,
  Component: JackpotTickerWidget,
  query: (_params, ctx) => jackpotsQuery(ctx.client),
});
