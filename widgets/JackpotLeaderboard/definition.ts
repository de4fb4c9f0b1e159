import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./JackpotLeaderboard.widget: a client module the server imports is first-load script of every page.
import { JackpotLeaderboardWidget } from './JackpotLeaderboard.lazy';
import { jackpotWinsQuery } from '../common/jackpots/queries';

/** Registry entry of `#JackpotLeaderboard[]#`. */
export const jackpotLeaderboardWidget = defineWidget({
  name: 'JackpotLeaderboard',
  params: WIDGET_PARAMS.JackpotLeaderboard,
  Component: JackpotLeaderboardWidget,
  query: (_params, ctx) => jackpotWinsQuery(ctx.client),
});
