import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { defineWidget } from '../../registry/define';
import { GameRowWidget } from './GameRow.widget';
import { gameRowQuery } from './queries';

/** Registry entry of GameRow (registry/index.ts lists it). */
export const gameRowWidget = defineWidget({
  name: 'GameRow',
  params: WIDGET_PARAMS.GameRow,
  Component: GameRowWidget,
  query: (params, ctx) => gameRowQuery(params.source, ctx),
});
