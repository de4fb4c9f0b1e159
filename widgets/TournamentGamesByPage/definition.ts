import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./TournamentGamesByPage.widget: a client module the server imports is first-load script of every page.
import { TournamentGamesByPageWidget } from './TournamentGamesByPage.lazy';
import { tournamentGamesQuery } from './queries';

/** Registry entry of `#TournamentGamesByPage[id=..]#`. */
export const tournamentGamesByPageWidget = defineWidget({
  name: 'TournamentGamesByPage',
  params: WIDGET_PARAMS.TournamentGamesByPage,
  Component: TournamentGamesByPageWidget,
  query: (params, ctx) => tournamentGamesQuery(params.id, params.per_page, ctx),
});
