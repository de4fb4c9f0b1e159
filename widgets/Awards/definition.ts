import { defineWidget } from '../../registry/define';
import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { AwardsWidget } from './Awards.widget';
import { awardsQuery } from './queries';

/** Registry entry of `#Awards[]#`. */
export const awardsWidget = defineWidget({
  name: 'Awards',
  params: WIDGET_PARAMS.Awards,
  Component: AwardsWidget,
  query: (_params, ctx) => awardsQuery(ctx.locale, ctx.client),
});
