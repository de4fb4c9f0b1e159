import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { defineWidget } from '../../registry/define';
// The lazy twin, not ./GameRow.widget: a client module the server imports is first-load script of every page.
import { GameRowWidget } from './GameRow.lazy';
import { gameRowQuery } from '../common/games/queries';

/** Registry entry of GameRow (registry/index.ts lists it). */
export const gameRowWidget = defineWidget({
  name: 'GameRow',
  params: WIDGET_PARAMS.GameRow,
  Component: GameRowWidget,
  query: (params, ctx) => gameRowQuery(params.source, ctx),
});
