import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { defineWidget } from '../../registry/define';
// The lazy twin, not ./GameGrid.widget: a client module the server imports is first-load script of every page.
import { GameGridWidget } from './GameGrid.lazy';
import { gameGridQuery } from './queries';

/** Registry entry of GameGrid (registry/index.ts lists it). */
export const gameGridWidget = defineWidget({
  name: 'GameGrid',
  params: WIDGET_PARAMS.GameGrid,
  Component: GameGridWidget,
  query: (params, ctx) => gameGridQuery(params.source, params.limit, ctx),
});
