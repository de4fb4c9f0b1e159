import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./TournamentList.widget: a client module the server imports is first-load script of every page.
import { TournamentListWidget } from './TournamentList.lazy';
import { tournamentListQuery } from './queries';

/** Registry entry of `#TournamentList[kind=tournaments;limit=4]#`. */
export const tournamentListWidget = defineWidget({
  name: 'TournamentList',
  params: WIDGET_PARAMS.TournamentList,
  Component: TournamentListWidget,
  query: (params, ctx) => tournamentListQuery(params.kind, params.limit, ctx.locale, ctx.client),
});
