import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
// The lazy twin, not ./TournamentBoard.widget: a client module the server imports is first-load script of every page.
import { TournamentBoardWidget } from './TournamentBoard.lazy';
import { tournamentBoardQuery } from './queries';

/** Registry entry of `#TournamentBoard[id=..]#`. */
export const tournamentBoardWidget = defineWidget({
  name: 'TournamentBoard',
  params: WIDGET_PARAMS.TournamentBoard,
  Component: TournamentBoardWidget,
  query: (params, ctx) => tournamentBoardQuery(params.id, ctx.locale, ctx.client),
});
