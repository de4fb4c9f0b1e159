import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { defineWidget } from '../../registry/define';
import { GameGridWidget } from './GameGrid.widget';
import { gameGridQuery } from './queries';

/** Registry entry of GameGrid (registry/index.ts lists it). */
export const gameGridWidget = defineWidget({
  name: 'GameGrid',
  params: WIDGET_PARAMS.GameGrid,
  Component: GameGridWidget,
  query: (params, ctx) => gameGridQuery(params.source, params.limit, ctx),
});
